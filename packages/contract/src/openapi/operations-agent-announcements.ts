import {
  agentAnnouncementListValueSchema,
  agentAnnouncementPaths,
  agentAnnouncementReadValueSchema,
  agentAnnouncementUnreadValueSchema,
} from '../agent-announcements.ts';
import {
  agentAnnouncementListQuerySchema,
  agentAnnouncementReadRequestSchema,
} from '../agent-announcements-requests.ts';
import { ok, type Operation } from './types.ts';

/** The operator's announcements to agents (decisions 0272, 0273). */
export const agentAnnouncementOperations: Operation[] = [
  {
    id: 'agentAnnouncementList',
    tag: 'agent-team',
    methods: ['GET'],
    path: agentAnnouncementPaths.list,
    summary:
      'A page (9) of the announcements the operator addressed to agents, or to the agent’s team: unread first, then newest; with the unread count.',
    description: 'The list carries no content: opening one (`read`) answers its HTML.',
    access: 'agent',
    input: agentAnnouncementListQuerySchema,
    answer: ok(agentAnnouncementListValueSchema),
  },
  {
    id: 'agentAnnouncementUnread',
    tag: 'agent-team',
    methods: ['GET'],
    path: agentAnnouncementPaths.unreadCount,
    summary: 'How many announcements to agents the agent has not opened (the agent menu’s badge).',
    access: 'agent',
    answer: ok(agentAnnouncementUnreadValueSchema),
  },
  {
    id: 'agentAnnouncementRead',
    tag: 'agent-team',
    methods: ['POST'],
    path: agentAnnouncementPaths.read,
    summary:
      'Opens an announcement: answers it with its HTML content, marks it read, and the unread count after.',
    description:
      'An announcement withdrawn, unknown or addressed to another team is `announcement_not_found` (404). The content is operator HTML: sanitise it before showing it.',
    access: 'agent',
    input: agentAnnouncementReadRequestSchema,
    answer: ok(agentAnnouncementReadValueSchema),
  },
];
