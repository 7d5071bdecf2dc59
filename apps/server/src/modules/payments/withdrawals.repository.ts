import { and, count, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members, payoutBindings, withdrawalProofs, withdrawals } from '../../db/schema';

export type BindingRow = typeof payoutBindings.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type WithdrawalStatus = WithdrawalRow['status'];

export async function activeBindings(db: Executor, memberId: number): Promise<BindingRow[]> {
  return db
    .select()
    .from(payoutBindings)
    .where(and(eq(payoutBindings.memberId, memberId), isNull(payoutBindings.removedAt)))
    .orderBy(payoutBindings.id);
}

export async function findActiveBinding(
  db: Executor,
  memberId: number,
  id: number,
): Promise<BindingRow | null> {
  const [row] = await db
    .select()
    .from(payoutBindings)
    .where(
      and(eq(payoutBindings.id, id), eq(payoutBindings.memberId, memberId), isNull(payoutBindings.removedAt)),
    );
  return row ?? null;
}

export async function insertBinding(db: Executor, binding: typeof payoutBindings.$inferInsert) {
  const [row] = await db.insert(payoutBindings).values(binding).onConflictDoNothing().returning();
  return row ?? null;
}

export async function removeBinding(db: Executor, id: number, at: Date) {
  await db.update(payoutBindings).set({ removedAt: at }).where(eq(payoutBindings.id, id));
}

export async function lockMemberRow(db: Executor, memberId: number) {
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export async function openWithdrawalsOfBinding(db: Executor, bindingId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.bindingId, bindingId), inArray(withdrawals.status, ['requested', 'approved'])));
  return Number(row?.n ?? 0);
}

export async function findWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row ?? null;
}

export async function lockWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row ?? null;
}

export async function findWithdrawalByRequest(db: Executor, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
  return row ?? null;
}

export async function insertWithdrawal(db: Executor, row: NewWithdrawal): Promise<WithdrawalRow | null> {
  const [created] = await db
    .insert(withdrawals)
    .values(row)
    .onConflictDoNothing({ target: [withdrawals.memberId, withdrawals.requestId] })
    .returning();
  return created ?? null;
}

export async function updateWithdrawal(db: Executor, id: number, changes: Partial<NewWithdrawal>) {
  const [row] = await db.update(withdrawals).set(changes).where(eq(withdrawals.id, id)).returning();
  return row ?? null;
}

export async function listWithdrawals(db: Executor, memberId: number, pageNo: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.memberId, memberId))
      .orderBy(desc(withdrawals.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.memberId, memberId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** For operators: newest first, optionally one status. */
export async function listAllWithdrawals(db: Executor, status: WithdrawalStatus | null, limit: number) {
  return db
    .select({ withdrawal: withdrawals, account: members.account })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(status ? eq(withdrawals.status, status) : undefined)
    .orderBy(desc(withdrawals.id))
    .limit(limit);
}

/** Withdrawals still on their way to paid that were asked for before `before`: the oldest first. */
export async function unfinishedWithdrawals(db: Executor, before: Date, limit: number) {
  return db
    .select({ id: withdrawals.id, status: withdrawals.status })
    .from(withdrawals)
    .where(and(inArray(withdrawals.status, ['requested', 'approved']), lte(withdrawals.createdAt, before)))
    .orderBy(withdrawals.id)
    .limit(limit);
}

/** Paid withdrawals nobody confirmed by `deadline` become auto_received (product §4). */
export async function autoReceive(db: Executor, paidBefore: Date, now: Date, memberId?: number) {
  const rows = await db
    .update(withdrawals)
    .set({ confirmation: 'auto_received', confirmedAt: now })
    .where(
      and(
        eq(withdrawals.status, 'paid'),
        isNull(withdrawals.confirmation),
        lte(withdrawals.paidAt, paidBefore),
        memberId === undefined ? undefined : eq(withdrawals.memberId, memberId),
      ),
    )
    .returning({ id: withdrawals.id });
  return rows.length;
}

export async function proofIdsOf(db: Executor, withdrawalIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (withdrawalIds.length === 0) return result;
  const rows = await db
    .select({ id: withdrawalProofs.id, withdrawalId: withdrawalProofs.withdrawalId })
    .from(withdrawalProofs)
    .where(inArray(withdrawalProofs.withdrawalId, withdrawalIds))
    .orderBy(withdrawalProofs.id);
  for (const row of rows) result.set(row.withdrawalId, [...(result.get(row.withdrawalId) ?? []), row.id]);
  return result;
}

export async function insertProofs(db: Executor, rows: Array<typeof withdrawalProofs.$inferInsert>) {
  if (rows.length > 0) await db.insert(withdrawalProofs).values(rows);
}

/** A proof image, only if it belongs to a withdrawal of the member. */
export async function findProof(db: Executor, memberId: number, proofId: number) {
  const [row] = await db
    .select({ contentType: withdrawalProofs.contentType, bytes: withdrawalProofs.bytes })
    .from(withdrawalProofs)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalProofs.withdrawalId))
    .where(and(eq(withdrawalProofs.id, proofId), eq(withdrawals.memberId, memberId)));
  return row ?? null;
}
