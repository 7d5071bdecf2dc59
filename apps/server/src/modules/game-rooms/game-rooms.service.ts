import { textLanguage } from '@lobby/contract/languages';
import type { RoomListQuery, RoomListValue } from '@lobby/contract/game-rooms';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import type { SettingsStore } from '../system/settings.store';
import { toGame } from '../games/games.service';
import { readPvpGames, readRecentPlayers, readVendorEnabled } from './game-rooms.repository';

const MINUTE = 60_000;

/**
 * GLS2_roomList (docs: contract game-rooms.ts). Rooms are the operator's tiers (setting `gameRooms`);
 * players come from settled rounds in the bets table. Bets do not record a room, so players are
 * counted per game, not per room.
 */
export function createGameRoomsService(deps: { db: Executor; settings: SettingsStore; clock: Clock }) {
  const { db, settings, clock } = deps;
  return {
    async roomList(query: RoomListQuery): Promise<RoomListValue> {
      if (query.vassalage) {
        const [vendor] = await readVendorEnabled(db, query.vassalage);
        if (!vendor?.enabled) throw new DomainError('NOT_FOUND', 'vendor_not_found', 404);
      }
      const [config, brand] = await Promise.all([settings.get('gameRooms'), settings.get('brand')]);
      const words = textLanguage(query.language, brand);
      const since = new Date(clock.now() - config.playersWindowMinutes * MINUTE);
      const [rows, recent] = await Promise.all([
        readPvpGames(db, { vendorCode: query.vassalage, gameCode: query.gameCode }),
        readRecentPlayers(db, since),
      ]);
      const players = new Map(recent.map((r) => [`${r.vendorCode}\u0000${r.gameCode}`, r.players]));
      return {
        currency: brand.currency.code,
        playersWindowMinutes: config.playersWindowMinutes,
        list: rows.map(({ game, vendorName }) => ({
          ...toGame(game, vendorName, words.language, words.fallback),
          players: players.get(`${game.vendorCode}\u0000${game.gameCode}`) ?? 0,
          rooms: config.tiers.map((tier) => ({ roomId: `${game.nodeId}:${tier.level}`, ...tier })),
        })),
      };
    },
  };
}

export type GameRoomsService = ReturnType<typeof createGameRoomsService>;
