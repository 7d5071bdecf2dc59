import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agentAnnouncements } from '../db/schema';
import { findMemberByAccount } from '../modules/accounts/members.repository';
import {
  everyAgent,
  insertAnnouncement,
} from '../modules/agent-announcements/agent-announcements.repository';

const DAY = 24 * 60 * 60 * 1000;

/**
 * What the operator has told the demo's agents (the agent centre's announcements page): two to every
 * agent and one to agent01's team. Written as the operator's command writes them, so the unread counts
 * are kept from the start.
 */
const demoAgentAnnouncements: ReadonlyArray<{
  title: string;
  content: string;
  daysAgo: number;
  team?: string;
}> = [
  {
    title: 'Commission statements now close at 00:00 brand time',
    daysAgo: 9,
    content:
      '<p>From this week, daily salary and dividend periods close at <strong>00:00 brand time (GMT+8)</strong> ' +
      'instead of 03:00. Payouts for a period arrive within an hour of its close.</p>' +
      '<ul><li>Open <em>Revenue report</em> for the figures of any period.</li>' +
      '<li>Your downline agents see the same schedule on their contract pages.</li></ul>' +
      '<p>Questions? Write to agent support through customer service.</p>',
  },
  {
    title: 'December campaign: double activity bonus for new downline players',
    daysAgo: 4,
    content:
      '<p>Every player who joins your team between <strong>1 and 31 December</strong> and deposits at least ' +
      '500 counts twice towards your active-member tiers for the month.</p>' +
      '<p>Share your invitation link from <em>Create accounts</em>; players who register with it join your ' +
      'team automatically.</p>',
  },
  {
    title: 'Your team: quarterly review call on Friday',
    daysAgo: 1,
    team: 'agent01',
    content:
      '<p>Your account manager will call on <strong>Friday at 15:00</strong> to go through the quarter: ' +
      'active members, valid bets and the contracts you hold.</p>' +
      '<p>Please have your downline agents’ questions ready. To move the call, reply through customer service.</p>',
  },
];

/** Into an empty table only: what the operator withdrew stays withdrawn. */
export async function seedDemoAgentAnnouncements(db: Database): Promise<void> {
  const now = Date.now();
  const teams = new Map<string, number>();
  for (const account of new Set(demoAgentAnnouncements.flatMap((a) => (a.team ? [a.team] : [])))) {
    const agent = await findMemberByAccount(db, account);
    if (agent) teams.set(account, agent.id);
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(agentAnnouncements);
    if ((row?.n ?? 0) > 0) return;
    for (const announcement of demoAgentAnnouncements) {
      const audience = announcement.team ? teams.get(announcement.team) : everyAgent;
      if (audience === undefined) continue;
      await insertAnnouncement(tx, {
        title: announcement.title,
        content: announcement.content,
        audience,
        publishedBy: 'demo',
        at: new Date(now - announcement.daysAgo * DAY),
      });
    }
  });
}
