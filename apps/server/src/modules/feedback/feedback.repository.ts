import { desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedback } from '../../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackStatus = FeedbackRow['status'];

export async function insertFeedback(db: Executor, row: typeof feedback.$inferInsert): Promise<FeedbackRow> {
  const [created] = await db.insert(feedback).values(row).returning();
  return created!;
}

/** Newest first; `statuses` narrows it (the open ones are those not yet answered). */
export function listFeedback(db: Executor, statuses: FeedbackStatus[] | null, limit: number) {
  return db
    .select()
    .from(feedback)
    .where(statuses ? inArray(feedback.status, statuses) : undefined)
    .orderBy(desc(feedback.id))
    .limit(limit);
}

/** Serialises an operator's answer and close of one feedback. */
export async function lockFeedback(db: Executor, id: number): Promise<FeedbackRow | null> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).for('update');
  return row ?? null;
}

export async function updateFeedback(db: Executor, id: number, changes: Partial<FeedbackRow>) {
  const [row] = await db.update(feedback).set(changes).where(eq(feedback.id, id)).returning();
  return row!;
}
