import type { NewSchedule } from '../modules/red-envelope/red-envelope.repository';

/**
 * The demo's red-envelope schedule (decision 0240): two rounds a day in the brand's time (GMT+8), lunch
 * and evening, an hour each. The periodic job makes today's and tomorrow's, so the home page always
 * announces one. Amounts are minor units of the brand's currency.
 */
export const demoRedEnvelopeSchedules: ReadonlyArray<NewSchedule> = [
  {
    // 12:00: 20,000 in 500 envelopes, at least 2 each, wager 3 × within 7 days.
    startMinute: 12 * 60,
    durationMinutes: 60,
    pool: 2_000_000,
    envelopes: 500,
    minAmount: 200,
    turnoverMultiple: 3,
    expiryDays: 7,
    agents: false,
  },
  {
    // 20:00: 50,000 in 1,000 envelopes, at least 5 each, wager 3 × within 7 days.
    startMinute: 20 * 60,
    durationMinutes: 60,
    pool: 5_000_000,
    envelopes: 1000,
    minAmount: 500,
    turnoverMultiple: 3,
    expiryDays: 7,
    agents: false,
  },
];
