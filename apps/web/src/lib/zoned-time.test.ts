import { describe, expect, it } from 'vitest';
import { formatInZone, gmtLabel } from './zoned-time';

describe('zoned time', () => {
  it('writes dates in the brand time zone', () => {
    expect(gmtLabel(480)).toBe('GMT+8');
    expect(gmtLabel(-210)).toBe('GMT-3:30');
    expect(gmtLabel(0)).toBe('GMT');
    // 20:30 UTC on 31 Dec is already 1 Jan in GMT+8.
    expect(formatInZone('2025-12-31T20:30:00Z', 'en', 480, false)).toBe('Jan 1, 2026');
    expect(formatInZone('2025-12-31T20:30:00Z', 'en', 480, true)).toMatch(/^Jan 1, 2026, 4:30\sAM$/);
    expect(formatInZone('not a date', 'en', 480, true)).toBe('');
  });
});
