import { describe, expect, it } from 'vitest';
import { groupSecret, maskEmail, maskMobile } from './profile-format';

describe('profile formatting', () => {
  it('masks a mobile number and an e-mail address like the server hints', () => {
    expect(maskMobile('63', '9171234567')).toBe('+63 •••• 4567');
    expect(maskMobile('', '9171234567')).toBe('•••• 4567');
    expect(maskMobile('63', '')).toBe('');
    expect(maskEmail('demo@example.com')).toBe('d•••@example.com');
    expect(maskEmail('')).toBe('');
  });

  it('groups a secret in fours', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupSecret('ABCDEFGH')).toBe('ABCD EFGH');
  });
});
