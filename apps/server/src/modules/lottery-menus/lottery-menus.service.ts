import { pickText } from '@lobby/contract/languages';
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
import { toGame } from '../games/games.service';
import { readLotteryMenuGames } from './lottery-menus.repository';

const isLotteryType = (code: string): code is LotteryType =>
  (lotteryTypes as readonly string[]).includes(code);
const isPrizeMode = (mode: string): mode is PrizeMode => (prizeModes as readonly string[]).includes(mode);

/** /lgw/games/game_menus: the catalogue's lottery games grouped by lottery type (contract lottery-menus.ts). */
export function createLotteryMenusService(db: Executor) {
  return {
    async gameMenus(query: LotteryMenusQuery): Promise<LotteryMenusValue> {
      const language = query.language.toUpperCase();
      const rows = await readLotteryMenuGames(db, { prizeMode: query.prizeMode });
      const menus = new Map<LotteryType, LotteryMenu>();
      for (const row of rows) {
        // An operator's row outside product §3's types or modes would break the answer's contract.
        if (!isLotteryType(row.lotteryType) || !isPrizeMode(row.prizeMode)) continue;
        const menu = menus.get(row.lotteryType) ?? {
          lotteryType: row.lotteryType,
          name: pickText(row.typeName, language),
          games: [],
        };
        menu.games.push({
          ...toGame(row.game, row.vendorName, language),
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
