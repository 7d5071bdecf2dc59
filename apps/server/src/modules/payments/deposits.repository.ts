import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { depositLimits, depositOrders, members } from '../../db/schema';

export type DepositOrderRow = typeof depositOrders.$inferSelect;
export type NewDepositOrder = typeof depositOrders.$inferInsert;
export type DepositLimitRow = typeof depositLimits.$inferSelect;

export async function findOrder(db: Executor, id: string): Promise<DepositOrderRow | null> {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.id, id));
  return row ?? null;
}

/** Locks the order row until the transaction ends (concurrent notifications queue here). */
export async function lockOrder(db: Executor, id: string): Promise<DepositOrderRow | null> {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.id, id)).for('update');
  return row ?? null;
}

export async function findOrderByRequest(
  db: Executor,
  memberId: number,
  requestId: string,
): Promise<DepositOrderRow | null> {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, requestId)));
  return row ?? null;
}

/** Inserts unless the member already used the request id; answers the new row or null. */
export async function insertOrder(db: Executor, order: NewDepositOrder): Promise<DepositOrderRow | null> {
  const [row] = await db
    .insert(depositOrders)
    .values(order)
    .onConflictDoNothing({ target: [depositOrders.memberId, depositOrders.requestId] })
    .returning();
  return row ?? null;
}

export async function updateOrder(db: Executor, id: string, changes: Partial<NewDepositOrder>) {
  await db.update(depositOrders).set(changes).where(eq(depositOrders.id, id));
}

/** Serialises one member's deposit creations (limits are checked against the orders so far). */
export async function lockMember(db: Executor, memberId: number) {
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** What counts against a limit since `since`: paid orders, and pending ones still open at the gateway. */
export async function depositedSince(
  db: Executor,
  memberId: number,
  since: Date,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositOrders.amount}), 0)` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        gt(depositOrders.createdAt, since),
        or(
          eq(depositOrders.status, 'paid'),
          and(eq(depositOrders.status, 'pending'), gt(depositOrders.expiresAt, now)),
        ),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function listOrders(db: Executor, memberId: number, pageNo: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.memberId, memberId))
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(depositOrders).where(eq(depositOrders.memberId, memberId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function readLimits(db: Executor, memberId: number): Promise<DepositLimitRow[]> {
  return db.select().from(depositLimits).where(eq(depositLimits.memberId, memberId));
}

export async function writeLimit(
  db: Executor,
  row: Pick<
    DepositLimitRow,
    'memberId' | 'period' | 'amount' | 'pendingAmount' | 'pendingFrom' | 'updatedAt'
  >,
) {
  const { memberId: _m, period: _p, ...changes } = row;
  await db
    .insert(depositLimits)
    .values(row)
    .onConflictDoUpdate({ target: [depositLimits.memberId, depositLimits.period], set: changes });
}
