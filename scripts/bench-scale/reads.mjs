// The reads the scale benchmark times, with the paths and queries of @lobby/contract, and who they are
// made as: member reads rotate over the sample of members, agent reads are made as the top agent and
// as a mid-level agent.
import { accountPaths } from '@lobby/contract/accounts';
import { agentTeamPaths } from '@lobby/contract/agent-team';
import { betPaths } from '@lobby/contract/bets';
import { gamesPaths } from '@lobby/contract/games';
import { walletPaths } from '@lobby/contract/wallet';

/** The brand's day (YYYY-MM-DD) `daysBack` days before now, in its time zone (lib/brand-days.ts). */
export function brandDay(offsetMinutes, daysBack = 0) {
  return new Date(Date.now() + offsetMinutes * 60_000 - daysBack * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Every timed read as { name, who, target, run(i) → ms }. `target`: a member-facing read, held to the
 * issue's 50 ms at p99. The 7-day filters are the site's defaults (the last 7 brand days, today included).
 */
export function readsOf(client, { members, agents, offsetMinutes }) {
  const lastWeek = { startDate: brandDay(offsetMinutes, 6), endDate: brandDay(offsetMinutes) };
  const timed = (path, token, query) => async () => (await client.get(path, token, query)).ms;

  const memberReads = [
    ['member info', accountPaths.memberInfo],
    ['balance', accountPaths.balance],
    ['betting record', betPaths.history],
    ['betting record, 7 days', betPaths.history, lastWeek],
    ['account record', walletPaths.transactionHistory],
    ['account record, 7 days', walletPaths.transactionHistory, lastWeek],
    ['personal loss, today', betPaths.profit],
    ['personal loss, this month', betPaths.profit, { period: 'thisMonth' }],
  ].map(([name, path, query]) => ({
    name,
    who: `${members.length} members`,
    target: true,
    run: (i) => timed(path, members[i % members.length].token, query)(),
  }));

  const agentReads = agents.flatMap((agent) =>
    [
      ['team overview', agentTeamPaths.overview],
      ['downline, direct', agentTeamPaths.downline, { scope: 'direct' }],
      ['downline, whole team', agentTeamPaths.downline, { scope: 'all' }],
      ['team bets, 7 days', agentTeamPaths.bets, { scope: 'all', ...lastWeek }],
      ['user loss, 7 days', agentTeamPaths.profit, { scope: 'all', period: 'custom', ...lastWeek }],
      ['downline transactions, 7 days', agentTeamPaths.transactions, { scope: 'all', ...lastWeek }],
    ].map(([name, path, query]) => ({
      name: `${name} (${agent.label})`,
      who: `${agent.account}, team of ${agent.team.toLocaleString('en')}`,
      target: true,
      run: timed(path, agent.token, query),
    })),
  );

  const gameList = {
    name: 'game list',
    who: 'visitor',
    target: true,
    run: timed(gamesPaths.gameList, null, { gameType: 'RNG', pageNo: 1 }),
  };

  // Not a read, and argon2 makes it slow by design: shown, but not held to the reads' target.
  const login = {
    name: 'login',
    who: `${members.length} members`,
    target: false,
    run: async (i) => {
      const member = members[i % members.length];
      const send = await client.preparedLogin(member.account, member.password);
      return (await send()).ms;
    },
  };

  return [...memberReads, ...agentReads, gameList, login];
}
