import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pointAccounts } from '../../db/schema';
import { DomainError } from '../../lib/errors';

/*
 * The points book (decision 0276): every movement is one call of the database function points_post
 * (drizzle/0040_points.sql), which the earning trigger uses too. Balanced, idempotent by key, the
 * accounts locked in id order, and no member account below zero (a CHECK on the table).
 */

export type PointKindName = 'EARN' | 'REDEEM' | 'CONVERT' | 'REVERSE' | 'ADJUST';
export type PointLeg = { accountId: number; amount: number };
export type PointPosting = {
  key: string;
  kind: PointKindName;
  memberId: number;
  reference?: string;
  memo?: Record<string, string | number | boolean>;
  legs: PointLeg[];
};
export type PointPosted = {
  transactionId: number;
  createdAt: Date;
  replayed: boolean;
  entries: Array<PointLeg & { balanceAfter: number }>;
};

export const insufficientPoints = () => new DomainError('BAD_REQUEST', 'insufficient_points', 400);
const keyReused = () => new DomainError('CONFLICT', 'idempotency_key_reused', 409);

type Row = {
  transaction_id: string | number;
  created_at: string | Date;
  replayed: boolean;
  account_id: number;
  amount: string | number;
  balance_after: string | number;
};

/** The same movement always hashes the same: its kind, member, reference and sorted legs. */
function hashOf(posting: PointPosting, legs: PointLeg[]) {
  const material = JSON.stringify([posting.kind, posting.memberId, posting.reference ?? '', legs]);
  return createHash('sha256').update(material).digest('hex');
}

export async function postPoints(executor: Executor, posting: PointPosting): Promise<PointPosted> {
  const legs = [...posting.legs].sort((a, b) => a.accountId - b.accountId);
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount)) throw new DomainError('BAD_REQUEST', 'invalid_points', 400);
  }
  // A programming error, never a client's: an unbalanced posting must not reach the book.
  if (legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0 || legs.length < 2) {
    throw new Error('unbalanced points posting');
  }
  try {
    const result = await executor.execute(sql`
      select * from points_post(
        ${posting.key}, ${hashOf(posting, legs)}, ${posting.kind}, ${posting.memberId},
        ${posting.reference ?? ''}, ${JSON.stringify(posting.memo ?? {})}::jsonb,
        ${`{${legs.map((l) => l.accountId).join(',')}}`}::integer[],
        ${`{${legs.map((l) => l.amount).join(',')}}`}::bigint[]
      )`);
    const rows = (result as unknown as { rows: Row[] }).rows;
    const first = rows[0]!;
    return {
      transactionId: Number(first.transaction_id),
      createdAt: new Date(first.created_at),
      replayed: first.replayed,
      entries: rows.map((row) => ({
        accountId: row.account_id,
        amount: Number(row.amount),
        balanceAfter: Number(row.balance_after),
      })),
    };
  } catch (error) {
    const message =
      error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
    if (message.includes('point_accounts_not_negative')) throw insufficientPoints();
    if (message.includes('idempotency_key_reused')) throw keyReused();
    throw error;
  }
}

/** A member's points account, made on first use. */
export async function memberPointAccount(executor: Executor, memberId: number): Promise<number> {
  const result = await executor.execute(sql`select points_member_account(${memberId}) as id`);
  return Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
}

/** The brand's EARNED and SPENT accounts (the migration made them). */
export async function systemPointAccounts(executor: Executor) {
  const rows = await executor
    .select({ id: pointAccounts.id, code: pointAccounts.code })
    .from(pointAccounts)
    .where(sql`${pointAccounts.code} in ('EARNED', 'SPENT')`);
  const idOf = (code: string) => rows.find((row) => row.code === code)!.id;
  return { earned: idOf('EARNED'), spent: idOf('SPENT') };
}

/** A member's points, without making an account. */
export async function pointBalanceOf(executor: Executor, memberId: number): Promise<number> {
  const [row] = await executor
    .select({ balance: pointAccounts.balance })
    .from(pointAccounts)
    .where(eq(pointAccounts.memberId, memberId));
  return row?.balance ?? 0;
}

/** A member's points account id, or null when they never had points (reading makes none). */
export async function findPointAccountId(executor: Executor, memberId: number): Promise<number | null> {
  const [row] = await executor
    .select({ id: pointAccounts.id })
    .from(pointAccounts)
    .where(eq(pointAccounts.memberId, memberId));
  return row?.id ?? null;
}
