import { lobbySectionOrder, type GameCategory, type Lane, type VendorCard } from '@lobby/contract/games';
import type { WhitelabelNode } from '@lobby/contract/system';
import { isLobbyCategoryAllowed } from './lobby-rules';

/** Product §2: each lobby section shows at most this many items. */
export const lobbySectionLimit = 12;
/** Product §2: sections appear one after another at this interval. */
export const lobbyRevealIntervalMs = 300;

export type LobbyCategory = (typeof lobbySectionOrder)[number];

export type LobbySectionPlan =
  | { category: 'HOT'; source: 'hot-games' }
  | { category: 'BGS'; source: 'bgs-games' }
  | { category: Exclude<LobbyCategory, 'HOT' | 'BGS'>; source: 'vendors'; vendors: VendorCard[] };

export function cutToSection<T>(items: readonly T[]): T[] {
  return items.slice(0, lobbySectionLimit);
}

export function vendorsOf(lanes: readonly Lane[], category: GameCategory): VendorCard[] {
  const lane = lanes.find((l) => l.title === category);
  return lane ? Object.values(lane.cards) : [];
}

/**
 * The lobby's sections in spec order: HOT and BGS list games (fetched separately), every other
 * section lists its lane's vendors; sections without vendors or not permitted are left out.
 */
export function planLobbySections(lanes: readonly Lane[], whitelabel: WhitelabelNode[]): LobbySectionPlan[] {
  const plan: LobbySectionPlan[] = [];
  for (const category of lobbySectionOrder) {
    if (!isLobbyCategoryAllowed(category, whitelabel)) continue;
    if (category === 'HOT') plan.push({ category, source: 'hot-games' });
    else if (category === 'BGS') plan.push({ category, source: 'bgs-games' });
    else {
      const vendors = cutToSection(vendorsOf(lanes, category));
      if (vendors.length > 0) plan.push({ category, source: 'vendors', vendors });
    }
  }
  return plan;
}
