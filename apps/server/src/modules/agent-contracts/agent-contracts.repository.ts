import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContractKind, ContractState } from '@lobby/contract/agent-contracts';
import type { Executor } from '../../db/client';
import { agentContractEvents, agentContracts, members } from '../../db/schema';

export type ContractRow = typeof agentContracts.$inferSelect;
export type NewContract = typeof agentContracts.$inferInsert;
export type ContractEventRow = typeof agentContractEvents.$inferSelect;

const uplines = alias(members, 'uplines');
const downlines = alias(members, 'downlines');

/** A contract with its parties' names (the upline's null for the platform). */
export type ContractWithParties = {
  contract: ContractRow;
  upline: { account: string; nickname: string } | null;
  downline: { account: string; nickname: string };
};

function withParties(db: Executor) {
  return db
    .select({
      contract: agentContracts,
      upline: { account: uplines.account, nickname: uplines.nickname },
      downline: { account: downlines.account, nickname: downlines.nickname },
    })
    .from(agentContracts)
    .leftJoin(uplines, eq(uplines.id, agentContracts.uplineId))
    .innerJoin(downlines, eq(downlines.id, agentContracts.downlineId));
}

export async function findContract(db: Executor, id: number): Promise<ContractWithParties | null> {
  const [row] = await withParties(db).where(eq(agentContracts.id, id));
  return row ?? null;
}

/** The contract's row, locked for its change (answers and endings wait for each other here). */
export async function lockContract(db: Executor, id: number): Promise<ContractRow | null> {
  const [row] = await db.select().from(agentContracts).where(eq(agentContracts.id, id)).for('update');
  return row ?? null;
}

/**
 * The agent's contract in force of a kind (the agent_contracts_one_in_force index), locked: FOR SHARE
 * while an offer is checked against it, FOR UPDATE when it is to end.
 */
export async function lockInForce(
  db: Executor,
  downlineId: number,
  kind: ContractKind,
  strength: 'share' | 'update',
): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.downlineId, downlineId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.state, 'accepted'),
      ),
    )
    .for(strength);
  return row ?? null;
}

/**
 * The contracts (in force or offered) the agent gave its own downline of a kind at a rate above
 * `rate`, locked: the auto-termination rule ends them (the agent_contracts_upline index).
 */
export async function lockGivenAbove(
  db: Executor,
  uplineId: number,
  kind: ContractKind,
  rate: number,
): Promise<ContractRow[]> {
  return db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.uplineId, uplineId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.state, ['offered', 'accepted']),
        gt(agentContracts.rate, rate),
      ),
    )
    .orderBy(asc(agentContracts.id))
    .for('update');
}

export async function findByRequest(
  db: Executor,
  uplineId: number | null,
  requestId: string,
): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        sql`coalesce(${agentContracts.uplineId}, 0) = ${uplineId ?? 0}`,
        eq(agentContracts.requestId, requestId),
      ),
    );
  return row ?? null;
}

export async function insertContract(db: Executor, row: NewContract): Promise<ContractRow> {
  const [created] = await db.insert(agentContracts).values(row).returning();
  return created!;
}

export async function updateContract(db: Executor, id: number, change: Partial<NewContract>) {
  const [row] = await db.update(agentContracts).set(change).where(eq(agentContracts.id, id)).returning();
  return row!;
}

export async function insertEvent(db: Executor, row: typeof agentContractEvents.$inferInsert) {
  await db.insert(agentContractEvents).values(row);
}

export async function readEvents(db: Executor, contractId: number): Promise<ContractEventRow[]> {
  return db
    .select()
    .from(agentContractEvents)
    .where(eq(agentContractEvents.contractId, contractId))
    .orderBy(asc(agentContractEvents.id));
}

export type ContractFilter = {
  /** The caller's side: its contracts as downline, or those it gave as upline (null: the platform's). */
  role: 'downline' | 'upline';
  memberId: number | null;
  kind?: ContractKind;
  state?: ContractState;
};

function whereOf(filter: ContractFilter): SQL | undefined {
  const party =
    filter.role === 'downline'
      ? eq(agentContracts.downlineId, filter.memberId ?? 0)
      : filter.memberId === null
        ? isNull(agentContracts.uplineId)
        : eq(agentContracts.uplineId, filter.memberId);
  return and(
    party,
    filter.kind ? eq(agentContracts.kind, filter.kind) : undefined,
    filter.state ? eq(agentContracts.state, filter.state) : undefined,
  );
}

/** A page of contracts, newest first. */
export async function readContracts(
  db: Executor,
  filter: ContractFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ContractWithParties[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [totals]] = await Promise.all([
    withParties(db).where(where).orderBy(desc(agentContracts.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(agentContracts).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Offers waiting for this agent's answer (the agent_contracts_one_offer index: one per kind). */
export async function countPendingOffers(db: Executor, downlineId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(agentContracts)
    .where(and(eq(agentContracts.downlineId, downlineId), eq(agentContracts.state, 'offered')));
  return row?.total ?? 0;
}

/** The kinds the agent holds in force or is offered: what the consolidated call reflects. */
export async function kindsHeldOrOffered(db: Executor, downlineId: number): Promise<ContractKind[]> {
  const rows = await db
    .selectDistinct({ kind: agentContracts.kind })
    .from(agentContracts)
    .where(
      and(eq(agentContracts.downlineId, downlineId), inArray(agentContracts.state, ['offered', 'accepted'])),
    );
  return rows.map((row) => row.kind);
}
