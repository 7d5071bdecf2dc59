import { isAgentType } from '@lobby/contract/accounts';
import {
  consolidatedFieldOf,
  contractKinds,
  contractRate,
  type AgentContract,
  type ContractDetailValue,
  type ContractEnder,
  type ContractEndReason,
  type ContractKind,
  type ContractListValue,
  type ContractTerms,
} from '@lobby/contract/agent-contracts';
import type {
  AnswerContractRequest,
  ContractListQuery,
  OfferContractRequest,
  TerminateContractRequest,
} from '@lobby/contract/agent-contracts-requests';
import type { SystemMessageTemplate } from '@lobby/contract/inbox';
import type { ConsolidatedValue } from '@lobby/contract/wallet';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError, forbidden, isUniqueViolation, notFound } from '../../lib/errors';
import { findMemberByAccount, findMemberById, type MemberRow } from '../accounts/members.repository';
import { requireAgent } from '../accounts/require-agent';
import type { SettingsStore } from '../system/settings.store';
import {
  countPendingOffers,
  findByRequest,
  findContract,
  insertContract,
  insertEvent,
  kindsHeldOrOffered,
  lockContract,
  lockGivenAbove,
  lockInForce,
  readContracts,
  readEvents,
  updateContract,
  type ContractRow,
  type ContractWithParties,
} from './agent-contracts.repository';

const conflict = (message: string) => new DomainError('CONFLICT', message, 409);

/** An operator's mistake, printed by `npm run ops`. */
export class ContractOperatorError extends Error {}

/** Who acts: a member through the site, or the platform's operator through `npm run ops`. */
type Actor = { member: MemberRow; operator?: undefined } | { member?: undefined; operator: string };

type Notify = (
  executor: Executor,
  memberId: number,
  template: SystemMessageTemplate,
  params: Record<string, string>,
) => Promise<void>;

export type AgentContractsDeps = {
  db: Database;
  clock: Clock;
  settings: Pick<SettingsStore, 'get'>;
  /** The inbox's system message, written in the ending's transaction (inbox.system). */
  notify: Notify;
};

/** An agent at the top of its tree: no upline agent above it, so its contracts come from the platform. */
async function isTopAgent(db: Executor, member: MemberRow): Promise<boolean> {
  if (!isAgentType(member.type)) return false;
  if (member.parentId === null) return true;
  const parent = await findMemberById(db, member.parentId);
  return !parent || !isAgentType(parent.type);
}

/** Which side of a contract a member is on, if any. */
function partyOf(contract: ContractRow, memberId: number): 'upline' | 'downline' | null {
  if (contract.uplineId === memberId) return 'upline';
  if (contract.downlineId === memberId) return 'downline';
  return null;
}

/** A refusal the site would answer with a 4xx, told to the operator as a mistake of theirs. */
async function asOperator<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw new ContractOperatorError(error.message);
    throw error;
  }
}

/**
 * Agent pay contracts (issue 20; decisions 0254–0257): offers, answers and endings, each in one
 * transaction under row locks taken from the top of the tree down, so parallel calls queue instead of
 * deadlocking. The auto-termination rule keeps every contract backed: no agent's contract pays more
 * than the agent holds itself, and both parties of a contract it ends are told through the inbox.
 */
