import { consolidatedFieldOf, contractKinds, type ContractKind } from '@lobby/contract/agent-contracts';
import { consolidatedValueSchema, type ConsolidatedValue } from '@lobby/contract/wallet';
import { readSessionJson, writeSession, writeSessionJson } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

/** The agent menu's page of each kind of contract (product §2 'Agent menu'). */
export const contractPageOf = {
  dividend: 'agentDividendRecordCopy2',
  dailySalary: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realTimeSalary: 'agentRealtimeSalary',
} as const satisfies Record<ContractKind, string>;
export type ContractPageId = (typeof contractPageOf)[ContractKind];

export function kindOfPage(page: string): ContractKind | null {
  return contractKinds.find((kind) => contractPageOf[kind] === page) ?? null;
}

/** Whether the consolidated answer opens a kind to the agent (decision 0256: it holds or is offered one). */
export function kindOpen(consolidated: ConsolidatedValue | null | undefined, kind: ContractKind): boolean {
  return consolidated?.[consolidatedFieldOf[kind]] === 1;
}

/**
 * Decision 0265: `enableContract` is '1' when the dividend kind is open (the spec's "enableCt"),
 * `enableSalary` when any of the three salary kinds is; `consolidated` is the answer as JSON.
 */
export function saveConsolidated(value: ConsolidatedValue): void {
  writeSessionJson(sessionKeys.consolidated, value);
  writeSession(sessionKeys.enableContract, kindOpen(value, 'dividend') ? '1' : '0');
  const salary = (['dailySalary', 'hourlySalary', 'realTimeSalary'] as const).some((kind) =>
    kindOpen(value, kind),
  );
  writeSession(sessionKeys.enableSalary, salary ? '1' : '0');
}

/** What the last consolidated answer of this session said, so a reload draws the menu at once. */
export function readStoredConsolidated(): ConsolidatedValue | null {
  return readSessionJson(sessionKeys.consolidated, consolidatedValueSchema);
}
