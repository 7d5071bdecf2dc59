import type { DiceRollRequest, DiceRollValue, SlotSpinRequest, SlotSpinValue } from '@lobby/contract/bgs';
import { DomainError } from '../../../lib/errors';
import type { ProviderSession } from '../provider-session';
import type { BgsRoundRow, SeedPairRow } from './bgs.repository';
import { dicePayout, diceMultiplier, isValidDiceBet, playDice } from './dice-engine';
import { FairStream } from './fair-stream';
import { payoutOf } from './payout';
import { diceOutcome, roundFairness, slotOutcome } from './round-views';
import type { RoundStarter } from './round-starter';
import { refusal, roundFailed, type Settlement } from './settlement';
import { slotConfig } from './slot-config';
import { playSlot } from './slot-engine';
import { checkStake, maxPayout } from './stake-rules';

const lines = slotConfig.lines.length;

/**
 * The games settled in one request, slot and dice: bet and win (0 for a loss) closing the round. When
 * the win cannot be paid, the bet is rolled back: the player never saw the outcome. A repeat of the
 * request takes the round on from where it stopped, or answers it again.
 */
export function createInstantGames(deps: { begin: RoundStarter; settlement: Settlement }) {
  const { settlement } = deps;

  async function settle(session: ProviderSession, round: BgsRoundRow, pair: SeedPairRow): Promise<number> {
    if (round.status === 'rolled_back') throw roundFailed();
    if (round.status === 'settled') return settlement.balance(session);
    if (round.status === 'pending' || round.status === 'refused') {
      await settlement.bet(session, round, pair, 'settling');
    }
    try {
      return await settlement.win(session, round, pair);
    } catch (error) {
      await settlement.rollBack(session, round);
      throw refusal(error);
    }
  }

  return {
    async spin(session: ProviderSession, request: SlotSpinRequest): Promise<SlotSpinValue> {
      checkStake('slot', request.stake);
      const lineBet = request.stake / lines;
      const { round, pair } = await deps.begin(
        session,
        'slot',
        { requestId: request.requestId, stake: request.stake, params: {} },
        (pair) => {
          const outcome = playSlot(new FairStream(pair), slotConfig);
          return { outcome, payout: lineBet * outcome.lineBetMultiplier };
        },
      );
      const balance = await settle(session, round, pair);
      return {
        roundId: round.roundId,
        stake: round.stake,
        lineBet,
        payout: round.payout,
        balance,
        outcome: slotOutcome(round),
        fairness: roundFairness(round, pair),
      };
    },

    async roll(session: ProviderSession, request: DiceRollRequest): Promise<DiceRollValue> {
      checkStake('dice', request.stake);
      const { direction, target, stake } = request;
      if (!isValidDiceBet(direction, target))
        throw new DomainError('BAD_REQUEST', 'dice_target_invalid', 400);
      // Refused up front rather than capped, so every accepted bet returns exactly what it says.
      if (payoutOf(stake, diceMultiplier(direction, target)) > maxPayout) {
        throw new DomainError('BAD_REQUEST', 'max_payout_exceeded', 400);
      }
      const { round, pair } = await deps.begin(
        session,
        'dice',
        { requestId: request.requestId, stake, params: { direction, target } },
        (pair) => {
          const outcome = playDice(new FairStream(pair), direction, target);
          return { outcome, payout: dicePayout(outcome, stake) };
        },
      );
      const balance = await settle(session, round, pair);
      return {
        roundId: round.roundId,
        stake: round.stake,
        payout: round.payout,
        balance,
        outcome: diceOutcome(round),
        fairness: roundFairness(round, pair),
      };
    },
  };
}

export type InstantGames = ReturnType<typeof createInstantGames>;
