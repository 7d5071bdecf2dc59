import type { LanguageCode } from '@lobby/contract/languages';
import type { Winner } from '@lobby/contract/winner-board';
import { useDeferredValue } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { cached } from '@/lib/cached';
import { useLanguageTag } from '@/lib/i18n';
import { useWinnerBoard } from '../api/get-winner-board';
import { SectionHeading } from './section-heading';
import './winner-board.css';

/* Roughly constant reading speed whatever the number of wins. */
const secondsPerWin = 4;

const currencyFormat = cached(
  (languageTag: string, currency: string) =>
    new Intl.NumberFormat(`${languageTag}-u-nu-latn`, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }),
);

/** Minor units of `currency` in the reader's language with Latin digits, e.g. "₱1,234.50". */
function formatWin(minorUnits: number, currency: string, languageTag: string): string {
  try {
    const format = currencyFormat(languageTag, currency);
    return format.format(minorUnits / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    // A currency code Intl does not know: the plain amount, two decimals, and the code.
    return `${(minorUnits / 100).toFixed(2)} ${currency}`;
  }
}

function WinnerItems({ winners, languageTag }: { winners: Winner[]; languageTag: string }) {
  const { t } = useTranslation();
  return winners.map((winner) => {
    const amount = formatWin(winner.winAmount, winner.currency, languageTag);
    return (
      <li key={`${winner.winTime}-${winner.name}-${winner.gameCode}`} className="winner-board__item">
        <span className="winner-board__icon">
          <Icon name="trophy" size={18} />
        </span>
        {/* Read as one sentence; shown as name and amount over the game, whatever the language's word order. */}
        <span className="visually-hidden">
          {t('games.winnerLine', { name: winner.name, amount, game: winner.game })}
        </span>
        <span className="winner-board__text" aria-hidden="true">
          <span className="winner-board__line">
            <span className="winner-board__name">{winner.name}</span>
            <span className="winner-board__amount">{amount}</span>
          </span>
          <span className="winner-board__game">{winner.game}</span>
        </span>
      </li>
    );
  });
}

/**
 * The winner board (product §7 ODSFE2_getWinnerBoard, 20 latest wins) as a ticker under the hot
 * games. It pauses on hover and focus; with reduced motion it is a list that scrolls sideways.
 * Nothing shows until there is a win to show.
 */
export function WinnerBoard({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  // Rendered from a deferred copy, in slices (see GameGrid).
  const winners = useDeferredValue(useWinnerBoard(language).data);
  if (!winners || winners.length === 0) return null;
  return (
    <section className="winner-board" aria-labelledby="lobby-winners">
      <SectionHeading id="lobby-winners" title={t('games.winners')} icon="trophy" />
      {/* A focusable group (it scrolls), not a second region of the section's name. */}
      <div className="winner-board__window" tabIndex={0} role="group" aria-labelledby="lobby-winners">
        <div
          className="winner-board__track"
          style={{ animationDuration: `${winners.length * secondsPerWin}s` }}
        >
          <ul className="winner-board__list">
            <WinnerItems winners={winners} languageTag={languageTag} />
          </ul>
          {/* A second copy makes the loop seamless; hidden from assistive technology. */}
          <ul className="winner-board__list" aria-hidden="true" inert>
            <WinnerItems winners={winners} languageTag={languageTag} />
          </ul>
        </div>
      </div>
    </section>
  );
}
