import type { DiceOutcome, SlotOutcome } from '@lobby/contract/bgs';
import { SymbolArt } from '../../components/symbol-sprite';
import { formatMultiplier, formatMultiplierValue, formatRoll } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { describeWindow, symbolName } from '../../lib/symbol-names';

/** A recomputed result, whichever side computed it. */
export type Outcome =
  | { game: 'dice'; roll: number; outcome: DiceOutcome | null }
  | { game: 'mines'; mines: number; mineTiles: number[] }
  | { game: 'slot'; outcome: SlotOutcome };

export function OutcomeView({ outcome, testId }: { outcome: Outcome; testId: string }) {
  const { t, tag } = useI18n();
  switch (outcome.game) {
    case 'dice':
      return (
        <div className="outcome" data-testid={testId} data-value={outcome.roll}>
          <span className="outcome__roll">{formatRoll(outcome.roll, tag)}</span>
          {outcome.outcome && (
            <span className={`outcome__bet outcome__bet--${outcome.outcome.won ? 'won' : 'lost'}`}>
              {t(outcome.outcome.direction === 'under' ? 'dice.rollUnder' : 'dice.rollOver', {
                target: formatRoll(outcome.outcome.target, tag),
              })}
              {' · '}
              {outcome.outcome.won
                ? t('verify.betWon', { multiplier: formatMultiplier(outcome.outcome.multiplier, tag) })
                : t('verify.betLost')}
            </span>
          )}
        </div>
      );
    case 'mines':
      return (
        <div className="outcome" data-testid={testId} data-value={outcome.mineTiles.join(',')}>
          <div
            className="outcome__field"
            role="img"
            aria-label={t('verify.minesAt', { tiles: outcome.mineTiles.map((tile) => tile + 1).join(', ') })}
          >
            {Array.from({ length: 25 }, (_, tile) => (
              <span
                key={tile}
                className={`outcome__tile${outcome.mineTiles.includes(tile) ? ' outcome__tile--mine' : ''}`}
              >
                <SymbolArt
                  symbol={outcome.mineTiles.includes(tile) ? 'MINE' : 'GEM'}
                  className="outcome__tile-art"
                />
              </span>
            ))}
          </div>
        </div>
      );
    case 'slot': {
      const { window, lineWins, scatterWin } = outcome.outcome;
      const rows = window[0]?.length ?? 3;
      return (
        <div className="outcome" data-testid={testId} data-value={outcome.outcome.stops.join(',')}>
          <div className="outcome__window" role="img" aria-label={describeWindow(window, t)}>
            {Array.from({ length: rows }, (_, row) =>
              window.map((column, reel) => (
                <span key={`${row}-${reel}`} className="outcome__cell">
                  <SymbolArt symbol={column[row]!} className="outcome__cell-art" />
                </span>
              )),
            )}
          </div>
          <p className="outcome__stops">{t('verify.stops', { stops: outcome.outcome.stops.join(', ') })}</p>
          <ul className="outcome__wins">
            {lineWins.map((win) => (
              <li key={win.line}>
                {t('verify.lineWin', {
                  line: win.line + 1,
                  count: win.count,
                  symbol: symbolName(win.symbol, t),
                  multiplier: formatMultiplierValue(win.multiplier, tag),
                })}
              </li>
            ))}
            {scatterWin && (
              <li>
                {t('verify.scatterWin', {
                  count: scatterWin.count,
                  symbol: symbolName(scatterWin.symbol, t),
                  multiplier: formatMultiplierValue(scatterWin.multiplier, tag),
                })}
              </li>
            )}
            <li className="outcome__total">
              {t('verify.slotTotal', {
                multiplier: formatMultiplierValue(outcome.outcome.lineBetMultiplier, tag),
              })}
            </li>
          </ul>
        </div>
      );
    }
  }
}
