import type {
  ActivityRule,
  CashbackRule,
  CheckInRule,
  DepositMatchRule,
  RebateRule,
} from '@lobby/contract/rewards';
import { addDays, brandDayOf, dayStart } from '../../lib/brand-days';

/*
 * What each kind of activity pays (decision 0244), and the brand-calendar periods the periodic kinds
 * run on. Pure: the service reads and writes, these compute.
 */

const dayMs = 86_400_000;

/** Whether an activity's budget (none: unlimited) still covers `amount`. */
export function budgetAllows(activity: { budget: number | null; spent: number }, amount: number): boolean {
  return activity.budget === null || activity.spent + amount <= activity.budget;
}

/** What a qualifying deposit earns under a match rule, in minor units. */
export function matchBonus(rule: DepositMatchRule, deposit: number): number {
  return Math.min(Math.floor((deposit * rule.matchPercent) / 100), rule.maxBonus);
}

/** The wagering a bonus carries: a multiple of it, or of it and its deposit for a match that says so. */
export function wageringOf(rule: ActivityRule, bonus: number, deposit: number): number {
  const base = rule.kind === 'depositMatch' && rule.turnoverBase === 'bonusDeposit' ? bonus + deposit : bonus;
  return rule.turnoverMultiple * base;
}

/** Day `streak` of an unbroken run of check-ins; past the list, its last amount repeats. */
export function checkInAmount(rule: CheckInRule, streak: number): number {
  if (rule.amounts.length === 0) return 0;
  return rule.amounts[Math.min(streak, rule.amounts.length) - 1] ?? 0;
}

/** A period's settled rounds by game type, as the hourly sums give them. */
export type SettledByType = ReadonlyArray<{ gameType: string; stake: number; payout: number }>;

/**
 * Rebate: per game type, basis points of the settled stake; up to the maximum. A VIP level's rate
 * (`vipBps`) raises every rate the rule pays to at least its own (decision 0244): the higher rebate VIP
 * levels promise.
 */
export function rebateOf(rule: RebateRule, settled: SettledByType, vipBps = 0): number {
  const rate = (type: string) => {
    const own = rule.rates[type] ?? 0;
    return own > 0 ? Math.max(own, vipBps) : 0;
  };
  const tenThousandths = settled.reduce((sum, row) => sum + row.stake * rate(row.gameType), 0);
  return Math.min(Math.floor(tenThousandths / 10_000), rule.maxBonus);
}

/** Cashback: a percent of the net loss on the types it covers, from the minimum loss; up to the maximum. */
export function cashbackOf(rule: CashbackRule, settled: SettledByType): number {
  const counts = (type: string) => rule.gameTypes.length === 0 || rule.gameTypes.includes(type);
  const loss = settled.reduce((sum, row) => (counts(row.gameType) ? sum + row.stake - row.payout : sum), 0);
  if (loss <= 0 || loss < rule.minLoss) return 0;
  return Math.min(Math.floor((loss * rule.percent) / 100), rule.maxBonus);
}

/** A period of the brand's calendar: its key in reward_entries and the instants it runs between. */
export type Period = { key: string; from: Date; to: Date };

/** The Monday (ISO 8601 week start) of a brand day. */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

function dayPeriod(day: string, offset: number): Period {
  const from = dayStart(day, offset);
  return { key: day, from, to: new Date(from.getTime() + dayMs) };
}

function weekPeriod(monday: string, offset: number): Period {
  const from = dayStart(monday, offset);
  return { key: `W${monday}`, from, to: new Date(from.getTime() + 7 * dayMs) };
}

/**
 * The period a rebate or cashback is earning in at `now` (running), and the one before it, whose
 * amount is claimable until the running one ends (due).
 */
export function accrualPeriods(
  rule: RebateRule | CashbackRule,
  now: number,
  offset: number,
): { running: Period; due: Period } {
  const today = brandDayOf(now, offset);
  if (rule.kind === 'cashback' && rule.period === 'weekly') {
    const monday = mondayOf(today);
    return { running: weekPeriod(monday, offset), due: weekPeriod(addDays(monday, -7), offset) };
  }
  return { running: dayPeriod(today, offset), due: dayPeriod(addDays(today, -1), offset) };
}

/** The entry periods a member's reward centre looks at today: once, today, yesterday and two weeks. */
export function periodsAround(now: number, offset: number): string[] {
  const today = brandDayOf(now, offset);
  const monday = mondayOf(today);
  return ['once', today, addDays(today, -1), `W${monday}`, `W${addDays(monday, -7)}`];
}
