import { favouriteIdsValueSchema, type RemoveFavouriteRequest } from '@lobby/contract/favourites';
import { favouritesPaths } from '@lobby/contract/games';
import { apiSend } from '@/lib/api-client';

/** MCSFE_removeFavoriteGameV2 (DELETE nodeId, product §7). Answers the ids left. */
export function removeFavourite(request: RemoveFavouriteRequest) {
  return apiSend('DELETE', favouritesPaths.remove, request, favouriteIdsValueSchema);
}
