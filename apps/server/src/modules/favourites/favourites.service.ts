import type { SettingsStore } from '../system/settings.store';
import { textLanguage } from '@lobby/contract/languages';
import {
  maxFavourites,
  type AddFavouriteRequest,
  type FavouriteIdsValue,
  type FavouriteListQuery,
  type FavouriteListValue,
  type RemoveFavouriteRequest,
} from '@lobby/contract/favourites';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import { toGame } from '../games/games.service';
import {
  countFavourites,
  deleteFavourite,
  findGame,
  insertFavourite,
  isFavourite,
  lockMember,
  readFavouriteGames,
  readFavouriteIds,
} from './favourites.repository';

/** Product §4 'Favourites'. Every call acts on the session's member only; none takes a member id. */
export function createFavouritesService(deps: { db: Database; clock: Clock; settings: SettingsStore }) {
  const { db, clock, settings } = deps;

  async function ids(memberId: number): Promise<FavouriteIdsValue> {
    return (await readFavouriteIds(db, memberId)).map((row) => row.nodeId);
  }

  return {
    ids,

    async list(memberId: number, query: FavouriteListQuery): Promise<FavouriteListValue> {
      const words = textLanguage(query.language, await settings.get('brand'));
      const hotOnly = query.gameType === 'HOT';
      const { rows, total } = await readFavouriteGames(
        db,
        memberId,
        { gameType: hotOnly ? undefined : query.gameType, hotOnly },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      return {
        content: rows.map((row) => toGame(row.game, row.vendorName, words.language, words.fallback)),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        total,
      };
    },

    /**
     * Adding a favourite twice changes nothing (the site adds optimistically and may repeat). A game
     * that cannot be played (unknown, or it or its vendor disabled) is refused alike.
     */
    async add(memberId: number, request: AddFavouriteRequest): Promise<FavouriteIdsValue> {
      const game = await findGame(db, request.nodeId);
      if (!game?.enabled || !game.vendorEnabled) throw new DomainError('NOT_FOUND', 'game_not_found', 404);
      await db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        if (await isFavourite(tx, memberId, game.id)) return;
        // Hidden favourites (of disabled games) count too: they are stored and come back.
        if ((await countFavourites(tx, memberId)) >= maxFavourites) {
          throw new DomainError('BAD_REQUEST', 'favourites_limit_reached', 400);
        }
        await insertFavourite(tx, memberId, game.id, new Date(clock.now()));
      });
      return ids(memberId);
    },

    /** Removing what is not a favourite (or not a game at all) is no error: the outcome is the same. */
    async remove(memberId: number, request: RemoveFavouriteRequest): Promise<FavouriteIdsValue> {
      const game = await findGame(db, request.nodeId);
      if (game) await deleteFavourite(db, memberId, game.id);
      return ids(memberId);
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
