import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@lobby/contract/languages';
import { liveChatPaths, modelListPageQuery, modelListValueSchema } from '@lobby/contract/live-chat';
import { apiGet } from '@/lib/api-client';

/**
 * CBS_modelList (product §7): the hosts, online ones first, with viewers now and their next change;
 * enough for a screen-wide strip, more a page at a time at the strip's end.
 */
export function getChatModels(language: LanguageCode, pageNo: number, signal?: AbortSignal) {
  return apiGet(liveChatPaths.modelList, modelListPageQuery(language, pageNo), modelListValueSchema, signal);
}

/*
 * One query per page rather than an infinite query: the infinite query's code would join the home
 * route's first download (the query library lives there), for a list that is one page in practice.
 */
export const chatModelsQueryOptions = (language: LanguageCode, pageNo: number) =>
  queryOptions({
    queryKey: ['live-chat', 'models', language, pageNo],
    queryFn: ({ signal }) => getChatModels(language, pageNo, signal),
    staleTime: 60_000,
    // Who is online and how many watch change by the minute while the list stays open.
    refetchInterval: 60_000,
  });

export function useChatModels(language: LanguageCode, pageNo: number) {
  return useQuery(chatModelsQueryOptions(language, pageNo));
}
