import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@lobby/contract/languages';
import { launchChatValueSchema, liveChatPaths } from '@lobby/contract/live-chat';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

export type LaunchChatParams = { modelId: string; language: LanguageCode };

/**
 * CBS_launchChat (product §7, reads chatUrl): the chat page of one host with a chat token for this
 * member. Real accounts only, like a game launch.
 */
export function launchChat(params: LaunchChatParams) {
  return apiSend(
    'POST',
    liveChatPaths.launchChat,
    { ...params, platform: 'html5-desktop' },
    launchChatValueSchema,
  );
}

/*
 * A query for the same reasons as the game launch (features/games/api/launch-game.ts): a second
 * mount shares one launch, each launch issues a fresh token, nothing is kept or retried.
 */
export const launchChatQueryOptions = (params: LaunchChatParams) =>
  queryOptions({
    queryKey: [...memberQueryKey, 'launch-chat', params],
    queryFn: () => launchChat(params),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useLaunchChat(params: LaunchChatParams) {
  return useQuery(launchChatQueryOptions(params));
}

/**
 * The address the frame opens: `chatUrl` with the site's language, which the chat page shows itself
 * in (the answer names the page and the token, not the language).
 */
export function chatFrameUrl(chatUrl: string, language: LanguageCode): string {
  const url = new URL(chatUrl, window.location.origin);
  url.searchParams.set('lang', language);
  // Same origin: kept relative, as the server answered it.
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}
