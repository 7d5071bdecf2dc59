import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OutboxChannel, OutboxMessage, OutboxQuery } from '@lobby/contract/sandbox';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';

/**
 * Phone numbers arrive spelt many ways (+63 917 123 4567, 639171234567, 09171234567); comparing the
 * trailing digits finds a code however the reader types the number. E-mail compares case-insensitively.
 */
function recipientFilter(to: string): SQL {
  if (to.includes('@')) return sql`lower(${outboxMessages.recipient}) = ${to.toLowerCase()}`;
  const digits = to.replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return sql`false`;
  return sql`regexp_replace(${outboxMessages.recipient}, '[^0-9]', '', 'g') like ${`%${digits}`}`;
}

export type OutboxService = ReturnType<typeof createOutboxService>;

export function createOutboxService(db: Database) {
  return {
    /** Newest first; `channels` limits the answer to the channels a caller may read. */
    async list(
      query: OutboxQuery,
      channels: readonly OutboxChannel[] = ['sms', 'email'],
    ): Promise<OutboxMessage[]> {
      const wanted = query.channel ? channels.filter((c) => c === query.channel) : [...channels];
      if (wanted.length === 0) return [];
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(
          and(
            wanted.length === 1
              ? eq(outboxMessages.channel, wanted[0]!)
              : inArray(outboxMessages.channel, wanted),
            query.to ? recipientFilter(query.to) : undefined,
          ),
        )
        .orderBy(desc(outboxMessages.id))
        .limit(query.limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
