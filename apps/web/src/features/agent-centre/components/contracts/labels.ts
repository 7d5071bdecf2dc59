import type {
  ContractEndReason,
  ContractEnder,
  ContractEvent,
  ContractState,
  DividendPeriod,
} from '@lobby/contract/agent-contracts';
import type { PayoutBasis, PayoutState } from '@lobby/contract/agent-payouts';
import type { TierField } from './offer-tiers';

/* The words of each value the contract calls may answer; keys stay literal so the locale test finds them. */

export const stateLabel: Record<ContractState, string> = {
  offered: 'agentContracts.state.offered',
  accepted: 'agentContracts.state.accepted',
  rejected: 'agentContracts.state.rejected',
  terminated: 'agentContracts.state.terminated',
};

export const eventLabel: Record<ContractEvent, string> = {
  offered: 'agentContracts.event.offered',
  accepted: 'agentContracts.event.accepted',
  rejected: 'agentContracts.event.rejected',
  terminated: 'agentContracts.event.terminated',
};

export const byLabel: Record<ContractEnder, string> = {
  upline: 'agentContracts.by.upline',
  downline: 'agentContracts.by.downline',
  platform: 'agentContracts.by.platform',
  system: 'agentContracts.by.system',
};

export const endReasonLabel: Record<ContractEndReason, string> = {
  terminated: 'agentContracts.endReason.terminated',
  withdrawn: 'agentContracts.endReason.withdrawn',
  replaced: 'agentContracts.endReason.replaced',
  aboveUpline: 'agentContracts.endReason.aboveUpline',
};

export const periodLabel: Record<DividendPeriod, string> = {
  D: 'agentContracts.period.D',
  W: 'agentContracts.period.W',
  H: 'agentContracts.period.H',
  M: 'agentContracts.period.M',
};

export const fieldLabel: Record<TierField, string> = {
  periodValidBet: 'agentContracts.field.periodValidBet',
  periodProfitLoss: 'agentContracts.field.periodProfitLoss',
  activeMembers: 'agentContracts.field.activeMembers',
  rate: 'agentContracts.field.rate',
  dailyBetAmount: 'agentContracts.field.dailyBetAmount',
  hourlyBetAmount: 'agentContracts.field.hourlyBetAmount',
  singleBet: 'agentContracts.field.singleBet',
  winRate: 'agentContracts.field.winRate',
  lossRate: 'agentContracts.field.lossRate',
};

export const basisLabel: Record<keyof PayoutBasis, string> = {
  validBet: 'agentContracts.basis.validBet',
  profitLoss: 'agentContracts.basis.profitLoss',
  activeMembers: 'agentContracts.basis.activeMembers',
  qualifyingBets: 'agentContracts.basis.qualifyingBets',
  wonStake: 'agentContracts.basis.wonStake',
  lostStake: 'agentContracts.basis.lostStake',
};

export const payoutStateLabel: Record<PayoutState, string> = {
  paid: 'agentContracts.payoutState.paid',
  owed: 'agentContracts.payoutState.owed',
};

export const problemLabel = {
  notRising: 'agentContracts.problem.notRising',
  noRate: 'agentContracts.problem.noRate',
} as const;
