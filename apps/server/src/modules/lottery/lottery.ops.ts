import { DomainError } from '../../lib/errors';
import { positiveInt } from '../../lib/ops-args';
import type { LotteryService } from './lottery.service';

export const lotteryUsage = 'lottery games | draws GAME [--limit N] | suspend GAME | resume GAME';

/** A mistake of the operator's (unknown game, bad limit): printed, exit code 1. */
export class LotteryOpsError extends Error {}

const time = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

/** 60 → "1 min", 3600 → "1 h", 86400 → "1 d". */
function every(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400} d`;
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/**
 * `npm run ops -- lottery ...`: the lottery's games and their state, a game's last draws with their
 * seeds (to answer a player's question about a result), and suspending a game's betting.
 */
export async function runLotteryCommand(
  ctx: { lottery: { service: LotteryService } },
  [action, gameCode]: string[],
  options: { limit?: string },
): Promise<string> {
  const lottery = ctx.lottery.service;
  const game = () => {
    if (!gameCode) throw new LotteryOpsError(`usage: ${lotteryUsage}`);
    return gameCode;
  };
  try {
    switch (action) {
      case 'games': {
        const games = await lottery.operatorGames();
        if (games.length === 0) return '(no lottery games)';
        const head = ['GAME'.padEnd(16), 'VENDOR'.padEnd(13), 'TYPE'.padEnd(5), 'EVERY'.padEnd(7)];
        return [
          [...head, 'STATE'.padEnd(10), 'NEXT DRAW'].join('  '),
          ...games.map((g) =>
            [
              g.gameCode.padEnd(16),
              g.vendorCode.padEnd(13),
              g.lotteryType.padEnd(5),
              every(g.intervalSeconds).padEnd(7),
              g.state.padEnd(10),
              g.state === 'disabled' ? '-' : `${g.nextNumero} at ${time(g.nextDrawAt)}`,
            ].join('  '),
          ),
        ].join('\n');
      }
      case 'draws': {
        const limit = options.limit === undefined ? 10 : positiveInt(options.limit, 100);
        if (limit === null) throw new LotteryOpsError('--limit is a number from 1 to 100');
        const { gameCode: code, draws } = await lottery.operatorDraws(game(), limit);
        if (draws.length === 0) return `(no draws of ${code} yet)`;
        return draws
          .map((d) =>
            [
              `${d.numero}  ${d.status.padEnd(9)}  ${time(d.drawsAt)}  result ${d.result ? d.result.join(',') : '-'}`,
              `    seed hash  ${d.seedHash}`,
              `    seed       ${d.seed ?? '(revealed with the result)'}`,
            ].join('\n'),
          )
          .join('\n');
      }
      case 'suspend': {
        const done = await lottery.setSuspended(game(), true);
        return done.changed
          ? `${done.gameCode} suspended: bets are refused; its draws go on and settle the bets already placed`
          : `${done.gameCode} was already suspended`;
      }
      case 'resume': {
        const done = await lottery.setSuspended(game(), false);
        return done.changed
          ? `${done.gameCode} resumed: betting is open`
          : `${done.gameCode} was not suspended`;
      }
      default:
        throw new LotteryOpsError(`usage: ${lotteryUsage}`);
    }
  } catch (error) {
    // An unknown game code: the service's message key says so.
    if (error instanceof DomainError) {
      throw new LotteryOpsError(
        error.message === 'game_not_found' ? `no lottery game ${gameCode ?? ''}` : error.message,
      );
    }
    throw error;
  }
}
