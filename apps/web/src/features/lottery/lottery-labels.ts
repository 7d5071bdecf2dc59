import type { Bet, BetChoice, BetStatus, Selection } from '@lobby/contract/lottery';
import type { LotteryType } from '@lobby/contract/lottery-menus';
import type { TFunction } from '@/lib/translator';
import { formatMoney } from '@/lib/format-money';

/*
 * Names of the lottery's codes in the reader's language. Keys are written out (the locale test finds
 * keys as string literals); a bet type the server adds later shows its code until it has a name.
 */

const betTypeKeys: Record<string, { name: string; hint: string }> = {
  POSITION_DIGIT: { name: 'lottery.betType.POSITION_DIGIT', hint: 'lottery.betHint.POSITION_DIGIT' },
  POSITION_NUMBER: { name: 'lottery.betType.POSITION_NUMBER', hint: 'lottery.betHint.POSITION_NUMBER' },
  POSITION_BIG_SMALL: {
    name: 'lottery.betType.POSITION_BIG_SMALL',
    hint: 'lottery.betHint.POSITION_BIG_SMALL',
  },
  POSITION_ODD_EVEN: { name: 'lottery.betType.POSITION_ODD_EVEN', hint: 'lottery.betHint.POSITION_ODD_EVEN' },
  SUM_BIG_SMALL: { name: 'lottery.betType.SUM_BIG_SMALL', hint: 'lottery.betHint.SUM_BIG_SMALL' },
  SUM_ODD_EVEN: { name: 'lottery.betType.SUM_ODD_EVEN', hint: 'lottery.betHint.SUM_ODD_EVEN' },
  ANY: { name: 'lottery.betType.ANY', hint: 'lottery.betHint.ANY' },
  SPECIAL_NUMBER: { name: 'lottery.betType.SPECIAL_NUMBER', hint: 'lottery.betHint.SPECIAL_NUMBER' },
  SPECIAL_COLOUR: { name: 'lottery.betType.SPECIAL_COLOUR', hint: 'lottery.betHint.SPECIAL_COLOUR' },
  SPECIAL_BIG_SMALL: { name: 'lottery.betType.SPECIAL_BIG_SMALL', hint: 'lottery.betHint.SPECIAL_BIG_SMALL' },
  SPECIAL_ODD_EVEN: { name: 'lottery.betType.SPECIAL_ODD_EVEN', hint: 'lottery.betHint.SPECIAL_ODD_EVEN' },
  STRAIGHT: { name: 'lottery.betType.STRAIGHT', hint: 'lottery.betHint.STRAIGHT' },
  SUM: { name: 'lottery.betType.SUM', hint: 'lottery.betHint.SUM' },
  TRIPLE_ANY: { name: 'lottery.betType.TRIPLE_ANY', hint: 'lottery.betHint.TRIPLE_ANY' },
};

/** PK10's positions are the cars' finishing places; its 'numbers' are cars. */
const pk10Keys: Record<string, { name: string; hint: string }> = {
  POSITION_NUMBER: {
    name: 'lottery.betType.PK10_POSITION_NUMBER',
    hint: 'lottery.betHint.PK10_POSITION_NUMBER',
  },
  POSITION_BIG_SMALL: {
    name: 'lottery.betType.PK10_POSITION_BIG_SMALL',
    hint: 'lottery.betHint.PK10_POSITION_BIG_SMALL',
  },
  POSITION_ODD_EVEN: {
    name: 'lottery.betType.PK10_POSITION_ODD_EVEN',
    hint: 'lottery.betHint.PK10_POSITION_ODD_EVEN',
  },
};

function keysOf(type: LotteryType, betType: string) {
  return (type === 'PK10' ? pk10Keys[betType] : undefined) ?? betTypeKeys[betType];
}

export function betTypeName(t: TFunction, type: LotteryType, betType: string): string {
  const keys = keysOf(type, betType);
  return keys ? t(keys.name) : betType;
}

export function betTypeHint(t: TFunction, type: LotteryType, betType: string): string {
  const keys = keysOf(type, betType);
  return keys ? t(keys.hint) : '';
}

