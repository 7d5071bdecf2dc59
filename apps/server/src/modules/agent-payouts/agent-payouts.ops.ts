import { payoutStates, type PayoutState } from '@lobby/contract/agent-payouts';
import type { AgentPayoutsService } from './agent-payouts.service';

export const payoutUsage =
  'payout run [--at ISO] | list [--agent ACCOUNT] [--state paid|owed]\n' +
  '      run: pays every contract period that ended by --at (default now) and settles owed payouts; ' +
  'list: the newest 50 payouts, an agent’s (either side) or all';

/** A mistake of the operator's: printed, exit code 1. */
export class PayoutOpsError extends Error {}

const when = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '-');

function stateOf(text: string): PayoutState {
  const state = payoutStates.find((s) => s === text);
  if (!state) throw new PayoutOpsError(`--state must be one of ${payoutStates.join(', ')}`);
  return state;
}

/** `npm run ops -- payout ...`: run a payout pass now, or see what was paid and owed (decision 0264). */
export async function runPayoutCommand(
  ctx: { agentPayouts: AgentPayoutsService },
  [action]: string[],
  options: Record<string, string | undefined>,
): Promise<string> {
  switch (action) {
    case 'run': {
      let at: Date | undefined;
      if (options.at !== undefined) {
        at = new Date(options.at);
        if (Number.isNaN(at.getTime())) throw new PayoutOpsError('--at must be an ISO instant');
      }
      const report = await ctx.agentPayouts.run(at);
      return `payouts: ${report.paid} paid, ${report.owed} owed, ${report.zero} with nothing due, ${report.settledOwed} owed before now paid`;
    }
    case 'list': {
      const rows = await ctx.agentPayouts.operatorList({
        account: options.agent,
        state: options.state === undefined ? undefined : stateOf(options.state),
      });
      if (rows === null) throw new PayoutOpsError(`no account ${options.agent}`);
      if (rows.length === 0) return '(no payouts)';
      return rows
        .map(({ payout, upline, downline }) =>
          [
            `#${payout.id}`.padEnd(7),
            `contract #${payout.contractId}`,
            payout.kind.padEnd(15),
            `${upline?.account ?? '(platform)'} → ${downline.account}`,
            `${when(payout.periodStart)} – ${when(payout.periodEnd)}`,
            `tier ${payout.tier ?? '-'}`,
            `${payout.amount}`,
            payout.state,
          ].join('  '),
        )
        .join('\n');
    }
    default:
      throw new PayoutOpsError(`usage: ${payoutUsage}`);
  }
}
