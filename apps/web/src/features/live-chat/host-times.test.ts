import { describe, expect, it } from 'vitest';
import { formatChangeTime, zoneLabel } from './host-times';

/** 2026-03-02 21:00 at GMT+8 (a Monday). */
const now = Date.parse('2026-03-02T21:00:00+08:00');

describe('host times', () => {
  it('labels the brand zone', () => {
    expect(zoneLabel(480)).toBe('GMT+8');
    expect(zoneLabel(330)).toBe('GMT+5:30');
    expect(zoneLabel(-180)).toBe('GMT-3');
    expect(zoneLabel(0)).toBe('GMT');
  });

  it('shows the time alone within a day, in the brand zone whatever the device zone', () => {
    expect(formatChangeTime('2026-03-02T18:00:00.000Z', 480, 'en', now)).toBe('02:00\u00a0GMT+8');
  });

  it('names the weekday when the change is a day or more away', () => {
    expect(formatChangeTime('2026-03-04T04:00:00.000Z', 480, 'en', now)).toBe('Wed\u00a012:00\u00a0GMT+8');
  });

  it('writes Latin digits in every language', () => {
    expect(formatChangeTime('2026-03-02T18:00:00.000Z', 480, 'ar', now)).toMatch(/02:00/);
  });

  it('answers nothing for a date it cannot read', () => {
    expect(formatChangeTime('soon', 480, 'en', now)).toBe('');
  });
});
