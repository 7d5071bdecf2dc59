import { and, eq, isNotNull, ne, notLike } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { members } from '../../db/schema';
import { isSealed, sealInBatches, type SecretBox } from '../security/secret-box';

/**
 * Members' authenticator secrets at rest: sealed under the secrets key (secret-box.ts), bound to the
 * member, so neither a copy of the database's files nor a value moved to another member gives codes.
 */
const memberContext = (memberId: number) => `members.totp_secret:${memberId}`;
/** An enrolment's secret waiting for its confirming code (verification_codes). */
const pendingContext = (memberId: number) => `totp-pending:${memberId}`;

export const sealPendingTotp = (box: SecretBox, memberId: number, secret: string) =>
  box.seal(secret, pendingContext(memberId));

export const openPendingTotp = (box: SecretBox, memberId: number, stored: string) =>
  box.open(stored, pendingContext(memberId));

export const sealMemberTotp = (box: SecretBox, memberId: number, secret: string) =>
  box.seal(secret, memberContext(memberId));

/**
 * The member's secret in clear, or null without one. A secret an older version stored in clear is
 * sealed in place, unless it changed meanwhile (a new enrolment wins).
 */
export async function memberTotpSecret(
  db: Executor,
  box: SecretBox,
  member: { id: number; totpSecret: string | null },
): Promise<string | null> {
  const stored = member.totpSecret;
  if (!stored) return null;
  const secret = box.open(stored, memberContext(member.id));
  if (!isSealed(stored)) {
    await db
      .update(members)
      .set({ totpSecret: sealMemberTotp(box, member.id, secret) })
      .where(and(eq(members.id, member.id), eq(members.totpSecret, stored)));
  }
  return secret;
}

/** Seals the members' secrets an older version stored in clear (at start); answers how many. */
export function sealClearTotpSecrets(db: Database, box: SecretBox, batch?: number): Promise<number> {
  return sealInBatches(
    (limit) =>
      db
        .select({ id: members.id, totpSecret: members.totpSecret })
        .from(members)
        .where(
          and(isNotNull(members.totpSecret), ne(members.totpSecret, ''), notLike(members.totpSecret, 'v1:%')),
        )
        .limit(limit),
    (row) => memberTotpSecret(db, box, row),
    batch,
  );
}
