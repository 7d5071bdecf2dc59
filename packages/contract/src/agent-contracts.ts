import * as z from 'zod/mini';
import { checked } from './checked.ts';
import type { ConsolidatedValue } from './wallet.ts';

/*
 * Agent pay contracts (issue 20; product §3 'Contract', §4 'Agents and contracts'; decisions 0254–0257).
 * An upline agent (or the platform, for a top agent) offers a contract of one kind to one of its
 * direct downline agents, which accepts or rejects it; either side may end it later. The four §7
 * calls are the downline's answer to an offer of their kind; the other paths are ours (decision 0254).
 * Request schemas only the server parses are in agent-contracts-requests.ts.
 */

export const contractKinds = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** Which consolidated-funds field (product §3 'Consolidated contract') speaks for each kind. */
export const consolidatedFieldOf = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realTimeSalary: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, keyof ConsolidatedValue>;

export const agentContractPaths = {
  /** Product §7: the downline answers a dividend offer, `{contractId, action, reason?}`. */
  dividend: '/wps/relay/MCS2_processDividendReq',
  /** Product §7: the same for a daily salary offer. */
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  /** Product §7: the same for an hourly salary offer. */
  hourlySalary: '/wps/relay/MCS2_processContractHourSalary',
  /** Product §7: the same for a real-time salary offer. */
  realTimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  /** ours: the agent's contracts as downline (from its upline) or as upline (to its direct downline). */
  list: '/wps/agent/contracts',
  /** ours: one contract the agent is a party to, with its history. */
  detail: '/wps/agent/contracts/detail',
  /** ours: the upline offers a contract to a direct downline agent. */
  offer: '/wps/agent/contracts/offer',
  /** ours: either party ends a contract (the upline may also withdraw an offer not yet answered). */
  terminate: '/wps/agent/contracts/terminate',
} as const satisfies Record<ContractKind, string> & Record<string, string>;

/** Product §3 periods of a dividend: daily, weekly, semi-monthly (H) and monthly. */
export const dividendPeriods = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof dividendPeriods)[number];

export const contractStates = ['offered', 'accepted', 'rejected', 'terminated'] as const;
export type ContractState = (typeof contractStates)[number];

/** Who ended a contract: one of its parties, the platform's operator, or the auto-termination rule. */
export const contractEnders = ['upline', 'downline', 'platform', 'system'] as const;
export type ContractEnder = (typeof contractEnders)[number];

/**
 * Why a contract ended (decision 0256): `terminated` by a party or the operator, `withdrawn` (an
 * offer its upline took back), `replaced` (the downline accepted a new contract of the same kind),
 * `aboveUpline` (its rate is above what the upline now holds: a lower contract was confirmed above
 * it, or the upline's own contract ended).
 */
export const contractEndReasons = ['terminated', 'withdrawn', 'replaced', 'aboveUpline'] as const;
export type ContractEndReason = (typeof contractEndReasons)[number];

export const contractEvents = ['offered', 'accepted', 'rejected', 'terminated'] as const;
export type ContractEvent = (typeof contractEvents)[number];

/** A rate in basis points: 1 is 0.01 %, 10 000 is 100 %. */
export const maxContractRate = 10_000;
/** Tiers a contract may have. */
export const maxContractTiers = 10;
/** The largest threshold of money (minor units), as any amount. */
const maxMoney = 1_000_000_000_000;

const rate = checked(z.int(), z.gte(0), z.lte(maxContractRate));
const money = checked(z.int(), z.gte(0), z.lte(maxMoney));
const members = checked(z.int(), z.gte(0), z.lte(1_000_000));

/** Dividend: a share of the team's loss over the period, from the tier its valid bet, loss and actives reach. */
export const dividendTierSchema = z.object({
  periodValidBet: money,
  /** The team's loss over the period (the platform's win), at least this. */
  periodProfitLoss: money,
  activeMembers: members,
  rate,
});
/** Daily salary: a share of the day's valid bet. */
export const dailySalaryTierSchema = z.object({ dailyBetAmount: money, activeMembers: members, rate });
/** Hourly salary: a share of the hour's valid bet. */
export const hourlySalaryTierSchema = z.object({ hourlyBetAmount: money, activeMembers: members, rate });
/** Real-time salary: on each settled bet of at least `singleBet`, a share of it by whether it won or lost. */
export const realTimeSalaryTierSchema = z.object({ singleBet: money, winRate: rate, lossRate: rate });

