import type { BgsGame, BgsSlotSymbol, DiceDirection, DiceOutcome } from '@lobby/contract/bgs';
import { DomainError } from '../../../lib/errors';
import { FairStream, type FairInput } from './fair-stream';
import type { KeyedHmac } from './hmac-sha256';
import { isValidDiceBet, playDice, rollDice } from './dice-engine';
import { isValidMineCount, minePositions } from './mines-engine';
import { slotConfig } from './slot-config';
import { playSlot, type SlotOutcome } from './slot-engine';

export type VerifyParams = { mines?: number; direction?: DiceDirection; target?: number };

export type Verified =
  | { game: 'slot'; outcome: SlotOutcome<BgsSlotSymbol> }
  | { game: 'dice'; roll: number; outcome: DiceOutcome | null }
  | { game: 'mines'; mines: number; mineTiles: number[] };

/**
 * Recomputes what a round of `game` drew for a seed pair and nonce: the same functions the games play
 * with, so the verify page, the round check and the tests all go through here. Parameters the game
 * needs that are out of range are refused with the message the game itself answers.
 */
export function verify(
  game: BgsGame,
  input: FairInput,
  params: VerifyParams = {},
  hmac?: KeyedHmac,
): Verified {
  const stream = new FairStream(input, hmac);
  switch (game) {
    case 'slot':
      return { game, outcome: playSlot(stream, slotConfig) };
    case 'dice': {
      const { direction, target } = params;
      if (direction === undefined || target === undefined)
        return { game, roll: rollDice(stream), outcome: null };
      if (!isValidDiceBet(direction, target))
        throw new DomainError('BAD_REQUEST', 'dice_target_invalid', 400);
      const outcome = playDice(stream, direction, target);
      return { game, roll: outcome.roll, outcome };
    }
    case 'mines': {
      const mines = params.mines;
      if (mines === undefined || !isValidMineCount(mines))
        throw new DomainError('BAD_REQUEST', 'mines_count_invalid', 400);
      return { game, mines, mineTiles: minePositions(stream, mines) };
    }
  }
}
