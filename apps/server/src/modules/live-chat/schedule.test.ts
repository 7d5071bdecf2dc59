import { describe, expect, it } from 'vitest';
import { scheduleState } from './schedule';

const gmt8 = 480;
/** An instant given as a wall-clock time at GMT+8. */
const at = (local: string) => Date.parse(`${local}+08:00`);

describe('scheduleState', () => {
  // 2026-03-02 is a Monday.
  const evenings = [{ days: ['MON', 'TUE'] as const, from: '20:00', to: '23:30' }].map((s) => ({
    ...s,
    days: [...s.days],
  }));

  it('is online inside a slot, in the brand time zone, and says when it ends', () => {
    expect(scheduleState(evenings, at('2026-03-02T20:00:00'), gmt8)).toEqual({
      online: true,
      nextChangeAt: at('2026-03-02T23:30:00'),
    });
    expect(scheduleState(evenings, at('2026-03-02T23:29:59'), gmt8).online).toBe(true);
    // 20:00 at GMT+8 is 12:00 UTC: the same instant read at UTC is outside the slot.
    expect(scheduleState(evenings, at('2026-03-02T20:00:00'), 0).online).toBe(false);
  });

  it('is offline outside, and says when the next slot starts (across the week end)', () => {
    expect(scheduleState(evenings, at('2026-03-02T23:30:00'), gmt8)).toEqual({
      online: false,
      nextChangeAt: at('2026-03-03T20:00:00'),
    });
    expect(scheduleState(evenings, at('2026-03-04T10:00:00'), gmt8)).toEqual({
      online: false,
      nextChangeAt: at('2026-03-09T20:00:00'),
    });
  });

  it('runs a slot past midnight, also from Sunday into Monday', () => {
    const lateSunday = [{ days: ['SUN' as const], from: '22:00', to: '02:00' }];
    expect(scheduleState(lateSunday, at('2026-03-08T23:00:00'), gmt8).online).toBe(true);
    expect(scheduleState(lateSunday, at('2026-03-09T01:59:00'), gmt8)).toEqual({
      online: true,
      nextChangeAt: at('2026-03-09T02:00:00'),
    });
    expect(scheduleState(lateSunday, at('2026-03-09T02:00:00'), gmt8)).toEqual({
      online: false,
      nextChangeAt: at('2026-03-15T22:00:00'),
    });
  });

  it('merges touching slots, never changes for a whole week, and is never online without slots', () => {
    const split = [
      { days: ['WED' as const], from: '10:00', to: '12:00' },
      { days: ['WED' as const], from: '12:00', to: '14:00' },
    ];
    expect(scheduleState(split, at('2026-03-04T11:00:00'), gmt8).nextChangeAt).toBe(
      at('2026-03-04T14:00:00'),
    );
    const always = [
      { days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const, from: '00:00', to: '00:00' },
    ];
    expect(
      scheduleState(
        always.map((s) => ({ ...s, days: [...s.days] })),
        at('2026-03-04T11:00:00'),
        gmt8,
      ),
    ).toEqual({
      online: true,
      nextChangeAt: null,
    });
    expect(scheduleState([], at('2026-03-04T11:00:00'), gmt8)).toEqual({ online: false, nextChangeAt: null });
  });
});
