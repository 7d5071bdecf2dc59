import type {
  BgsGame,
  BgsRoundRecord,
  DiceOutcome,
  MinesOutcome,
  MinesRoundView,
  RoundFairness,
  SlotOutcome,
} from '@lobby/contract/bgs';
import type { SeamlessDetail } from '@lobby/contract/seamless';
import type { MinesState } from '../../../db/schema';
import type { BgsRoundRow, SeedPairRow } from './bgs.repository';
import { minesMultiplier, safeTiles } from './mines-engine';
import { payoutOf } from './payout';
import { maxPayout } from './stake-rules';

/*
 * A round's params and outcome, read as its game wrote them (db/schema's BgsPlay). Drizzle types each
 * column on its own, so the game column alone does not narrow them; a key only that game's shape has
 * lets the compiler follow. A row failing either check is corrupt, never a player's doing.
 */
const malformed = (round: BgsRoundRow, game: BgsGame) =>
  new Error(`round ${round.roundId} (${round.gameCode}) is not a well-formed ${game} round`);

export function slotOutcome(round: BgsRoundRow): SlotOutcome {
  const { outcome } = round;
  if (round.gameCode === 'slot' && 'window' in outcome) return outcome;
  throw malformed(round, 'slot');
}

export function diceOutcome(round: BgsRoundRow): DiceOutcome {
  const { outcome } = round;
  if (round.gameCode === 'dice' && 'roll' in outcome) return outcome;
  throw malformed(round, 'dice');
}

export function minesStateOf(round: BgsRoundRow): MinesState {
  const { outcome } = round;
  if (round.gameCode === 'mines' && 'revealed' in outcome) return outcome;
  throw malformed(round, 'mines');
}

/** The number of mines the player chose. */
export function minesOf(round: BgsRoundRow): number {
  const { params } = round;
  if (round.gameCode === 'mines' && 'mines' in params) return params.mines;
  throw malformed(round, 'mines');
}

/** Safe tiles revealed: a busted round's last tile was the mine. */
export const safeRevealed = (state: MinesState) =>
  state.result === 'busted' ? state.revealed.length - 1 : state.revealed.length;

/** What cashing out after `safe` tiles pays: stake × multiplier, never above the cap. */
export const minesPayout = (stake: number, mines: number, safe: number) =>
  Math.min(payoutOf(stake, minesMultiplier(mines, safe)), maxPayout);

/** What the platform's betting record shows of a finished round (bets.detail). */
export function betDetail(round: BgsRoundRow): SeamlessDetail {
  switch (round.gameCode) {
    case 'mines':
      return { game: 'mines', mines: minesOf(round), ...minesStateOf(round) };
    case 'slot': {
      const outcome = slotOutcome(round);
      return {
        game: 'slot',
        stops: outcome.stops,
        window: outcome.window,
        lines: outcome.lineWins.map((win) => `${win.line + 1}:${win.symbol}x${win.count}=${win.multiplier}`),
        scatter: outcome.scatterWin ? outcome.scatterWin.count : 0,
        lineBetMultiplier: outcome.lineBetMultiplier,
      };
    }
    case 'dice':
      return { game: 'dice', ...diceOutcome(round) };
  }
}

export function roundFairness(round: BgsRoundRow, pair: SeedPairRow): RoundFairness {
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    serverSeed: pair.revealedAt ? pair.serverSeed : null,
  };
}

export function minesOutcome(round: BgsRoundRow): MinesOutcome {
  const state = minesStateOf(round);
  const mines = minesOf(round);
  return {
    mines,
    revealed: state.revealed,
    mineTiles: state.result === 'open' ? null : state.mineTiles,
    multiplier: state.result === 'busted' ? 0 : minesMultiplier(mines, safeRevealed(state)),
  };
}

export function minesView(
  round: BgsRoundRow,
  pair: SeedPairRow,
  lastTile: MinesRoundView['lastTile'] = null,
): MinesRoundView {
  const state = minesStateOf(round);
  const mines = minesOf(round);
  const safe = safeRevealed(state);
  const open = state.result === 'open';
  const outcome = minesOutcome(round);
  return {
    roundId: round.roundId,
    status: state.result,
    stake: round.stake,
    mines,
    revealed: state.revealed,
    multiplier: outcome.multiplier,
    nextMultiplier: open && safe < safeTiles(mines) ? minesMultiplier(mines, safe + 1) : null,
    payout: open ? (safe > 0 ? minesPayout(round.stake, mines, safe) : 0) : round.payout,
    mineTiles: outcome.mineTiles,
    lastTile,
    fairness: roundFairness(round, pair),
  };
}

const recordStatus = {
  pending: 'pending',
  settling: 'pending',
  open: 'open',
  settled: 'settled',
  rolled_back: 'rolled_back',
  // Refused rounds are not listed (nothing moved); should one get here it reads as returned.
  refused: 'rolled_back',
} as const;

export function roundRecord(round: BgsRoundRow, pair: SeedPairRow): BgsRoundRecord {
  const common = {
    roundId: round.roundId,
    stake: round.stake,
    payout: round.payout,
    status: recordStatus[round.status],
    createdAt: round.createdAt.toISOString(),
    fairness: roundFairness(round, pair),
  };
  switch (round.gameCode) {
    case 'slot':
      return { game: 'slot', ...common, outcome: slotOutcome(round) };
    case 'dice':
      return { game: 'dice', ...common, outcome: diceOutcome(round) };
    case 'mines':
      return { game: 'mines', ...common, outcome: minesOutcome(round) };
  }
}
