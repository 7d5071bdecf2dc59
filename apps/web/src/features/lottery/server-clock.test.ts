import { describe, expect, it } from 'vitest';
import { clockOffset, elapsedShare, formatCountdown, msUntil } from './server-clock';

describe('server clock', () => {
  it('takes the offset at the midpoint of the request', () => {
    // The device is 5 s behind: the server said 12:00:05 while the device went 11:59:59.8 → 12:00:00.2.
    const sent = Date.parse('2026-11-22T11:59:59.800Z');
    const received = Date.parse('2026-11-22T12:00:00.200Z');
    expect(clockOffset('2026-11-22T12:00:05.000Z', sent, received)).toBe(5000);
    expect(clockOffset('2026-11-22T11:59:00.000Z', sent, received)).toBe(-60_000);
    expect(clockOffset('not a time', sent, received)).toBe(0);
  });

  it('counts down to a time on the server clock, never below zero', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(msUntil('2026-11-22T12:00:42.500Z', now)).toBe(42_500);
    expect(msUntil('2026-11-22T11:59:00Z', now)).toBe(0);
  });

  it('shows minutes and seconds, hours when needed, rounding up to the whole second', () => {
    expect(formatCountdown(42_001)).toBe('00:43');
    expect(formatCountdown(42_000)).toBe('00:42');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(14 * 60_000 + 5_000)).toBe('14:05');
    expect(formatCountdown(3_729_000)).toBe('1:02:09');
  });

  it('tells how much of the betting window has gone', () => {
    const opens = '2026-11-22T12:00:00Z';
    const closes = '2026-11-22T12:01:00Z';
    expect(elapsedShare(opens, closes, Date.parse('2026-11-22T12:00:15Z'))).toBe(0.25);
    expect(elapsedShare(opens, closes, Date.parse('2026-11-22T11:00:00Z'))).toBe(0);
    expect(elapsedShare(opens, closes, Date.parse('2026-11-22T13:00:00Z'))).toBe(1);
  });
});
