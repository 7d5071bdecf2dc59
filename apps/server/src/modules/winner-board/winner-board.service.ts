import { gameCategories, type GameCategory } from '@lobby/contract/games';
import { pickTextIn, textLanguage } from '@lobby/contract/languages';
import type { WinnerBoardQuery, WinnerBoardValue } from '@lobby/contract/winner-board';
import type { Executor } from '../../db/client';
import type { SettingsStore } from '../system/settings.store';
import { maskAccount } from './mask-account';
import { readRecentWins } from './winner-board.repository';

const isCategory = (value: string): value is GameCategory =>
  (gameCategories as readonly string[]).includes(value);

/**
 * ODSFE2_getWinnerBoard: the newest real wins, a live ticker rather than a hall of fame, so that what
 * the board shows is what just happened. Nothing is made up: with no win yet the list is empty.
 */
export function createWinnerBoardService(db: Executor, settings: SettingsStore) {
  return {
    async winnerBoard(query: WinnerBoardQuery): Promise<WinnerBoardValue> {
      const words = textLanguage(query.language, await settings.get('brand'));
      const category = query.gameCategory === 'ALL' ? undefined : query.gameCategory;
      const rows = await readRecentWins(db, category, query.limitNum);
      return {
        list: rows.flatMap((row) => {
          if (!isCategory(row.gameType) || !row.settledAt) return [];
          return [
            {
              vo: {
                name: maskAccount(row.account),
                game: row.name ? pickTextIn(row.name, words) : row.gameCode,
                gameType: row.gameType,
                vassalage: row.vendorCode,
                gameCode: row.gameCode,
                nodeId: row.playable ? row.nodeId : null,
                currency: row.currency,
                betAmount: row.stake,
                payout: row.payout,
                winAmount: row.payout - row.stake,
                winTime: row.settledAt.toISOString(),
              },
            },
          ];
        }),
      };
    },
  };
}

export type WinnerBoardService = ReturnType<typeof createWinnerBoardService>;
