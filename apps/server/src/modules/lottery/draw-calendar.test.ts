import { describe, expect, it } from 'vitest';
import { slotAt, slotDrawnAt } from './draw-calendar';

const minute = 60_000;
/** 2026-11-22 00:00 at GMT+8. */
const midnight = Date.UTC(2026, 10, 21, 16, 0, 0);
const everyMinute = { intervalSeconds: 60, closeSeconds: 10, tzOffsetMinutes: 480 };

describe('the draw calendar', () => {
  it('numbers draws from 0001 at local midnight', () => {
    expect(slotDrawnAt(everyMinute, midnight).numero).toBe('20261122-0001');
    expect(slotDrawnAt(everyMinute, midnight + 344 * minute).numero).toBe('20261122-0345');
    expect(slotDrawnAt(everyMinute, midnight - minute).numero).toBe('20261121-1440');
    const quarter = { intervalSeconds: 900, closeSeconds: 30, tzOffsetMinutes: 480 };
    expect(slotDrawnAt(quarter, midnight + 23 * 60 * minute + 45 * minute).numero).toBe('20261122-0096');
  });

  it('opens each draw when betting on the previous one closes, and closes it before the draw', () => {
    const slot = slotAt(everyMinute, midnight + 20_000);
    expect(slot).toEqual({
      numero: '20261122-0002',
      opensAt: midnight - 10_000,
      closesAt: midnight + 50_000,
      drawsAt: midnight + minute,
    });
    // Betting on 0002 closes at 00:00:50; from then on 0003 is open.
    expect(slotAt(everyMinute, midnight + 49_999).numero).toBe('20261122-0002');
    expect(slotAt(everyMinute, midnight + 50_000).numero).toBe('20261122-0003');
    expect(slotAt(everyMinute, midnight + 50_000).opensAt).toBe(midnight + 50_000);
  });

  it('follows its own time zone', () => {
    const utc = { ...everyMinute, tzOffsetMinutes: 0 };
    expect(slotDrawnAt(utc, midnight).numero).toBe('20261121-0961');
    const india = { intervalSeconds: 300, closeSeconds: 30, tzOffsetMinutes: 330 };
    const slot = slotAt(india, Date.UTC(2026, 0, 1, 18, 29, 0));
    expect(slot.numero).toBe('20260102-0001');
    expect(new Date(slot.drawsAt).toISOString()).toBe('2026-01-01T18:30:00.000Z');
  });
});
