import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  agentEntryHours,
  agentTeamKinds,
  games,
  ledgerAccounts,
  ledgerEntries,
  ledgerEntryHours,
  ledgerTransactions,
  memberAncestors,
  members,
  sessions,
  vendors,
} from '../../db/schema';
import { onWholeHours } from '../../lib/brand-days';
import {
  isTeam,
  memberIdsOf,
  newestPageByOwner,
  readsMemberByMember,
  type RecordMembers,
} from '../../lib/team-members';
import { isSessionLive } from '../auth/session-token';

export type VendorRow = { code: string; name: string; enabled: boolean };

export async function findVendor(db: Executor, code: string): Promise<VendorRow | null> {
  const [row] = await db
    .select({ code: vendors.code, name: vendors.name, enabled: vendors.enabled })
    .from(vendors)
    .where(eq(vendors.code, code));
  return row ?? null;
}

export function listVendors(db: Executor): Promise<VendorRow[]> {
  return db
    .select({ code: vendors.code, name: vendors.name, enabled: vendors.enabled })
    .from(vendors)
    .orderBy(asc(vendors.name));
}

export type WalletRow = { id: number; kind: string; vendorCode: string; balance: number };

/** Every wallet of a member: MAIN and the VENDOR wallets made so far. */
export function memberWallets(db: Executor, memberId: number): Promise<WalletRow[]> {
  return db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      vendorCode: ledgerAccounts.vendorCode,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
}

/** The MAIN balance of several members at once (the balance socket's reads). */
export async function mainBalances(db: Executor, memberIds: number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: ledgerAccounts.memberId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.memberId, memberIds), eq(ledgerAccounts.kind, 'MAIN')));
  return new Map(rows.map((row) => [row.memberId!, row.balance]));
}

export type AccountOwner = { memberId: number | null; main: boolean };

/** Who owns the given ledger accounts (an account never changes owner, so callers may cache this). */
export async function accountOwners(db: Executor, accountIds: number[]): Promise<Map<number, AccountOwner>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: ledgerAccounts.id, memberId: ledgerAccounts.memberId, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds));
  return new Map(rows.map((row) => [row.id, { memberId: row.memberId, main: row.kind === 'MAIN' }]));
}

export type StoredPosting = {
  transactionId: number;
  kind: string;
  memo: Record<string, string | number | boolean>;
  createdAt: Date;
  entries: Array<{ accountId: number; amount: number; balanceAfter: number }>;
};

/** A posting by its idempotency key, with its entries; null when the key was never used. */
export async function findPosting(db: Executor, idempotencyKey: string): Promise<StoredPosting | null> {
  const [row] = await db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      memo: ledgerTransactions.memo,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  if (!row) return null;
  const entries = await db
    .select({
      accountId: ledgerEntries.accountId,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, row.id))
    .orderBy(asc(ledgerEntries.accountId));
  return { transactionId: row.id, kind: row.kind, memo: row.memo, createdAt: row.createdAt, entries };
}

export type PeerRow = { id: number; account: string; nickname: string; type: number; currency: string };

const peerColumns = {
  id: members.id,
  account: members.account,
  nickname: members.nickname,
  type: members.type,
  currency: members.currency,
};

/** An active member by id (an upline), or null. */
export async function findActiveMember(db: Executor, id: number): Promise<PeerRow | null> {
  const [row] = await db
    .select(peerColumns)
    .from(members)
    .where(and(eq(members.id, id), eq(members.status, 'active')));
  return row ?? null;
}

/**
 * An active member with this account name that sits below the agent in the agent tree (any depth), or
 * null: one row of member_ancestors, the tree flattened (drizzle/0017).
 */
export async function findInDownline(
  db: Executor,
  agentId: number,
  account: string,
): Promise<PeerRow | null> {
  const [row] = await db
    .select(peerColumns)
    .from(members)
    .innerJoin(
      memberAncestors,
      and(eq(memberAncestors.memberId, members.id), eq(memberAncestors.ancestorId, agentId)),
    )
    .where(and(eq(members.account, account), eq(members.status, 'active')));
  return row ?? null;
}

/**
 * Whose movements: one member (the member's own account record), a set of members given as a query
 * answering their ids (an agent's team narrowed by a search), or an agent's team, whose count and kinds
 * come from the agent's kept rows; as the bets module's BetMembers.
 */
export type LedgerMembers = RecordMembers;

export type HistoryFilter = { memberId: LedgerMembers; from?: Date; to?: Date; kind?: string };

/* The members' accounts: the record reads each as one range of ledger_entries_account_time. */
const accountsOf = (members: LedgerMembers): SQL => {
  const who = memberIdsOf(members);
  return typeof who === 'number'
    ? sql`select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.memberId} = ${who}`
    : sql`select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.memberId} in (${who})`;
};

/* The period and kind: conditions on the entry itself (the kind and time copied from its transaction). */
function periodWhere(filter: HistoryFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(gte(ledgerEntries.createdAt, filter.from));
  if (filter.to) conditions.push(lt(ledgerEntries.createdAt, filter.to));
  if (filter.kind) conditions.push(eq(ledgerEntries.kind, filter.kind));
  return conditions;
}

/* Every condition is on the entry itself (its account, and the kind and time copied from its transaction). */
const historyWhere = (filter: HistoryFilter): SQL | undefined =>
  and(sql`${ledgerEntries.accountId} in (${accountsOf(filter.memberId)})`, ...periodWhere(filter));

type Page = { offset: number; limit: number };

/**
 * The ids of a page of entries, newest first: a small team's account by account (each account's
 * newest entries of the period, then the newest of those), anyone else's by walking the entries
 * newest first (one member's single range, or a large team's walk of the brand's newest entries).
 */
