import type { BetTypeInfo } from '@lobby/contract/lottery';
import type { LotteryType } from '@lobby/contract/lottery-menus';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLanguageTag } from '@/lib/i18n';
import { oddsRange } from '../bet-builder';
import { betTypeName, oddsText } from '../lottery-labels';

type BetTypeTabsProps = {
  type: LotteryType;
  betTypes: readonly BetTypeInfo[];
  value: string;
  onChange: (betType: string) => void;
  idPrefix: string;
};

export const betTabId = (idPrefix: string, betType: string) => `${idPrefix}-tab-${betType}`;
export const betPanelId = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * The game's bet types as WAI-ARIA tabs, each with its odds (one figure, or the range when they
 * depend on the pick). One tab stop; arrow keys move, mirrored right to left.
 */
export function BetTypeTabs({ type, betTypes, value, onChange, idPrefix }: BetTypeTabsProps) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 }[event.key];
    const index = betTypes.findIndex((b) => b.betType === value);
    let next: number | undefined;
    if (step !== undefined) next = (index + step + betTypes.length) % betTypes.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = betTypes.length - 1;
    const target = next === undefined ? undefined : betTypes[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.betType);
    listRef.current?.querySelector<HTMLElement>(`#${betTabId(idPrefix, target.betType)}`)?.focus();
  }

  return (
    <div
      className="lotto-tabs"
      role="tablist"
      aria-label={t('lottery.betTypes')}
      ref={listRef}
      onKeyDown={onKeyDown}
    >
      {betTypes.map((betType) => {
        const range = oddsRange(betType);
        const odds = range
          ? range.min === range.max
            ? oddsText(range.min, languageTag)
            : `${oddsText(range.min, languageTag)}–${oddsText(range.max, languageTag).slice(1)}`
          : '';
        const selected = betType.betType === value;
        return (
          <button
            key={betType.betType}
            type="button"
            role="tab"
            id={betTabId(idPrefix, betType.betType)}
            aria-selected={selected}
            aria-controls={betPanelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            className={`lotto-tab${selected ? ' is-active' : ''}`}
            onClick={() => onChange(betType.betType)}
          >
            <span className="lotto-tab__name">{betTypeName(t, type, betType.betType)}</span>
            <span className="lotto-tab__odds" dir="ltr">
              {odds}
            </span>
          </button>
        );
      })}
    </div>
  );
}
