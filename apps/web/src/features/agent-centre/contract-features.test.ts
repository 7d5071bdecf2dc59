import { afterEach, describe, expect, it } from 'vitest';
import { readSession } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';
import { agentPageIds, visibleAgentPages } from './agent-menu';
import { kindOfPage, readStoredConsolidated, saveConsolidated } from './contract-features';

const none = { divtypereq: 0, dailysalreqtype: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };

afterEach(() => sessionStorage.clear());

describe('the agent menu’s contract pages', () => {
  it('shows a kind’s page only while the consolidated answer opens that kind', () => {
    const teamPages = agentPageIds.filter((id) => kindOfPage(id) === null);
    expect(visibleAgentPages(undefined)).toEqual(teamPages);
    expect(visibleAgentPages(none)).toEqual(teamPages);
    expect(visibleAgentPages({ ...none, dailysalreqtype: 1 })).toEqual([...teamPages, 'agentDailyWages2']);
    expect(
      visibleAgentPages({ ...none, divtypereq: 1, realtimesalreqtype: 1, contracthoursalreq: 1 }),
    ).toEqual([...teamPages, 'agentDividendRecordCopy2', 'agentHourSalary', 'agentRealtimeSalary']);
  });

  it('keeps the spec’s order: the four contract pages last, dividend first', () => {
    expect(agentPageIds.slice(-4)).toEqual([
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
    ]);
    expect(kindOfPage('agentHourSalary')).toBe('hourlySalary');
    expect(kindOfPage('registerCenter')).toBeNull();
  });
});

describe('the consolidated answer in session storage', () => {
  it('keeps the answer, enableContract for dividends and enableSalary for any salary', () => {
    saveConsolidated({ ...none, realtimesalreqtype: 1 });
    expect(readSession(sessionKeys.enableContract)).toBe('0');
    expect(readSession(sessionKeys.enableSalary)).toBe('1');
    expect(readStoredConsolidated()).toEqual({ ...none, realtimesalreqtype: 1 });

    saveConsolidated({ ...none, divtypereq: 1 });
    expect(readSession(sessionKeys.enableContract)).toBe('1');
    expect(readSession(sessionKeys.enableSalary)).toBe('0');
  });

  it('reads nothing from a missing or damaged value', () => {
    expect(readStoredConsolidated()).toBeNull();
    sessionStorage.setItem(sessionKeys.consolidated, '{"divtypereq":');
    expect(readStoredConsolidated()).toBeNull();
  });
});
