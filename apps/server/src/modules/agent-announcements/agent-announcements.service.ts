import type {
  AgentAnnouncementItem,
  AgentAnnouncementListValue,
  AgentAnnouncementReadValue,
  AgentAnnouncementUnreadValue,
} from '@lobby/contract/agent-announcements';
import { agentAnnouncementPageSize } from '@lobby/contract/agent-announcements';
import type {
  AgentAnnouncementListQuery,
  AgentAnnouncementReadRequest,
} from '@lobby/contract/agent-announcements-requests';
import { isAgentType } from '@lobby/contract/accounts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import { findMemberByAccount } from '../accounts/members.repository';
import { requireAgent } from '../accounts/require-agent';
import {
  everyAgent,
  insertAnnouncement,
  markRead,
  readAll,
  readLive,
  readPage,
  readUnread,
  topAgentOf,
  withdrawAnnouncement,
} from './agent-announcements.repository';

export type AgentAnnouncementsDeps = { db: Database; clock: Clock };

type Reader = { id: number; type: number };

/** Unknown, withdrawn or another team's: one answer, so an agent learns nothing of other teams'. */
const notFound = () => new DomainError('NOT_FOUND', 'announcement_not_found', 404);

/** A mistake of the operator's (unknown team, withdrawn twice): printed by the ops command, exit 1. */
export class AgentAnnouncementOperatorError extends Error {}

/** Bounds of what the operator writes: a title line and an HTML body the site sanitises (0114). */
export const announcementBounds = { titleMax: 120, contentMax: 20_000 } as const;

const iso = (date: Date) => date.toISOString();

/**
 * Announcements to agents (product §2 agentAnnouncement; decisions 0272, 0273): the operator publishes
 * and withdraws them; an agent reads its list, unread first, opens one (marking it read) and reads its
 * unread count, which the writes keep current.
 */
export function createAgentAnnouncementsService(deps: AgentAnnouncementsDeps) {
  const { db, clock } = deps;

  async function audienceOf(reader: Reader) {
    requireAgent(reader);
    return topAgentOf(db, reader.id);
  }

  return {
    async unreadCount(reader: Reader): Promise<AgentAnnouncementUnreadValue> {
      const team = await audienceOf(reader);
      return { unread: await readUnread(db, reader.id, team) };
    },

    async list(reader: Reader, query: AgentAnnouncementListQuery): Promise<AgentAnnouncementListValue> {
      const team = await audienceOf(reader);
      const pageSize = agentAnnouncementPageSize;
      const [rows, total, unread] = await Promise.all([
        readPage(db, reader.id, team, { offset: (query.pageNo - 1) * pageSize, limit: pageSize }),
        readLive(db, team),
        readUnread(db, reader.id, team),
      ]);
      const list: AgentAnnouncementItem[] = rows.map((row) => ({
        id: row.id,
        title: row.title,
        publishedAt: iso(row.publishedAt),
        read: row.readAt !== null,
        team: row.audience !== everyAgent,
      }));
      return {
        list,
        pageNo: query.pageNo,
        pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        unread,
      };
    },

    async read(reader: Reader, request: AgentAnnouncementReadRequest): Promise<AgentAnnouncementReadValue> {
      const team = await audienceOf(reader);
      const row = await db.transaction((tx) =>
        markRead(tx, reader.id, team, request.id, new Date(clock.now())),
      );
      if (!row) throw notFound();
      return {
        announcement: {
          id: row.id,
          title: row.title,
          content: row.content,
          publishedAt: iso(row.publishedAt),
          read: true,
          team: row.audience !== everyAgent,
        },
        unread: await readUnread(db, reader.id, team),
      };
    },

    /** The operator's side (npm run ops -- agent-announcement). */
    operator: {
      /** To every agent, or with `team` (an account) to that top agent's team only. */
      async publish(input: { title: string; content: string; team?: string; publishedBy: string }) {
        let audience = everyAgent;
        if (input.team !== undefined) {
          const agent = await findMemberByAccount(db, input.team);
          if (!agent || !isAgentType(agent.type)) {
            throw new AgentAnnouncementOperatorError(`no agent ${input.team}`);
          }
          if ((await topAgentOf(db, agent.id)) !== agent.id) {
            throw new AgentAnnouncementOperatorError(
              `${agent.account} is not a top agent (it has an agent above it): name its top agent`,
            );
          }
          audience = agent.id;
        }
        return db.transaction((tx) =>
          insertAnnouncement(tx, {
            title: input.title,
            content: input.content,
            audience,
            publishedBy: input.publishedBy,
            at: new Date(clock.now()),
          }),
        );
      },

      async withdraw(id: number) {
        const done = await db.transaction((tx) => withdrawAnnouncement(tx, id, new Date(clock.now())));
        if (!done) throw new AgentAnnouncementOperatorError(`no live announcement #${id}`);
        return done;
      },

      list: (limit = 50) => readAll(db, limit),
    },
  };
}

export type AgentAnnouncementsService = ReturnType<typeof createAgentAnnouncementsService>;
