import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStep } from './totp';

/** RFC 6238 appendix B: the SHA-1 secret is the ASCII string "12345678901234567890". */
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s gives the last six digits of the RFC vector: %s', (seconds, code) => {
    expect(totpCode(rfcSecret, totpStep(seconds * 1000))).toBe(code);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('accepts one step either side and nothing further', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchTotp(rfcSecret, totpCode(rfcSecret, step + offset), now)).toBe(step + offset);
    }
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step + 2), now)).toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step - 2), now)).toBeNull();
    expect(matchTotp(rfcSecret, 'abcdef', now)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps scan', () => {
    expect(otpauthUri({ issuer: 'Lucky Lobby', account: 'demo', secret: 'ABC' })).toBe(
      'otpauth://totp/Lucky%20Lobby:demo?secret=ABC&issuer=Lucky%20Lobby&algorithm=SHA1&digits=6&period=30',
    );
  });
});
