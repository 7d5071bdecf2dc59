/**
 * The money proof against the real server process: parallel clients deposit through the sandbox
 * gateway (its pay page pressed twice now and then) and move money between their main and vendor
 * wallets with retries that reuse request ids, once to the end and once killed with
 * SIGKILL in the middle. Afterwards the ledger check passes, the members' total is unchanged, no
 * balance is negative and every acknowledged request is in the books exactly once.
 *
 * Small on PGlite in `npm test`; LOAD_CLIENTS and LOAD_SECONDS make it larger (CI on PostgreSQL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPaths } from '@lobby/contract/payments';
import { walletPaths } from '@lobby/contract/wallet';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, vendors } from '../src/db/schema';
import { seedDemo } from '../src/db/seed/seed';
import { systemClock } from '../src/lib/clock';
import { insertMember } from '../src/modules/accounts/members.repository';
import { createSessions } from '../src/modules/accounts/sessions';
import { checkLedger, createLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { withDatabase } from './global-setup';

const clients = Number(process.env.LOAD_CLIENTS ?? 6);
const seconds = Number(process.env.LOAD_SECONDS ?? 3);
const root = path.resolve(import.meta.dirname, '../../..');
const funding = 5_000_00;

type Member = { id: number; token: string };
type Acked = { memberId: number; requestId: string };
type Load = { transfers: Acked[]; deposits: string[] };

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A data directory (PGlite) or a database (PostgreSQL) of its own, migrated, seeded and funded. */
async function prepare() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-load-'));
  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const name = `lobby_load_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = withDatabase(process.env.TEST_DATABASE_URL, name);
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  await database.migrate();
  await seedDemo(database.db);
  const ledger = createLedger(database.db);
  const sessions = createSessions(database.db, systemClock);
  const gateway = await ledger.systemAccount('GATEWAY', 'PHP');
  const members: Member[] = [];
  const run = randomBytes(3).toString('hex');
  for (let i = 0; i < clients; i++) {
    const member = await insertMember(database.db, {
      account: `load${run}${i}`,
      referralCode: `L${run}${i}`,
      currency: 'PHP',
    });
    const wallet = await ledger.memberAccount(member!.id, 'PHP');
    await ledger.post({
      idempotencyKey: `load-fund-${run}-${i}`,
      kind: 'DEPOSIT',
      memberId: member!.id,
      legs: [
        { accountId: gateway, amount: -funding },
        { accountId: wallet, amount: funding },
      ],
    });
    members.push({
      id: member!.id,
      token: await sessions.start(member!.id, 'username', { ip: '127.0.0.1', userAgent: 'load' }),
    });
  }
  const vendorCodes = (
    await database.db.select({ code: vendors.code }).from(vendors).where(eq(vendors.enabled, true)).limit(3)
  ).map((v) => v.code);
  await database.close();
  return { dataDir, databaseUrl, members, vendorCodes };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

async function startServer(prepared: Prepared) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: prepared.dataDir,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      RATE_LIMIT_FACTOR: '1000',
      ...(prepared.databaseUrl ? { DATABASE_URL: prepared.databaseUrl } : {}),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) return { child, base };
    if (child.exitCode !== null) throw new Error('server exited at start');
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));

/**
 * A deposit through the gateway: the order (its request sent twice now and then), then the gateway's
 * pay button (pressed twice now and then, so the callback repeats). Acknowledged once the order is paid.
 */
async function deposit(base: string, member: Member): Promise<string | null> {
  const headers = { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' };
  const body = JSON.stringify({
    channelId: 'gcash',
    amount: 10_000 + Math.floor(Math.random() * 90_000),
    requestId: randomUUID(),
  });
  const create = () => fetch(base + paymentPaths.deposit, { method: 'POST', headers, body });
  const created = await create();
  if (Math.random() < 0.33) await create();
  if (!created.ok) return null;
  const { value } = (await created.json()) as { value: { order: { orderId: string }; payUrl: string } };
  const pay = () =>
    fetch(base + new URL(value.payUrl, base).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
  await pay();
  if (Math.random() < 0.33) await pay();
  const order = await fetch(
    `${base}${paymentPaths.depositOrder}?orderId=${encodeURIComponent(value.order.orderId)}`,
    {
      headers,
    },
  );
  const status = order.ok ? ((await order.json()) as { value: { status: string } }).value.status : '';
  return status === 'paid' ? value.order.orderId : null;
}

/** Random transfers in and out of vendor wallets, and deposits; a third of the requests are sent twice. */
async function load(base: string, prepared: Prepared, stopAt: number): Promise<Load> {
  const acked: Load = { transfers: [], deposits: [] };
  await Promise.all(
    prepared.members.map(async (member) => {
      while (Date.now() < stopAt) {
        try {
          if (Math.random() < 0.2) {
            const orderId = await deposit(base, member);
            if (orderId) acked.deposits.push(orderId);
            continue;
          }
          const requestId = randomUUID();
          const body = JSON.stringify({
            requestId,
            vassalage: prepared.vendorCodes[Math.floor(Math.random() * prepared.vendorCodes.length)],
            direction: Math.random() < 0.55 ? 'in' : 'out',
            ...(Math.random() < 0.1 ? { all: true } : { amount: 1 + Math.floor(Math.random() * 50_000) }),
          });
          const send = () =>
            fetch(base + walletPaths.walletTransfer, {
              method: 'POST',
              headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
              body,
            });
          const first = await send();
          const second = Math.random() < 0.33 ? await send() : null;
          if (first.ok || second?.ok) acked.transfers.push({ memberId: member.id, requestId });
          if (second?.ok && first.ok) {
            // A retry replays the first answer exactly.
            expect(await second.json()).toEqual(await first.json());
          }
        } catch {
          // The server went away mid-request (the crash test): unacknowledged, so it may or may not count.
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    }),
  );
  return acked;
}

async function verify(prepared: Prepared, acked: Load) {
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: prepared.databaseUrl,
    dataDir: prepared.dataDir,
  });
  try {
    const check = await checkLedger(database.db);
    expect(ledgerIsSound(check)).toBe(true);
    const ids = prepared.members.map((m) => m.id);
    const [{ total } = { total: '0' }] = await database.db
      .select({ total: sql<string>`sum(${ledgerAccounts.balance})` })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.memberId, ids));
    // Transfers stay among the members' own wallets; only deposits bring money in.
    const [{ deposited } = { deposited: '0' }] = await database.db
      .select({ deposited: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(
        sql`${ledgerTransactions.idempotencyKey} like 'DEPOSIT:%' and ${inArray(ledgerAccounts.memberId, ids)}`,
      );
    expect(Number(total)).toBe(funding * prepared.members.length + Number(deposited));
    const depositKeys = await database.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, 'DEPOSIT:%'));
    const credited = new Map<string, number>();
    for (const { key } of depositKeys)
      credited.set(key.slice('DEPOSIT:'.length), (credited.get(key.slice('DEPOSIT:'.length)) ?? 0) + 1);
    expect(acked.deposits.filter((orderId) => credited.get(orderId) !== 1)).toEqual([]);
    const keys = await database.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, 'WALLET_TRANSFER%'));
    const counts = new Map<string, number>();
    for (const { key } of keys) {
      const requestId = key.split(':').at(-1)!;
      counts.set(requestId, (counts.get(requestId) ?? 0) + 1);
    }
    const missing = acked.transfers.filter((a) => counts.get(a.requestId) !== 1);
    expect(missing).toEqual([]);
    const negative = await database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.balance} < 0 and ${isNotNull(ledgerAccounts.memberId)}`);
    expect(negative).toEqual([]);
  } finally {
    await database.close();
  }
}

