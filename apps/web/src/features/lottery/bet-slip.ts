import { maxBetsPerTicket, type PlaceBet } from '@lobby/contract/lottery';

/*
 * The bet slip: the bets a ticket will send (contract: 1..20 bets, all or nothing). The same
 * selection added again takes the new stake instead of making a second line.
 */

export type SlipLine = PlaceBet & { key: string; odds: number };

export type StakeLimits = { minStake: number; maxStake: number; maxStakePerDraw: number };

/** One key per bet type and selection, whatever the stake. */
export function lineKey(bet: Pick<PlaceBet, 'betType' | 'position' | 'numbers' | 'choice'>): string {
  return JSON.stringify([bet.betType, bet.position ?? null, bet.numbers ?? null, bet.choice ?? null]);
}

export type AddResult = { slip: SlipLine[]; added: number; full: boolean };

/** Adds bets (or restakes the same selections); refuses them all if the slip would pass its size. */
export function addToSlip(
  slip: readonly SlipLine[],
  bets: readonly Omit<SlipLine, 'key'>[],
  max: number = maxBetsPerTicket,
): AddResult {
  const next = [...slip];
  let added = 0;
  for (const bet of bets) {
    const line = { ...bet, key: lineKey(bet) };
    const at = next.findIndex((l) => l.key === line.key);
    if (at >= 0) next[at] = line;
    else {
      next.push(line);
      added += 1;
    }
  }
  if (next.length > max) return { slip: [...slip], added: 0, full: true };
  return { slip: next, added, full: false };
}

export const removeLine = (slip: readonly SlipLine[], key: string) => slip.filter((l) => l.key !== key);

export const slipTotal = (slip: readonly Pick<SlipLine, 'stake'>[]) =>
  slip.reduce((sum, line) => sum + line.stake, 0);

/** The ticket's bets as the contract has them (no slip-only fields). */
export function ticketOf(slip: readonly SlipLine[]): PlaceBet[] {
  return slip.map(({ betType, position, numbers, choice, stake }) => ({
    betType,
    ...(position !== undefined ? { position } : {}),
    ...(numbers !== undefined ? { numbers } : {}),
    ...(choice !== undefined ? { choice } : {}),
    stake,
  }));
}

export type StakeProblem = 'empty' | 'format' | 'below' | 'above';

/**
 * A stake typed in currency units ("12.50", "1,000") → minor units. More decimals than the currency
 * has, signs and anything else are refused rather than rounded; the game's limits apply.
 */
export function parseStake(
  text: string,
  decimals: number,
  limits: Pick<StakeLimits, 'minStake' | 'maxStake'>,
): { ok: true; stake: number } | { ok: false; problem: StakeProblem } {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  if (cleaned === '') return { ok: false, problem: 'empty' };
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[2]?.length ?? 0) > decimals) return { ok: false, problem: 'format' };
  const stake = Number(match[1]) * 10 ** decimals + Number((match[2] ?? '').padEnd(decimals, '0') || '0');
  if (stake < limits.minStake) return { ok: false, problem: 'below' };
  if (stake > limits.maxStake) return { ok: false, problem: 'above' };
  return { ok: true, stake };
}

/** Minor units as the member would type them: 12345 → "123.45". */
export function stakeText(stake: number, decimals: number): string {
  if (decimals === 0) return String(stake);
  const text = String(stake).padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}
