import type { BetRecord, BetStatus, ProfitPeriod } from '@lobby/contract/bets';
import { verifyHref as verifyPageHref } from '@lobby/contract/verify-link';
import { formatMinorUnits } from '@/lib/format-money';

/* Game categories by their lobby names; another category shows as the server wrote it. Keys stay literal. */
export const gameTypeKey: Record<string, string> = {
  BGS: 'category.BGS',
  RNG: 'category.RNG',
  LIVE: 'category.LIVE',
  FISH: 'category.FISH',
  PVP: 'category.PVP',
  SPORTS: 'category.SPORTS',
  ESPORTS: 'category.ESPORTS',
  LOTT: 'category.LOTT',
  ELOTT: 'category.ELOTT',
  COCKFIGHT: 'category.COCKFIGHT',
};

/* Keys stay literal so the locale test finds them. */
export const betStatusKey: Record<BetStatus, string> = {
  OPEN: 'bets.status.OPEN',
  SETTLED: 'bets.status.SETTLED',
  ROLLED_BACK: 'bets.status.ROLLED_BACK',
};

export const profitPeriodKey: Record<ProfitPeriod, string> = {
  today: 'wallet.history.today',
  yesterday: 'bets.yesterday',
  thisWeek: 'bets.period.thisWeek',
  thisMonth: 'bets.period.thisMonth',
  lastMonth: 'bets.period.lastMonth',
  custom: 'bets.period.custom',
};

/** A win or loss with its sign ('+12.50', '−3.00', '0.00'); the minus is U+2212, as in the account record. */
export function signedMinorUnits(minorUnits: number, languageTag: string): string {
  const sign = minorUnits > 0 ? '+' : minorUnits < 0 ? '−' : '';
  return `${sign}${formatMinorUnits(Math.abs(minorUnits), languageTag)}`;
}

/** The colour class of a win or loss. */
export function outcomeClass(minorUnits: number): 'is-win' | 'is-loss' | 'is-even' {
  return minorUnits > 0 ? 'is-win' : minorUnits < 0 ? 'is-loss' : 'is-even';
}

/**
 * The game provider's verify page (apps/games, /provider/verify) prefilled with a round's seeds and
 * bet, in the reader's language; null when the provider cannot recompute the round there.
 */
export function verifyHref(record: BetRecord, language: string): string | null {
  const { fairness } = record;
  if (!fairness?.verify) return null;
  return verifyPageHref({ ...fairness, ...fairness.verify, roundId: record.roundId, lang: language });
}
