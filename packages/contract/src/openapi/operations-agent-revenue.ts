import { agentRevenuePaths, agentRevenueValueSchema } from '../agent-revenue.ts';
import { agentRevenueQuerySchema } from '../agent-revenue-requests.ts';
import { ok, type Operation } from './types.ts';

/** The agent revenue report (decision 0269). */
export const agentRevenueOperations: Operation[] = [
  {
    id: 'agentRevenueReport',
    tag: 'agent-team',
    methods: ['GET'],
    path: agentRevenuePaths.report,
    summary:
      'A period’s deposits, withdrawals, valid bets, win/loss, bonuses, salaries, dividends and net revenue of the agent’s team, in total and per direct downline account.',
    description:
      'Read from sums the database keeps as money moves. `agent` drills into an agent of the caller’s downline (its direct downline, one level at a time); an account outside the team, or one that is no agent, is `agent_not_found` (404). A custom period needs both dates (`invalid_date_range`, 400) and at most 93 days (`date_range_too_long`, 400).',
    access: 'agent',
    input: agentRevenueQuerySchema,
    answer: ok(agentRevenueValueSchema),
  },
];
