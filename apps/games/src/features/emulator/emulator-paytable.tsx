import type { ProviderStateValue } from '@lobby/contract/provider';
import { HowToPlay, range, RulesFacts } from '../../components/rules-parts';
import { SymbolArt } from '../../components/symbol-sprite';
import { formatMultiplier, formatPercent } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { symbolName } from '../../lib/symbol-names';

/** The one pay line's table at the current bet, and the rules. */
export function EmulatorPaytable(props: {
  state: ProviderStateValue;
  bet: number;
  money: (minorUnits: number) => string;
}) {
  const { t, tag } = useI18n();
  const { state, bet, money } = props;
  return (
    <div>
      <section className="rules-section">
        <h3>{t('rules.paytable')}</h3>
        <p>{t('emulator.paytableNote', { bet: money(bet) })}</p>
        <ul className="emulator-paytable">
          {state.paytable.map((line) => (
            <li key={`${line.symbol}-${line.count}`} className="emulator-paytable__row">
              <span
                className="emulator-paytable__symbols"
                role="img"
                aria-label={`${line.count} × ${symbolName(line.symbol, t)}`}
              >
                {Array.from({ length: 3 }, (_, i) => (
                  <SymbolArt
                    key={i}
                    symbol={line.symbol}
                    className={`emulator-paytable__art${i < line.count ? '' : ' emulator-paytable__art--any'}`}
                  />
                ))}
              </span>
              {/* The same two decimals as every game's multipliers, in the player's number format. */}
              <span className="emulator-paytable__multiplier">
                {formatMultiplier(line.multiplier * 10_000, tag)}
              </span>
              <span className="emulator-paytable__amount">{money(bet * line.multiplier)}</span>
            </li>
          ))}
        </ul>
      </section>
      <HowToPlay>
        <li>{t('emulator.rule1')}</li>
        <li>{t('emulator.rule2')}</li>
        <li>{t('emulator.rule3')}</li>
      </HowToPlay>
      <RulesFacts
        facts={[
          { label: t('rules.rtp'), value: formatPercent(Math.round(state.rtp * 10_000), tag) },
          {
            label: t('rules.betRange'),
            value: range(money(state.betLevels[0] ?? 0), money(state.betLevels.at(-1) ?? 0)),
          },
        ]}
      />
    </div>
  );
}
