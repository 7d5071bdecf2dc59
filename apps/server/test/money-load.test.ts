/**
 * The money proof against the real server process: parallel clients deposit through the sandbox
 * gateway (its pay page pressed twice now and then), move money between their main and vendor
 * wallets with retries that reuse request ids, and withdraw (replays, and requests that must be
 * refused), while operators approve, reject and pay the withdrawals through the operator API (the
 * path of `npm run ops -- withdrawals ...`) and the clients confirm some payouts. Once to the end and
 * once killed with SIGKILL in the middle. Afterwards the ledger check passes; the members' money plus
 * the WITHDRAWALS hold plus what was paid out equals the funding plus the credited deposits; every
 * withdrawal moved MAIN → WITHDRAWALS and from there out (paid) or back (rejected), once; no balance is
 * negative; and every acknowledged request is in the books exactly once, every refused one not at all.
 *
 * Small on PGlite in `npm test`; LOAD_CLIENTS and LOAD_SECONDS make it larger (CI on PostgreSQL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentPaths } from '@lobby/contract/payments';
import { walletPaths } from '@lobby/contract/wallet';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, vendors, withdrawals } from '../src/db/schema';
import { seedDemo } from '../src/seed/seed';
import { systemClock } from '../src/lib/clock';
import { insertMember } from '../src/modules/accounts/members.repository';
import { createSessions } from '../src/modules/accounts/sessions';
import { hashPassword } from '../src/modules/auth/password';
import { checkLedger, createLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { settingDefaults } from '../src/modules/system/settings.schemas';
import { opsFile, type OpsEndpoint } from '../src/ops/operator-api';
import { withDatabase } from './global-setup';

const clients = Number(process.env.LOAD_CLIENTS ?? 6);
const seconds = Number(process.env.LOAD_SECONDS ?? 3);
const root = path.resolve(import.meta.dirname, '../../..');
const funding = 5_000_00;
const loginPassword = 'Load2money';
const pin = '246810';
const { minAmount, maxAmount } = settingDefaults.withdrawals;

type Member = {
  id: number;
  token: string;
  /** Set once the payment password is set and an account bound (through the player API). */
  bindingId?: number;
  /** What the member can have had at most: the funding plus every deposit it ever asked for. */
  ceiling: number;
  /** Wrong payment passwords sent since the last right one (5 in a row lock it). */
  wrongInARow: number;
};
type Acked = { memberId: number; requestId: string };
type AckedWithdrawal = Acked & { id: number; amount: number };
type OperatorAction = 'approve' | 'reject' | 'pay';
type Load = {
  transfers: Acked[];
  deposits: string[];
  withdrawals: AckedWithdrawal[];
  /** Withdrawal requests answered with a 4xx: not in the books, not even as a withdrawal row. */
  refused: Array<Acked & { why: string }>;
  /** Operator commands the operator API answered ok. */
  operator: Array<{ id: number; action: OperatorAction }>;
  /** Payouts the member confirmed as received (answered ok). */
  confirmed: number[];
  /** Anything the server answered that it must not have (a 500, a replay that differs, ...). */
  problems: string[];
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A request the server leaves unanswered this long is a failure (a deadlock, say), crash or not. */
const answerWithin = () => AbortSignal.timeout(20_000);

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

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
  const passwordHash = await hashPassword(loginPassword);
  const members: Member[] = [];
  const run = randomBytes(3).toString('hex');
  for (let i = 0; i < clients; i++) {
    const member = await insertMember(database.db, {
      account: `load${run}${i}`,
      referralCode: `L${run}${i}`,
      currency: 'PHP',
      passwordHash,
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
      ceiling: funding,
      wrongInARow: 0,
    });
  }
  const vendorCodes = (
    await database.db.select({ code: vendors.code }).from(vendors).where(eq(vendors.enabled, true)).limit(3)
  ).map((v) => v.code);
  await database.close();
  return { dataDir, databaseUrl, members, vendorCodes };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/** Servers started and not yet seen to exit: a failed test must not leave one running on its data. */
const running = new Set<ChildProcess>();

async function startServer(prepared: Prepared) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
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
  running.add(child);
  child.once('exit', () => running.delete(child));
  // The last of what it printed (errors only, LOG_LEVEL=error), for a failure's message.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) {
      // The operator API is up before the HTTP port, its address and secret in DATA_DIR/ops.json
      // (where `npm run ops` finds them).
      const ops = JSON.parse(await fs.readFile(opsFile(prepared.dataDir), 'utf8')) as OpsEndpoint;
      if (ops.pid !== child.pid) throw new Error('ops.json is not the new server’s');
      return { child, base, ops, output: () => output };
    }
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready:\n${output}`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));

/** An operator command through the operator API, as `npm run ops -- ...` sends it to a running server. */
async function runOps(ops: OpsEndpoint, argv: string[]) {
  const response = await fetch(`http://127.0.0.1:${ops.port}/ops/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-secret': ops.secret },
    body: JSON.stringify({ argv }),
    signal: answerWithin(),
  });
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { ok?: boolean; result?: unknown; error?: string };
    return { status: response.status, ok: body.ok === true, result: body.result, error: body.error };
  } catch {
    return { status: response.status, ok: false, error: text.slice(0, 200) };
  }
}

