import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit';
import type { Database, Executor } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { noMetrics, type MetricsObserver } from '../../lib/metrics';
import { createGroupCommit } from './group-commit';
import { revenueMiscounted } from '../agent-revenue/revenue-check';
import { checkPoints, type PointsCheck } from '../points/points-check';

/**
 * System accounts, one per currency. HOUSE is the brand's side of bets and wins, GATEWAY the money in
 * transit with the payment provider, BONUS what promotions give away, FEES what the brand charges, and
 * WITHDRAWALS the money held while a withdrawal waits for payout, COMMISSION what the platform pays its
 * top agents under their contracts (decision 0263).
 */
export const systemAccountCodes = ['HOUSE', 'GATEWAY', 'BONUS', 'FEES', 'WITHDRAWALS', 'COMMISSION'] as const;
export type SystemAccountCode = (typeof systemAccountCodes)[number];
/** Accounts on the outside of the books may go below zero; wallets and holds never do. */
const negativeAllowed: ReadonlySet<SystemAccountCode> = new Set(['HOUSE', 'GATEWAY', 'BONUS', 'COMMISSION']);

export type Leg = { accountId: number; amount: number };

export type PostRequest = {
  idempotencyKey: string;
  kind: string;
  memberId?: number | null;
  reference?: string;
  memo?: Record<string, string | number | boolean>;
  legs: Leg[];
};

type BatchRow = { item: number; posted: PostedRow[] | string | null; failure: string | null };

/** node-postgres parses jsonb; PGlite may hand it over as text. */
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export type PostedEntry = { accountId: number; amount: number; balanceAfter: number };
export type Posted = {
  transactionId: number;
  kind: string;
  createdAt: Date;
  entries: PostedEntry[];
  /** True when the key had been used before with the same request: nothing moved this time. */
  replayed: boolean;
};

export const insufficientBalance = () => new DomainError('BAD_REQUEST', 'insufficient_balance', 400);
/** The same request id with other parameters: every money service answers it alike. */
export const idempotencyKeyReused = () => new DomainError('CONFLICT', 'idempotency_key_reused', 409);

/** The legs merged per account and sorted, so the same movement always hashes the same. */
function normalizeLegs(legs: Leg[]): Leg[] {
  const byAccount = new Map<number, number>();
  for (const leg of legs) byAccount.set(leg.accountId, (byAccount.get(leg.accountId) ?? 0) + leg.amount);
  return [...byAccount]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([accountId, amount]) => ({ accountId, amount }));
}

function assertBalanced(legs: Leg[]) {
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || !Number.isSafeInteger(leg.accountId)) {
      throw new DomainError('BAD_REQUEST', 'invalid_amount', 400);
    }
  }
  const total = legs.reduce((sum, leg) => sum + leg.amount, 0);
  // A programming error, not a client's: an unbalanced posting must never be written.
  if (total !== 0 || legs.length < 2)
    throw new Error(`unbalanced ledger posting (${total}, ${legs.length} legs)`);
}

function requestHash(request: PostRequest, legs: Leg[]): string {
  const material = JSON.stringify([request.kind, request.memberId ?? null, request.reference ?? '', legs]);
  return createHash('sha256').update(material).digest('hex');
}

type PostedRow = {
  transaction_id: string | number;
  created_at: string | Date;
  replayed: boolean;
  account_id: number;
  amount: string | number;
  balance_after: string | number;
};

/** The function raises these by name (drizzle/0006_ledger_post_lean.sql); the rest are programming errors. */
function translateFailure(error: unknown): never {
  const message =
    error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  if (message.includes('insufficient_balance') || message.includes('ledger_accounts_not_negative'))
    throw insufficientBalance();
  if (message.includes('idempotency_key_reused')) throw idempotencyKeyReused();
  throw error;
}

/** A request made ready for the database: legs merged and sorted, its hash computed. */
type Prepared = { request: PostRequest; legs: Leg[]; hash: string };

function prepare(request: PostRequest): Prepared {
  const legs = normalizeLegs(request.legs);
  assertBalanced(legs);
  return { request, legs, hash: requestHash(request, legs) };
}

function toPosted(kind: string, rows: PostedRow[]): Posted {
  const first = rows[0];
  if (!first) throw new Error('ledger_post returned no entries');
  return {
    transactionId: Number(first.transaction_id),
    kind,
    createdAt: new Date(first.created_at),
    replayed: first.replayed,
    entries: rows.map((row) => ({
      accountId: row.account_id,
      amount: Number(row.amount),
      balanceAfter: Number(row.balance_after),
    })),
  };
}

/** Postings written together in one group commit; more would overflow PostgreSQL's subtransaction cache. */
const maxBatch = 64;