describe('money under load against the real server', () => {
  let prepared: Prepared;
  beforeAll(async () => {
    prepared = await prepare();
  }, 120_000);
  afterAll(async () => {
    await fs.rm(prepared.dataDir, { recursive: true, force: true });
    if (prepared.databaseUrl && process.env.TEST_DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        `drop database if exists ${new URL(prepared.databaseUrl).pathname.slice(1)} with (force)`,
      );
      await admin.end();
    }
  });

  it(`keeps every cent with ${clients} clients for ${seconds} s, retries included`, async () => {
    const server = await startServer(prepared);
    const acked = await load(server.base, prepared, Date.now() + seconds * 1000);
    server.child.kill('SIGTERM');
    await exited(server.child);
    expect(acked.transfers.length).toBeGreaterThan(clients);
    expect(acked.deposits.length).toBeGreaterThan(0);
    await verify(prepared, acked);
  }, 180_000);

  it('loses nothing acknowledged when the server is killed with SIGKILL mid-load', async () => {
    const server = await startServer(prepared);
    const stopAt = Date.now() + seconds * 1000;
    const loading = load(server.base, prepared, stopAt);
    await new Promise((r) => setTimeout(r, (seconds * 1000) / 2));
    server.child.kill('SIGKILL');
    await exited(server.child);
    const acked = await loading;
    expect(acked.transfers.length + acked.deposits.length).toBeGreaterThan(0);
    // The restarted server must come up on the same data (recovery), then the books are checked.
    const restarted = await startServer(prepared);
    restarted.child.kill('SIGTERM');
    await exited(restarted.child);
    await verify(prepared, acked);
  }, 180_000);
});
