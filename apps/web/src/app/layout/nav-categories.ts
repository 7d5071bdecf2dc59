import type { GameCategory, Lane, VendorCard } from '@lobby/contract/games';
import type { WhitelabelNode } from '@lobby/contract/system';
import { useMemo } from 'react';
import { useGameVendors } from '@/features/games/api/get-game-vendors';
import { isLobbyCategoryAllowed } from '@/features/games/lobby-rules';
import { usePermission } from '@/features/system/api/get-permission';
import { useLanguage } from '@/lib/i18n';

export type NavCategory = { category: GameCategory; vendors: VendorCard[] };

/* Product §2: the header dropdown turns 'large' (a wider grid) beyond ten vendors. */
export const largeMenuThreshold = 10;

/**
 * Categories with vendors, in lane order. BGS has its own entry (it lives under /rng) and HOT is
 * the home page, so neither is listed; lobby-flagged categories follow the whitelabel switch.
 */
export function navCategories(lanes: readonly Lane[], whitelabel: WhitelabelNode[]): NavCategory[] {
  return lanes
    .filter((lane) => lane.title !== 'BGS' && lane.title !== 'HOT')
    .filter((lane) => isLobbyCategoryAllowed(lane.title, whitelabel))
    .map((lane) => ({ category: lane.title, vendors: Object.values(lane.cards) }))
    .filter((entry) => entry.vendors.length > 0);
}

export function useNavCategories(): { categories: NavCategory[]; inHouse: VendorCard[]; loading: boolean } {
  const lanes = useGameVendors(useLanguage()).data?.data.lanes;
  const whitelabel = usePermission().data?.info.whitelabel;
  return useMemo(
    () => ({
      categories: lanes && whitelabel ? navCategories(lanes, whitelabel) : [],
      inHouse: Object.values(lanes?.find((lane) => lane.title === 'BGS')?.cards ?? {}),
      loading: !lanes || !whitelabel,
    }),
    [lanes, whitelabel],
  );
}
