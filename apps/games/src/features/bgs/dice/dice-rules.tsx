import type { BgsStateValue, DiceRules as Rules } from '@lobby/contract/bgs';
import { formatPercent } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';

/** How dice plays and pays. */
export function DiceRules(props: {
  rules: Rules;
  state: BgsStateValue;
  money: (minorUnits: number) => string;
}) {
  const { t, tag } = useI18n();
  const { rules, state, money } = props;
  return (
    <div>
      <section className="rules-section">
        <h3>{t('rules.howToPlay')}</h3>
        <ul>
          <li>{t('dice.rule1')}</li>
          <li>{t('dice.rule2')}</li>
          <li>{t('dice.rule3', { rtp: formatPercent(rules.rtpBasisPoints, tag) })}</li>
          <li>{t('dice.rule4', { amount: money(state.maxPayout) })}</li>
          <li>{t('rules.malfunction')}</li>
        </ul>
      </section>
      <section className="rules-section">
        <dl className="rules-facts">
          <div>
            <dt>{t('rules.rtp')}</dt>
            <dd>{formatPercent(rules.rtpBasisPoints, tag)}</dd>
          </div>
          <div>
            <dt>{t('dice.chanceRange')}</dt>
            <dd>
              {formatPercent(rules.minWinChance, tag)} – {formatPercent(rules.maxWinChance, tag)}
            </dd>
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
