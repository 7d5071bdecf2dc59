import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  agentAnnouncementPaths,
  agentAnnouncementUnreadValueSchema,
} from '@lobby/contract/agent-announcements';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';
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

/** The count, 0 until it has answered; asked only while an agent is signed in (sign-out stops the polling). */
export function useAgentAnnouncementUnread(): number {
  const { token, isAgent } = useSession();
  return (
    useQuery({ ...agentAnnouncementUnreadQueryOptions(), enabled: Boolean(token) && isAgent }).data?.unread ??
    0
  );
}
