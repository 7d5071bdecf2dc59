import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  agentAnnouncementListValueSchema,
  agentAnnouncementPaths,
} from '@lobby/contract/agent-announcements';
import { apiGet } from '@/lib/api-client';
import { agentAnnouncementsQueryKey } from './announcement-keys';

/** A page of the agent's announcements, unread first, then newest. */
export function getAgentAnnouncements(pageNo: number, signal?: AbortSignal) {
  return apiGet(agentAnnouncementPaths.list, { pageNo }, agentAnnouncementListValueSchema, signal);
}

export const agentAnnouncementsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...agentAnnouncementsQueryKey, 'list', pageNo],
    queryFn: ({ signal }) => getAgentAnnouncements(pageNo, signal),
  });

/** The page stays on screen while the next one loads, so paging does not flash an empty card. */
export function useAgentAnnouncements(pageNo: number) {
  return useQuery({ ...agentAnnouncementsQueryOptions(pageNo), placeholderData: keepPreviousData });
}
