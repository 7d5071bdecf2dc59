import { textLanguage } from '@lobby/contract/languages';
import type { GameCategory } from '@lobby/contract/games';
import type {
  GameLaunchRequest,
  GameLaunchValue,
  RecentGameQuery,
  RecentGameValue,
} from '@lobby/contract/game-launch';
import type { Database } from '../../db/client';
import type { MemberRow } from '../accounts/members.repository';
import type { Clock } from '../../lib/clock';
import { DomainError, notFound } from '../../lib/errors';
import type { Random } from '../../lib/random';
import type { LaunchRequest } from '../game-provider/provider-sessions';
import { toGame } from '../games/games.service';
import type { SeamlessService } from '../seamless/seamless.service';
import type { SettingsStore } from '../system/settings.store';
import { findGameToLaunch, readRecentGames, recordLaunch, type GameKey } from './game-launch.repository';

type Member = Pick<MemberRow, 'id' | 'account' | 'currency'>;

/** The game provider's launch API, as the platform sees it. */
export type LaunchGame = (request: LaunchRequest) => Promise<{ url: string }>;

function keyOf(request: GameLaunchRequest): GameKey {
  if (request.nodeId) return { nodeId: request.nodeId };
  if (!request.vassalage) throw new DomainError('VALIDATION_FAILED', 'validation_failed', 400);
  const vendorCode = request.vassalage.toUpperCase();
  return request.gameCode
    ? { vendorCode, gameCode: request.gameCode }
    : { vendorCode, gameType: request.gameType };
}

/** `cdn` + path, without a doubled slash; an empty entry keeps the path on this origin. */
const onCdn = (cdn: string, path: string) => `${cdn.replace(/\/+$/, '')}${path}`;

/**
 * Game launches (product §7 GCS_gameLaunchFB, /wps/game/launchGame) and recent games (GCS_recentGame).
 * A launch issues a player token for the one game, hands it to the game provider, which answers its
 * page's address, and moves the game to the front of the member's recent games. Lottery games are
 * played in the site's own lottery views (product §4), so their launch answers that view's address
 * instead: no provider page and no token (the lottery takes one with the first bet), and no CDN.
 */
export type LotteryView = {
  opens(game: { vendorCode: string; gameType: string }): boolean;
  url(game: { vendorCode: string; gameCode: string }): Promise<string>;
};

export function createGameLaunchService(deps: {
  db: Database;
  clock: Clock;
  random: Random;
  settings: SettingsStore;
  seamless: Pick<SeamlessService, 'issueToken'>;
  launchGame: LaunchGame;
  /** Lottery games open the site's lottery views (the lottery module says which, and where). */
  lotteryView: LotteryView;
}) {
  const { db } = deps;

  async function pickCdn(): Promise<string> {
    const { launchGameCDNs } = await deps.settings.get('cdn');
    if (launchGameCDNs.length === 0) return '';
    return launchGameCDNs[deps.random.bytes(4).readUInt32BE(0) % launchGameCDNs.length] ?? '';
  }

  return {
    async launch(member: Member, request: GameLaunchRequest): Promise<GameLaunchValue> {
      const found = await findGameToLaunch(db, keyOf(request));
      if (!found) throw notFound('game_not_found');
      const { game } = found;
      if (!game.enabled || !found.vendorEnabled) {
        throw new DomainError('SERVICE_UNAVAILABLE', 'game_maintenance', 503);
      }
      const language = request.language.toUpperCase();
      const words = textLanguage(language, await deps.settings.get('brand'));
      if (deps.lotteryView.opens(game)) {
        await recordLaunch(db, member.id, game.id, new Date(deps.clock.now()));
        return {
          url: await deps.lotteryView.url(game),
          nodeId: game.nodeId,
          vassalage: game.vendorCode,
          gameCode: game.gameCode,
          gameType: game.gameType as GameCategory,
          gameName: toGame(game, found.vendorName, words.language, words.fallback).gameName,
        };
      }
      const playerToken = await deps.seamless.issueToken({
        memberId: member.id,
        vendorCode: game.vendorCode,
        gameCode: game.gameCode,
        gameType: game.gameType,
        currency: member.currency,
        language,
      });
      const { url } = await deps.launchGame({
        playerToken,
        vendorCode: game.vendorCode,
        gameCode: game.gameCode,
        gameType: game.gameType,
        account: member.account,
        currency: member.currency,
        language,
      });
      await recordLaunch(db, member.id, game.id, new Date(deps.clock.now()));
      const item = toGame(game, found.vendorName, words.language, words.fallback);
      return {
        url: onCdn(await pickCdn(), url),
        nodeId: game.nodeId,
        vassalage: game.vendorCode,
        gameCode: game.gameCode,
        gameType: game.gameType as GameCategory,
        gameName: item.gameName,
      };
    },

    async recentGames(member: Pick<Member, 'id'>, query: RecentGameQuery): Promise<RecentGameValue> {
      const words = textLanguage(query.language, await deps.settings.get('brand'));
      const hotOnly = query.gameType === 'HOT';
      const { rows, total } = await readRecentGames(
        db,
        member.id,
        { gameType: hotOnly ? undefined : query.gameType, hotOnly },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      return {
        games: rows.map((row) => toGame(row.game, row.vendorName, words.language, words.fallback)),
        pageNo: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },
  };
}

export type GameLaunchService = ReturnType<typeof createGameLaunchService>;
