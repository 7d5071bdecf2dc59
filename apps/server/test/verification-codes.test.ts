import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, verificationCodes } from '../src/db/schema';
import { createVerificationCodes } from '../src/modules/accounts/verification-codes';
import { manualClock } from './payments-helpers';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hour = 60 * 60_000;

describe('verification codes kept', () => {
  it('a day past their expiry, then deleted when the next code or link is issued', async () => {
    const clock = manualClock(Date.parse('2026-11-23T08:00:00Z'));
    const codes = createVerificationCodes(t.database.db, clock);
    const destinations = async () =>
      (await t.database.db.select({ destination: verificationCodes.destination }).from(verificationCodes))
        .map((row) => row.destination)
        .filter((destination) => destination.startsWith('+63 917 555'));

    const old = await codes.issue({ purpose: 'login', destination: '+63 917 5550001', minutes: 5, ip: '' });
    // Still kept a day after it expired, and still refused as expired, not unknown.
    clock.advance(24 * hour);
    await codes.issue({ purpose: 'login', destination: '+63 917 5550002', minutes: 5, ip: '' });
    expect(await destinations()).toEqual(['+63 917 5550001', '+63 917 5550002']);
    await expect(
      codes.consume({ purpose: 'login', destination: '+63 917 5550001', code: old }),
    ).rejects.toMatchObject({ message: 'verification_code_expired' });

    clock.advance(5 * 60_000 + 1);
    const [member] = await t.database.db.select({ id: members.id }).from(members).limit(1);
    await codes.issueLink({ memberId: member!.id, token: 'a-long-random-token', minutes: 30 });
    expect(await destinations()).toEqual(['+63 917 5550002']);
  });
});
