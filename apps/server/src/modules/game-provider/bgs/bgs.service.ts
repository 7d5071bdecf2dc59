import { isDeepStrictEqual } from 'node:util';
import {
  bgsGames,
  type BgsGame,
  type BgsRoundsRequest,
  type BgsRoundsValue,
  type BgsRules,
  type BgsStateValue,
  type DiceRollRequest,
  type MinesRevealRequest,
  type MinesStartRequest,
  type RotateSeedsRequest,
  type SlotSpinRequest,
  type VerifyRequest,
  type VerifyRoundValue,
  type VerifyValue,
} from '@lobby/contract/bgs';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { DomainError } from '../../../lib/errors';
import type { Random } from '../../../lib/random';
import type { ProviderSession, ProviderSessions } from '../provider-session';
import type { ProviderWallet } from '../provider-wallet';
import {
  findLiveRound,
  findPair,
  findPairs,
  findRound,
  listRounds,
  unfinishedRounds,
  type BgsRoundRow,
  type SeedPairRow,
} from './bgs.repository';
import { diceMaxWinning, diceMinWinning, diceOutcomes, diceRtpBasisPoints, dicePayout } from './dice-engine';
import { createInstantGames } from './instant-games';
import { createMinesGame } from './mines.service';
import {
  maxMines,
  minesMultiplier,
  minesRtpBasisPoints,
  minesTiles,
  minMines,
  safeTiles,
} from './mines-engine';
import { createRoundStarter } from './round-starter';
import { minesOf, minesOutcome, minesPayout, minesStateOf, minesView, roundRecord } from './round-views';
import { serverSeedHash as hashOf } from './seeds';
import { createSeedPairs, viewOf } from './seed-pairs';
import { createSettlement, sessionExpired } from './settlement';
import { slotConfig } from './slot-config';
import { rowsShown } from './slot-engine';
import { exactReturn, toNumber } from './slot-rtp';
import { currencyDecimals, maxPayout, stakeRulesFor } from './stake-rules';
import { verify } from './verify';

export const bgsVendor = 'BGS';

/** A round left pending or settling this long is taken over by the sweep (its request has given up). */
const staleAfterMs = 30_000;

const isBgsGame = (code: string): code is BgsGame => (bgsGames as readonly string[]).includes(code);
const gameNotFound = () => new DomainError('NOT_FOUND', 'game_not_found', 404);

/** The rules each game's screen draws, and its documented return (docs/games/*.md). */
const slotReturn = Math.round(toNumber(exactReturn(slotConfig).total) * 1_000_000) / 10_000;
const rules: Record<BgsGame, { rules: BgsRules; rtp: number }> = {
  slot: {
    rtp: slotReturn,
    rules: {
      game: 'slot',
      rows: rowsShown,
      reels: slotConfig.reels.map((strip) => [...strip]),
      lines: slotConfig.lines.map((rows) => [...rows]),
      paytable: Object.fromEntries(slotConfig.symbols.map((s) => [s, [...slotConfig.pays[s]]])) as Extract<
        BgsRules,
        { game: 'slot' }
      >['paytable'],
      wild: slotConfig.wild,
      scatter: slotConfig.scatter,
      scatterPays: [...slotConfig.scatterPays],
    },
  },
  dice: {
    rtp: diceRtpBasisPoints / 100,
    rules: {
      game: 'dice',
      outcomes: diceOutcomes,
      minWinChance: diceMinWinning,
      maxWinChance: diceMaxWinning,
      rtpBasisPoints: diceRtpBasisPoints,
    },
  },
  mines: {
    rtp: minesRtpBasisPoints / 100,
    rules: {
      game: 'mines',
      tiles: minesTiles,
      minMines,
      maxMines,
      rtpBasisPoints: minesRtpBasisPoints,
      multipliers: Array.from({ length: maxMines }, (_, i) =>
        Array.from({ length: safeTiles(i + 1) }, (_, k) => minesMultiplier(i + 1, k + 1)),
      ),
    },
  },
};

