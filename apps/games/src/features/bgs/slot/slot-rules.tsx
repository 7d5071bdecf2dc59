import type { SlotRules as Rules } from '@lobby/contract/bgs';
import { HowToPlay, range, RulesFacts, type BgsRulesProps } from '../../../components/rules-parts';
import { SymbolArt } from '../../../components/symbol-sprite';
import { formatPercent } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { symbolName } from '../../../lib/symbol-names';
import './slot-rules.css';

/** The paytable at the current default stake, the 20 lines drawn, and the rules of play. */
export function SlotRules(props: BgsRulesProps<Rules>) {
  const { t, tag } = useI18n();
  const { rules, state, money } = props;
  const lineBet = Math.floor(state.stake.default / rules.lines.length);
  // Highest paying first; the scatter has its own table.
  const symbols = Object.entries(rules.paytable)
    .filter(([symbol]) => symbol !== rules.scatter)
    .sort(([, a], [, b]) => (b[5] ?? 0) - (a[5] ?? 0));
  const counts = [5, 4, 3];

  return (
    <div className="slot-rules">
      <section className="rules-section">
        <h3>{t('rules.paytable')}</h3>
        <p>{t('slot.paytableNote', { bet: money(state.stake.default), lineBet: money(lineBet) })}</p>
        <ul className="paytable">
          {symbols.map(([symbol, pays]) => (
            <li key={symbol} className="paytable__row">
              <SymbolArt symbol={symbol} className="paytable__art" />
              <span className="paytable__name">
                {symbolName(symbol, t)}
                {symbol === rules.wild && <span className="paytable__tag">{t('slot.wildTag')}</span>}
              </span>
              <dl className="paytable__pays">
                {counts.map((count) => (
                  <div key={count}>
                    <dt>{`${count}×`}</dt>
                    <dd>{(pays[count] ?? 0) > 0 ? money(lineBet * (pays[count] ?? 0)) : '—'}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
          <li className="paytable__row paytable__row--scatter">
            <SymbolArt symbol={rules.scatter} className="paytable__art" />
            <span className="paytable__name">
              {symbolName(rules.scatter, t)}
              <span className="paytable__tag">{t('slot.scatterTag')}</span>
            </span>
            <dl className="paytable__pays">
              {counts.map((count) => (
                <div key={count}>
                  <dt>{`${count}×`}</dt>
                  <dd>
                    {(rules.scatterPays[count] ?? 0) > 0
                      ? money(state.stake.default * (rules.scatterPays[count] ?? 0))
                      : '—'}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        </ul>
      </section>

      <section className="rules-section">
        <h3>{t('slot.paylines', { lines: rules.lines.length })}</h3>
        <ol className="paylines">
          {rules.lines.map((rows, index) => (
            <li key={index} className="paylines__item">
              <span className="paylines__number">{index + 1}</span>
              <span
                className="paylines__grid"
                role="img"
                aria-label={t('slot.paylineShape', {
                  line: index + 1,
                  rows: rows.map((r) => r + 1).join('-'),
                })}
              >
                {Array.from({ length: rules.rows }, (_, row) =>
                  rows.map((lineRow, reel) => (
                    <span
                      key={`${row}-${reel}`}
                      className={`paylines__cell${lineRow === row ? ' paylines__cell--on' : ''}`}
                    />
                  )),
                )}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <HowToPlay>
        <li>{t('slot.rule1', { lines: rules.lines.length })}</li>
        <li>{t('slot.rule2')}</li>
        <li>{t('slot.rule3', { wild: symbolName(rules.wild, t), scatter: symbolName(rules.scatter, t) })}</li>
        <li>{t('slot.rule4', { scatter: symbolName(rules.scatter, t) })}</li>
      </HowToPlay>

      <RulesFacts
        facts={[
          { label: t('rules.rtp'), value: formatPercent(Math.round(state.rtp * 100), tag) },
          {
            label: t('rules.betRange'),
            value: range(
              money(state.stake.levels[0] ?? state.stake.min),
              money(state.stake.levels.at(-1) ?? state.stake.max),
            ),
          },
          { label: t('rules.maxWin'), value: money(state.maxPayout) },
        ]}
      />
    </div>
  );
}
