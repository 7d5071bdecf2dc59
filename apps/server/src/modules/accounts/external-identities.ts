import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OauthProviderId } from '@lobby/contract/accounts';
import type { Database } from '../../db/client';
import { externalIdentities } from '../../db/schema';
import { findMemberById, insertMember, type MemberRow } from './members.repository';

/** What a verified ID token says about the person. */
export type ExternalProfile = { subject: string; name: string; email: string | null };

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReferralCode = () =>
  Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

/** Thrown inside the transaction when another login linked the same identity first. */
class LostRace extends Error {}

export async function findLinkedMember(
  db: Database,
  provider: OauthProviderId,
  subject: string,
): Promise<MemberRow | null> {
  const [link] = await db
    .select({ memberId: externalIdentities.memberId })
    .from(externalIdentities)
    .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)));
  return link ? findMemberById(db, link.memberId) : null;
}

/**
 * A first login through a provider opens a member account for that identity (docs/decisions.md): no
 * password (passwordSetBy 'self', so no forced change), a main wallet, an account name made of the
 * provider and a random suffix. Member and link are written together; of two first logins racing,
 * the second rolls back and uses the first one's member.
 */
export async function linkNewMember(
  db: Database,
  provider: OauthProviderId,
  profile: ExternalProfile,
  context: { ip: string; currency: string },
): Promise<MemberRow> {
  try {
    return await db.transaction(async (tx) => {
      let member: MemberRow | null = null;
      for (let attempt = 0; attempt < 5 && !member; attempt++) {
        member = await insertMember(tx, {
          account: `${provider}${randomBytes(4).toString('hex')}`,
          nickname: profile.name.slice(0, 64),
          type: 0,
          email: profile.email,
          passwordHash: null,
          passwordSetBy: 'self',
          referralCode: newReferralCode(),
          registerMethod: 'OIDC',
          registerIp: context.ip,
          currency: context.currency,
        });
      }
      if (!member) throw new Error('no free account name');
      const linked = await tx
        .insert(externalIdentities)
        .values({ provider, subject: profile.subject, memberId: member.id, email: profile.email ?? '' })
        .onConflictDoNothing()
        .returning({ memberId: externalIdentities.memberId });
      if (linked.length === 0) throw new LostRace();
      return member;
    });
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    const winner = await findLinkedMember(db, provider, profile.subject);
    if (!winner) throw error;
    return winner;
  }
}
