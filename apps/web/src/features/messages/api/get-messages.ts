import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inboxListValueSchema, inboxPaths, inboxPageSize } from '@lobby/contract/inbox';
import { apiGet } from '@/lib/api-client';
import { inboxQueryKey } from '@/lib/inbox-cache';

/** CSP_getMessageList: a page of the member's platform messages, newest first. */
export function getMessages(pageNo: number, signal?: AbortSignal) {
  return apiGet(inboxPaths.list, { pageNo, pageSize: inboxPageSize.default }, inboxListValueSchema, signal);
}

export const messagesQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...inboxQueryKey, 'list', pageNo],
    queryFn: ({ signal }) => getMessages(pageNo, signal),
  });

/** The page stays on screen while the next one loads, so paging does not flash an empty card. */
export function useMessages(pageNo: number) {
  return useQuery({ ...messagesQueryOptions(pageNo), placeholderData: keepPreviousData });
}
