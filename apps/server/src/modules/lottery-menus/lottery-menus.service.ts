import { pickTextIn, textLanguage } from '@lobby/contract/languages';
import {
  lotteryTypes,
  prizeModes,
  type LotteryMenu,
  type LotteryMenusQuery,
  type LotteryMenusValue,
  type LotteryType,
  type PrizeMode,
} from '@lobby/contract/lottery-menus';
import type { Executor } from '../../db/client';
import type { SettingsStore } from '../system/settings.store';
import { toGame } from '../games/games.service';
import { readLotteryMenuGames } from './lottery-menus.repository';

const isLotteryType = (code: string): code is LotteryType =>
  (lotteryTypes as readonly string[]).includes(code);
const isPrizeMode = (mode: string): mode is PrizeMode => (prizeModes as readonly string[]).includes(mode);

/** /lgw/games/game_menus: the catalogue's lottery games grouped by lottery type (contract lottery-menus.ts). */
export function createLotteryMenusService(db: Executor, settings: SettingsStore) {
  return {
    async gameMenus(query: LotteryMenusQuery): Promise<LotteryMenusValue> {
      const words = textLanguage(query.language, await settings.get('brand'));
      const rows = await readLotteryMenuGames(db, { prizeMode: query.prizeMode });
      const menus = new Map<LotteryType, LotteryMenu>();
      for (const row of rows) {
        // An operator's row outside product §3's types or modes would break the answer's contract.
        if (!isLotteryType(row.lotteryType) || !isPrizeMode(row.prizeMode)) continue;
        const menu = menus.get(row.lotteryType) ?? {
          lotteryType: row.lotteryType,
          name: pickTextIn(row.typeName, words),
          games: [],
        };
        menu.games.push({
          ...toGame(row.game, row.vendorName, words.language, words.fallback),
          lotteryType: row.lotteryType,
          prizeMode: row.prizeMode,
        });
        menus.set(row.lotteryType, menu);
      }
      return { gameMenus: [...menus.values()] };
    },
  };
}

export type LotteryMenusService = ReturnType<typeof createLotteryMenusService>;
