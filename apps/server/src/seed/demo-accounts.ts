import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ledgerAccounts, members } from '../db/schema';
import { hashPassword } from '../modules/auth/password';

type DemoAccount = {
  account: string;
  nickname: string;
  type: number;
  password: string;
  parent?: string;
  affiliateCode?: string;
  referralCode: string;
  mobileNum?: string;
  email?: string;
  /** 'agent': the upline made this account, so the member must change the password first. */
  passwordSetBy?: 'self' | 'agent';
};

/**
 * The demo brand's accounts (README: demo accounts): a player, an agent with a sub-agent and players in
 * its downline, and a player whose password an agent set. Parents come before their downline.
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    account: 'demo',
    nickname: 'Demo Player',
    type: 0,
    password: 'Play2win26',
    referralCode: 'DEMOPLAY',
    mobileNum: '9171234567',
    email: 'demo@example.com',
  },
  {
    account: 'agent01',
    nickname: 'Lucky Agent',
    type: 1,
    password: 'Agent2win26',
    affiliateCode: 'LUCKY01',
    referralCode: 'AGENT001',
    mobileNum: '9171234501',
    email: 'agent01@example.com',
  },
  {
    account: 'agent02',
    nickname: 'Sub Agent',
    type: 2,
    password: 'Agent2win26',
    parent: 'agent01',
    affiliateCode: 'LUCKY02',
    referralCode: 'AGENT002',
  },
  {
    account: 'player01',
    nickname: 'Player One',
    type: 0,
    password: 'Play2win26',
    parent: 'agent01',
    referralCode: 'PLAYER01',
  },
  {
    account: 'player02',
    nickname: 'Player Two',
    type: 0,
    password: 'Play2win26',
    parent: 'agent01',
    referralCode: 'PLAYER02',
  },
  {
    account: 'player03',
    nickname: 'Player Three',
    type: 0,
    password: 'Play2win26',
    parent: 'agent02',
    referralCode: 'PLAYER03',
  },
  {
    account: 'newbie',
    nickname: 'New Member',
    type: 0,
    password: 'Welcome2026',
    parent: 'agent01',
    referralCode: 'NEWBIE01',
    passwordSetBy: 'agent',
  },
];

/** Idempotent: an existing account is left as it is (a changed password survives a restart). */
export async function seedDemoAccounts(db: Database, currency: string): Promise<void> {
  const existing = new Map(
    (await db.select({ id: members.id, account: members.account }).from(members)).map((m) => [
      m.account,
      m.id,
    ]),
  );
  for (const demo of demoAccounts) {
    if (existing.has(demo.account)) continue;
    const parentId = demo.parent ? existing.get(demo.parent) : undefined;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(members)
        .values({
          account: demo.account,
          nickname: demo.nickname,
          type: demo.type,
          passwordHash: await hashPassword(demo.password),
          passwordSetBy: demo.passwordSetBy ?? 'self',
          parentId: parentId ?? null,
          affiliateCode: demo.affiliateCode ?? null,
          referralCode: demo.referralCode,
          countryDialingCode: demo.mobileNum ? '63' : null,
          mobileNum: demo.mobileNum ?? null,
          email: demo.email ?? null,
          registerMethod: 'DEMO',
          currency,
        })
        .onConflictDoNothing()
        .returning({ id: members.id });
      if (!row) return;
      await tx
        .insert(ledgerAccounts)
        .values({ memberId: row.id, kind: 'MAIN', currency })
        .onConflictDoNothing();
      existing.set(demo.account, row.id);
    });
  }
}

/** The demo seed's accounts still in the database: a production start refuses them (public passwords). */
export async function existingDemoAccounts(db: Database): Promise<string[]> {
  const rows = await db
    .select({ account: members.account })
    .from(members)
    .where(eq(members.registerMethod, 'DEMO'))
    .orderBy(members.id)
    .limit(20);
  return rows.map((row) => row.account);
}
