import type {
  BgsSlotSymbol,
  DiceDirection,
  DiceOutcome,
  LineWin,
  SlotOutcome,
  SlotRules,
} from '@lobby/contract/bgs';
import { FairStream, type FairInput } from './fair-stream';

/*
 * The BGS games' outcomes recomputed in the browser from seeds and nonce, following the provider's
 * published algorithms (docs/games/*.md), so a player need not trust the server's verify call.
 */

/** The dice and mines figures the games document; the game's own rules replace them when known. */
export const documentedDice = { outcomes: 10_000, rtpBasisPoints: 9_900 };
export const documentedMines = { tiles: 25 };

/** How many of the rolls win a bet ('under' wins below the target, 'over' above it). */
export function winningRolls(direction: DiceDirection, target: number, outcomes = documentedDice.outcomes) {
  return direction === 'under' ? target : outcomes - 1 - target;
}

/** The multiplier in ten-thousandths: the return to player over the chance, cut to 4 decimals. */
export function diceMultiplier(winning: number, rtpBasisPoints = documentedDice.rtpBasisPoints): number {
  return winning > 0 ? Math.floor((rtpBasisPoints * 10_000) / winning) : 0;
}

export async function recomputeDice(
  input: FairInput,
  bet?: { direction: DiceDirection; target: number },
  rules = documentedDice,
): Promise<{ roll: number; outcome: DiceOutcome | null }> {
  const roll = await new FairStream(input).nextInt(rules.outcomes);
  if (!bet) return { roll, outcome: null };
  const winning = winningRolls(bet.direction, bet.target, rules.outcomes);
  return {
    roll,
    outcome: {
      roll,
      direction: bet.direction,
      target: bet.target,
      won: bet.direction === 'under' ? roll < bet.target : roll > bet.target,
      multiplier: diceMultiplier(winning, rules.rtpBasisPoints),
      winChance: winning,
    },
  };
}

/** Fisher–Yates over the tiles, drawing only as far as the mines go; the mines sorted. */
export async function recomputeMines(input: FairInput, mines: number, tiles = documentedMines.tiles) {
  const stream = new FairStream(input);
  const order = Array.from({ length: tiles }, (_, i) => i);
  for (let i = 0; i < mines; i++) {
    const j = i + (await stream.nextInt(tiles - i));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order.slice(0, mines).sort((a, b) => a - b);
}

type SlotPays = Pick<SlotRules, 'wild' | 'scatter' | 'paytable'>;

/** The best win of one line of symbols, left to right; wilds substitute, the scatter breaks a line. */
export function lineWinOf(rules: SlotPays, symbols: readonly BgsSlotSymbol[]) {
  const { wild, scatter, paytable } = rules;
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === wild) wildRun++;
  const wildPay = wildRun > 0 ? (paytable[wild]?.[wildRun] ?? 0) : 0;
  let best: { symbol: BgsSlotSymbol; count: number; multiplier: number } | null =
    wildPay > 0 ? { symbol: wild, count: wildRun, multiplier: wildPay } : null;
  const lead = symbols[wildRun];
  if (lead !== undefined && lead !== scatter) {
    let count = wildRun + 1;
    while (count < symbols.length && (symbols[count] === lead || symbols[count] === wild)) count++;
    const pay = paytable[lead]?.[count] ?? 0;
    if (pay > 0 && (best === null || pay >= best.multiplier)) best = { symbol: lead, count, multiplier: pay };
  }
  return best;
}

/** The window and wins of a set of stops: window[reel][row], rows top to bottom, strips wrapping. */
export function evaluateSlot(rules: SlotRules, stops: readonly number[]): SlotOutcome {
  const window = rules.reels.map((strip, reel) =>
    Array.from({ length: rules.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const lineWins: LineWin[] = [];
  let lineTotal = 0;
  rules.lines.forEach((rows, line) => {
    const win = lineWinOf(
      rules,
      rows.map((row, reel) => window[reel]![row]!),
    );
    if (!win) return;
    lineTotal += win.multiplier;
    lineWins.push({ line, ...win, cells: rows.slice(0, win.count).map((row, reel) => [reel, row]) });
  });
  const scatterCells: Array<[number, number]> = [];
  window.forEach((column, reel) =>
    column.forEach((symbol, row) => {
      if (symbol === rules.scatter) scatterCells.push([reel, row]);
    }),
  );
  const scatterMultiplier = rules.scatterPays[scatterCells.length] ?? 0;
  return {
    stops: [...stops],
    window,
    lineWins,
    scatterWin:
      scatterMultiplier > 0
        ? {
            symbol: rules.scatter,
            count: scatterCells.length,
            multiplier: scatterMultiplier,
            cells: scatterCells,
          }
        : null,
    lineBetMultiplier: lineTotal + scatterMultiplier * rules.lines.length,
  };
}

/** One fair integer per reel (reels 1 to 5), then the window's wins. */
export async function recomputeSlot(input: FairInput, rules: SlotRules): Promise<SlotOutcome> {
  const stream = new FairStream(input);
  const stops: number[] = [];
  for (const strip of rules.reels) stops.push(await stream.nextInt(strip.length));
  return evaluateSlot(rules, stops);
}
