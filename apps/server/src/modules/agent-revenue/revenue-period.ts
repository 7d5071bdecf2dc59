import { maxRevenueDays } from '@lobby/contract/agent-revenue';
import type { AgentRevenueFilters } from '@lobby/contract/agent-revenue-requests';
import { addDays, brandDayOf, dayStart, invalidDateRange, periodDays } from '../../lib/brand-days';
import { DomainError } from '../../lib/errors';

/** The brand days a revenue period covers, both included. */
export function revenueDays(
  query: Pick<AgentRevenueFilters, 'period' | 'startDate' | 'endDate'>,
  now: number,
  offsetMinutes: number,
): { startDate: string; endDate: string } {
  const today = brandDayOf(now, offsetMinutes);
  switch (query.period) {
    case 'today':
    case 'yesterday':
    case 'thisWeek':
    case 'thisMonth':
    case 'lastMonth':
      return periodDays(query.period, now, offsetMinutes);
    case 'lastWeek': {
      const thisWeek = periodDays('thisWeek', now, offsetMinutes);
      return { startDate: addDays(thisWeek.startDate, -7), endDate: addDays(thisWeek.startDate, -1) };
    }
    case 'halfMonth': {
      const month = today.slice(0, 8);
      if (Number(today.slice(8)) <= 15) return { startDate: `${month}01`, endDate: `${month}15` };
      const nextMonth = addDays(`${month}28`, 4).slice(0, 8);
      return { startDate: `${month}16`, endDate: addDays(`${nextMonth}01`, -1) };
    }
    case 'custom': {
      if (!query.startDate || !query.endDate) throw invalidDateRange();
      // dayStart refuses impossible dates.
      const days =
        (dayStart(query.endDate, offsetMinutes).getTime() -
          dayStart(query.startDate, offsetMinutes).getTime()) /
          86_400_000 +
        1;
      if (days < 1) throw invalidDateRange();
      if (days > maxRevenueDays) throw new DomainError('VALIDATION_FAILED', 'date_range_too_long', 400);
      return { startDate: query.startDate, endDate: query.endDate };
    }
  }
}
