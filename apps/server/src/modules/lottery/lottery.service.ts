import { pickTextIn, textLanguage } from '@lobby/contract/languages';
import {
  maxBetsPerTicket,
  type DrawnGame,
  type GameDetailQuery,
  type GameDetailValue,
  type LotteryLaunchRequest,
  type LotteryLaunchValue,
  type MyBetsQuery,
  type MyBetsValue,
  type OpenedNumerosQuery,
  type OpenedNumerosValue,
  type OpenNumeroQuery,
  type OpenNumeroValue,
  type VnGameMenuQuery,
  type VnGameMenuValue,
  type VnRecentGamesQuery,
  type VnRecentGamesValue,
} from '@lobby/contract/lottery';
import type { LotteryType } from '@lobby/contract/lottery-menus';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError, notFound } from '../../lib/errors';
import { recordLaunch } from '../game-launch/game-launch.repository';
import type { SettingsStore } from '../system/settings.store';
import { slotAt } from './draw-calendar';
import { calendarOf, type DrawEngine } from './draw-engine';
import { houseEdgePercent, lotteryRules } from './lottery-rules';
import { lotteryViewPath } from './lottery-view-path';
import {
  findDraw,
  readDrawnGames,
  readMemberBets,
  readPastDraws,
  readRecentDraws,
  readRecentPlays,
} from './lottery.repository';
import { setSuspended, suspendedNodes } from './lottery-suspensions';
import { findGame, toBetView, toDraw, toDrawnGame } from './lottery-views';

const gameMaintenance = () => new DomainError('SERVICE_UNAVAILABLE', 'game_maintenance', 503);

/** A game as the operator's command line lists it. */
export type OperatorGame = {
  gameCode: string;
  vendorCode: string;
  lotteryType: string;
  intervalSeconds: number;
  /** disabled: the game, its vendor or its lottery type is switched off (its draws are cancelled). */
  state: 'open' | 'suspended' | 'disabled';
  suspendedSince: string | null;
  nextNumero: string;
  nextClosesAt: string;
  nextDrawAt: string;
};

/** A path on this site, never another origin (`//host`, `/\host`) or a script URL. */
const isSitePath = (url: string) => /^\/(?![/\\])[^\s]*$/.test(url);

/**
 * The lottery's reads (menus, draws, rules, the member's bets) and the lobby launch. Draw times come from
 * the calendar; asking for the open draw makes it if no scheduler has yet, so its seed hash is there
 * from the first look.
 */
