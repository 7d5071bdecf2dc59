import type { MinesRevealRequest, MinesStartRequest, MinesValue } from '@lobby/contract/bgs';
import type { Database } from '../../../db/client';
import type { MinesState } from '../../../db/schema';
import { DomainError } from '../../../lib/errors';
import type { ProviderSession } from '../provider-session';
import { findPair, lockLiveRound, updateRound, type BgsRoundRow, type SeedPairRow } from './bgs.repository';
import { FairStream } from './fair-stream';
import { minePositions, minesMultiplier, safeTiles } from './mines-engine';
import { payoutOf } from './payout';
import { minesOf, minesPayout, minesStateOf, minesView } from './round-views';
import type { RoundStarter } from './round-starter';
import { roundFailed, type Settlement } from './settlement';
import { checkStake, maxPayout } from './stake-rules';

const notOpen = () => new DomainError('CONFLICT', 'game_round_not_open', 409);

/**
 * Mines, a round over several requests: the stake is taken at the start, tiles are revealed one by
 * one, and the round ends on a mine (win 0), on cashing out, when no safe tile is left, or when the
 * payout reaches the cap. One live round per player: starting another while one is open is refused,
 * and the state call shows the open round after a reload. The mines are recomputed from the seed
 * pair on each reveal and written down only when the round ends.
 */
export function createMinesGame(deps: { db: Database; begin: RoundStarter; settlement: Settlement }) {
  const { db, settlement } = deps;

  const minesFor = (round: BgsRoundRow, pair: SeedPairRow) =>
    minePositions(
      new FairStream({ serverSeed: pair.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }),
      minesOf(round),
    );

  /** Pays an ended round; when the wallet cannot be reached the sweep pays it later. */
  async function close(session: ProviderSession, round: BgsRoundRow, pair: SeedPairRow): Promise<number> {
    try {
      return await settlement.win(session, round, pair);
    } catch {
      if (round.payout > 0) throw roundFailed();
      return settlement.balance(session);
    }
  }

  /** Changes the live round under its row lock; `change` answers the new state, or throws. */
  async function step(
    session: ProviderSession,
    change: (round: BgsRoundRow, pair: SeedPairRow) => { state: MinesState; payout: number },
  ) {
    return db.transaction(async (tx) => {
      const round = await lockLiveRound(tx, session.account, 'mines');
      if (!round || round.status !== 'open') throw notOpen();
      const pair = await findPair(tx, round.seedPairId);
      if (!pair) throw new Error(`round ${round.roundId} has no seed pair`);
      const { state, payout } = change(round, pair);
      const status = state.result === 'open' ? 'open' : 'settling';
      await updateRound(tx, round.roundId, { outcome: state, payout, status });
      return { round: { ...round, outcome: state, payout, status } satisfies BgsRoundRow, pair };
    });
  }

  return {
    async start(session: ProviderSession, request: MinesStartRequest): Promise<MinesValue> {
      checkStake('mines', request.stake);
      const initial: MinesState = { revealed: [], result: 'open', mineTiles: null };
      const { round, pair } = await deps.begin(
        session,
        'mines',
        { requestId: request.requestId, stake: request.stake, params: { mines: request.mines } },
        () => ({ outcome: initial, payout: 0 }),
      );
      if (round.status === 'rolled_back') throw roundFailed();
      const balance =
        round.status === 'pending' || round.status === 'refused'
          ? await settlement.bet(session, round, pair, 'open')
          : await settlement.balance(session);
      return { round: minesView(round, pair), balance };
    },

    async reveal(session: ProviderSession, request: MinesRevealRequest): Promise<MinesValue> {
      const { tile } = request;
      const { round, pair } = await step(session, (live, livePair) => {
        const state = minesStateOf(live);
        if (state.revealed.includes(tile)) throw new DomainError('CONFLICT', 'tile_already_revealed', 409);
        const mineTiles = minesFor(live, livePair);
        const revealed = [...state.revealed, tile];
        if (mineTiles.includes(tile)) return { state: { revealed, result: 'busted', mineTiles }, payout: 0 };
        const mines = minesOf(live);
        const full = payoutOf(live.stake, minesMultiplier(mines, revealed.length));
        // The last safe tile, or the cap reached: nothing more to win, so the round cashes out.
        if (revealed.length === safeTiles(mines) || full >= maxPayout) {
          return { state: { revealed, result: 'cashed', mineTiles }, payout: Math.min(full, maxPayout) };
        }
        return { state: { revealed, result: 'open', mineTiles: null }, payout: 0 };
      });
      const state = minesStateOf(round);
      const balance =
        state.result === 'open' ? await settlement.balance(session) : await close(session, round, pair);
      return { round: minesView(round, pair, { tile, mine: state.result === 'busted' }), balance };
    },

    async cashout(session: ProviderSession): Promise<MinesValue> {
      const { round, pair } = await step(session, (live, livePair) => {
        const state = minesStateOf(live);
        if (state.revealed.length === 0) throw new DomainError('BAD_REQUEST', 'nothing_to_cash_out', 400);
        return {
          state: { ...state, result: 'cashed', mineTiles: minesFor(live, livePair) },
          payout: minesPayout(live.stake, minesOf(live), state.revealed.length),
        };
      });
      const balance = await close(session, round, pair);
      return { round: minesView(round, pair), balance };
    },
  };
}

export type MinesGame = ReturnType<typeof createMinesGame>;
