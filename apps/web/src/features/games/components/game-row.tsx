import { findLanguage } from '@lobby/contract/languages';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import './game-row.css';

type Ends = { atStart: boolean; atEnd: boolean };

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type GameRowProps = {
  /** The row's list items. */
  children: ReactNode;
  /** What the tiles are: game cards (portrait) or vendor tiles (landscape, fewer to a row). */
  kind?: 'games' | 'vendors';
};

/**
 * A lobby row: one line of tiles that scrolls sideways, with arrow buttons that page it. The list is
 * a native scroller (touch, trackpad, Shift+wheel and the keyboard all work); the buttons are there for
 * a mouse and a keyboard user who tabs to them, and are left out when everything fits.
 */
export function GameRow({ children, kind = 'games' }: GameRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const rtl = findLanguage(useLanguage())?.dir === 'rtl';
  const [ends, setEnds] = useState<Ends>({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    // Right to left, scrollLeft runs from 0 to negative values; its size is the distance travelled.
    const travelled = Math.abs(el.scrollLeft);
    const room = el.scrollWidth - el.clientWidth;
    const next = { atStart: travelled <= 1, atEnd: travelled >= room - 1 };
    setEnds((now) => (now.atStart === next.atStart && now.atEnd === next.atEnd ? now : next));
  }, []);

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [measure, children]);

  /** Pages by the visible width; scroll snapping lands the first tile of the next page at the start. */
  const page = (towards: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    el.scrollBy({
      left: towards * el.clientWidth * (rtl ? -1 : 1),
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });
  };

  const scrolls = !(ends.atStart && ends.atEnd);
  const state = `${ends.atStart ? '' : ' game-row--more-start'}${ends.atEnd ? '' : ' game-row--more-end'}`;
  return (
    <div className={`game-row game-row--${kind}${state}`}>
      <ul
        id={id}
        ref={list}
        className={`game-row__list ${kind === 'games' ? 'game-grid game-grid--compact' : 'vendor-grid'}`}
      >
        {children}
      </ul>
      {scrolls && (
        <>
          <button
            type="button"
            className="game-row__arrow game-row__arrow--prev"
            aria-controls={id}
            aria-label={t('games.rowPrevious')}
            disabled={ends.atStart}
            onClick={() => page(-1)}
          >
            <Icon name="chevron-start" className="game-row__chevron" />
          </button>
          <button
            type="button"
            className="game-row__arrow game-row__arrow--next"
            aria-controls={id}
            aria-label={t('games.rowNext')}
            disabled={ends.atEnd}
            onClick={() => page(1)}
          >
            <Icon name="chevron-end" className="game-row__chevron" />
          </button>
        </>
      )}
    </div>
  );
}
