import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  agentAnnouncementPaths,
  agentAnnouncementUnreadValueSchema,
} from '@lobby/contract/agent-announcements';
import { apiGet } from '@/lib/api-client';
import { agentAnnouncementUnreadKey } from './announcement-keys';

/** How many announcements the agent has not opened: the agent menu's badge. */
export function getAgentAnnouncementUnread(signal?: AbortSignal) {
  return apiGet(agentAnnouncementPaths.unreadCount, {}, agentAnnouncementUnreadValueSchema, signal);
}

export const agentAnnouncementUnreadQueryOptions = () =>
  queryOptions({
    queryKey: agentAnnouncementUnreadKey,
    queryFn: ({ signal }) => getAgentAnnouncementUnread(signal),
    // The operator publishes now and then: a minute late is soon enough, and a new tab asks at once.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** The count, 0 until it has answered. */
export function useAgentAnnouncementUnread(): number {
  return useQuery(agentAnnouncementUnreadQueryOptions()).data?.unread ?? 0;
}
