import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { ledgerAccounts, ledgerTransactions } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/password';
import { insertMember } from '../src/modules/accounts/members.repository';
import { createDepositValueSchema, paymentPaths } from '@lobby/contract/payments';
import { checkLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { bearer, send } from './account-helpers';
import type { TestApp } from './helper';

let next = 0;

export type Player = { id: number; account: string; token: string; password: string };

/** A clock the test moves by hand. */
export function manualClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A member of this file with a login password and a live session (started directly). */
export async function makePlayer(
  t: TestApp,
  options: { type?: number; payeeName?: string; prefix?: string } = {},
): Promise<Player> {
  next += 1;
  const suffix = `${process.pid.toString(36)}${next}${randomUUID().slice(0, 4)}`;
  const account = `${options.prefix ?? 'pay'}${suffix}`.toLowerCase();
  const password = 'Secret2pay';
  const row = await insertMember(t.database.db, {
    account,
    type: options.type ?? 0,
    referralCode: `P${suffix}`.toUpperCase(),
    currency: 'PHP',
    passwordHash: await hashPassword(password),
    profile: options.payeeName ? { payeeName: options.payeeName } : {},
  });
  if (!row) throw new Error(`could not insert ${account}`);
  const token = await t.services.accounts.sessions.start(row.id, 'username', {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return { id: row.id, account, token, password };
}

/** A new session (after the clock moved past the old one's lifetime). */
export async function relogin(t: TestApp, player: Player) {
  player.token = await t.services.accounts.sessions.start(player.id, 'username', {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
}

export function caller(t: TestApp) {
  const headers = (who?: Player) => (who ? bearer(who.token) : {});
  return {
    get: (url: string, who?: Player) => send(t, 'GET', url, undefined, { headers: headers(who) }),
    post: (url: string, body: unknown, who?: Player) => send(t, 'POST', url, body, { headers: headers(who) }),
    put: (url: string, body: unknown, who?: Player) => send(t, 'PUT', url, body, { headers: headers(who) }),
    del: (url: string, who?: Player) => send(t, 'DELETE', url, undefined, { headers: headers(who) }),
  };
}

/** Money in the member's main wallet as if deposited (GATEWAY → MAIN). */
export async function fund(t: TestApp, player: Player, amount: number) {
  if (amount === 0) return;
  const ledger = t.services.ledger;
  await ledger.post({
    idempotencyKey: `TEST_FUND:${randomUUID()}`,
    kind: 'TEST_FUND',
    memberId: player.id,
    legs: [
      { accountId: await ledger.systemAccount('GATEWAY', 'PHP'), amount: -amount },
      { accountId: await ledger.memberAccount(player.id, 'PHP'), amount },
    ],
  });
}

export async function balanceOf(t: TestApp, player: Player): Promise<number> {
  return accountBalance(t, await t.services.ledger.memberAccount(player.id, 'PHP'));
}

export async function accountBalance(t: TestApp, accountId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balance ?? 0;
}

/** Every balance of the books, to prove a failure changed nothing. */
export async function allBalances(t: TestApp): Promise<Record<number, number>> {
  const rows = await t.database.db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts);
  return Object.fromEntries(rows.map((r) => [r.id, r.balance]));
}

export async function transactionCount(t: TestApp, kind: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.kind, kind));
  return rows.length;
}

export async function ledgerSound(t: TestApp): Promise<boolean> {
  const check = await checkLedger(t.database.db);
  return ledgerIsSound(check);
}

/** A deposit the member makes and pays at the sandbox gateway: credited as a real one is. */
export async function depositThroughGateway(t: TestApp, who: Player, amount: number) {
  const res = await caller(t).post(
    paymentPaths.deposit,
    { channelId: 'gcash', amount, requestId: randomUUID() },
    who,
  );
  if (res.status !== 200) throw new Error(`deposit refused: ${JSON.stringify(res.body)}`);
  const { payUrl } = createDepositValueSchema.parse(res.body.value);
  const paid = await t.app.inject({
    method: 'POST',
    url: payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  if (paid.statusCode !== 303) throw new Error(`the gateway answered ${paid.statusCode}`);
}

/** No balance that existed before changed, and any account made since holds nothing. */
export async function expectUnchanged(t: TestApp, before: Record<number, number>) {
  const after = await allBalances(t);
  const changed = Object.entries(after).filter(([id, balance]) => balance !== (before[Number(id)] ?? 0));
  if (changed.length > 0) throw new Error(`balances changed: ${JSON.stringify(changed)}`);
}

/**
 * helper.ts closes a PostgreSQL test database by ending the pool and then dropping the database WITH
 * (FORCE). pg-pool resolves end() before its sockets have closed, so a connection still closing is
 * terminated by the drop and its pool emits an 'error' nobody listens to (vitest reports it as
 * unhandled). These files open many connections at once (concurrent notifications), which makes that
 * likely. Nothing to do on PGlite.
 */
export function tolerateTeardownDisconnects(t: TestApp) {
  const client = (t.database.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return;
  // pg-pool forwards an idle connection's error to the pool, which throws it when nobody listens.
  client.on('error', () => undefined);
}
