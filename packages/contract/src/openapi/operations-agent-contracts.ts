import {
  agentContractPaths,
  agentContractSchema,
  contractDetailValueSchema,
  contractListValueSchema,
  type ContractKind,
} from '../agent-contracts.ts';
import {
  answerContractRequestSchema,
  contractDetailQuerySchema,
  contractListQuerySchema,
  offerContractRequestSchema,
  terminateContractRequestSchema,
} from '../agent-contracts-requests.ts';
import { agentPayoutPaths, payoutListQuerySchema, payoutListValueSchema } from '../agent-payouts.ts';
import { ok, type Operation } from './types.ts';

const kindNames: Record<ContractKind, { id: string; words: string }> = {
  dividend: { id: 'processDividendReq', words: 'dividend' },
  dailySalary: { id: 'processDailySalContract', words: 'daily salary' },
  hourlySalary: { id: 'processContractHourSalary', words: 'hourly salary' },
  realTimeSalary: { id: 'processRealTimeSalaryContract', words: 'real-time salary' },
};

const answerOperation = (kind: ContractKind): Operation => ({
  id: kindNames[kind].id,
  tag: 'agent-team',
  methods: ['POST'],
  path: agentContractPaths[kind],
  summary: `The offered downline agent accepts or rejects a ${kindNames[kind].words} contract offer.`,
  description:
    'Accepting ends the contract of this kind the agent held before (`replaced`) and, in the same transaction, every contract the agent gave its own downline at a higher rate (`aboveUpline`, down the tree; both parties get an inbox message). Parallel answers to one offer: one wins, the others get `contract_not_offered` (409). Refusals: `contract_not_found` (404: not an offer to the caller, or of another kind), `contract_not_offered` (409).',
  access: 'agent',
  input: answerContractRequestSchema,
  answer: ok(agentContractSchema),
});

/** Agent pay contracts (decisions 0254–0257): the four §7 answers and the agent centre's own calls. */
export const agentContractOperations: Operation[] = [
  answerOperation('dividend'),
  answerOperation('dailySalary'),
  answerOperation('hourlySalary'),
  answerOperation('realTimeSalary'),
  {
    id: 'agentContracts',
    tag: 'agent-team',
    methods: ['GET'],
    path: agentContractPaths.list,
    summary:
      'The agent’s contracts as downline (offered to it by its upline) or as upline (given to its direct downline), newest first, paged.',
    description: '`pendingOffers` counts the offers waiting for the agent’s answer, whatever the filter.',
    access: 'agent',
    input: contractListQuerySchema,
    answer: ok(contractListValueSchema),
  },
  {
    id: 'agentContractDetail',
    tag: 'agent-team',
    methods: ['GET'],
    path: agentContractPaths.detail,
    summary:
      'One contract the agent is a party to, with its history; any other is `contract_not_found` (404).',
    access: 'agent',
    input: contractDetailQuerySchema,
    answer: ok(contractDetailValueSchema),
  },
  {
    id: 'offerAgentContract',
    tag: 'agent-team',
    methods: ['POST'],
    path: agentContractPaths.offer,
    summary: 'The agent offers a contract to one of its direct downline agents.',
    description:
      'Idempotent by `requestId`. Refusals: `contract_not_direct_downline` (403), `contract_kind_not_run` (400: the brand does not run the kind), `contract_not_held` (403: the agent holds no contract of the kind), `contract_rate_above_own` (400: a rate above the agent’s own), `contract_offer_pending` (409: an offer of the kind already waits for that agent).',
    access: 'agent',
    input: offerContractRequestSchema,
    answer: ok(agentContractSchema),
  },
  {
    id: 'terminateAgentContract',
    tag: 'agent-team',
    methods: ['POST'],
    path: agentContractPaths.terminate,
    summary: 'Either party ends a contract in force; the upline may also withdraw an unanswered offer.',
    description:
      'The downline’s own contracts of the kind end with it (`aboveUpline`), down the tree. Refusals: `contract_not_found` (404), `contract_not_in_force` (409).',
    access: 'agent',
    input: terminateContractRequestSchema,
    answer: ok(agentContractSchema),
  },
  {
    id: 'agentContractPayouts',
    tag: 'agent-team',
    methods: ['GET'],
    path: agentPayoutPaths.list,
    summary:
      'What the agent’s contracts of one kind paid, one row per period, newest first: as downline what it received, as upline what it paid its direct downline.',
    description:
      'Each period is paid once at its end (decisions 0261–0264): `owed` when the upline’s wallet could not fund it (paid later, oldest first). `totals` are over every payout the filter matches. `from`/`to` are brand days of the period’s start; a range ending before it starts is `invalid_date_range` (400).',
    access: 'agent',
    input: payoutListQuerySchema,
    answer: ok(payoutListValueSchema),
  },
];