function pageIds(db: Executor, filter: HistoryFilter, page: Page): SQL {
  if (readsMemberByMember(filter.memberId)) {
    const entries = {
      table: ledgerEntries,
      id: ledgerEntries.id,
      owner: ledgerEntries.accountId,
      time: ledgerEntries.createdAt,
    };
    return newestPageByOwner(accountsOf(filter.memberId), entries, periodWhere(filter), page);
  }
  return sql`${db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(historyWhere(filter))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset)}`;
}

/**
 * One page of the entries on the members' accounts, newest first, each with the account of the member
 * whose it is (which the team's record shows), and how many match in all. The page is chosen from the
 * entries alone; only its rows are joined.
 */
export async function readHistory(db: Executor, filter: HistoryFilter, page: Page) {
  const [rows, total] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        transactionId: ledgerEntries.transactionId,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        accountKind: ledgerAccounts.kind,
        vendorCode: ledgerAccounts.vendorCode,
        kind: ledgerEntries.kind,
        reference: ledgerTransactions.reference,
        memo: ledgerTransactions.memo,
        createdAt: ledgerEntries.createdAt,
        account: members.account,
        gameName: games.name,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(members, eq(members.id, ledgerAccounts.memberId))
      // A game movement's memo names its vendor and game (seamless.service): the game's names.
      .leftJoin(
        games,
        and(
          eq(games.vendorCode, sql`${ledgerTransactions.memo}->>'vendor'`),
          eq(games.gameCode, sql`${ledgerTransactions.memo}->>'game'`),
        ),
      )
      .where(sql`${ledgerEntries.id} in (${pageIds(db, filter, page)})`)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id)),
    countEntries(db, filter),
  ]);
  return { rows, total };
}

/**
 * How many entries match: when the period is on whole hours, from the agent's hourly counts for a team
 * (agent_entry_hours) or the accounts' (ledger_entry_hours), which costs the hours the accounts were
 * used in; else from the entries themselves.
 */
async function countEntries(db: Executor, filter: HistoryFilter): Promise<number> {
  if (!onWholeHours(filter.from, filter.to)) {
    const [row] = await db.select({ n: count() }).from(ledgerEntries).where(historyWhere(filter));
    return Number(row?.n ?? 0);
  }
  const who = filter.memberId;
  if (isTeam(who)) {
    const conditions = [eq(agentEntryHours.agentId, who.agentId)];
    if (who.directOnly) conditions.push(eq(agentEntryHours.direct, true));
    if (filter.from) conditions.push(gte(agentEntryHours.hour, filter.from));
    if (filter.to) conditions.push(lt(agentEntryHours.hour, filter.to));
    if (filter.kind) conditions.push(eq(agentEntryHours.kind, filter.kind));
    const [row] = await db
      .select({ n: sql`coalesce(sum(${agentEntryHours.entries}), 0)`.mapWith(Number) })
      .from(agentEntryHours)
      .where(and(...conditions));
    return row?.n ?? 0;
  }
  const conditions = [sql`${ledgerEntryHours.accountId} in (${accountsOf(filter.memberId)})`];
  if (filter.from) conditions.push(gte(ledgerEntryHours.hour, filter.from));
  if (filter.to) conditions.push(lt(ledgerEntryHours.hour, filter.to));
  if (filter.kind) conditions.push(eq(ledgerEntryHours.kind, filter.kind));
  const [row] = await db
    .select({ n: sql`coalesce(sum(${ledgerEntryHours.entries}), 0)`.mapWith(Number) })
    .from(ledgerEntryHours)
    .where(and(...conditions));
  return row?.n ?? 0;
}

export type HistoryRow = Awaited<ReturnType<typeof readHistory>>['rows'][number];

/**
 * The kinds of movement the members have had, for the account record's filter: an agent's kept kinds
 * for a team (agent_team_kinds), else their accounts' (ledger_accounts.kinds).
 */
export async function historyKinds(db: Executor, who: LedgerMembers): Promise<string[]> {
  if (isTeam(who)) {
    const rows = await db
      .selectDistinct({ kind: agentTeamKinds.kind })
      .from(agentTeamKinds)
      .where(
        and(
          eq(agentTeamKinds.agentId, who.agentId),
          who.directOnly ? eq(agentTeamKinds.direct, true) : undefined,
        ),
      )
      .orderBy(agentTeamKinds.kind);
    return rows.map((row) => row.kind);
  }
  const memberId = memberIdsOf(who);
  const owners =
    typeof memberId === 'number'
      ? sql`${ledgerAccounts.memberId} = ${memberId}`
      : sql`${ledgerAccounts.memberId} in (${memberId})`;
  const result = await db.execute(
    sql`select distinct unnest(${ledgerAccounts.kinds}) as kind from ${ledgerAccounts} where ${owners} order by 1`,
  );
  return (result as unknown as { rows: Array<{ kind: string }> }).rows.map((row) => row.kind);
}

/**
 * Which of these sessions are still live, read without touching them: an open socket must not keep an
 * idle session alive, and must learn when its session ended (logout, password change, expiry).
 */
export async function liveSessions(db: Executor, sessionIds: number[], now: number): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
      status: members.status,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(inArray(sessions.id, sessionIds));
  const live = rows.filter(
    (row) =>
      row.status === 'active' &&
      isSessionLive(
        {
          createdAt: row.createdAt.getTime(),
          lastSeenAt: row.lastSeenAt.getTime(),
          revokedAt: row.revokedAt?.getTime() ?? null,
        },
        now,
      ),
  );
  return new Set(live.map((row) => row.id));
}
