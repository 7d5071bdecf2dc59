import { limitRaiseDelayHours, type LimitPeriod } from '@lobby/contract/payments';

/** Rolling windows of the deposit limits. */
export const periodWindowMs: Record<LimitPeriod, number> = {
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
  monthly: 30 * 24 * 60 * 60 * 1000,
};

export type StoredLimit = { amount: number | null; pendingAmount: number | null; pendingFrom: Date | null };
export type EffectiveLimit = {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: Date } | null;
};

export const noLimit: StoredLimit = { amount: null, pendingAmount: null, pendingFrom: null };

/** The limit in force at `now`: a waiting change whose time has come has taken effect. */
export function effectiveLimit(stored: StoredLimit, now: number): EffectiveLimit {
  if (stored.pendingFrom && stored.pendingFrom.getTime() <= now) {
    return { amount: stored.pendingAmount, pending: null };
  }
  return {
    amount: stored.amount,
    pending: stored.pendingFrom ? { amount: stored.pendingAmount, effectiveAt: stored.pendingFrom } : null,
  };
}

const isLower = (wanted: number | null, current: number | null) =>
  wanted !== null && (current === null || wanted < current);

/**
 * Player protection (docs/decisions.md, Money): a lower limit applies at once; a higher one, or none,
 * only after 24 hours. Asking again for the limit in force cancels a waiting raise; asking again for
 * the raise already waiting keeps its original time.
 */
export function changeLimit(current: EffectiveLimit, wanted: number | null, now: number): StoredLimit {
  if (wanted === current.amount || isLower(wanted, current.amount)) {
    return { amount: wanted, pendingAmount: null, pendingFrom: null };
  }
  if (current.pending && current.pending.amount === wanted) {
    return { amount: current.amount, pendingAmount: wanted, pendingFrom: current.pending.effectiveAt };
  }
  return {
    amount: current.amount,
    pendingAmount: wanted,
    pendingFrom: new Date(now + limitRaiseDelayHours * 60 * 60 * 1000),
  };
}
