import type { ContractKind } from '@lobby/contract/agent-contracts';
import {
  agentPayoutLedgerKinds,
  type AgentPayout,
  type PayoutListQuery,
  type PayoutListValue,
} from '@lobby/contract/agent-payouts';
import type { SystemMessageTemplate } from '@lobby/contract/inbox';
import type { Database, Executor, Tx } from '../../db/client';
import { brandDayOf, dayRange } from '../../lib/brand-days';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import { findMemberByAccount, findMemberById, type MemberRow } from '../accounts/members.repository';
import { requireAgent } from '../accounts/require-agent';
import type { Ledger } from '../ledger/ledger';
import { amountText } from '../payments/payment-notices';
import type { SettingsStore } from '../system/settings.store';
import {
  countOnContract,
  insertPayout,
  lockOwed,
  markPayout,
  oldestOwed,
  operatorPayouts,
  owesEarlier,
  payableContracts,
  payoutTotals,
  readPayouts,
  realTimeGroups,
  teamFigures,
  writtenPeriods,
  type PayableContract,
  type PayoutRow,
  type PayoutWithParties,
} from './agent-payouts.repository';
import { lookbackMs, periodsEnded, type Period } from './payout-periods';
import { earnedFromBets, earnedFromTotals, type Earned } from './payout-rules';

type Notify = (
  executor: Executor,
  memberId: number,
  template: SystemMessageTemplate,
  params: Record<string, string>,
) => Promise<void>;

export type AgentPayoutsDeps = {
  db: Database;
  clock: Clock;
  settings: Pick<SettingsStore, 'get'>;
  ledger: Pick<Ledger, 'post' | 'systemAccount' | 'memberAccount'>;
  /** The inbox's system message, written in the payout's transaction. */
  notify: Notify;
};

/** What one pass did. */
export type PayoutRunReport = { paid: number; owed: number; zero: number; settledOwed: number };

/** Owed payouts a pass tries to settle, oldest first; the rest wait for the next pass. */
const owedPerPass = 500;

type Wallets = { from: number; to: number };

const longestLookback = Math.max(...Object.values(lookbackMs));

const isInsufficient = (error: unknown) =>
  error instanceof DomainError && error.message === 'insufficient_balance';

/**
 * Agent contract payouts (issue 20; decisions 0257, 0261–0264): at each period's end every contract in
 * force then is paid once for it, from its upline's main wallet (the COMMISSION account for the
 * platform's contracts) to its downline's; what the upline cannot fund is owed and paid oldest first.
 */
