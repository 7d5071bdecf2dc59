import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operatorActions } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export type OperatorAction = typeof operatorActions.$inferSelect;

/**
 * The record of every operator command (decision 0245): who ran what, when, and how it ended. Written
 * after the command, refused and failed ones included; nothing in the product deletes from it.
 */
export function createOperatorLog(db: Database, clock: Clock) {
  return {
    async record(action: Omit<OperatorAction, 'id' | 'at'>): Promise<void> {
      await db.insert(operatorActions).values({ ...action, at: new Date(clock.now()) });
    },
    /** The newest actions first. */
    recent: (limit: number): Promise<OperatorAction[]> =>
      db.select().from(operatorActions).orderBy(desc(operatorActions.id)).limit(limit),
  };
}

export type OperatorLog = ReturnType<typeof createOperatorLog>;