/**
 * The double-entry ledger. A posting is one call of the database function ledger_post, which writes
 * the transaction, its entries and the new balances together, with the accounts locked in id order
 * (so two postings over the same accounts cannot deadlock) and the idempotency key unique. Called
 * with a transaction, it joins the caller's unit of work (a withdrawal row and its hold, say).
 * Postings on their own are group-committed: those that arrive while a batch is being written share
 * the next one (ledger_post_batch), one round trip and one commit for all, each still all or nothing.
 */
export function createLedger(db: Database, metrics: MetricsObserver = noMetrics) {
  async function postOne({ request, legs, hash }: Prepared, executor: Executor): Promise<Posted> {
    try {
      const result = await executor.execute(sql`
        select * from ledger_post(
          ${request.idempotencyKey}, ${hash}, ${request.kind}, ${request.memberId ?? null},
          ${request.reference ?? ''}, ${JSON.stringify(request.memo ?? {})}::jsonb,
          ${`{${legs.map((l) => l.accountId).join(',')}}`}::integer[],
          ${`{${legs.map((l) => l.amount).join(',')}}`}::bigint[]
        )`);
      return toPosted(request.kind, (result as unknown as { rows: PostedRow[] }).rows);
    } catch (error) {
      translateFailure(error);
    }
  }

  async function postBatch(items: Prepared[]): Promise<Array<Posted | Error>> {
    const batch = items.map(({ request, legs, hash }) => ({
      key: request.idempotencyKey,
      hash,
      kind: request.kind,
      member: request.memberId ?? null,
      reference: request.reference ?? '',
      memo: request.memo ?? {},
      accounts: legs.map((l) => l.accountId),
      amounts: legs.map((l) => l.amount),
    }));
    const result = await db.execute(
      sql`select * from ledger_post_batch(${JSON.stringify(batch)}::jsonb) order by item`,
    );
    const rows = (result as unknown as { rows: BatchRow[] }).rows;
    return items.map(({ request }, index) => {
      const row = rows[index];
      if (!row?.posted) {
        try {
          translateFailure(new Error(row?.failure ?? 'ledger_post_batch returned no row'));
        } catch (error) {
          return error as Error;
        }
      }
      return toPosted(request.kind, parseJson<PostedRow[]>(row.posted));
    });
  }

  const groupCommit = createGroupCommit<Prepared, Posted>({
    maxBatch,
    write: postBatch,
    writeOne: (item) => postOne(item, db),
    onBatch: (size) => metrics.ledgerBatch(size),
  });

  /** Without `executor` the posting is its own transaction (and may share a group commit). */
  async function post(request: PostRequest, executor?: Executor): Promise<Posted> {
    const prepared = prepare(request);
    const posted = await (executor ? postOne(prepared, executor) : groupCommit.submit(prepared));
    // Inside a caller's transaction the posting may still roll back: counted once it is committed.
    if (!posted.replayed) afterCommit(executor ?? db, () => metrics.ledgerPosted(posted.kind));
    return posted;
  }

  /** The id of a system account, made on first use. */
  async function systemAccount(code: SystemAccountCode, currency: string): Promise<number> {
    const name = `${code}:${currency}`;
    await db
      .insert(ledgerAccounts)
      .values({ kind: 'SYSTEM', code: name, currency, allowNegative: negativeAllowed.has(code) })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, name));
    return row!.id;
  }

  /** A member's wallet: MAIN, or VENDOR with the vendor's code; made on first use. */
  async function memberAccount(memberId: number, currency: string, vendorCode = ''): Promise<number> {
    const kind = vendorCode ? 'VENDOR' : 'MAIN';
    const where = and(
      eq(ledgerAccounts.memberId, memberId),
      eq(ledgerAccounts.kind, kind),
      eq(ledgerAccounts.vendorCode, vendorCode),
    );
    const [found] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
    if (found) return found.id;
    await db.insert(ledgerAccounts).values({ memberId, kind, vendorCode, currency }).onConflictDoNothing();
    const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
    return row!.id;
  }

  return { post, systemAccount, memberAccount, check: () => checkLedger(db) };
}

export type Ledger = ReturnType<typeof createLedger>;

export type LedgerCheck = {
  accounts: number;
  transactions: number;
  /** Accounts whose balance differs from the sum of their entries. */
  mismatched: Array<{ accountId: number; balance: number; entries: number }>;
  /** Transactions whose entries do not sum to zero. */
  unbalanced: number[];
  /** Accounts below zero that may not be. */
  negative: number[];
  /** Accounts whose hourly entry counts (ledger_entry_hours) differ from their entries. */
  miscounted: number[];
  /**
   * Agents whose kept team balance (agent_team_balances, summed by a trigger on these accounts)
   * differs from their team's main wallets.
   */
  teamMisbalanced: number[];
  /** Agents whose kept hourly entry counts (agent_entry_hours, written by ledger_post) differ from their team's. */
  teamMiscounted: number[];
  /** Members whose kept open wagering (bonus_wagering) differs from their active bonuses' (decision 0239). */
  wageringMiscounted: number[];
  /** Accounts whose kept revenue sums (team_revenue_sums, decisions 0269 and 0270) differ from their team's rows. */
  revenueMiscounted: number[];
} & PointsCheck;