/**
 * The in-house provider's games (BGS Originals), provably fair, settled through the provider's
 * seamless wallet. Every call but the public verification names the launch's provider token.
 */
export function createBgsGames(deps: {
  db: Database;
  clock: Clock;
  random: Random;
  sessions: ProviderSessions;
  wallet: ProviderWallet;
}) {
  const { db, clock } = deps;
  const seeds = createSeedPairs(deps);
  const settlement = createSettlement(deps);
  const begin = createRoundStarter({ ...deps, seeds, settlement });
  const instant = createInstantGames({ begin, settlement });
  const mines = createMinesGame({ db, begin, settlement });

  /** The launch behind a token; `game` when the call belongs to one game. */
  async function session(token: string, game?: BgsGame): Promise<ProviderSession & { gameCode: BgsGame }> {
    const found = await deps.sessions.resolve(token);
    if (!found) throw sessionExpired();
    const { gameCode } = found;
    if (found.vendorCode !== bgsVendor || !isBgsGame(gameCode)) throw gameNotFound();
    if (game && gameCode !== game) throw gameNotFound();
    return { ...found, gameCode };
  }

  const pairOf = async (round: BgsRoundRow): Promise<SeedPairRow> => {
    const pair = await findPair(db, round.seedPairId);
    if (!pair) throw new Error(`round ${round.roundId} has no seed pair`);
    return pair;
  };

  /**
   * Finishes what the player's earlier requests left, by the provider's one rule (`settlement.finish`,
   * as the round recovery): a mines round that ended but whose win did not reach the wallet at once
   * (its request is over), other rounds once their request has given up. Failures wait for the next
   * sweep.
   */
  async function sweep(player: ProviderSession) {
    const now = clock.now();
    for (const round of await unfinishedRounds(db, player.account)) {
      const ended = round.status === 'settling' && round.gameCode === 'mines';
      if (!ended && now - round.createdAt.getTime() < staleAfterMs) continue;
      try {
        await settlement.finish(player, round, await pairOf(round));
      } catch {
        // Left for the next sweep: the player's answer does not depend on it.
      }
    }
  }

  async function state(token: string): Promise<BgsStateValue> {
    const player = await session(token);
    await sweep(player);
    const [balance, pair, live] = await Promise.all([
      settlement.balance(player),
      seeds.active(player.account),
      player.gameCode === 'mines' ? findLiveRound(db, player.account, 'mines') : null,
    ]);
    const game = rules[player.gameCode];
    return {
      game: player.gameCode,
      account: player.account,
      currency: player.currency,
      language: player.language,
      decimals: currencyDecimals(player.currency),
      balance,
      stake: stakeRulesFor(player.gameCode),
      maxPayout,
      rtp: game.rtp,
      rules: game.rules,
      seeds: viewOf(pair),
      openRound: live?.status === 'open' ? minesView(live, await pairOf(live)) : null,
    };
  }

  async function rounds(request: BgsRoundsRequest): Promise<BgsRoundsValue> {
    const player = await session(request.token);
    const { rows, total } = await listRounds(db, player.account, request.game, {
      offset: (request.pageNo - 1) * request.pageSize,
      limit: request.pageSize,
    });
    const pairs = new Map(
      (await findPairs(db, [...new Set(rows.map((r) => r.seedPairId))])).map((p) => [p.id, p]),
    );
    return {
      list: rows.map((row) => roundRecord(row, pairs.get(row.seedPairId)!)),
      pageNo: request.pageNo,
      pageSize: request.pageSize,
      total,
    };
  }

  function verifyOutcome(request: VerifyRequest): VerifyValue {
    const { game, serverSeed, clientSeed, nonce } = request;
    const result = verify(game, { serverSeed, clientSeed, nonce }, request);
    const serverSeedHash = hashOf(serverSeed);
    return { ...result, serverSeedHash } as VerifyValue;
  }

  /** Recomputes a recorded round from its revealed seed: its outcome and what it paid. */
  async function verifyRound(roundId: string): Promise<VerifyRoundValue> {
    const round = await findRound(db, roundId);
    if (!round || round.status === 'refused') throw new DomainError('NOT_FOUND', 'round_not_found', 404);
    const pair = await pairOf(round);
    const record = roundRecord(round, pair);
    const revealed = pair.revealedAt !== null;
    const base = {
      roundId,
      game: record.game,
      fairness: record.fairness,
      revealed,
      recorded: record.outcome,
    };
    // A mines round that never ended (its stake was returned before play) has no result to check.
    const unplayed = round.gameCode === 'mines' && minesStateOf(round).result === 'open';
    if (!revealed || unplayed || round.status === 'pending' || round.status === 'open') {
      return { ...base, matches: null, recomputed: null };
    }
    const input = { serverSeed: pair.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce };
    const paid = round.status === 'settled' || round.status === 'settling';
    switch (record.game) {
      case 'slot': {
        const again = verify('slot', input);
        if (again.game !== 'slot') throw new Error('unreachable');
        const payout = (round.stake / slotConfig.lines.length) * again.outcome.lineBetMultiplier;
        const matches =
          isDeepStrictEqual(again.outcome, record.outcome) && (!paid || payout === round.payout);
        return { ...base, matches, recomputed: again.outcome };
      }
      case 'dice': {
        const bet = record.outcome;
        const again = verify('dice', input, { direction: bet.direction, target: bet.target });
        if (again.game !== 'dice' || !again.outcome) throw new Error('unreachable');
        const payout = dicePayout(again.outcome, round.stake);
        const matches = isDeepStrictEqual(again.outcome, bet) && (!paid || payout === round.payout);
        return { ...base, matches, recomputed: again.outcome };
      }
      case 'mines': {
        const count = minesOf(round);
        const again = verify('mines', input, { mines: count });
        if (again.game !== 'mines') throw new Error('unreachable');
        const { revealed } = minesStateOf(round);
        const hit = revealed.findIndex((tile) => again.mineTiles.includes(tile));
        // Only the last tile may be a mine; the payout follows from the safe tiles before it.
        const busted = hit !== -1;
        const safe = busted ? hit : revealed.length;
        const payout = busted ? 0 : minesPayout(round.stake, count, safe);
        const recomputed = {
          mines: count,
          revealed,
          mineTiles: again.mineTiles,
          multiplier: busted ? 0 : minesMultiplier(count, safe),
        };
        const matches =
          (!busted || hit === revealed.length - 1) &&
          isDeepStrictEqual(recomputed, minesOutcome(round)) &&
          (!paid || payout === round.payout);
        return { ...base, matches, recomputed };
      }
    }
  }

  return {
    state,
    rounds,
    verify: verifyOutcome,
    verifyRound,
    async spin(request: SlotSpinRequest) {
      return instant.spin(await session(request.token, 'slot'), request);
    },
    async roll(request: DiceRollRequest) {
      return instant.roll(await session(request.token, 'dice'), request);
    },
    async minesStart(request: MinesStartRequest) {
      const player = await session(request.token, 'mines');
      await sweep(player);
      return mines.start(player, request);
    },
    async minesReveal(request: MinesRevealRequest) {
      return mines.reveal(await session(request.token, 'mines'), request);
    },
    async minesCashout(token: string) {
      return mines.cashout(await session(token, 'mines'));
    },
    async setClientSeed(token: string, clientSeed: unknown) {
      const player = await session(token);
      return { seeds: await seeds.setClientSeed(player.account, clientSeed) };
    },
    async rotateSeeds(request: RotateSeedsRequest) {
      const player = await session(request.token);
      return seeds.rotate(player.account, request.clientSeed);
    },
  };
}

export type BgsGames = ReturnType<typeof createBgsGames>;
