import { queryOptions, useQuery } from '@tanstack/react-query';
import { roomListValueSchema } from '@lobby/contract/game-rooms';
import { roomListPath } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import { apiGet } from '@/lib/api-client';

export type RoomListParams = { language: LanguageCode; vassalage?: string };

/** GLS2_roomList (product §7): card-room (PVP) games with their rooms and how many play them now. */
export function getRoomList(params: RoomListParams, signal?: AbortSignal) {
  return apiGet(
    roomListPath,
    { language: params.language, vassalage: params.vassalage, platform: 'html5-desktop' },
    roomListValueSchema,
    signal,
  );
}

export const roomListQueryOptions = (params: RoomListParams) =>
  queryOptions({
    queryKey: ['games', 'rooms', params],
    queryFn: ({ signal }) => getRoomList(params, signal),
    staleTime: 60_000,
  });

export function useRoomList(params: RoomListParams, enabled = true) {
  return useQuery({ ...roomListQueryOptions(params), enabled });
}
