import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import type { NonceStore } from '../security/nonces';
import type { AccountDeps } from './deps';
import { updateMember, type MemberRow } from './members.repository';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';
import { openPendingTotp, sealMemberTotp, sealPendingTotp } from './totp-secrets';

const pendingPurpose = 'totp-pending';
const pendingMinutes = 10;
const maxAttempts = 5;

const invalidCode = () => new DomainError('BAD_REQUEST', 'invalid_verification_code', 400);

/**
 * Enrolling an authenticator app: the member gets a new secret (and its otpauth:// URI for a QR code),
 * adds it to the app, and confirms with a code the app shows; only then does the secret replace the
 * member's current one, so a half-done enrolment never locks anybody out. The pending secret waits ten
 * minutes in verification_codes; unlike a code it must be read back, so `codeHash` holds it sealed
 * (totp-secrets.ts), not hashed.
 */
export function createTotpEnrolment(deps: AccountDeps, nonces: NonceStore) {
  const { db, clock, settings } = deps;
  const destination = (member: MemberRow) => `member:${member.id}`;

  return {
    async start(member: MemberRow) {
      const secret = newTotpSecret();
      const now = clock.now();
      await db.insert(verificationCodes).values({
        purpose: pendingPurpose,
        destination: destination(member),
        codeHash: sealPendingTotp(deps.secretBox, member.id, secret),
        memberId: member.id,
        createdAt: new Date(now),
        expiresAt: new Date(now + pendingMinutes * 60_000),
      });
      const { name } = await settings.get('brand');
      return {
        secret,
        uri: otpauthUri({ issuer: name, account: member.account, secret }),
        enrolled: member.secondFactor === 'totp' && Boolean(member.totpSecret),
      };
    },

    async confirm(member: MemberRow, code: string): Promise<void> {
      const now = clock.now();
      const [pending] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.purpose, pendingPurpose),
            eq(verificationCodes.destination, destination(member)),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, new Date(now)),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      if (!pending || pending.attempts >= maxAttempts) {
        throw new DomainError('BAD_REQUEST', 'verification_code_expired', 400);
      }
      const secret = openPendingTotp(deps.secretBox, member.id, pending.codeHash);
      const step = matchTotp(secret, code, now);
      if (step === null) {
        await db
          .update(verificationCodes)
          .set({ attempts: pending.attempts + 1 })
          .where(eq(verificationCodes.id, pending.id));
        throw invalidCode();
      }
      const [used] = await db
        .update(verificationCodes)
        .set({ consumedAt: new Date(now) })
        .where(and(eq(verificationCodes.id, pending.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      if (!used) throw invalidCode();
      // The confirming code is spent too, so it cannot also pass the next login's second factor.
      await nonces.claim(`totp:${member.id}:${step}`, new Date(now + 5 * 60_000));
      await updateMember(db, member.id, {
        totpSecret: sealMemberTotp(deps.secretBox, member.id, secret),
        secondFactor: 'totp',
      });
    },
  };
}

export type TotpEnrolment = ReturnType<typeof createTotpEnrolment>;
