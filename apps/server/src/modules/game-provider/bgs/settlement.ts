import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { DomainError } from '../../../lib/errors';
import type { ProviderSession } from '../provider-session';
import { ProviderWalletError, roundClosed, type ProviderWallet } from '../provider-wallet';
import { updateRound, type BgsRoundRow, type SeedPairRow } from './bgs.repository';
import { betDetail } from './round-views';

export const sessionExpired = () => new DomainError('UNAUTHORIZED', 'game_session_expired', 401);
export const roundFailed = () => new DomainError('SERVICE_UNAVAILABLE', 'game_round_failed', 503);

/** The wallet's refusal in the site's words. */
export function refusal(error: unknown): DomainError {
  if (!(error instanceof ProviderWalletError)) return roundFailed();
  if (error.reason === 'INSUFFICIENT_FUNDS')
    return new DomainError('BAD_REQUEST', 'insufficient_balance', 400);
  if (error.reason === 'INVALID_TOKEN') return sessionExpired();
  return roundFailed();
}

/** Refusals after which nothing moved and nothing will: the round is over before it began. */
const final = (error: unknown) =>
  error instanceof ProviderWalletError &&
  (error.reason === 'INSUFFICIENT_FUNDS' || error.reason === 'INVALID_TOKEN');

/** What the platform's betting record keeps of a round (bets.fairness). */
export const fairnessOf = (round: BgsRoundRow, pair: Pick<SeedPairRow, 'serverSeedHash'>) => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: round.clientSeed,
  nonce: round.nonce,
});

/**
 * A round's money through the provider's seamless wallet. Wallet request ids derive from the round id
 * (`<round>:bet`, `:win`, `:rollback`), so every step can be repeated safely: the wallet answers a
 * repeat with its first answer. Each step records how far the round got (bgs_rounds.status).
 */
export function createSettlement(deps: { db: Database; clock: Clock; wallet: ProviderWallet }) {
  const { db, wallet } = deps;
  const betRequestId = (round: BgsRoundRow) => `${round.roundId}:bet`;

  /** Takes the stake. A refusal marks the round refused (or rolled back) and is thrown. */
  async function bet(
    session: ProviderSession,
    round: BgsRoundRow,
    pair: SeedPairRow,
    next: 'open' | 'settling',
  ): Promise<number> {
    try {
      const { balance } = await wallet.bet(session, {
        requestId: betRequestId(round),
        roundId: round.roundId,
        amount: round.stake,
        detail: { game: round.gameCode, ...round.params },
        fairness: fairnessOf(round, pair),
      });
      await updateRound(db, round.roundId, { status: next });
      return balance;
    } catch (error) {
      if (final(error)) await updateRound(db, round.roundId, { status: 'refused' });
      // Unknown outcome (a failed call, a refusal for another reason): make sure no stake stays taken.
      else await rollBack(session, round);
      throw refusal(error);
    }
  }

  /** Pays the round's payout (0 for a loss) and closes it; answers the balance after. */
  async function win(session: ProviderSession, round: BgsRoundRow, pair: SeedPairRow): Promise<number> {
    const { balance } = await wallet.win(session, {
      requestId: `${round.roundId}:win`,
      roundId: round.roundId,
      amount: round.payout,
      closeRound: true,
      detail: betDetail(round),
      fairness: fairnessOf(round, pair),
    });
    await updateRound(db, round.roundId, { status: 'settled', settledAt: new Date(deps.clock.now()) });
    return balance;
  }

  /**
   * Returns the stake. When even that fails the round keeps its status, and the provider's round
   * recovery (round-recovery.ts, once the round is a minute old), the player's next state call or the
   * repeat of the request tries again.
   */
  async function rollBack(session: ProviderSession, round: BgsRoundRow): Promise<boolean> {
    try {
      await wallet.rollback(session, {
        requestId: `${round.roundId}:rollback`,
        roundId: round.roundId,
        betRequestId: betRequestId(round),
      });
      await updateRound(db, round.roundId, { status: 'rolled_back', settledAt: new Date(deps.clock.now()) });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Finishes a round that its own request left half-way; the one rule of the player's sweep and of the
   * provider's round recovery. A `pending` round (the stake's fate unknown) is rolled back, which also
   * bars a late bet. A `settling` round (the outcome decided, the stake taken) is paid its win, 0 for a
   * loss, until the wallet acknowledges it; only a wallet that closed the round already (a rollback got
   * there first: a repeated win is answered with its first answer) makes it a rollback. Throws when the
   * wallet did not acknowledge either, for the next try.
   */
  async function finish(
    session: ProviderSession,
    round: BgsRoundRow,
    pair: SeedPairRow,
  ): Promise<'settled' | 'rolled_back'> {
    if (round.status === 'pending') {
      if (await rollBack(session, round)) return 'rolled_back';
      throw new Error(`round ${round.roundId}: rollback not acknowledged`);
    }
    try {
      await win(session, round, pair);
      return 'settled';
    } catch (error) {
      if (roundClosed(error) && (await rollBack(session, round))) return 'rolled_back';
      throw error;
    }
  }

  async function balance(session: ProviderSession): Promise<number> {
    try {
      return (await wallet.balance(session)).balance;
    } catch (error) {
      throw refusal(error);
    }
  }

  return { bet, win, rollBack, finish, balance };
}

export type Settlement = ReturnType<typeof createSettlement>;
