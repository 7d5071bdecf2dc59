import type { RoundsValue } from '@lobby/contract/provider';
import { SymbolArt } from '../../components/symbol-sprite';
import { formatTime } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { symbolName } from '../../lib/symbol-names';

/** The session's last rounds, newest first: when, the pay line's symbols, bet and win. */
export function EmulatorHistory(props: {
  rounds: RoundsValue['rounds'];
  money: (minorUnits: number) => string;
  compact?: boolean;
}) {
  const { t, tag } = useI18n();
  if (props.rounds.length === 0) return <p className="emulator-history__empty">{t('history.empty')}</p>;
  return (
    <ul
      className={`emulator-history${props.compact ? ' emulator-history--compact' : ''}`}
      data-testid="emulator-rounds"
    >
      {props.rounds.map((round) => (
        <li key={round.roundId} className="emulator-history__item" data-round-id={round.roundId}>
          <span
            className="emulator-history__symbols"
            role="img"
            aria-label={round.symbols.map((s) => symbolName(s, t)).join(', ')}
          >
            {round.symbols.map((symbol, i) => (
              <SymbolArt key={i} symbol={symbol} className="emulator-history__art" />
            ))}
          </span>
          <span className="emulator-history__when">{formatTime(round.createdAt, tag)}</span>
          <span className="emulator-history__money">
            <span className="emulator-history__bet">{props.money(round.bet)}</span>
            <span className={`emulator-history__win${round.payout > 0 ? ' emulator-history__win--yes' : ''}`}>
              {round.status === 'SETTLED'
                ? round.payout > 0
                  ? `+${props.money(round.payout)}`
                  : props.money(0)
                : t(round.status === 'ROLLED_BACK' ? 'history.rolledBack' : 'history.pending')}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
