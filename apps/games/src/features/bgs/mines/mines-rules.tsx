import type { MinesRules as Rules } from '@lobby/contract/bgs';
import { HowToPlay, range, RulesFacts, type BgsRulesProps } from '../../../components/rules-parts';
import { formatMultiplier, formatPercent } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';

const shownCounts = [1, 3, 5, 10, 24];

/** How mines plays and pays, with the first steps of the multiplier ladder for a few mine counts. */
export function MinesRules(props: BgsRulesProps<Rules>) {
  const { t, tag } = useI18n();
  const { rules, state, money } = props;
  const steps = [1, 2, 3, 5, 10];
  return (
    <div>
      <HowToPlay>
        <li>{t('mines.rule1', { tiles: rules.tiles, min: rules.minMines, max: rules.maxMines })}</li>
        <li>{t('mines.rule2')}</li>
        <li>{t('mines.rule3')}</li>
        <li>
          {t('mines.rule4', {
            rtp: formatPercent(rules.rtpBasisPoints, tag),
            amount: money(state.maxPayout),
          })}
        </li>
      </HowToPlay>
      <section className="rules-section">
        <h3>{t('mines.ladderTitle')}</h3>
        <div className="rules-table-wrap">
          <table className="rules-table">
            <thead>
              <tr>
                <th scope="col">{t('mines.count')}</th>
                {steps.map((step) => (
                  <th scope="col" key={step}>
                    {t('mines.stepGems', { count: step })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shownCounts.map((count) => (
                <tr key={count}>
                  <th scope="row">{count}</th>
                  {steps.map((step) => {
                    const value = rules.multipliers[count - 1]?.[step - 1];
                    return <td key={step}>{value ? formatMultiplier(value, tag) : '—'}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <RulesFacts
        facts={[
          { label: t('rules.rtp'), value: formatPercent(rules.rtpBasisPoints, tag) },
          { label: t('rules.betRange'), value: range(money(state.stake.min), money(state.stake.max)) },
          { label: t('rules.maxWin'), value: money(state.maxPayout) },
        ]}
      />
    </div>
  );
}
