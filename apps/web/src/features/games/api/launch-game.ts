import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameLaunchPaths, gameLaunchValueSchema } from '@lobby/contract/game-launch';
import type { GameCategory } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiSend } from '@/lib/api-client';
import { memberQueryKey } from '@/lib/session';

/** A game by its node id, or a vendor entered directly by its code (and category, when it has several). */
export type LaunchParams = {
  nodeId?: string;
  vassalage?: string;
  gameCode?: string;
  gameType?: GameCategory;
  language: LanguageCode;
  merchant?: string;
};

/**
 * GCS_gameLaunchFB (product §7): answers the address the game runs at, on a launch CDN the server
 * picked (product §9). Needs a real account; the server also records the game as recently played.
 */
export function launchGame(params: LaunchParams) {
  return apiSend(
    'POST',
    gameLaunchPaths.launchFB,
    { ...params, platform: 'html5-desktop', clientType: 3 },
    gameLaunchValueSchema,
  );
}

/*
 * A query rather than a mutation so a second mount of the same view (React's development
 * double effects, a quick back and forth) shares one launch. Each launch issues a fresh game
 * token, so nothing is kept once the view is gone, and nothing is retried or refetched by itself.
 */
export const launchGameQueryOptions = (params: LaunchParams) =>
  queryOptions({
    queryKey: [...memberQueryKey, 'launch', params],
    queryFn: () => launchGame(params),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useLaunchGame(params: LaunchParams) {
  return useQuery(launchGameQueryOptions(params));
}