/**
 * `npm run ops -- ledger:check`: balances equal the sum of their entries, every transaction balances,
 * the hourly entry counts equal the entries, each agent's kept team balance and entry counts equal
 * its team's, each member's kept open wagering equals their active bonuses', and the points book is
 * balanced with no member below zero.
 */
export async function checkLedger(db: Executor): Promise<LedgerCheck> {
  const sums = await db
    .select({
      accountId: ledgerAccounts.id,
      balance: ledgerAccounts.balance,
      allowNegative: ledgerAccounts.allowNegative,
      entries: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id);
  const unbalanced = await db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  const [count] = await db.select({ n: sql<string>`count(*)` }).from(ledgerTransactions);
  const miscounted = await db.execute(sql`
    select coalesce(e.account_id, h.account_id) as id
    from (
      select account_id, date_trunc('hour', created_at, 'UTC') as hour, kind, count(*)::int as entries
      from ledger_entries group by 1, 2, 3
    ) e
    full join ledger_entry_hours h on h.account_id = e.account_id and h.hour = e.hour and h.kind = e.kind
    where e.entries is distinct from h.entries
    group by 1`);
  const teamMisbalanced = await db.execute(sql`
    select coalesce(w.agent_id, b.agent_id) as id
    from (
      select a.ancestor_id as agent_id, sum(m.balance) as balance
      from member_ancestors a
      join ledger_accounts m on m.member_id = a.member_id and m.kind = 'MAIN' and m.vendor_code = ''
      group by 1
    ) w
    full join (select agent_id, sum(balance) as balance from agent_team_balances group by 1) b
      on b.agent_id = w.agent_id
    where coalesce(w.balance, 0) <> coalesce(b.balance, 0)`);
  const teamMiscounted = await db.execute(sql`
    select coalesce(e.agent_id, k.agent_id) as id
    from (
      select a.ancestor_id as agent_id, h.hour, a.depth = 1 as direct, h.kind, sum(h.entries) as entries
      from ledger_entry_hours h
      join ledger_accounts w on w.id = h.account_id
      join member_ancestors a on a.member_id = w.member_id
      group by 1, 2, 3, 4
    ) e
    full join (
      select agent_id, hour, direct, kind, sum(entries) as entries from agent_entry_hours group by 1, 2, 3, 4
    ) k on k.agent_id = e.agent_id and k.hour = e.hour and k.direct = e.direct and k.kind = e.kind
    where e.entries is distinct from k.entries
    group by 1`);
  const wageringMiscounted = await db.execute(sql`
    select coalesce(b.member_id, w.member_id) as id
    from (
      select member_id, sum(turnover_required - turnover_done) as remaining
      from bonuses where state = 'active' group by 1
    ) b
    full join bonus_wagering w on w.member_id = b.member_id
    where coalesce(b.remaining, 0) <> coalesce(w.remaining, 0)`);
  const ids = (result: unknown) =>
    (result as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
  return {
    accounts: sums.length,
    transactions: Number(count?.n ?? 0),
    mismatched: sums
      .filter((row) => Number(row.entries) !== row.balance)
      .map((row) => ({ accountId: row.accountId, balance: row.balance, entries: Number(row.entries) })),
    unbalanced: unbalanced.map((row) => row.id),
    negative: sums.filter((row) => row.balance < 0 && !row.allowNegative).map((row) => row.accountId),
    miscounted: ids(miscounted),
    teamMisbalanced: ids(teamMisbalanced),
    teamMiscounted: ids(teamMiscounted),
    wageringMiscounted: ids(wageringMiscounted),
    revenueMiscounted: await revenueMiscounted(db),
    // The points book (decision 0276) is checked with the money it is converted to.
    ...(await checkPoints(db)),
  };
}

export const ledgerIsSound = (check: LedgerCheck) =>
  check.mismatched.length === 0 &&
  check.unbalanced.length === 0 &&
  check.negative.length === 0 &&
  check.miscounted.length === 0 &&
  check.teamMisbalanced.length === 0 &&
  check.teamMiscounted.length === 0 &&
  check.wageringMiscounted.length === 0 &&
  check.revenueMiscounted.length === 0 &&
  check.pointsMismatched.length === 0 &&
  check.pointsUnbalanced.length === 0;