type Envelope = { value: any; message: string }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  base: string,
  member: Member,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<{ status: number; body: Envelope }> {
  const response = await fetch(base + url, {
    method,
    headers: {
      authorization: `Bearer ${member.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: answerWithin(),
  });
  const text = await response.text();
  let parsed: Envelope;
  try {
    parsed = JSON.parse(text) as Envelope;
  } catch {
    parsed = { value: null, message: text.slice(0, 200) };
  }
  return { status: response.status, body: parsed };
}

/**
 * A deposit through the gateway: the order (its request sent twice now and then), then the gateway's
 * pay button (pressed twice now and then, so the callback repeats). Acknowledged once the order is paid.
 */
async function deposit(base: string, member: Member, problems: string[]): Promise<string | null> {
  const headers = { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' };
  const amount = 10_000 + Math.floor(Math.random() * 90_000);
  member.ceiling += amount;
  const body = JSON.stringify({ channelId: 'gcash', amount, requestId: randomUUID() });
  const create = () =>
    fetch(base + paymentPaths.deposit, { method: 'POST', headers, body, signal: answerWithin() });
  const created = await create();
  const again = Math.random() < 0.33 ? await create() : null;
  for (const res of [created, again]) {
    if (res && res.status >= 500) problems.push(`deposit order answered ${res.status}`);
  }
  if (!created.ok) return null;
  const { value } = (await created.json()) as { value: { order: { orderId: string }; payUrl: string } };
  const pay = () =>
    fetch(base + new URL(value.payUrl, base).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
      signal: answerWithin(),
    });
  await pay();
  if (Math.random() < 0.33) await pay();
  const order = await fetch(
    `${base}${paymentPaths.depositOrder}?orderId=${encodeURIComponent(value.order.orderId)}`,
    { headers, signal: answerWithin() },
  );
  const status = order.ok ? ((await order.json()) as { value: { status: string } }).value.status : '';
  return status === 'paid' ? value.order.orderId : null;
}

/**
 * Through the player API: a payment password (proved with the login password) and a bank account or
 * an e-wallet. Safe to repeat: it looks first at what is already there.
 */
async function readyToWithdraw(base: string, member: Member) {
  const info = await call(base, member, 'GET', paymentPaths.withdrawInfo);
  if (info.status !== 200) throw new Error(`withdraw info: ${info.status} ${info.body.message}`);
  if (!info.body.value.paymentPasswordSet) {
    const set = await call(base, member, 'POST', paymentPaths.paymentPassword, {
      loginPassword,
      newPaymentPassword: pin,
      confirmPaymentPassword: pin,
    });
    if (set.status !== 200) throw new Error(`payment password: ${set.status} ${set.body.message}`);
  }
  const bound = await call(base, member, 'GET', paymentPaths.bindings);
  let binding = (bound.body.value?.list as Array<{ id: number }> | undefined)?.[0];
  if (!binding) {
    const bank = Math.random() < 0.5;
    const added = await call(base, member, 'POST', paymentPaths.bindings, {
      type: bank ? 'BANK' : 'EWALLET',
      provider: bank ? 'BDO' : 'GCash',
      holderName: 'Juan Dela Cruz',
      accountNumber: bank ? `0012 ${between(1000, 9999)} ${between(1000, 9999)}` : `0917${between(1e6, 9e6)}`,
    });
    if (added.status !== 200) throw new Error(`binding: ${added.status} ${added.body.message}`);
    binding = added.body.value as { id: number };
  }
  member.bindingId = binding.id;
}

/** Every client ready to withdraw (before the timed load: argon2 makes this the slow part). */
async function readyAll(base: string, prepared: Prepared) {
  await Promise.all(
    prepared.members.filter((m) => m.bindingId === undefined).map((m) => readyToWithdraw(base, m)),
  );
}

/**
 * One withdrawal request: mostly a valid one (a third of them sent twice, one after the other or both
 * at once, which must answer the same withdrawal), otherwise one that must be refused with a 4xx and
 * leave no trace: more than the member can have, below the minimum, or with a wrong payment password.
 */
async function withdrawal(base: string, member: Member, acked: Load) {
  const requestId = randomUUID();
  const send = (amount: number, paymentPassword = pin) =>
    call(base, member, 'POST', paymentPaths.withdraw, {
      bindingId: member.bindingId,
      amount,
      paymentPassword,
      requestId,
    });
  const refusal = async (why: string, amount: number, expected: string, paymentPassword = pin) => {
    const res = await send(amount, paymentPassword);
    if (res.status >= 400 && res.status < 500 && res.body.message === expected) {
      acked.refused.push({ memberId: member.id, requestId, why });
    } else {
      acked.problems.push(`${why}: answered ${res.status} ${res.body.message}`);
    }
    return res;
  };
  const roll = Math.random();
  if (roll < 0.1 && member.wrongInARow === 0) {
    // Never twice in a row: five wrong in a row would lock the payment password for 15 minutes.
    member.wrongInARow += 1;
    await refusal('wrong payment password', minAmount, 'payment_password_incorrect', '135791');
    return;
  }
  member.wrongInARow = 0;
  if (roll < 0.2) {
    await refusal('below the minimum', between(1, minAmount - 1), 'amount_below_minimum');
    return;
  }
  const info = await call(base, member, 'GET', paymentPaths.withdrawInfo);
  const balance = info.body.value?.balance as number | undefined;
  if (info.status !== 200 || balance === undefined) {
    acked.problems.push(`withdraw info answered ${info.status} ${info.body.message}`);
    return;
  }
  const over = member.ceiling + between(1, 10_000);
  if ((roll < 0.3 || balance < minAmount) && over <= maxAmount) {
    await refusal('over the balance', over, 'insufficient_balance');
    return;
  }
  if (balance < minAmount) return;
  // The balance can only grow meanwhile (an operator's refund): this client alone spends it.
  const amount = between(minAmount, Math.min(balance, 60_000));
  const repeat = Math.random();
  const answers =
    repeat < 0.16
      ? await Promise.all([send(amount), send(amount)])
      : repeat < 0.33
        ? [await send(amount), await send(amount)]
        : [await send(amount)];
  for (const res of answers) {
    if (res.status !== 200)
      acked.problems.push(`withdrawal of ${amount} answered ${res.status} ${res.body.message}`);
  }
  const ids = new Set(
    answers.filter((r) => r.status === 200).map((r) => `${r.body.value.id}/${r.body.value.amount}`),
  );
  if (ids.size > 1) acked.problems.push(`a repeated withdrawal request answered ${[...ids].join(' and ')}`);
  const first = answers.find((r) => r.status === 200);
  if (first) {
    if (first.body.value.amount !== amount)
      acked.problems.push(`withdrawal answered amount ${first.body.value.amount}`);
    acked.withdrawals.push({ memberId: member.id, requestId, id: first.body.value.id, amount });
  }
}

/** The member confirms a payout as received (and a second confirmation is refused). */
async function confirmPayout(base: string, member: Member, acked: Load) {
  const history = await call(base, member, 'GET', `${paymentPaths.withdrawHistory}?pageNo=1&pageSize=20`);
  const list = (history.body.value?.list ?? []) as Array<{
    id: number;
    status: string;
    confirmation: string | null;
  }>;
  const paid = list.find((w) => w.status === 'paid' && w.confirmation === null);
  if (!paid) return;
  const confirm = () =>
    call(base, member, 'POST', paymentPaths.withdrawConfirm, { withdrawalId: paid.id, outcome: 'received' });
  const res = await confirm();
  if (res.status !== 200) {
    acked.problems.push(`confirming #${paid.id} answered ${res.status} ${res.body.message}`);
    return;
  }
  acked.confirmed.push(paid.id);
  if (Math.random() < 0.3) {
    const twice = await confirm();
    if (twice.status !== 400 || twice.body.message !== 'withdrawal_not_confirmable') {
      acked.problems.push(`confirming #${paid.id} again answered ${twice.status} ${twice.body.message}`);
    }
  }
}

/**
 * An operator: lists the waiting withdrawals and approves, rejects (refunds) or pays them. Two of them
 * work at once, so they now and then act on the same withdrawal: one wins, the other is told
 * withdrawal_status_conflict. The `switcher` also turns the sandbox's auto payout on and off now and
 * then (while on, a withdrawal request approves and pays itself, racing the operators and retries).
 */
async function operator(ops: OpsEndpoint, going: () => boolean, acked: Load, switcher: boolean) {
  const waiting = async (status: 'requested' | 'approved') => {
    const res = await runOps(ops, ['withdrawals', 'list', '--status', status]);
    if (!res.ok) throw new Error(`withdrawals list answered ${res.status} ${res.error}`);
    return [...String(res.result).matchAll(/^#(\d+)\s+(\w+)/gm)]
      .filter((m) => m[2] === status)
      .map((m) => Number(m[1]))
      .sort(() => Math.random() - 0.5);
  };
  const act = async (id: number, action: OperatorAction) => {
    if (!going()) return;
    const argv = [
      'withdrawals',
      action,
      String(id),
      ...(action === 'reject' ? ['--reason', 'load test'] : []),
    ];
    const res = await runOps(ops, argv);
    if (res.ok) acked.operator.push({ id, action });
    else if (res.status !== 400 || res.error !== 'withdrawal_status_conflict') {
      acked.problems.push(`ops ${argv.join(' ')} answered ${res.status} ${res.error}`);
    }
  };
  const autoPayout = async (state: 'on' | 'off') => {
    const res = await runOps(ops, ['withdrawals', 'auto', state]);
    if (!res.ok) acked.problems.push(`ops withdrawals auto ${state} answered ${res.status} ${res.error}`);
  };
  let auto = switcher;
  while (going()) {
    // On now and then for one round of this operator's, so the operators still get their share.
    if (switcher && (auto || Math.random() < 0.15)) {
      auto = !auto;
      await autoPayout(auto ? 'on' : 'off');
    }
    for (const id of await waiting('requested')) {
      const roll = Math.random();
      if (roll < 0.6) await act(id, 'approve');
      else if (roll < 0.85) await act(id, 'reject');
    }
    for (const id of await waiting('approved')) {
      const roll = Math.random();
      if (roll < 0.7) await act(id, 'pay');
      else if (roll < 0.9) await act(id, 'reject');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

const emptyLoad = (): Load => ({
  transfers: [],
  deposits: [],
  withdrawals: [],
  refused: [],
  operator: [],
  confirmed: [],
  problems: [],
});

/** Something of every kind was acknowledged (a slow machine may take longer than the planned time). */
const someOfEverything = (acked: Load) =>
  acked.transfers.length > 0 &&
  acked.deposits.length > 0 &&
  acked.withdrawals.length > 0 &&
  acked.refused.length > 0 &&
  acked.operator.length > 0;

/**
 * Random transfers in and out of vendor wallets (a third of them sent twice), deposits, withdrawals
 * and confirmations, with two operators working the withdrawals, while `going()`; what was
 * acknowledged goes into `acked` as it happens. `crashing`: the server is killed meanwhile, so a
 * request that fails to get an answer is expected (it may or may not count).
 */
async function load(
  server: { base: string; ops: OpsEndpoint },
  prepared: Prepared,
  acked: Load,
  going: () => boolean,
  crashing: boolean,
): Promise<void> {
  const { base } = server;
  const unanswered = async (error: unknown) => {
    // The server went away mid-request (the crash test): unacknowledged, so it may or may not count.
    // Anything else (no answer in time, an unexpected answer) is a failure.
    const wentAway = error instanceof TypeError;
    if (!wentAway || !crashing) acked.problems.push(`${wentAway ? 'no answer' : 'failed'}: ${String(error)}`);
    await new Promise((r) => setTimeout(r, 50));
  };
  const clientsDone = prepared.members.map(async (member) => {
    while (going()) {
      try {
        const roll = Math.random();
        if (roll < 0.2) {
          const orderId = await deposit(base, member, acked.problems);
          if (orderId) acked.deposits.push(orderId);
          continue;
        }
        if (roll < 0.4 && member.bindingId !== undefined) {
          await withdrawal(base, member, acked);
          continue;
        }
        if (roll < 0.48) {
          await confirmPayout(base, member, acked);
          continue;
        }
        const requestId = randomUUID();
        const body = JSON.stringify({
          requestId,
          vassalage: pick(prepared.vendorCodes),
          direction: Math.random() < 0.55 ? 'in' : 'out',
          ...(Math.random() < 0.1 ? { all: true } : { amount: 1 + Math.floor(Math.random() * 50_000) }),
        });
        const send = () =>
          fetch(base + walletPaths.walletTransfer, {
            method: 'POST',
            headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
            body,
            signal: answerWithin(),
          });
        const first = await send();
        const second = Math.random() < 0.33 ? await send() : null;
        for (const res of [first, second]) {
          if (res && res.status >= 500) acked.problems.push(`transfer answered ${res.status}`);
        }
        if (first.ok || second?.ok) acked.transfers.push({ memberId: member.id, requestId });
        if (second?.ok && first.ok) {
          // A retry replays the first answer exactly.
          const [a, b] = [await first.json(), await second.json()];
          if (!isDeepStrictEqual(a, b)) {
            acked.problems.push(`a transfer retry answered ${JSON.stringify(b)} after ${JSON.stringify(a)}`);
          }
        }
      } catch (error) {
        await unanswered(error);
      }
    }
  });
  const operatorsDone = [true, false].map(async (switcher) => {
    while (going()) {
      try {
        await operator(server.ops, going, acked, switcher);
      } catch (error) {
        await unanswered(error);
      }
    }
  });
  await Promise.all([...clientsDone, ...operatorsDone]);
}

async function verify(prepared: Prepared, acked: Load, serverOutput: string) {
  if (acked.problems.length > 0) console.error(`the server printed:\n${serverOutput}`);
  expect(acked.problems).toEqual([]);
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: prepared.databaseUrl,
    dataDir: prepared.dataDir,
  });
  try {
    const { db } = database;
    const check = await checkLedger(db);
    expect(ledgerIsSound(check)).toBe(true);
    const ids = prepared.members.map((m) => m.id);
    const [{ total } = { total: '0' }] = await db
      .select({ total: sql<string>`sum(${ledgerAccounts.balance})` })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.memberId, ids));
    // Transfers stay among the members' own wallets; only deposits bring money in.
    const [{ deposited } = { deposited: '0' }] = await db
      .select({ deposited: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(
        sql`${ledgerTransactions.idempotencyKey} like 'DEPOSIT:%' and ${inArray(ledgerAccounts.memberId, ids)}`,
      );

    // Withdrawals: each moved MAIN → WITHDRAWALS once, and from there out (paid) or back (rejected) once.
    const system = await db
      .select({ id: ledgerAccounts.id, code: ledgerAccounts.code, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.code, ['WITHDRAWALS:PHP', 'GATEWAY:PHP']));
    const hold = system.find((a) => a.code === 'WITHDRAWALS:PHP');
    const gateway = system.find((a) => a.code === 'GATEWAY:PHP')!.id;
    const mains = new Map(
      (
        await db
          .select({ id: ledgerAccounts.id, memberId: ledgerAccounts.memberId })
          .from(ledgerAccounts)
          .where(sql`${ledgerAccounts.kind} = 'MAIN' and ${inArray(ledgerAccounts.memberId, ids)}`)
      ).map((a) => [a.memberId!, a.id]),
    );
    const rows = await db.select().from(withdrawals).where(inArray(withdrawals.memberId, ids));
    const legs = new Map<string, Record<number, number>>();
    for (const entry of await db
      .select({
        key: ledgerTransactions.idempotencyKey,
        accountId: ledgerEntries.accountId,
        amount: ledgerEntries.amount,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(inArray(ledgerTransactions.kind, ['WITHDRAW', 'WITHDRAW_PAYOUT', 'WITHDRAW_REFUND']))) {
      legs.set(entry.key, { ...legs.get(entry.key), [entry.accountId]: entry.amount });
    }
    const wrong: string[] = [];
    const expectedKeys = new Set<string>();
    const expectLegs = (key: string, want: Record<number, number> | null) => {
      if (want) expectedKeys.add(key);
      const got = legs.get(key) ?? null;
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${key}: ${JSON.stringify(got)}`);
    };
    let held = 0;
    let paidOut = 0;
    for (const w of rows) {
      const main = mains.get(w.memberId)!;
      const to = (from: number, into: number) => ({ [from]: -w.amount, [into]: w.amount });
      expectLegs(`WITHDRAW:${w.memberId}:${w.requestId}`, to(main, hold!.id));
      expectLegs(`WITHDRAW_PAYOUT:${w.id}`, w.status === 'paid' ? to(hold!.id, gateway) : null);
      expectLegs(`WITHDRAW_REFUND:${w.id}`, w.status === 'rejected' ? to(hold!.id, main) : null);
      if (w.status === 'requested' || w.status === 'approved') held += w.amount;
      if (w.status === 'paid') paidOut += w.amount;
      if ((w.status === 'paid') !== (w.paidAt !== null) || (w.status === 'paid' && !w.approvedAt)) {
        wrong.push(`#${w.id} ${w.status} paid at ${String(w.paidAt)} approved at ${String(w.approvedAt)}`);
      }
    }
    // No withdrawal money moved without its withdrawal row (the crash: all or nothing).
    wrong.push(...[...legs.keys()].filter((key) => !expectedKeys.has(key)).map((key) => `stray ${key}`));
    expect(wrong).toEqual([]);
    expect(hold?.balance ?? 0).toBe(held);
    expect(hold?.balance ?? 0).toBeGreaterThanOrEqual(0);
    // Whatever left the members is held or paid out; deposits are the only money in.
    expect(Number(total) + (hold?.balance ?? 0) + paidOut).toBe(
      funding * prepared.members.length + Number(deposited),
    );

    const byRequest = new Map(rows.map((w) => [`${w.memberId}:${w.requestId}`, w]));
    const byId = new Map(rows.map((w) => [w.id, w]));
    expect(
      acked.withdrawals.filter((a) => {
        const row = byRequest.get(`${a.memberId}:${a.requestId}`);
        return row?.id !== a.id || row.amount !== a.amount;
      }),
    ).toEqual([]);
    expect(acked.refused.filter((r) => byRequest.has(`${r.memberId}:${r.requestId}`))).toEqual([]);
    expect(acked.refused.filter((r) => legs.has(`WITHDRAW:${r.memberId}:${r.requestId}`))).toEqual([]);
    const settled: Record<OperatorAction, string[]> = {
      approve: ['approved', 'paid', 'rejected'],
      pay: ['paid'],
      reject: ['rejected'],
    };
    expect(
      acked.operator.filter((o) => !settled[o.action].includes(byId.get(o.id)?.status ?? 'missing')),
    ).toEqual([]);
    expect(
      acked.confirmed.filter((id) => {
        const row = byId.get(id);
        return row?.confirmation !== 'received' || row.receivedAmount !== row.amount;
      }),
    ).toEqual([]);

    const depositKeys = await db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, 'DEPOSIT:%'));
    const credited = new Map<string, number>();
    for (const { key } of depositKeys)
      credited.set(key.slice('DEPOSIT:'.length), (credited.get(key.slice('DEPOSIT:'.length)) ?? 0) + 1);
    expect(acked.deposits.filter((orderId) => credited.get(orderId) !== 1)).toEqual([]);
    const keys = await db
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
    const negative = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.balance} < 0 and ${isNotNull(ledgerAccounts.memberId)}`);
    expect(negative).toEqual([]);
  } finally {
    await database.close();
  }
}

/** `ledger:check` through the operator API of the running server. */
async function opsLedgerCheck(ops: OpsEndpoint) {
  const res = await runOps(ops, ['ledger:check']);
  expect(res.error ?? '').toBe('');
  expect(res.result).toMatch(/^ledger OK/);
}

describe('money under load against the real server', () => {
  let prepared: Prepared;
  beforeAll(async () => {
    prepared = await prepare();
  }, 120_000);
  afterEach(async () => {
    for (const child of running) {
      child.kill('SIGKILL');
      await exited(child);
    }
  });
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

  it(`keeps every cent with ${clients} clients for ${seconds} s, retries and withdrawals included`, async () => {
    const server = await startServer(prepared);
    await readyAll(server.base, prepared);
    const acked = emptyLoad();
    // The planned time, and longer on a machine too slow to have done some of everything by then.
    const start = Date.now();
    const going = () =>
      Date.now() - start < seconds * 1000 ||
      (!someOfEverything(acked) && Date.now() - start < 10 * seconds * 1000);
    await load(server, prepared, acked, going, false);
    const elapsed = ((Date.now() - start) / 1000).toFixed(1);
    await opsLedgerCheck(server.ops);
    server.child.kill('SIGTERM');
    await exited(server.child);
    const done = (action: OperatorAction) => acked.operator.filter((o) => o.action === action).length;
    console.info(
      `money load: ${acked.transfers.length} transfers, ${acked.deposits.length} deposits, ` +
        `${acked.withdrawals.length} withdrawals (${acked.refused.length} refused; ` +
        `${done('approve')} approved, ${done('pay')} paid, ${done('reject')} rejected, ` +
        `${acked.confirmed.length} confirmed) in ${elapsed} s`,
    );
    // Some of everything happened (how much depends on the machine).
    expect(acked.transfers.length + acked.deposits.length + acked.withdrawals.length).toBeGreaterThan(
      clients,
    );
    expect(acked.transfers.length).toBeGreaterThan(0);
    expect(acked.deposits.length).toBeGreaterThan(0);
    expect(acked.withdrawals.length).toBeGreaterThan(0);
    expect(acked.refused.length).toBeGreaterThan(0);
    expect(acked.operator.length).toBeGreaterThan(0);
    await verify(prepared, acked, server.output());
  }, 180_000);

  it('loses nothing acknowledged when the server is killed with SIGKILL mid-load', async () => {
    const server = await startServer(prepared);
    await readyAll(server.base, prepared);
    const acked = emptyLoad();
    let killedAt = Number.POSITIVE_INFINITY;
    // After the kill the clients knock on the dead server a moment longer, then stop.
    const loading = load(server, prepared, acked, () => Date.now() < killedAt + 250, true);
    // Mid-load: half the planned time in, once a withdrawal was acknowledged (later on a slow machine,
    // within bounds), so there is one that must survive.
    const start = Date.now();
    while (
      Date.now() - start < (seconds * 1000) / 2 ||
      (acked.withdrawals.length === 0 && Date.now() - start < 10 * seconds * 1000)
    ) {
      await new Promise((r) => setTimeout(r, 25));
    }
    server.child.kill('SIGKILL');
    await exited(server.child);
    killedAt = Date.now();
    await loading;
    expect(acked.withdrawals.length).toBeGreaterThan(0);
    // The restarted server must come up on the same data (recovery), then the books are checked.
    const restarted = await startServer(prepared);
    await opsLedgerCheck(restarted.ops);
    restarted.child.kill('SIGTERM');
    await exited(restarted.child);
    await verify(prepared, acked, server.output() + restarted.output());
  }, 180_000);
});