export function createLotteryService(deps: {
  db: Database;
  clock: Clock;
  settings: SettingsStore;
  engine: DrawEngine;
}) {
  const { db, clock } = deps;

  function typeOf(lotteryType: string): LotteryType {
    return lotteryType as LotteryType;
  }

  return {
    async vnGameMenu(query: VnGameMenuQuery): Promise<VnGameMenuValue> {
      const now = clock.now();
      const words = textLanguage(query.language, await deps.settings.get('brand'));
      const [rows, suspended] = await Promise.all([
        readDrawnGames(db, { prizeMode: query.prizeMode, runnableOnly: true }),
        suspendedNodes(deps.settings),
      ]);
      const menus = new Map<string, VnGameMenuValue['gameMenus'][number]>();
      for (const row of rows) {
        if (suspended.has(row.game.nodeId)) continue;
        const game = toDrawnGame(row, words, now);
        if (!game) continue;
        const menu = menus.get(game.lotteryType) ?? {
          lotteryType: game.lotteryType,
          name: pickTextIn(row.typeName, words),
          games: [],
        };
        menu.games.push(game);
        menus.set(game.lotteryType, menu);
      }
      return { serverTime: new Date(now).toISOString(), gameMenus: [...menus.values()] };
    },

    async recentGames(memberId: number, query: VnRecentGamesQuery): Promise<VnRecentGamesValue> {
      const now = clock.now();
      const words = textLanguage(query.language, await deps.settings.get('brand'));
      const plays = await readRecentPlays(db, memberId, query.pageSize);
      const last = new Map<string, number>();
      for (const play of plays) {
        const at = play.at ? new Date(play.at).getTime() : 0;
        last.set(play.nodeId, Math.max(last.get(play.nodeId) ?? 0, at));
      }
      if (last.size === 0) return { games: [] };
      const [rows, suspended] = await Promise.all([
        readDrawnGames(db, { runnableOnly: true }),
        suspendedNodes(deps.settings),
      ]);
      const games = rows
        .filter((row) => last.has(row.game.nodeId) && !suspended.has(row.game.nodeId))
        .sort((a, b) => (last.get(b.game.nodeId) ?? 0) - (last.get(a.game.nodeId) ?? 0))
        .slice(0, query.pageSize)
        .map((row) => toDrawnGame(row, words, now))
        .filter((game): game is DrawnGame => game !== null);
      return { games };
    },

    async openNumero(query: OpenNumeroQuery): Promise<OpenNumeroValue> {
      const game = await findGame(db, query);
      if (!game.runnable) throw gameMaintenance();
      const now = clock.now();
      const type = typeOf(game.lotteryType);
      const draw = await deps.engine.ensureDraw(game, slotAt(calendarOf(game), now));
      if (!draw) throw gameMaintenance();
      const { rows } = await readPastDraws(db, game.game.nodeId, { offset: 0, limit: 1 });
      return {
        gameCode: game.game.gameCode,
        vassalage: game.game.vendorCode,
        lotteryType: type,
        serverTime: new Date(now).toISOString(),
        current: toDraw(draw, type, now),
        last: rows[0] ? toDraw(rows[0], type, now) : null,
      };
    },

    async openedNumeros(query: OpenedNumerosQuery): Promise<OpenedNumerosValue> {
      const game = await findGame(db, query);
      const now = clock.now();
      const type = typeOf(game.lotteryType);
      const base = { gameCode: game.game.gameCode, vassalage: game.game.vendorCode, lotteryType: type };
      if (query.numero) {
        const draw = await findDraw(db, game.game.nodeId, query.numero);
        if (!draw) throw notFound('lottery_draw_not_found');
        return { ...base, list: [toDraw(draw, type, now)], pageNo: 1, pageSize: 1, total: 1, totalPages: 1 };
      }
      const { rows, total } = await readPastDraws(db, game.game.nodeId, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        ...base,
        list: rows.map((row) => toDraw(row, type, now)),
        pageNo: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },

    async gameDetail(query: GameDetailQuery): Promise<GameDetailValue> {
      const game = await findGame(db, query);
      const [limits, brand] = await Promise.all([deps.settings.get('lottery'), deps.settings.get('brand')]);
      const drawn = toDrawnGame(game, textLanguage(query.language, brand), clock.now());
      if (!drawn) throw notFound('game_not_found');
      const rules = lotteryRules[drawn.lotteryType];
      return {
        game: drawn,
        result: rules.result,
        betTypes: rules.betTypes.map((rule) => ({
          betType: rule.betType,
          positions: rule.positions,
          pick: rule.pick,
          choices: [...rule.choices],
          oddsBy: rule.oddsBy,
          odds: Object.fromEntries(Object.entries(rule.odds).map(([key, odds]) => [key, odds / 100])),
        })),
        limits: {
          minStake: limits.minStake,
          maxStake: limits.maxStake,
          maxStakePerDraw: limits.maxStakePerDraw,
          maxPayout: limits.maxPayout,
          maxBetsPerTicket,
        },
        houseEdgePercent,
        currency: brand.currency.code,
      };
    },

    async myBets(memberId: number, query: MyBetsQuery): Promise<MyBetsValue> {
      const nodeId = query.gameCode
        ? (await findGame(db, { gameCode: query.gameCode, vassalage: query.vassalage })).game.nodeId
        : undefined;
      const { rows, total } = await readMemberBets(
        db,
        memberId,
        { nodeId, status: query.status },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      return {
        list: rows.map(toBetView),
        pageNo: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },

    /** The operator's list (`npm run ops -- lottery games`): every game with a calendar, its state. */
    async operatorGames(): Promise<OperatorGame[]> {
      const now = clock.now();
      const [rows, suspended] = await Promise.all([readDrawnGames(db), suspendedNodes(deps.settings)]);
      return rows.map((row) => {
        const slot = slotAt(calendarOf(row), now);
        const since = suspended.get(row.game.nodeId) ?? null;
        return {
          gameCode: row.game.gameCode,
          vendorCode: row.game.vendorCode,
          lotteryType: row.lotteryType,
          intervalSeconds: row.intervalSeconds,
          state: !row.runnable ? 'disabled' : since ? 'suspended' : 'open',
          suspendedSince: since,
          nextNumero: slot.numero,
          nextClosesAt: new Date(slot.closesAt).toISOString(),
          nextDrawAt: new Date(slot.drawsAt).toISOString(),
        };
      });
    },

    /** A game's last draws, newest first, the open one too (its seed stays hidden until drawn). */
    async operatorDraws(gameCode: string, limit: number) {
      const game = await findGame(db, { gameCode });
      const rows = await readRecentDraws(db, game.game.nodeId, limit);
      const now = clock.now();
      return {
        gameCode: game.game.gameCode,
        draws: rows.map((row) => ({
          numero: row.numero,
          // As the site says it: betting closed, not drawn yet.
          status: row.status === 'OPEN' && now >= row.closesAt.getTime() ? 'CLOSED' : row.status,
          drawsAt: row.drawsAt.toISOString(),
          seedHash: row.seedHash,
          seed: row.status === 'OPEN' ? null : row.seed,
          result: row.result ?? null,
        })),
      };
    },

    /**
     * Suspends (no bets, out of the menus) or resumes a game; `changed` is false when it already was.
     * Its draws go on either way: the bets already placed settle at their draw.
     */
    async setSuspended(gameCode: string, suspended: boolean) {
      const game = await findGame(db, { gameCode });
      const changed = await setSuspended(deps.settings, game.game.nodeId, suspended, new Date(clock.now()));
      return { gameCode: game.game.gameCode, suspended, changed };
    },

    /**
     * Product §7 'lobby launch': the lottery's pages are the site's own views, so a launch answers the
     * view's address and counts as playing the game (recent games); the stakes' player token is taken
     * with the first bet.
     */
    async launch(memberId: number, request: LotteryLaunchRequest): Promise<LotteryLaunchValue> {
      const params = new URLSearchParams();
      let vendorCode: string | null = null;
      if (request.lottoGameCode) {
        const game = await findGame(db, { gameCode: request.lottoGameCode });
        if (!game.runnable) throw gameMaintenance();
        vendorCode = game.game.vendorCode;
        params.set('gameCode', game.game.gameCode);
        await recordLaunch(db, memberId, game.game.id, new Date(clock.now()));
      }
      const view = request.lottoGameCode ? request.lottoView : 'lobby';
      params.set('view', view);
      if (request.lottoPrizeMode) params.set('prizeMode', request.lottoPrizeMode);
      if (request.backUrl && isSitePath(request.backUrl)) params.set('backUrl', request.backUrl);
      return {
        url: `${lotteryViewPath(vendorCode, request.lottoPrizeMode)}?${params.toString()}`,
        gameCode: request.lottoGameCode ? (params.get('gameCode') ?? null) : null,
        view,
      };
    },
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
