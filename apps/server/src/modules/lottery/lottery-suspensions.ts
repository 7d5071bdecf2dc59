import type { SettingsStore } from '../system/settings.store';

/*
 * Suspended lottery games (operator setting `lotterySuspensions`, `npm run ops -- lottery suspend`):
 * they take no bets (409 lottery_game_suspended) and leave the menus and the recent games, while their
 * calendar goes on, so the draws of the bets already placed are drawn and settled at their time.
 */

export async function suspendedNodes(settings: SettingsStore): Promise<Map<string, string>> {
  const { games } = await settings.get('lotterySuspensions');
  return new Map(games.map((g) => [g.nodeId, g.since]));
}

export async function isSuspended(settings: SettingsStore, nodeId: string): Promise<boolean> {
  return (await suspendedNodes(settings)).has(nodeId);
}

/** Suspends or resumes a game; answers whether anything changed. */
export async function setSuspended(
  settings: SettingsStore,
  nodeId: string,
  suspended: boolean,
  at: Date,
): Promise<boolean> {
  let changed = false;
  await settings.update('lotterySuspensions', ({ games }) => {
    changed = games.some((g) => g.nodeId === nodeId) !== suspended;
    if (!changed) return { games };
    return {
      games: suspended
        ? [...games, { nodeId, since: at.toISOString() }]
        : games.filter((g) => g.nodeId !== nodeId),
    };
  });
  return changed;
}