export function createAgentPayoutsService(deps: AgentPayoutsDeps) {
  const { db, clock, settings, ledger, notify } = deps;

  async function brand() {
    const value = await settings.get('brand');
    return { offset: value.timeZoneOffsetMinutes, decimals: value.currency.decimals };
  }

  async function earnedIn(contract: PayableContract, period: Period): Promise<Earned> {
    const terms = contract.terms;
    if (terms.kind === 'realTimeSalary') {
      const groups = await realTimeGroups(
        db,
        contract.downlineId,
        terms.tiers.map((tier) => tier.singleBet),
        period.start,
        period.end,
      );
      return earnedFromBets(terms, groups);
    }
    return earnedFromTotals(terms, await teamFigures(db, contract.downlineId, period.start, period.end));
  }

  const ledgerKindOf = (kind: ContractKind) =>
    kind === 'dividend' ? agentPayoutLedgerKinds.dividend : agentPayoutLedgerKinds.salary;

  /** The two wallets of a payout, made before its transaction (made on first use, outside it). */
  async function walletsOf(
    parties: { uplineId: number | null; downlineId: number },
    currency: string,
  ): Promise<Wallets> {
    const [from, to] = await Promise.all([
      parties.uplineId === null
        ? ledger.systemAccount('COMMISSION', currency)
        : ledger.memberAccount(parties.uplineId, currency),
      ledger.memberAccount(parties.downlineId, currency),
    ]);
    return { from, to };
  }

  /**
   * Moves the row's amount from the upline to the downline inside `tx`, in a savepoint so a refused
   * posting (the upline's wallet cannot go below zero) leaves the transaction usable; null then.
   */
  async function tryPost(tx: Tx, row: PayoutRow, wallets: Wallets): Promise<number | null> {
    try {
      const posted = await tx.transaction((savepoint) =>
        ledger.post(
          {
            idempotencyKey: `AGENT_PAYOUT:${row.id}`,
            kind: ledgerKindOf(row.kind),
            memberId: row.downlineId,
            reference: `payout:${row.id}`,
            memo: { contractId: row.contractId, periodStart: row.periodStart.toISOString() },
            legs: [
              { accountId: wallets.from, amount: -row.amount },
              { accountId: wallets.to, amount: row.amount },
            ],
          },
          savepoint,
        ),
      );
      return posted.transactionId;
    } catch (error) {
      if (isInsufficient(error)) return null;
      throw error;
    }
  }

  const messageOf = (
    row: PayoutRow,
    decimals: number,
    currency: string,
    contract: { upline: string; downline: string },
  ) => ({
    contractId: String(row.contractId),
    kind: row.kind,
    amount: amountText(decimals, row.amount),
    currency,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    upline: contract.upline,
    downline: contract.downline,
  });

  async function partiesOf(row: { uplineId: number | null; downlineId: number }) {
    const [upline, downline] = await Promise.all([
      row.uplineId === null ? null : findMemberById(db, row.uplineId),
      findMemberById(db, row.downlineId),
    ]);
    return { upline, downline: downline! };
  }

  /** One period of one contract, in its own transaction: written once, paid or owed. */
  async function payPeriod(
    contract: PayableContract,
    period: Period,
    context: { offset: number; decimals: number; now: Date },
  ): Promise<'paid' | 'owed' | 'zero' | 'skipped'> {
    const earned = await earnedIn(contract, period);
    const parties = await partiesOf(contract);
    const currency = parties.downline.currency;
    const wallets = await walletsOf(contract, currency);
    return db.transaction(async (tx) => {
      const row = await insertPayout(tx, {
        contractId: contract.id,
        periodStart: period.start,
        periodEnd: period.end,
        brandDay: brandDayOf(period.start.getTime(), context.offset),
        kind: contract.kind,
        uplineId: contract.uplineId,
        downlineId: contract.downlineId,
        basis: earned.basis,
        tier: earned.tier,
        rate: earned.rate,
        amount: earned.amount,
        state: earned.amount === 0 ? 'paid' : 'owed',
        createdAt: context.now,
        paidAt: earned.amount === 0 ? context.now : null,
      });
      // Another pass (or instance) wrote this period first: it pays it.
      if (!row) return 'skipped';
      if (row.amount === 0) {
        await countOnContract(tx, contract.id, { paid: 1 });
        return 'zero';
      }
      const waits = row.uplineId !== null && (await owesEarlier(tx, row.uplineId, row.id));
      const transactionId = waits ? null : await tryPost(tx, row, wallets);
      const words = messageOf(row, context.decimals, currency, {
        upline: parties.upline?.account ?? '',
        downline: parties.downline.account,
      });
      if (transactionId === null) {
        await countOnContract(tx, contract.id, { owed: 1, owedAmount: row.amount });
        await notify(tx, row.downlineId, 'contractOwed', words);
        if (row.uplineId !== null) await notify(tx, row.uplineId, 'contractOwed', words);
        return 'owed';
      }
      await markPayout(tx, row.id, {
        state: 'paid',
        ledgerTransactionId: transactionId,
        paidAt: context.now,
      });
      await countOnContract(tx, contract.id, { paid: 1, paidAmount: row.amount });
      await notify(tx, row.downlineId, 'contractPaid', words);
      return 'paid';
    });
  }

  /** Owed payouts, oldest first; an upline that cannot fund one pays none of its later ones this pass. */
  async function settleOwed(context: { decimals: number; now: Date }): Promise<number> {
    const blocked = new Set<number>();
    let settled = 0;
    for (const candidate of await oldestOwed(db, owedPerPass)) {
      if (candidate.uplineId !== null && blocked.has(candidate.uplineId)) continue;
      const { upline, downline } = await partiesOf(candidate);
      const wallets = await walletsOf(candidate, downline.currency);
      const outcome = await db.transaction(async (tx) => {
        const row = await lockOwed(tx, candidate.id);
        if (!row) return 'gone' as const;
        const transactionId = await tryPost(tx, row, wallets);
        if (transactionId === null) return 'short' as const;
        await markPayout(tx, row.id, {
          state: 'paid',
          ledgerTransactionId: transactionId,
          paidAt: context.now,
        });
        await countOnContract(tx, row.contractId, {
          paid: 1,
          paidAmount: row.amount,
          owed: -1,
          owedAmount: -row.amount,
        });
        await notify(
          tx,
          row.downlineId,
          'contractPaid',
          messageOf(row, context.decimals, downline.currency, {
            upline: upline?.account ?? '',
            downline: downline.account,
          }),
        );
        return 'paid' as const;
      });
      if (outcome === 'short' && candidate.uplineId !== null) blocked.add(candidate.uplineId);
      if (outcome === 'paid') settled += 1;
    }
    return settled;
  }

  /** Every period of one contract that ended by `upTo` and has no row yet, oldest first. */
  async function payContract(
    contract: PayableContract,
    upTo: number,
    context: { offset: number; decimals: number; now: Date },
    report: PayoutRunReport,
  ) {
    const after = Math.max(upTo - lookbackMs[contract.kind], contract.answeredAt!.getTime());
    const periods = periodsEnded(contract.terms, context.offset, after, upTo).filter(
      (period) => !contract.endedAt || contract.endedAt >= period.end,
    );
    if (periods.length === 0) return;
    const written = await writtenPeriods(db, contract.id, periods[0]!.start);
    for (const period of periods) {
      if (written.has(period.start.getTime())) continue;
      const outcome = await payPeriod(contract, period, context);
      if (outcome !== 'skipped') report[outcome] += 1;
    }
  }

  /**
   * A pass: every period that ended by `at` (within the kind's look-back) of every contract in force at
   * that period's end is written and paid once; then owed payouts are paid where the upline now can.
   */
  async function run(at: Date = new Date(clock.now())): Promise<PayoutRunReport> {
    const { offset, decimals } = await brand();
    const now = new Date(clock.now());
    const report: PayoutRunReport = { paid: 0, owed: 0, zero: 0, settledOwed: 0 };
    // Owed payouts first: they are older than anything this pass writes.
    report.settledOwed = await settleOwed({ decimals, now });
    const upTo = at.getTime();
    // One contract's failure (logged by the job) must not hold back the others' pay: each is tried, the
    // first failure is raised once all were.
    let failure: unknown;
    for (const contract of await payableContracts(db, new Date(upTo - longestLookback), at)) {
      try {
        await payContract(contract, upTo, { offset, decimals, now }, report);
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== undefined) throw failure;
    return report;
  }

  const payoutOf = ({ payout, upline, downline }: PayoutWithParties, memberId: number): AgentPayout => ({
    id: payout.id,
    contractId: payout.contractId,
    kind: payout.kind,
    role: payout.downlineId === memberId ? 'downline' : 'upline',
    upline,
    downline,
    periodStart: payout.periodStart.toISOString(),
    periodEnd: payout.periodEnd.toISOString(),
    basis: payout.basis,
    tier: payout.tier,
    rate: payout.rate,
    amount: payout.amount,
    state: payout.state,
    paidAt: payout.paidAt?.toISOString() ?? null,
  });

  /** GET /wps/agent/contracts/payouts: the agent's payouts of one kind, as downline or as upline. */
  async function list(member: MemberRow, query: PayoutListQuery): Promise<PayoutListValue> {
    requireAgent(member);
    const { offset } = await brand();
    const { from, to } = dayRange(query.from, query.to, offset);
    const filter = { role: query.role, memberId: member.id, kind: query.kind, state: query.state, from, to };
    const [rows, totals] = await Promise.all([
      readPayouts(db, filter, { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize }),
      payoutTotals(db, { ...filter, fromDay: query.from, toDay: query.to }),
    ]);
    const total =
      query.state === 'paid'
        ? totals.paidCount
        : query.state === 'owed'
          ? totals.owedCount
          : totals.paidCount + totals.owedCount;
    return {
      list: rows.map((row) => payoutOf(row, member.id)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
      totals: { paid: totals.paid, owed: totals.owed },
    };
  }

  /** The operator's view (`npm run ops -- payout list`). */
  async function operatorList(filter: { account?: string; state?: 'paid' | 'owed' }, limit = 50) {
    let memberId: number | undefined;
    if (filter.account !== undefined) {
      const member = await findMemberByAccount(db, filter.account);
      if (!member) return null;
      memberId = member.id;
    }
    return operatorPayouts(db, { memberId, state: filter.state }, limit);
  }

  return { run, list, operatorList };
}

export type AgentPayoutsService = ReturnType<typeof createAgentPayoutsService>;