type Tier = Record<string, number>;

/** A tier's highest rate: what "the contract's rate" means for comparisons (decision 0255). */
export function tierRate(tier: Tier): number {
  return Math.max(tier.rate ?? 0, tier.winRate ?? 0, tier.lossRate ?? 0);
}

/**
 * Tiers go up (product §3: a higher rate for a higher valid bet or more active members): every
 * threshold at least the one before, one of them higher, and a rate at least the one before.
 */
export function tiersAscend(tiers: readonly Tier[]): boolean {
  return tiers.every((tier, index) => {
    if (index === 0) return true;
    const before = tiers[index - 1]!;
    const thresholds = Object.keys(tier).filter((key) => !/rate$/i.test(key));
    return (
      thresholds.every((key) => tier[key]! >= before[key]!) &&
      thresholds.some((key) => tier[key]! > before[key]!) &&
      Object.keys(tier)
        .filter((key) => /rate$/i.test(key))
        .every((key) => tier[key]! >= before[key]!)
    );
  });
}

/* @__NO_SIDE_EFFECTS__ */
function tiersOf<T extends z.ZodMiniObject>(tier: T) {
  return checked(
    z.array(tier),
    z.minLength(1),
    z.maxLength(maxContractTiers),
    z.refine((tiers) => tiersAscend(tiers as Tier[]), {
      message: 'tiers must rise: higher thresholds, rates not lower',
    }),
    z.refine((tiers) => (tiers as Tier[]).some((tier) => tierRate(tier) > 0), {
      message: 'a contract needs a rate above 0',
    }),
  );
}

/** A contract's terms, by kind (product §3 'Contract'); stored as written, validated by this schema. */
export const contractTermsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dividend'),
    period: z.enum(dividendPeriods),
    tiers: tiersOf(dividendTierSchema),
  }),
  z.object({ kind: z.literal('dailySalary'), tiers: tiersOf(dailySalaryTierSchema) }),
  z.object({ kind: z.literal('hourlySalary'), tiers: tiersOf(hourlySalaryTierSchema) }),
  z.object({ kind: z.literal('realTimeSalary'), tiers: tiersOf(realTimeSalaryTierSchema) }),
]);
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** The contract's rate (decision 0255): its highest tier's highest rate, in basis points. */
export function contractRate(terms: ContractTerms): number {
  return Math.max(...terms.tiers.map((tier) => tierRate(tier as Tier)));
}

/** A party to a contract; null for the platform as upline. */
export const contractPartySchema = z.object({ account: z.string(), nickname: z.string() });
export type ContractParty = z.infer<typeof contractPartySchema>;

export const agentContractSchema = z.object({
  id: z.int(),
  kind: z.enum(contractKinds),
  /** The offering agent; null when the platform offered it (to a top agent). */
  upline: z.nullable(contractPartySchema),
  downline: contractPartySchema,
  terms: contractTermsSchema,
  /** The highest rate of its tiers, in basis points. */
  rate: z.int(),
  state: z.enum(contractStates),
  /** Whether the caller is the upline (offered it) or the downline (was offered it). */
  role: z.enum(['upline', 'downline']),
  offeredAt: z.string(),
  /** When the downline accepted or rejected it. */
  answeredAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  endedBy: z.nullable(z.enum(contractEnders)),
  endReason: z.nullable(z.enum(contractEndReasons)),
  /** A party's or the operator's words when ending or rejecting, as written. */
  note: z.string(),
});
export type AgentContract = z.infer<typeof agentContractSchema>;

export const contractListValueSchema = z.object({
  list: z.array(agentContractSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  /** Offers waiting for the caller's answer, whatever the filter. */
  pendingOffers: z.int(),
});
export type ContractListValue = z.infer<typeof contractListValueSchema>;

export const contractEventSchema = z.object({
  event: z.enum(contractEvents),
  at: z.string(),
  by: z.enum(contractEnders),
  reason: z.nullable(z.enum(contractEndReasons)),
  note: z.string(),
});
export type ContractEventEntry = z.infer<typeof contractEventSchema>;

export const contractDetailValueSchema = z.object({
  contract: agentContractSchema,
  /** Oldest first. */
  history: z.array(contractEventSchema),
});
export type ContractDetailValue = z.infer<typeof contractDetailValueSchema>;
