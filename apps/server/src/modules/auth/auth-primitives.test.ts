import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyAgainstDecoy, verifyPassword } from './password';
import { hashSessionToken, isSessionLive, newSessionToken, sessionLimits } from './session-token';

describe('passwords', () => {
  it('hashes with argon2id at m=19 MiB, t=2, p=1 and verifies', async () => {
    const stored = await hashPassword('Lucky2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Lucky2026')).toBe(true);
    expect(await verifyPassword(stored, 'lucky2026')).toBe(false);
    expect(await verifyPassword('not a hash', 'Lucky2026')).toBe(false);
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });

  it('applies the length bounds and refuses common passwords', () => {
    const bounds = { minLength: 6, maxLength: 20 };
    expect(passwordProblem('a1b2', bounds)).toBe('password_too_short');
    expect(passwordProblem('a1'.repeat(11), bounds)).toBe('password_too_long');
    expect(passwordProblem('Password123', bounds)).toBe('password_too_common');
    expect(passwordProblem('qwerty123', bounds)).toBe('password_too_common');
    expect(passwordProblem('Lucky-Lines-7', bounds)).toBeNull();
  });
});

describe('session tokens', () => {
  it('are 128-bit random and stored only as their SHA-256', () => {
    const { token, tokenHash } = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(tokenHash).toBe(hashSessionToken(token));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(newSessionToken().token).not.toBe(token);
  });

  it('expire when idle, at the absolute limit, and when revoked', () => {
    const start = 1_000_000;
    const live = { createdAt: start, lastSeenAt: start, revokedAt: null };
    expect(isSessionLive(live, start + sessionLimits.idleMs)).toBe(true);
    expect(isSessionLive(live, start + sessionLimits.idleMs + 1)).toBe(false);
    const busy = { ...live, lastSeenAt: start + sessionLimits.absoluteMs };
    expect(isSessionLive(busy, start + sessionLimits.absoluteMs)).toBe(true);
    expect(isSessionLive(busy, start + sessionLimits.absoluteMs + 1)).toBe(false);
    expect(isSessionLive({ ...live, revokedAt: start }, start)).toBe(false);
  });
});