export function createAgentContractsService(deps: AgentContractsDeps) {
  const { db, clock, settings, notify } = deps;
  const now = () => new Date(clock.now());

  function view(row: ContractWithParties, role: 'upline' | 'downline'): AgentContract {
    const { contract } = row;
    return {
      id: contract.id,
      kind: contract.kind,
      upline: row.upline ? { account: row.upline.account, nickname: row.upline.nickname } : null,
      downline: { account: row.downline.account, nickname: row.downline.nickname },
      terms: contract.terms,
      rate: contract.rate,
      state: contract.state,
      role,
      offeredAt: contract.offeredAt.toISOString(),
      answeredAt: contract.answeredAt?.toISOString() ?? null,
      endedAt: contract.endedAt?.toISOString() ?? null,
      endedBy: contract.endedBy ?? null,
      endReason: contract.endReason ?? null,
      note: contract.note,
    };
  }

  async function viewOf(id: number, role: 'upline' | 'downline'): Promise<AgentContract> {
    return view((await findContract(db, id))!, role);
  }

  async function runs(kind: ContractKind): Promise<boolean> {
    return (await settings.get('wallet')).agentPolicy[consolidatedFieldOf[kind]] !== 0;
  }

  async function end(
    tx: Executor,
    row: ContractRow,
    ending: {
      by: ContractEnder;
      reason: ContractEndReason;
      note?: string;
      actorId?: number;
      operator?: string;
      causeId?: number;
    },
  ) {
    const at = now();
    await updateContract(tx, row.id, {
      state: 'terminated',
      endedAt: at,
      endedBy: ending.by,
      endReason: ending.reason,
      note: ending.note ?? '',
      endedByContractId: ending.causeId ?? null,
      ...(ending.operator ? { operator: ending.operator } : {}),
    });
    await insertEvent(tx, {
      contractId: row.id,
      event: 'terminated',
      by: ending.by,
      actorId: ending.actorId ?? null,
      operator: ending.operator ?? null,
      reason: ending.reason,
      note: ending.note ?? '',
      at,
    });
  }

  /**
   * The auto-termination rule (product §4): the contracts, in force or offered, that `agentId` gave
   * its own downline of `kind` at a rate above `held` (what it now holds; 0 for nothing) end, both
   * parties are told, and an ended contract's downline, now holding nothing of the kind, has its own
   * given contracts ended the same way, down the tree.
   */
  async function endAbove(tx: Executor, agentId: number, kind: ContractKind, held: number, causeId: number) {
    const given = await lockGivenAbove(tx, agentId, kind, held);
    if (given.length === 0) return;
    const upline = await findMemberById(tx, agentId);
    for (const row of given) {
      await end(tx, row, { by: 'system', reason: 'aboveUpline', causeId });
      // One after the other: a transaction is one connection, which runs one query at a time.
      const downline = await findMemberById(tx, row.downlineId);
      const params = {
        contractId: String(row.id),
        upline: upline?.account ?? '',
        downline: downline?.account ?? '',
      };
      await notify(tx, agentId, 'contractEnded', params);
      await notify(tx, row.downlineId, 'contractEnded', params);
      if (row.state === 'accepted') await endAbove(tx, row.downlineId, kind, 0, row.id);
    }
  }

  /**
   * Makes an offer to `downline` from the acting agent (or the platform): the kind must be one the
   * brand runs, the downline a direct downline agent (for the platform, a top agent), and the rate at
   * most the agent's own contract of the kind. One offer waits per downline and kind; the same
   * request id again answers the first offer.
   */
  async function offer(
    actor: Actor,
    downline: MemberRow,
    request: { requestId: string; terms: ContractTerms },
  ) {
    const uplineId = actor.member?.id ?? null;
    const replay = await findByRequest(db, uplineId, request.requestId);
    if (replay) return replay;
    const { kind } = request.terms;
    if (!(await runs(kind))) throw new DomainError('BAD_REQUEST', 'contract_kind_not_run', 400);
    const rate = contractRate(request.terms);
    try {
      return await db.transaction(async (tx) => {
        if (actor.member) {
          const held = await lockInForce(tx, actor.member.id, kind, 'share');
          if (!held) throw forbidden('contract_not_held');
          if (rate > held.rate) throw new DomainError('BAD_REQUEST', 'contract_rate_above_own', 400);
        }
        const at = now();
        const row = await insertContract(tx, {
          kind,
          uplineId,
          downlineId: downline.id,
          terms: request.terms,
          rate,
          requestId: request.requestId,
          operator: actor.operator ?? null,
          offeredAt: at,
        });
        await insertEvent(tx, {
          contractId: row.id,
          event: 'offered',
          by: actor.member ? 'upline' : 'platform',
          actorId: actor.member?.id ?? null,
          operator: actor.operator ?? null,
          at,
        });
        return row;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same request id, sent twice at once: the other one made the offer. Otherwise the
      // downline already has an offer of this kind waiting (agent_contracts_one_offer).
      const first = await findByRequest(db, uplineId, request.requestId);
      if (first) return first;
      throw conflict('contract_offer_pending');
    }
  }

  /**
   * The downline's answer to an offer. Accepting ends the contract of the kind it held before
   * (replaced) and then any contract it gave above the new rate (the auto-termination rule), in the
   * same transaction. Locks go top down: the upline's contract (FOR SHARE, so the offer is still
   * backed), the offer, the downline's contract in force, then those it gave.
   */
  async function answer(member: MemberRow, kind: ContractKind, request: AnswerContractRequest) {
    requireAgent(member);
    const found = await findContract(db, request.contractId);
    if (!found || found.contract.downlineId !== member.id || found.contract.kind !== kind) {
      throw notFound('contract_not_found');
    }
    const { uplineId } = found.contract;
    await db.transaction(async (tx) => {
      const backing = uplineId === null ? null : await lockInForce(tx, uplineId, kind, 'share');
      const row = await lockContract(tx, request.contractId);
      if (!row || row.state !== 'offered') throw conflict('contract_not_offered');
      const at = now();
      if (request.action === 'reject') {
        await updateContract(tx, row.id, { state: 'rejected', answeredAt: at, note: request.reason });
        await insertEvent(tx, {
          contractId: row.id,
          event: 'rejected',
          by: 'downline',
          actorId: member.id,
          note: request.reason,
          at,
        });
        return;
      }
      // The rule ends offers above what their upline holds, so this only guards a row the rule missed.
      if (uplineId !== null && (!backing || backing.rate < row.rate)) throw conflict('contract_not_offered');
      const before = await lockInForce(tx, member.id, kind, 'update');
      if (before) {
        await end(tx, before, { by: 'system', reason: 'replaced', causeId: row.id });
      }
      await updateContract(tx, row.id, { state: 'accepted', answeredAt: at });
      await insertEvent(tx, {
        contractId: row.id,
        event: 'accepted',
        by: 'downline',
        actorId: member.id,
        note: request.reason,
        at,
      });
      await endAbove(tx, member.id, kind, row.rate, row.id);
    });
    return viewOf(request.contractId, 'downline');
  }

  /**
   * Ends a contract: either party (or the operator, for the platform's) ends one in force; the upline
   * may also withdraw an offer not yet answered. A downline that no longer holds the kind has the
   * contracts it gave of that kind ended too.
   */
  async function terminate(actor: Actor, contractId: number, note: string) {
    const found = await findContract(db, contractId);
    const { member } = actor;
    const side = !found
      ? null
      : member
        ? partyOf(found.contract, member.id)
        : found.contract.uplineId === null
          ? 'platform'
          : null;
    if (!found || !side) throw notFound('contract_not_found');
    await db.transaction(async (tx) => {
      const row = await lockContract(tx, contractId);
      if (!row) throw notFound('contract_not_found');
      const withdrawing = row.state === 'offered' && side !== 'downline';
      if (row.state !== 'accepted' && !withdrawing) throw conflict('contract_not_in_force');
      await end(tx, row, {
        by: side,
        reason: withdrawing ? 'withdrawn' : 'terminated',
        note,
        actorId: member?.id,
        operator: actor.operator,
      });
      if (!withdrawing) await endAbove(tx, row.downlineId, row.kind, 0, row.id);
    });
    return viewOf(contractId, side === 'downline' ? 'downline' : 'upline');
  }

  return {
    /** An agent's offer to a direct downline agent, named by account. */
    async offer(member: MemberRow, request: OfferContractRequest): Promise<AgentContract> {
      requireAgent(member);
      const downline = await findMemberByAccount(db, request.downline);
      if (
        !downline ||
        downline.parentId !== member.id ||
        downline.status !== 'active' ||
        !isAgentType(downline.type)
      ) {
        throw forbidden('contract_not_direct_downline');
      }
      const row = await offer({ member }, downline, request);
      return viewOf(row.id, 'upline');
    },

    answer,

    async terminate(member: MemberRow, request: TerminateContractRequest): Promise<AgentContract> {
      requireAgent(member);
      return terminate({ member }, request.contractId, request.reason);
    },

    async list(member: MemberRow, query: ContractListQuery): Promise<ContractListValue> {
      requireAgent(member);
      const [{ rows, total }, pendingOffers] = await Promise.all([
        readContracts(
          db,
          { role: query.role, memberId: member.id, kind: query.kind, state: query.state },
          { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
        ),
        countPendingOffers(db, member.id),
      ]);
      return {
        list: rows.map((row) => view(row, query.role)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        pendingOffers,
      };
    },

    /** A contract the agent is a party to, with its history; any other reads as not found. */
    async detail(member: MemberRow, contractId: number): Promise<ContractDetailValue> {
      requireAgent(member);
      const found = await findContract(db, contractId);
      const role = found ? partyOf(found.contract, member.id) : null;
      if (!found || !role) throw notFound('contract_not_found');
      const events = await readEvents(db, contractId);
      return {
        contract: view(found, role),
        history: events.map((event) => ({
          event: event.event,
          at: event.at.toISOString(),
          by: event.by,
          reason: event.reason ?? null,
          note: event.note,
        })),
      };
    },

    /**
     * Product §3 'Consolidated contract' (decision 0256): 1 for a kind the brand runs and the member
     * holds or is offered through a contract with its upline; 0 otherwise.
     */
    async consolidated(member: Pick<MemberRow, 'id' | 'type'>): Promise<ConsolidatedValue> {
      const [policy, kinds] = await Promise.all([
        settings.get('wallet').then((wallet) => wallet.agentPolicy),
        isAgentType(member.type) ? kindsHeldOrOffered(db, member.id) : Promise.resolve([]),
      ]);
      const value = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };
      for (const kind of contractKinds) {
        const field = consolidatedFieldOf[kind];
        value[field] = policy[field] !== 0 && kinds.includes(kind) ? 1 : 0;
      }
      return value;
    },

    operator: {
      /** The platform's offer to a top agent (by account). */
      async offer(operator: string, account: string, terms: ContractTerms, requestId: string) {
        const downline = await findMemberByAccount(db, account);
        if (!downline || downline.status !== 'active') throw new ContractOperatorError(`no agent ${account}`);
        if (!(await isTopAgent(db, downline))) {
          throw new ContractOperatorError(
            `${downline.account} is not a top agent: its upline agent offers its contracts`,
          );
        }
        const row = await asOperator(() => offer({ operator }, downline, { requestId, terms }));
        return viewOf(row.id, 'upline');
      },
      /** The platform's contracts (as upline), or an agent's as downline and as upline. */
      async list(filter: { account?: string; kind?: ContractKind; state?: ContractListQuery['state'] }) {
        const page = { offset: 0, limit: 100 };
        if (!filter.account) {
          const { rows } = await readContracts(db, { role: 'upline', memberId: null, ...filter }, page);
          return rows;
        }
        const agent = await findMemberByAccount(db, filter.account);
        if (!agent) throw new ContractOperatorError(`no account ${filter.account}`);
        const [held, given] = await Promise.all([
          readContracts(db, { role: 'downline', memberId: agent.id, ...filter }, page),
          readContracts(db, { role: 'upline', memberId: agent.id, ...filter }, page),
        ]);
        return [...held.rows, ...given.rows].sort((a, b) => b.contract.id - a.contract.id);
      },
      /** The operator ends one of the platform's contracts (or withdraws its offer). */
      terminate: (operator: string, contractId: number, note: string) =>
        asOperator(() => terminate({ operator }, contractId, note)),
      history: (contractId: number) => readEvents(db, contractId),
    },
  };
}

export type AgentContractsService = ReturnType<typeof createAgentContractsService>;