const choiceKeys: Record<BetChoice, string> = {
  BIG: 'lottery.choice.BIG',
  SMALL: 'lottery.choice.SMALL',
  ODD: 'lottery.choice.ODD',
  EVEN: 'lottery.choice.EVEN',
  RED: 'lottery.choice.RED',
  BLUE: 'lottery.choice.BLUE',
  GREEN: 'lottery.choice.GREEN',
};

export const choiceName = (t: TFunction, choice: BetChoice) => t(choiceKeys[choice]);

const statusKeys: Record<BetStatus, string> = {
  OPEN: 'lottery.status.OPEN',
  WON: 'lottery.status.WON',
  LOST: 'lottery.status.LOST',
  PUSH: 'lottery.status.PUSH',
  REFUNDED: 'lottery.status.REFUNDED',
};

export const betStatusName = (t: TFunction, status: BetStatus) => t(statusKeys[status]);

/** A row of the board: a position ('Position 3'), a PK10 place ('Place 3') or a straight's digit. */
export function rowName(t: TFunction, type: LotteryType, row: number, ordered = false): string {
  if (ordered) return t('lottery.slot', { n: row });
  return type === 'PK10' ? t('lottery.place', { n: row }) : t('lottery.position', { n: row });
}

/** Numbers as drawn: digits alone, 11X5 and Mark Six numbers with two digits. */
export function numberText(type: LotteryType, n: number): string {
  return type === '11X5' || type === 'LHC' ? String(n).padStart(2, '0') : String(n);
}

/** What a bet is on, in words: 'Position 3 · 7', 'Place 1 · Big', '02 05 09', '4-0-4', 'Red'. */
export function selectionText(
  t: TFunction,
  type: LotteryType,
  bet: Selection & Pick<Bet, 'betType'>,
): string {
  const parts: string[] = [];
  if (bet.position !== undefined) parts.push(rowName(t, type, bet.position));
  if (bet.numbers) {
    const separator = bet.betType === 'STRAIGHT' ? '-' : ' ';
    parts.push(bet.numbers.map((n) => numberText(type, n)).join(separator));
  }
  if (bet.choice) parts.push(choiceName(t, bet.choice));
  return parts.join(' · ') || betTypeName(t, type, bet.betType);
}

/** The interval of a game's draws: '1 min', '15 min', '1 h'. */
export function intervalText(t: TFunction, seconds: number): string {
  if (seconds % 3600 === 0) return t('lottery.hours', { count: seconds / 3600 });
  return t('lottery.minutes', { count: Math.max(1, Math.round(seconds / 60)) });
}

/** Decimal odds as '×1.94' (always two decimals, Latin digits like the money). */
export function oddsText(odds: number, languageTag: string): string {
  return `×${formatMoney(odds, languageTag)}`;
}

/** The result's summary (contract drawSchema.summary) as short labels, by what each entry means. */
export function summaryTexts(t: TFunction, summary: Record<string, string | number> | null): string[] {
  if (!summary) return [];
  const texts: string[] = [];
  const word = (value: string | number) => {
    if (value === 'TIE') return t('lottery.summary.tie');
    return value in choiceKeys ? choiceName(t, value as BetChoice) : String(value);
  };
  if (summary.special !== undefined) texts.push(t('lottery.summary.special', { value: summary.special }));
  if (summary.champion !== undefined) texts.push(t('lottery.summary.champion', { value: summary.champion }));
  if (summary.top2Sum !== undefined) texts.push(t('lottery.summary.top2Sum', { value: summary.top2Sum }));
  if (summary.sum !== undefined) texts.push(t('lottery.summary.sum', { value: summary.sum }));
  if (summary.size !== undefined) texts.push(word(summary.size));
  if (summary.parity !== undefined) texts.push(word(summary.parity));
  if (summary.colour !== undefined) texts.push(word(summary.colour));
  if (summary.triple === 1) texts.push(t('lottery.summary.triple'));
  return texts;
}
