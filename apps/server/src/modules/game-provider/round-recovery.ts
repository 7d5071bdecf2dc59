import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findPair, stuckRounds, type BgsRoundRow } from './bgs/bgs.repository';
import { createSettlement } from './bgs/settlement';
import { emulatorRollback, emulatorWin, inHouseVendor } from './emulator.service';
import {
  findProviderSession,
  newestProviderSession,
  stuckProviderRounds,
  updateProviderRound,
  type ProviderRoundRow,
  type ProviderSessionRow,
  type RoundCursor,
} from './game-provider.repository';
import { providerSessionOf } from './provider-sessions';
import { roundClosed, type ProviderWallet } from './provider-wallet';

/**
 * A round younger than this is left to its own request, which may still be retrying (the seamless
 * client asks up to 3 times) or waiting for the wallet's answer.
 */
export const recoveryGraceMs = 60_000;
/** Rounds one sweep takes on, per kind of round (in-house, emulator). */
export const recoveryBatch = 50;

export type RecoveryReport = { settled: number; rolledBack: number; failed: number };
type Finished = 'settled' | 'rolled_back';

/**
 * The provider's round recovery: finishes rounds whose stake may have been taken but whose closing
 * call (the win, or the rollback) never got an answer, because the wallet call failed or the process
 * stopped half-way. It repeats the round's own wallet request ids (`<round>:win`, `:rollback`), so a
 * call that did get through is answered again and moves nothing (see docs/decisions.md, Games):
 *
 * - an in-house round `pending` or `settling`: by the rule the player's own sweep follows too
 *   (`settlement.finish`): paid its decided win until the wallet acknowledges it, or rolled back when
 *   its stake's fate is unknown;
 * - an emulator round `BET_SENT` or `FAILED` (the bet's fate unknown, or its rollback not confirmed):
 *   rolled back; a wallet that answers the round is closed got the win already, which is then repeated
 *   to record the round settled.
 *
 * Never touched: open mines rounds (the player is still playing and may come back: closing them means
 * a choice the player has not made), refused rounds (nothing moved) and finished ones.
 *
 * Win and rollback do not check the player token's expiry on the platform side, so a round is finished
 * however long ago its session was used. Sessions are known here by the hash of their token (the token
 * itself is never stored), so `wallet` must look the player token up by `session.token` as a hash.
 */
export function createRoundRecovery(deps: {
  db: Database;
  clock: Clock;
  wallet: ProviderWallet;
  /** Rounds a sweep takes on per kind; tests make it small. */
  batch?: number;
  log?: {
    warn(object: object, message: string): void;
    info?(object: object, message: string): void;
  };
}) {
  const { db, clock, wallet } = deps;
  const batch = deps.batch ?? recoveryBatch;
  const settlement = createSettlement({ db, clock, wallet });
  // Each kind walks its stuck rounds in pages, continuing where the last sweep stopped, so a few rounds
  // the wallet keeps refusing cannot take every sweep's batch and starve the rest.
  const cursors: { bgs: RoundCursor | null; emulator: RoundCursor | null } = { bgs: null, emulator: null };

  // The recovery's wallet looks the player token up by the session's token hash.
  const sessionOf = (row: ProviderSessionRow) => providerSessionOf(row.tokenHash, row);

  /**
   * In-house rounds do not keep their session: any session of the player with the vendor names the
   * same member to the wallet, which is all a win or rollback needs.
   */
  async function finishBgs(round: BgsRoundRow): Promise<Finished> {
    const row = await newestProviderSession(db, round.account, inHouseVendor);
    if (!row) throw new Error(`no ${inHouseVendor} session for ${round.account}`);
    const pair = await findPair(db, round.seedPairId);
    if (!pair) throw new Error(`round ${round.roundId} has no seed pair`);
    return settlement.finish(sessionOf(row), round, pair);
  }

  async function finishEmulator(round: ProviderRoundRow): Promise<Finished> {
    const row = await findProviderSession(db, round.sessionHash);
    if (!row) throw new Error(`round ${round.roundId} has no session`);
    const session = sessionOf(row);
    const { roundId } = round;
    try {
      await wallet.rollback(session, emulatorRollback(roundId));
      await updateProviderRound(db, roundId, { status: 'ROLLED_BACK' });
      return 'rolled_back';
    } catch (error) {
      if (!roundClosed(error)) throw error;
    }
    // The round's one bet was taken and not returned, yet the round is closed: the win got through and
    // only its answer was lost. Its repeat answers the balance the spin would have shown.
    const { balance } = await wallet.win(session, emulatorWin(round));
    await updateProviderRound(db, roundId, { status: 'SETTLED', result: { ...round.result, balance } });
    return 'settled';
  }

  async function attempt(
    report: RecoveryReport,
    round: { roundId: string },
    finish: () => Promise<Finished>,
  ) {
    try {
      if ((await finish()) === 'settled') report.settled++;
      else report.rolledBack++;
    } catch (error) {
      // One round's failure does not stop the others; it is tried again by the next sweep.
      report.failed++;
      deps.log?.warn({ err: error, roundId: round.roundId }, 'round recovery: round left for the next sweep');
    }
  }

  const nextCursor = (rows: { createdAt: Date; roundId: string }[]): RoundCursor | null => {
    const last = rows.at(-1);
    return rows.length === batch && last ? { createdAt: last.createdAt, roundId: last.roundId } : null;
  };

  /** One pass: at most a batch of each kind of round, older than the grace period. */
  async function sweep(): Promise<RecoveryReport> {
    const before = new Date(clock.now() - recoveryGraceMs);
    const report: RecoveryReport = { settled: 0, rolledBack: 0, failed: 0 };
    const bgs = await stuckRounds(db, before, cursors.bgs, batch);
    cursors.bgs = nextCursor(bgs);
    for (const round of bgs) await attempt(report, round, () => finishBgs(round));
    const emulated = await stuckProviderRounds(db, before, cursors.emulator, batch);
    cursors.emulator = nextCursor(emulated);
    for (const round of emulated) await attempt(report, round, () => finishEmulator(round));
    return report;
  }

  return {
    sweep,
  };
}

export type RoundRecovery = ReturnType<typeof createRoundRecovery>;
