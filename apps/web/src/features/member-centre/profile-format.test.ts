import { describe, expect, it } from 'vitest';
import { formatInZone, gmtLabel, groupSecret, maskEmail, maskMobile } from './profile-format';

describe('profile formatting', () => {
  it('masks a mobile number and an e-mail address like the server hints', () => {
    expect(maskMobile('63', '9171234567')).toBe('+63 •••• 4567');
    expect(maskMobile('', '9171234567')).toBe('•••• 4567');
    expect(maskMobile('63', '')).toBe('');
    expect(maskEmail('demo@example.com')).toBe('d•••@example.com');
    expect(maskEmail('')).toBe('');
  });

  it('writes dates in the brand time zone', () => {
    expect(gmtLabel(480)).toBe('GMT+8');
    expect(gmtLabel(-210)).toBe('GMT-3:30');
    expect(gmtLabel(0)).toBe('GMT');
    // 20:30 UTC on 31 Dec is already 1 Jan in GMT+8.
    expect(formatInZone('2025-12-31T20:30:00Z', 'en', 480, false)).toBe('Jan 1, 2026');
    expect(formatInZone('2025-12-31T20:30:00Z', 'en', 480, true)).toMatch(/^Jan 1, 2026, 4:30\sAM$/);
    expect(formatInZone('not a date', 'en', 480, true)).toBe('');
  });

  it('groups a secret in fours', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupSecret('ABCDEFGH')).toBe('ABCD EFGH');
  });
});
