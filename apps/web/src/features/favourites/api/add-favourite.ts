import { favouriteIdsValueSchema, type AddFavouriteRequest } from '@lobby/contract/favourites';
import { favouritesPaths } from '@lobby/contract/games';
import { apiSend } from '@/lib/api-client';

/** MCSFE_addFavoriteGameV2 (POST nodeId; vendor and gameType come along, product §7). Answers the ids. */
export function addFavourite(request: AddFavouriteRequest) {
  return apiSend('POST', favouritesPaths.add, request, favouriteIdsValueSchema);
}
