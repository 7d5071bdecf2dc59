import type { BgsStateValue, MinesRules as Rules } from '@lobby/contract/bgs';
import { formatMultiplier, formatPercent } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';

const shownCounts = [1, 3, 5, 10, 24];

/** How mines plays and pays, with the first steps of the multiplier ladder for a few mine counts. */
export function MinesRules(props: {
  rules: Rules;
  state: BgsStateValue;
  money: (minorUnits: number) => string;
}) {
  const { t, tag } = useI18n();
  const { rules, state, money } = props;
  const steps = [1, 2, 3, 5, 10];
  return (
    <div>
      <section className="rules-section">
        <h3>{t('rules.howToPlay')}</h3>
        <ul>
          <li>{t('mines.rule1', { tiles: rules.tiles, min: rules.minMines, max: rules.maxMines })}</li>
          <li>{t('mines.rule2')}</li>
          <li>{t('mines.rule3')}</li>
          <li>
            {t('mines.rule4', {
              rtp: formatPercent(rules.rtpBasisPoints, tag),
              amount: money(state.maxPayout),
            })}
          </li>
          <li>{t('rules.malfunction')}</li>
        </ul>
      </section>
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
      <section className="rules-section">
        <dl className="rules-facts">
          <div>
            <dt>{t('rules.rtp')}</dt>
            <dd>{formatPercent(rules.rtpBasisPoints, tag)}</dd>
          </div>
          <div>
            <dt>{t('rules.betRange')}</dt>
            <dd>
              {money(state.stake.min)} – {money(state.stake.max)}
            </dd>
          </div>
          <div>
            <dt>{t('rules.maxWin')}</dt>
            <dd>{money(state.maxPayout)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
