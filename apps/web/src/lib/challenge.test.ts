import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterEach, expect, it, vi } from 'vitest';
import { accountPaths } from '@lobby/contract/accounts';
import { solveChallenge } from './challenge';

afterEach(() => {
  vi.unstubAllGlobals();
});

it("returns a payload altcha-lib's verify accepts", async () => {
  const secrets = { hmacSignatureSecret: 'parameters secret', hmacKeySignatureSecret: 'key secret' };
  // The server's kind of challenge, made easy: a test need not wait as long as a visitor.
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 100,
    counter: 40,
    deriveKey,
    expiresAt: new Date(Date.now() + 600_000),
    ...secrets,
  });
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({ success: true, value: challenge, message: '' }),
  );
  vi.stubGlobal('fetch', fetchMock);

  const payload = await solveChallenge();

  expect(String(fetchMock.mock.calls[0]?.[0])).toBe(accountPaths.challenge);
  const decoded = JSON.parse(atob(payload));
  expect(decoded.challenge).toEqual(challenge);
  expect(decoded.solution.counter).toBe(40);
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    ...secrets,
  });
  expect(result.verified).toBe(true);
});
