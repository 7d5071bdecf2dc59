import { execFileSync } from 'node:child_process';
import crypto, { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { accountPaths, memberInfoSchema } from '@lobby/contract/accounts';
import { agentContractPaths } from '@lobby/contract/agent-contracts';
import { gameLaunchPaths, gameLaunchValueSchema } from '@lobby/contract/game-launch';
import { lotteryPaths, openNumeroValueSchema, placeBetsValueSchema } from '@lobby/contract/lottery';
import {
  bindingSchema,
  createDepositValueSchema,
  depositOrderSchema,
  paymentPasswordValueSchema,
  paymentPaths,
  withdrawalSchema,
} from '@lobby/contract/payments';
import { providerPaths, spinValueSchema } from '@lobby/contract/provider';
import { walletPaths, walletsValueSchema, walletTransferValueSchema } from '@lobby/contract/wallet';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { checkLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { slotDrawnAt } from '../src/modules/lottery/draw-calendar';
import { drawSeedHash } from '../src/modules/lottery/draw-fairness';
import { withDatabase } from './global-setup';
import {
  apiAt,
  eventually,
  haproxyInstalled,
  jobRuns,
  login,
  loopbackAddress,
  operator,
  sleep,
  startHaproxy,
  startInstance,
  valueOf,
  waitHealthy,
  type Api,
  type Instance,
} from './scale-out-helpers';
import { messagesOf } from './wallet-helpers';

/*
 * docs/operations.md (Topology), proved end to end: two compiled servers on one PostgreSQL database and
 * one Redis, behind HAProxy, driven over real sockets. The tests share one cluster and run in order; the
 * periodic jobs' test waits for the payments sweep, which first runs `sweepSeconds` after an instance starts.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
/** db/client.ts (`jobLockSpace`): the first key of the advisory lock each pass of a periodic job takes. */
const jobLockSpace = 1280262722;
const jobs = ['lottery tick', 'round recovery', 'payments sweep', 'agent payouts'] as const;
const sweepSeconds = 5;
/** The demo seed's accounts (seed/demo-accounts.ts). */
const demoPassword = 'Play2win26';
const loadPlayers = ['player01', 'player02', 'player03'];

const wsUrl = (base: string) => `${base.replace(/^http/, 'ws')}${walletPaths.socket}`;

describe.skipIf(!serverUrl)('two instances behind HAProxy (PostgreSQL, Redis)', () => {
  const databaseName = `lobby_scaleout_${crypto.randomBytes(6).toString('hex')}`;
  /** Every request of this run comes from here, so other runs sharing Redis cannot use up its limits. */
  const client = loopbackAddress();
  let dir: string | undefined;
  let database: DatabaseHandle | undefined;
  let a: Instance;
  let b: Instance;
  let haproxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;
  /** When each instance first answered /healthz: its periodic jobs' timers started then. */
  const readyAt: Record<string, number> = {};
  let lb: Api;
  let onA: Api;
  let onB: Api;
  let demoToken: string;

  const query = async <Row>(statement: ReturnType<typeof sql>) =>
    (await database!.db.execute<Row & Record<string, unknown>>(statement)).rows;

  /** Launches the first PG slot through the balancer with a site session and spins it once. */
  async function spinPgSlot(token: string, bet: number) {
    const [game] = await query<{ nodeId: string }>(
      sql`select node_id as "nodeId" from games
          where vendor_code = 'PG' and game_type = 'RNG' and enabled order by id limit 1`,
    );
    const launched = valueOf(
      await lb.post(gameLaunchPaths.launchFB, { nodeId: game!.nodeId }, token),
      gameLaunchValueSchema,
    );
    const gameToken = new URL(launched.url, lb.base).searchParams.get('token')!;
    return valueOf(
      await lb.post(providerPaths.spin, { token: gameToken, requestId: randomUUID(), bet }),
      spinValueSchema,
    );
  }

  const processes = () => [haproxy, a, b].filter((p) => p !== undefined);

  beforeAll(async () => {
    if (!haproxyInstalled()) {
      throw new Error(
        'haproxy is not installed: this test needs it on the PostgreSQL pass (apt-get install -y haproxy; .ci/run installs it)',
      );
    }
    // A no-op when `npm test` has built already; a run of this file alone builds what is stale.
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: repositoryRoot, stdio: 'ignore' });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-scaleout-'));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName} template ${inject('pgTemplate')}`);
    await admin.end();
    const databaseUrl = withDatabase(serverUrl!, databaseName);
    database = await openDatabase({ databaseUrl, dataDir: null });

    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // One key for both: each seals and opens the other's secrets (the login's key pair, vendor keys).
      SECRETS_KEY: crypto.randomBytes(32).toString('hex'),
      // HAProxy is the one hop in front: the client address is the one it adds to X-Forwarded-For.
      TRUST_PROXY: '1',
      // The sweeps' passes come this often, instead of every minute and half minute.
      PAYMENTS_SWEEP_SECONDS: String(sweepSeconds),
      ROUND_RECOVERY_SECONDS: String(sweepSeconds),
    };
    const launch = async (name: string) => {
      const dataDir = path.join(dir!, name);
      await fs.mkdir(dataDir, { mode: 0o700 });
      return startInstance(name, dataDir, env);
    };
    // Started together, as a deploy does: they take turns on the start-up lock.
    [a, b] = await Promise.all([launch('a'), launch('b')]);
    await Promise.all(
      [a, b].map(async (instance) => {
        await waitHealthy(instance);
        readyAt[instance.name] = Date.now();
      }),
    );
    haproxy = await startHaproxy(dir, { a: a.port, b: b.port });
    lb = apiAt(haproxy.base, client);
    onA = apiAt(a.base, client);
    onB = apiAt(b.base, client);
    // Ready once its health checks have let both instances in.
    await eventually('HAProxy to route to both instances', 15_000, async () => {
      if (!haproxy!.running) throw new Error(`haproxy exited:\n${haproxy!.output()}`);
      const seen = new Set<string | undefined>();
      for (let i = 0; i < 4; i++) seen.add((await lb.get('/healthz').catch(() => null))?.servedBy);
      return seen.has('a') && seen.has('b') ? true : undefined;
    });
  }, 120_000);

  afterAll(async () => {
    for (const api of [lb, onA, onB]) api?.close();
    await Promise.all(processes().map((p) => p.stop()));
    await database?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  }, 30_000);

  // What the children said, when a test fails: their warnings and errors are the likeliest cause.
  beforeEach(({ onTestFailed }) =>
    onTestFailed(() => {
      for (const p of processes()) console.error(`--- ${p.name}\n${p.output()}`);
    }),
  );

  async function openSocket(base: string, token: string) {
    const socket = new WebSocket(wsUrl(base), { localAddress: client });
    const messages = messagesOf(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'auth', token }));
    return { socket, messages };
  }

  /** A sandbox deposit made through the balancer and paid on the hosted page of `payOn`. */
  async function deposit(token: string, amount: number, payOn: Api) {
    const created = valueOf(
      await lb.post(paymentPaths.deposit, { channelId: 'gcash', amount, requestId: randomUUID() }, token),
      createDepositValueSchema,
    );
    const paid = await payOn.form(created.payUrl, { action: 'pay' });
    expect(paid.status, paid.describe).toBe(303);
    return created.order;
  }

  it('serves a player logged in on instance A from instance B', async () => {
    // The challenge and the sealing key come from B, the login goes to A: secrets live in the database.
    demoToken = await login(onA, onB, 'demo', demoPassword);
    const info = valueOf(await onB.get(accountPaths.memberInfo, demoToken), memberInfoSchema);
    expect(info).toMatchObject({ account: 'demo', balance: 0, currency: 'PHP' });

    const servedBy = new Set<string | undefined>();
    for (let i = 0; i < 4; i++) {
      const reply = await lb.get(accountPaths.memberInfo, demoToken);
      expect(valueOf(reply, memberInfoSchema).account).toBe('demo');
      servedBy.add(reply.servedBy);
    }
    expect(servedBy).toEqual(new Set(['a', 'b']));
  });

  it('pushes a deposit confirmed on instance B to the balance socket held by instance A', async () => {
    const sockets = [await openSocket(a.base, demoToken), await openSocket(haproxy!.base, demoToken)];
    try {
      for (const { messages } of sockets) {
        expect(await messages.next()).toEqual({ type: 'balance', balance: 0, currency: 'PHP' });
      }
      const order = await deposit(demoToken, 500_000, onB);
      // The credit and its inbox notice are pushed by two buses, in either order.
      for (const { messages } of sockets) {
        expect([await messages.next(), await messages.next()]).toEqual(
          expect.arrayContaining([
            { type: 'balance', balance: 500_000, currency: 'PHP' },
            { type: 'messages', unread: expect.any(Number) as number },
          ]),
        );
      }
      const seen = valueOf(
        await onA.get(`${paymentPaths.depositOrder}?orderId=${order.orderId}`, demoToken),
        depositOrderSchema,
      );
      expect(seen.status).toBe('paid');
    } finally {
      for (const { socket } of sockets) socket.terminate();
    }
  });

  it('counts a rate limit once across instances, per client address forwarded by HAProxy', async () => {
    // An address of its own: the login limit (10 a minute) is not this run's to spend elsewhere.
    const stranger = apiAt(haproxy!.base, loopbackAddress());
    try {
      const replies = [];
      // Not even sealed: the limit counts a request before its body is looked at.
      for (let i = 0; i < 12; i++) replies.push(await stranger.post(accountPaths.login, {}));
      const allowed = replies.slice(0, 10);
      const refused = replies.slice(10);
      expect(allowed.map((r) => r.status)).toEqual(Array(10).fill(400));
      expect(refused.map((r) => r.status)).toEqual([429, 429]);
      expect(refused[0]!.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      // Each instance saw about half of the ten, and both refuse the eleventh and twelfth.
      expect(new Set(allowed.map((r) => r.servedBy))).toEqual(new Set(['a', 'b']));
      expect(new Set(refused.map((r) => r.servedBy))).toEqual(new Set(['a', 'b']));
      // Another client behind the same balancer keeps its own allowance.
      expect((await lb.post(accountPaths.login, {})).status).toBe(400);
    } finally {
      stranger.close();
    }
  });

  it('runs each periodic job once across instances, one pass at a time under a lock', async () => {
    // The lottery: a ticket on the draw open now, one bet on each digit, so exactly one bet wins.
    const open = valueOf(await lb.get(`${lotteryPaths.openNumero}?gameCode=fast3`), openNumeroValueSchema);
    const ticket = valueOf(
      await lb.post(
        lotteryPaths.placeBets,
        {
          gameCode: 'fast3',
          numero: open.current.numero,
          requestId: randomUUID(),
          bets: Array.from({ length: 10 }, (_, digit) => ({
            betType: 'POSITION_DIGIT',
            position: 1,
            numbers: [digit],
            stake: 100,
          })),
        },
        demoToken,
      ),
      placeBetsValueSchema,
    );
    expect(ticket.bets).toHaveLength(10);
    // Its draw brought forward to now, rather than waiting out the schedule.
    await query(
      sql`update lottery_draws set closes_at = now() - interval '1 second', draws_at = now()
          where node_id = 'tcg-fast3' and numero = ${open.current.numero}`,
    );

    // While another holder has the lottery's lock, neither instance draws, though both keep ticking.
    const [schedule] = await query<{ interval: number; close: number; tz: number }>(
      sql`select interval_seconds as interval, close_seconds as close, tz_offset_minutes as tz
          from lottery_schedules where node_id = 'tcg-fast3'`,
    );
    const calendar = {
      intervalSeconds: schedule!.interval,
      closeSeconds: schedule!.close,
      tzOffsetMinutes: schedule!.tz,
    };
    const intervalMs = calendar.intervalSeconds * 1000;
    // An hour ago: a draw every instance missed (the site was down), which the next pass catches up on.
    const missed = slotDrawnAt(calendar, Math.floor(Date.now() / intervalMs) * intervalMs - 3_600_000);
    const holder = new pg.Client({ connectionString: withDatabase(serverUrl!, databaseName) });
    await holder.connect();
    let missedId: number;
    try {
      await holder.query('select pg_advisory_lock($1, hashtext($2))', [jobLockSpace, 'lottery tick']);
      const ticksBefore = await Promise.all([a, b].map(jobRuns));
      const seed = crypto.randomBytes(32).toString('hex');
      const [inserted] = await query<{ id: number }>(
        sql`insert into lottery_draws (node_id, numero, opens_at, closes_at, draws_at, seed, seed_hash)
            values ('tcg-fast3', ${missed.numero}, ${new Date(missed.opensAt)}, ${new Date(missed.closesAt)},
                    ${new Date(missed.drawsAt)}, ${seed}, ${drawSeedHash(seed)})
            returning id::int`,
      );
      missedId = inserted!.id;
      await sleep(2_500);
      const ticksAfter = await Promise.all([a, b].map(jobRuns));
      [0, 1].forEach((i) =>
        expect(ticksAfter[i]!['lottery tick']!).toBeGreaterThan(ticksBefore[i]!['lottery tick'] ?? 0),
      );
      const [held] = await query<{ status: string }>(
        sql`select status from lottery_draws where id = ${missedId}`,
      );
      expect(held!.status).toBe('OPEN');
    } finally {
      await holder.end();
    }
    await eventually('the missed draw to be drawn once the lock is free', 5_000, async () => {
      const [row] = await query<{ status: string }>(
        sql`select status from lottery_draws where id = ${missedId}`,
      );
      return row?.status === 'SETTLED' ? true : undefined;
    });

    // Round recovery: a real spin, then left as an instance killed between the wallet's win and its own
    // record would leave it, and old enough for the recovery to take it.
    const spin = await spinPgSlot(demoToken, 100);
    await query(
      sql`update provider_rounds set status = 'BET_SENT', created_at = created_at - interval '5 minutes'
          where round_id = ${spin.roundId}`,
    );

    // The sandbox payouts: one asked for while automatic payouts are off waits for the sweep. The
    // operator switches them at A; B, which reads the setting just before and after, hears of each
    // change through Redis at once (its cache would otherwise keep the old value for a few seconds).
    const pin = '246810';
    valueOf(
      await lb.post(
        paymentPaths.paymentPassword,
        { loginPassword: demoPassword, newPaymentPassword: pin, confirmPaymentPassword: pin },
        demoToken,
      ),
      paymentPasswordValueSchema,
    );
    const binding = valueOf(
      await lb.post(
        paymentPaths.bindings,
        { type: 'BANK', provider: 'BDO', holderName: 'Demo Player', accountNumber: '0012 3456 7890' },
        demoToken,
      ),
      bindingSchema,
    );
    const withdraw = (amount: number) =>
      onB.post(
        paymentPaths.withdraw,
        { bindingId: binding.id, amount, paymentPassword: pin, requestId: randomUUID() },
        demoToken,
      );
    await operator(a, ['withdrawals', 'auto', 'off']);
    const waiting = valueOf(await withdraw(10_000), withdrawalSchema);
    expect(waiting.status).toBe('requested');
    // Older than the sandbox's grace for a payout in flight (30 s), so the next sweep takes it.
    await query(
      sql`update withdrawals set created_at = created_at - interval '1 minute' where id = ${waiting.id}`,
    );
    await operator(a, ['withdrawals', 'auto', 'on']);
    const paidAtOnce = valueOf(await withdraw(20_000), withdrawalSchema);
    expect(paidAtOnce.status).toBe('paid');

    // Every job has now run on both instances at least once (the sweep soon after each started).
    const firstSweep = Math.max(...Object.values(readyAt)) + sweepSeconds * 1000;
    await eventually('a payments sweep on both instances', firstSweep + 10_000 - Date.now(), async () => {
      const runs = await Promise.all([a, b].map(jobRuns));
      return runs.every((r) => jobs.every((job) => (r[job] ?? 0) > 0)) ? true : undefined;
    });
    await eventually('the waiting payout to be paid', sweepSeconds * 1000 + 5_000, async () => {
      const [row] = await query<{ status: string }>(
        sql`select status from withdrawals where id = ${waiting.id}`,
      );
      return row?.status === 'paid' ? true : undefined;
    });
    await eventually('the ticket to be settled', 10_000, async () => {
      const rows = await query<{ status: string }>(
        sql`select status from lottery_bets where request_id = ${ticket.requestId}`,
      );
      return rows.every((r) => r.status === 'WON' || r.status === 'LOST') ? true : undefined;
    });

    // Once each: every draw due by now drawn and settled, one numero once, each bet paid what it won.
    const unsettled = await query<{ numero: string }>(
      sql`select numero from lottery_draws where draws_at < now() - interval '3 seconds' and settled_at is null`,
    );
    expect(unsettled).toEqual([]);
    const twice = await query<{ numero: string }>(
      sql`select numero from lottery_draws group by node_id, numero having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    const bets = await query<{ status: string; payout: number; paid: number }>(
      sql`select b.status, b.payout::int,
                 coalesce((select sum(e.amount) from ledger_transactions t
                           join ledger_entries e on e.transaction_id = t.id
                           join ledger_accounts a on a.id = e.account_id
                           where t.kind = 'WIN' and t.reference like '%:LT' || b.id and a.member_id = b.member_id), 0)::int as paid
          from lottery_bets b where b.request_id = ${ticket.requestId}`,
    );
    expect(bets.filter((bet) => bet.status === 'WON')).toHaveLength(1);
    for (const bet of bets) expect(bet.paid).toBe(bet.payout);

    // The round: recorded settled, its bet and win moved once, nothing rolled back.
    await eventually('the round to be recovered', sweepSeconds * 1000 + 5_000, async () => {
      const [round] = await query<{ status: string }>(
        sql`select status from provider_rounds where round_id = ${spin.roundId}`,
      );
      return round?.status === 'SETTLED' ? true : undefined;
    });
    const roundMoves = await query<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from ledger_transactions
          where reference = ${`PG:${spin.roundId}`} group by kind order by kind`,
    );
    expect(roundMoves).toEqual(
      spin.payout > 0
        ? [
            { kind: 'BET', n: 1 },
            { kind: 'WIN', n: 1 },
          ]
        : [{ kind: 'BET', n: 1 }],
    );

    // The payouts: each left the held money once, so nothing is held any more.
    const payouts = await query<{ key: string }>(
      sql`select idempotency_key as key from ledger_transactions where kind = 'WITHDRAW_PAYOUT' order by id`,
    );
    expect(payouts.map((p) => p.key)).toEqual([
      `WITHDRAW_PAYOUT:${paidAtOnce.id}`,
      `WITHDRAW_PAYOUT:${waiting.id}`,
    ]);
    const [held] = await query<{ balance: number }>(
      sql`select balance::int from ledger_accounts where code = 'WITHDRAWALS:PHP'`,
    );
    expect(held!.balance).toBe(0);
    expect(ledgerIsSound(await checkLedger(database!.db))).toBe(true);
  }, 100_000);

  it('pays each contract period once when both instances run the payout pass at the same moment', async () => {
    // The platform offers agent01 a real-time salary, which it accepts; its player plays a round.
    const terms = { kind: 'realTimeSalary', tiers: [{ singleBet: 100, winRate: 100, lossRate: 100 }] };
    const wallet = (await operator(a, ['settings', 'get', 'wallet'])) as object;
    const agentPolicy = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 1 };
    await operator(a, ['settings', 'set', 'wallet', JSON.stringify({ ...wallet, agentPolicy })]);
    await operator(a, [
      'contract',
      'offer',
      '--to',
      'agent01',
      '--kind',
      terms.kind,
      '--terms',
      JSON.stringify(terms),
    ]);
    const [offer] = await query<{ id: number }>(
      sql`select c.id::int from agent_contracts c join members m on m.id = c.downline_id
          where m.account = 'agent01' and c.state = 'offered' order by c.id desc limit 1`,
    );
    const agentToken = await login(lb, lb, 'agent01', 'Agent2win26');
    expect(
      (
        await lb.post(
          agentContractPaths.realTimeSalary,
          { contractId: offer!.id, action: 'accept' },
          agentToken,
        )
      ).status,
    ).toBe(200);
    const playerToken = await login(lb, lb, 'player01', demoPassword);
    await deposit(playerToken, 10_000, lb);
    const spin = await spinPgSlot(playerToken, 1_000);

    // Both instances run the pass for the five minutes the round settled in, at the same moment.
    const at = new Date(Date.now() + 300_000).toISOString();
    await Promise.all([a, b, a, b].map((instance) => operator(instance, ['payout', 'run', '--at', at])));
    const rows = await query<{ periodStart: string; amount: number; n: number }>(
      sql`select period_start::text as "periodStart", amount::int, count(*) over (partition by period_start)::int as n
          from agent_contract_payouts where contract_id = ${offer!.id} order by period_start`,
    );
    expect(rows.every((row) => row.n === 1)).toBe(true);
    // 1 % of the stake, won or lost; a push earns nothing.
    const earned = spin.payout === spin.bet ? 0 : 10;
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(earned);
    const [postings] = await query<{ n: number; amount: number }>(
      sql`select count(distinct t.id)::int as n, coalesce(sum(e.amount), 0)::int as amount
          from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts w on w.id = e.account_id
          join members m on m.id = w.member_id
          where t.kind = 'AGENT_SALARY' and m.account = 'agent01'`,
    );
    expect(postings).toEqual({ n: earned > 0 ? 1 : 0, amount: earned });
    expect(ledgerIsSound(await checkLedger(database!.db))).toBe(true);
    await operator(a, ['contract', 'terminate', String(offer!.id)]);
  }, 60_000);

  it('keeps serving when an instance is killed mid-load, and loses nothing', async () => {
    const players = await Promise.all(
      loadPlayers.map(async (account) => {
        const token = await login(lb, lb, account, demoPassword);
        await deposit(token, 1_500_000, lb);
        // Enough in the vendor wallet that no transfer out of it can fail for want of money.
        valueOf(
          await lb.post(
            walletPaths.walletTransfer,
            { requestId: randomUUID(), vassalage: 'PG', direction: 'in', amount: 500_000 },
            token,
          ),
          walletTransferValueSchema,
        );
        // Where the player starts (an earlier test may have given it money or rounds of its own).
        const wallets = valueOf(await lb.get(walletPaths.wallets, token), walletsValueSchema);
        const [transfers] = await query<{ n: number }>(
          sql`select count(*)::int as n from ledger_transactions t join members m on m.id = t.member_id
              where m.account = ${account} and t.kind = 'WALLET_TRANSFER'`,
        );
        const start = {
          balance: wallets.balance,
          vendor: wallets.vendors.find((v) => v.vassalage === 'PG')?.balance ?? 0,
          transfers: transfers!.n,
        };
        return { account, token, start };
      }),
    );

    type Sent = {
      token: string;
      body: { requestId: string; vassalage: 'PG'; direction: 'in' | 'out'; amount: number };
      at: number;
      status: number | 'network';
      ok: boolean;
      servedBy: string | undefined;
    };
    const sent: Sent[] = [];
    let running = true;
    // Two clients per player, each with its own connections to the balancer.
    const clients = players.flatMap((player) =>
      [0, 1].map(async () => {
        const api = apiAt(haproxy!.base, client);
        try {
          for (let i = 0; running && i < 200; i++) {
            const body = {
              requestId: randomUUID(),
              vassalage: 'PG' as const,
              direction: i % 2 === 0 ? ('in' as const) : ('out' as const),
              amount: 1 + crypto.randomInt(500),
            };
            const record: Sent = {
              token: player.token,
              body,
              at: Date.now(),
              status: 'network',
              ok: false,
              servedBy: undefined,
            };
            sent.push(record);
            try {
              const reply = await api.post(walletPaths.walletTransfer, body, player.token);
              record.status = reply.status;
              record.servedBy = reply.servedBy;
              record.ok = reply.status === 200 && (reply.body as { success?: boolean }).success === true;
            } catch {
              // The connection to the balancer broke: failed cleanly, to be retried with its request id.
            }
          }
        } finally {
          api.close();
        }
      }),
    );
    await sleep(1_500);
    const killedAt = Date.now();
    a.child.kill('SIGKILL');
    await sleep(2_500);
    running = false;
    await Promise.all(clients);
    await a.exited;

    const failed = sent.filter((s) => !s.ok);
    const context = `${sent.length} sent; failed (status, ms from the kill): ${JSON.stringify(
      failed.map((f) => [f.status, f.at - killedAt]),
    )}`;
    // A failure is the balancer's: its 5xx, or the client connection it closes when a reused connection
    // to the dead instance breaks (so that the client may retry). Never a wrong answer.
    for (const s of failed) expect([502, 503, 504, 'network'], context).toContain(s.status);
    // Only what was in flight on A when it died, or sent there before the health checks took it out.
    for (const s of failed) expect(Math.abs(s.at - killedAt), context).toBeLessThan(1_000);
    expect(sent.filter((s) => s.ok && s.servedBy === 'a' && s.at < killedAt).length, context).toBeGreaterThan(
      0,
    );
    const afterDown = sent.filter((s) => s.ok && s.at > killedAt + 1_000);
    expect(afterDown.length, context).toBeGreaterThan(0);
    expect(new Set(afterDown.map((s) => s.servedBy))).toEqual(new Set(['b']));

    // A retry under the same request id moves the money once, whether or not the first attempt did.
    for (const s of failed) {
      valueOf(await lb.post(walletPaths.walletTransfer, s.body, s.token), walletTransferValueSchema);
    }
    for (const player of players) {
      const mine = sent.filter((s) => s.token === player.token);
      const net = mine.reduce(
        (sum, s) => sum + (s.body.direction === 'in' ? s.body.amount : -s.body.amount),
        0,
      );
      const wallets = valueOf(await lb.get(walletPaths.wallets, player.token), walletsValueSchema);
      expect(wallets.balance, player.account).toBe(player.start.balance - net);
      expect(wallets.vendors.find((v) => v.vassalage === 'PG')?.balance, player.account).toBe(
        player.start.vendor + net,
      );
      const [transfers] = await query<{ n: number }>(
        sql`select count(*)::int as n from ledger_transactions t join members m on m.id = t.member_id
            where m.account = ${player.account} and t.kind = 'WALLET_TRANSFER'`,
      );
      expect(transfers!.n, player.account).toBe(player.start.transfers + mine.length);
    }
    const [total] = await query<{ sum: number }>(
      sql`select coalesce(sum(balance), 0)::int as sum from ledger_accounts`,
    );
    expect(total!.sum).toBe(0);
    expect(ledgerIsSound(await checkLedger(database!.db))).toBe(true);
    expect(b.running).toBe(true);
  }, 60_000);
});
