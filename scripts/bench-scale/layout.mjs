// What the scale benchmark generates, and in what proportions: sizes are per unit of --scale, so 10×
// is the same site with ten times the people (the 1× and 10×).

export const perScale = {
  members: 20_000,
  /** Under the demo's top agent (agent01), whose team pages are measured. */
  topTeam: 10_000,
  /** Other top agents, each with a tree of its own; the members left over have no upline. */
  otherTrees: 20,
  /** Member-days of play (sessions) over the history: ~20 bets each, so 1,000,000 bets. */
  sessions: 50_000,
  ledgerEntries: 2_000_000,
};

/** Every generated member's password (one real argon2id hash of it, made by the server's function). */
export const benchPassword = 'Scale2win26';
/** The demo's top agent (apps/server/src/seed/demo-accounts.ts): the generated team is under it. */
export const topAgent = { account: 'agent01', password: 'Agent2win26' };

/** How the generated players play (scripts/bench-scale/play.mjs turns these into rows). */
export const play = {
  historyDays: 90,
  /** Members registered over this many days before the end of the history. */
  registrationDays: 1000,
  betsPerSession: { min: 10, max: 30 },
  secondsBetweenBets: { min: 8, max: 40 },
  /** Settled rounds that pay something; the payout is stake × (0.2 + 2.08 × Exp(1)): a 96 % return. */
  winShare: 0.42,
  rollbackShare: 0.003,
  /** Sessions paid for by the member's agent (a deposit to the agent, then a transfer down). */
  agentFundedShare: 0.1,
  /** Sessions after which the member takes money out (WITHDRAW, then WITHDRAW_PAYOUT). */
  withdrawShare: 0.3,
  /** How often a player plays is heavy-tailed (Pareto, α 1.2): a few play most days, most rarely. */
  activityAlpha: 1.2,
  maxSessionsPerPlayer: 150,
  /** Minor units (PHP centavos): a session's base stake, and how often it is chosen. */
  stakes: [
    [100, 10],
    [200, 15],
    [500, 25],
    [1_000, 20],
    [2_000, 12],
    [5_000, 10],
    [10_000, 6],
    [50_000, 2],
  ],
  /** Sessions by game category; a category the catalogue lacks is left out. */
  gameTypes: {
    RNG: 50,
    LIVE: 17,
    FISH: 8,
    SPORTS: 6,
    PVP: 5,
    BGS: 4,
    LOTT: 4,
    ELOTT: 3,
    ESPORTS: 1.5,
    COCKFIGHT: 1.5,
  },
};

/*
 * The issue's sizes give two ledger entries per bet, but every bet posts a BET transaction (two entries)
 * and four in ten a WIN as well, so not every session can have its money movements. The share that
 * does is set so the ledger comes out at its size; the others' bets are there without postings. No
 * measured read joins the bets with the ledger, so neither side's reads are changed by it.
 */
function ledgeredShare() {
  const bets = (play.betsPerSession.min + play.betsPerSession.max) / 2;
  const transactions =
    bets * (1 + play.winShare + play.rollbackShare) + // BET, WIN, BET_REFUND
    1 +
    play.agentFundedShare + // DEPOSIT, and the agent's TRANSFER_DOWNLINE
    play.withdrawShare * 2; // WITHDRAW and WITHDRAW_PAYOUT
  return Math.min(1, perScale.ledgerEntries / (perScale.sessions * transactions * 2));
}

export const treeDepth = 8;
/** Of a tree's members, the share on each level below its top agent, and the share of agents there. */
const levelShares = [0.006, 0.024, 0.072, 0.144, 0.224, 0.196, 0.14, 0.194];
const agentShares = [1 / 3, 1 / 4, 1 / 6, 1 / 9, 1 / 16, 1 / 20, 1 / 23, 0];

/**
 * The levels 1–8 below a top agent for a tree of `size` members: how many on each and how many of
 * those are agents. Every level has a member and every level but the last an agent, so the tree is
 * always 8 levels deep.
 */
export function treeLevels(size) {
  const counts = levelShares.map((share) => Math.max(1, Math.round(size * share)));
  const above = counts.slice(0, -1).reduce((sum, n) => sum + n, 0);
  counts[treeDepth - 1] = Math.max(1, size - above);
  return counts.map((count, i) => ({
    level: i + 1,
    count,
    agents: i === treeDepth - 1 ? 0 : Math.min(count, Math.max(1, Math.round(count * agentShares[i]))),
  }));
}

/** The sizes for a scale, and the plan of the trees as rows (tree, level, count, agents). */
export function layoutOf(scale) {
  const members = Math.round(perScale.members * scale);
  const topTeam = Math.round(perScale.topTeam * scale);
  const trees = Math.max(1, Math.round(perScale.otherTrees * scale));
  // Six in ten of the members outside the top agent's team are in other agents' trees.
  const treeSize = Math.max(treeDepth + 1, Math.round((0.6 * (members - topTeam)) / trees));
  const loose = Math.max(0, members - topTeam - trees * treeSize);

  // Tree 0 is the top agent's (its level 0, the agent itself, exists already); tree -1 the loose members.
  const plan = treeLevels(topTeam).map((row) => ({ tree: 0, ...row }));
  for (let tree = 1; tree <= trees; tree++) {
    plan.push({ tree, level: 0, count: 1, agents: 1 });
    plan.push(...treeLevels(treeSize - 1).map((row) => ({ tree, ...row })));
  }
  if (loose > 0) plan.push({ tree: -1, level: 0, count: loose, agents: 0 });

  return {
    members: plan.reduce((sum, row) => sum + row.count, 0),
    topTeam,
    trees,
    plan,
    sessions: Math.round(perScale.sessions * scale),
    ledgeredShare: ledgeredShare(),
  };
}
