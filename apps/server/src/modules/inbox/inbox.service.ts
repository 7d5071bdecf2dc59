import type {
  InboxListValue,
  InboxMessage,
  SystemMessageTemplate,
  UnreadCountValue,
} from '@lobby/contract/inbox';
import type { InboxIdsRequest, InboxListQuery } from '@lobby/contract/inbox-requests';
import { afterCommit } from '../../db/after-commit';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findMemberByAccount } from '../accounts/members.repository';
import { eventFor, type InboxBus, type InboxEvent } from './inbox-events';
import {
  deleteMessages,
  insertMessages,
  markRead,
  readMessages,
  readUnread,
  type InboxRow,
  type Recipients,
} from './inbox.repository';

type Log = { warn(object: object, message: string): void };

export type InboxDeps = { db: Database; clock: Clock; bus: InboxBus; log?: Log };

function toMessage(row: InboxRow): InboxMessage {
  return {
    id: row.id,
    source: row.source,
    template: row.template,
    params: row.params,
    title: row.title,
    body: row.body,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The platform messages (product §2 messageV2). Members act only on their own messages: every call
 * takes the session's member id, and ids of other members' messages match nothing. Each change is
 * announced once committed, so open sites refresh their badge (decision 0222).
 */
export function createInboxService(deps: InboxDeps) {
  const { db, clock, bus } = deps;

  function announce(executor: Executor, event: InboxEvent | null) {
    if (!event) return;
    afterCommit(executor, () => {
      bus
        .publish([event])
        .catch((error: unknown) => deps.log?.warn({ err: error }, 'inbox event not published'));
    });
  }

  async function deliver(executor: Executor, to: Recipients, message: Parameters<typeof insertMessages>[2]) {
    const memberIds = await insertMessages(executor, to, message);
    announce(executor, 'all' in to && memberIds.length > 0 ? { all: true } : eventFor(memberIds));
    return memberIds.length;
  }

  return {
    /**
     * A message of the platform's, written in the caller's transaction (pass it), so the message exists
     * exactly when what it tells of committed.
     */
    async system(
      executor: Executor,
      memberId: number,
      template: SystemMessageTemplate,
      params: Record<string, string>,
    ): Promise<void> {
      await deliver(
        executor,
        { memberId },
        {
          source: 'system',
          template,
          params,
          title: '',
          body: '',
          at: new Date(clock.now()),
        },
      );
    },

    /** An operator's message (npm run ops): answers how many members got it. */
    async send(to: Recipients, title: string, body: string): Promise<number> {
      return db.transaction((tx) =>
        deliver(tx, to, {
          source: 'operator',
          template: null,
          params: {},
          title,
          body,
          at: new Date(clock.now()),
        }),
      );
    },

    async unreadCount(memberId: number): Promise<UnreadCountValue> {
      return { unread: await readUnread(db, memberId) };
    },

    async list(memberId: number, query: InboxListQuery): Promise<InboxListValue> {
      const [{ rows, total }, unread] = await Promise.all([
        readMessages(
          db,
          memberId,
          { unreadOnly: query.unreadOnly === true },
          { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
        ),
        readUnread(db, memberId),
      ]);
      return {
        list: rows.map(toMessage),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        unread,
      };
    },

    async read(memberId: number, request: InboxIdsRequest): Promise<UnreadCountValue> {
      const unread = await markRead(db, memberId, request.ids, new Date(clock.now()));
      announce(db, { memberIds: [memberId] });
      return { unread };
    },

    async remove(memberId: number, request: InboxIdsRequest): Promise<UnreadCountValue> {
      const unread = await deleteMessages(db, memberId, request.ids);
      announce(db, { memberIds: [memberId] });
      return { unread };
    },

    /** What the site's socket pushes when a member's messages change (modules/wallet/balance-socket.ts). */
    socketPush: {
      subscribe(listener: (memberIds: readonly number[] | 'all') => void): () => void {
        return bus.subscribe((event) => listener('all' in event ? 'all' : event.memberIds));
      },
      async message(memberId: number) {
        return { type: 'messages' as const, unread: await readUnread(db, memberId) };
      },
      close: () => bus.close(),
    },

    /** Who an operator names by account (message send --to, --downline). */
    member: (account: string) => findMemberByAccount(db, account),
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
