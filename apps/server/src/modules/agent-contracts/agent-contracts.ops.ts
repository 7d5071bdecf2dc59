import { randomUUID } from 'node:crypto';
import {
  contractKinds,
  contractStates,
  contractTermsSchema,
  dividendPeriods,
  type ContractKind,
  type ContractState,
  type ContractTerms,
} from '@lobby/contract/agent-contracts';
import { opsArgs } from '../../lib/ops-args';
import type { ContractWithParties } from './agent-contracts.repository';
import { ContractOperatorError, type AgentContractsService } from './agent-contracts.service';

export const contractUsage =
  'contract list [--to ACCOUNT] [--kind KIND] [--status STATE] | history ID | terminate ID [--reason TEXT] | ' +
  'offer --to ACCOUNT --kind KIND (--rate PERCENT [--period D|W|H|M] | --terms JSON) [--request-id ID]\n' +
  `      KIND: ${contractKinds.join(', ')}; the platform offers to top agents only. --rate makes one tier ` +
  'with no thresholds (a real-time salary: the same rate on won and lost bets); --terms is the full ' +
  'terms as the API takes them, e.g. \'{"tiers":[{"dailyBetAmount":0,"activeMembers":0,"rate":50}]}\' ' +
  '(rates in basis points, amounts in minor units)';

/** A mistake of the operator's: printed, exit code 1. */
export class ContractOpsError extends Error {}

const { idOf } = opsArgs((message) => new ContractOpsError(message), contractUsage);

type Options = Record<string, string | undefined>;

const usage = () => new ContractOpsError(`usage: ${contractUsage}`);

const when = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '-');

/** Basis points as a percentage: 150 → 1.5%. */
const percent = (rate: number) => `${rate / 100}%`;

function kindOf(text: string | undefined): ContractKind {
  const kind = contractKinds.find((k) => k === text);
  if (!kind) throw new ContractOpsError(`--kind must be one of ${contractKinds.join(', ')}`);
  return kind;
}

function stateOf(text: string): ContractState {
  const state = contractStates.find((s) => s === text);
  if (!state) throw new ContractOpsError(`--status must be one of ${contractStates.join(', ')}`);
  return state;
}

/** "1.5" percent → 150 basis points. */
function rateOf(text: string): number {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text))
    throw new ContractOpsError('--rate must be a percentage such as 1.5');
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function termsOf(kind: ContractKind, options: Options): ContractTerms {
  let raw: unknown;
  if (options.terms !== undefined) {
    try {
      raw = { ...(JSON.parse(options.terms) as object), kind };
    } catch {
      throw new ContractOpsError('--terms must be JSON');
    }
  } else if (options.rate !== undefined) {
    const rate = rateOf(options.rate);
    const tier = {
      dividend: { periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate },
      dailySalary: { dailyBetAmount: 0, activeMembers: 0, rate },
      hourlySalary: { hourlyBetAmount: 0, activeMembers: 0, rate },
      realTimeSalary: { singleBet: 0, winRate: rate, lossRate: rate },
    }[kind];
    const period = options.period ?? 'W';
    if (kind === 'dividend' && !(dividendPeriods as readonly string[]).includes(period)) {
      throw new ContractOpsError('--period must be D, W, H or M');
    }
    raw = { kind, tiers: [tier], ...(kind === 'dividend' ? { period } : {}) };
  } else {
    throw usage();
  }
  const parsed = contractTermsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ContractOpsError(
      `terms refused: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'terms'}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

function contractLine({ contract, upline, downline }: ContractWithParties): string {
  const ended =
    contract.state === 'terminated'
      ? `ended ${when(contract.endedAt)} by ${contract.endedBy} (${contract.endReason})`
      : contract.state === 'offered'
        ? `offered ${when(contract.offeredAt)}`
        : `${contract.state} ${when(contract.answeredAt)}`;
  return [
    `#${contract.id}`.padEnd(6),
    contract.kind.padEnd(15),
    contract.state.padEnd(10),
    `${upline?.account ?? '(platform)'} → ${downline.account}`,
    `rate ${percent(contract.rate)}`,
    ended,
    contract.note ? JSON.stringify(contract.note) : '',
  ]
    .filter(Boolean)
    .join('  ');
}

/** `npm run ops -- contract ...`: the platform's side of agent pay contracts (decision 0257). */
export async function runContractCommand(
  ctx: { agentContracts: AgentContractsService },
  [action, arg]: string[],
  options: Options,
  operator: string,
): Promise<string> {
  const ops = ctx.agentContracts.operator;
  try {
    switch (action) {
      case 'list': {
        const rows = await ops.list({
          account: options.to,
          kind: options.kind === undefined ? undefined : kindOf(options.kind),
          state: options.status === undefined ? undefined : stateOf(options.status),
        });
        return rows.length === 0 ? '(no contracts)' : rows.map(contractLine).join('\n');
      }
      case 'history': {
        const id = idOf(arg);
        const events = await ops.history(id);
        if (events.length === 0) throw new ContractOpsError(`no contract ${id}`);
        return events
          .map((e) =>
            [
              when(e.at),
              e.event.padEnd(10),
              e.by,
              e.operator ?? '',
              e.reason ?? '',
              e.note ? JSON.stringify(e.note) : '',
            ]
              .filter(Boolean)
              .join('  '),
          )
          .join('\n');
      }
      case 'terminate': {
        const contract = await ops.terminate(
          operator,
          idOf(arg),
          (options.reason ?? '').trim().slice(0, 200),
        );
        return `ended: #${contract.id} ${contract.kind} ${contract.upline?.account ?? '(platform)'} → ${contract.downline.account} (${contract.endReason})`;
      }
      case 'offer': {
        if (!options.to) throw usage();
        const kind = kindOf(options.kind);
        const terms = termsOf(kind, options);
        const contract = await ops.offer(operator, options.to, terms, options['request-id'] ?? randomUUID());
        return `offered: #${contract.id} ${contract.kind} to ${contract.downline.account}, rate ${percent(contract.rate)} (${contract.state})`;
      }
      default:
        throw usage();
    }
  } catch (error) {
    if (error instanceof ContractOperatorError) throw new ContractOpsError(error.message);
    throw error;
  }
}
