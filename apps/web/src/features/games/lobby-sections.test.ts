import { describe, expect, it } from 'vitest';
import type { Lane, VendorCard } from '@lobby/contract/games';
import type { WhitelabelNode } from '@lobby/contract/system';
import { lobbyBlocks } from './lobby-blocks';
import { cutToSection, lobbySectionLimit, planLobbySections } from './lobby-sections';

function vendor(code: string, gameType: VendorCard['gameType']): VendorCard {
  return {
    vassalage: code,
    displayName: code,
    gameType,
    iconUrl: `/img/vendor/${code}.svg`,
    lagerIcon: `/img/vendor/${code}.svg?size=large`,
    isGame: 'GAME',
    gameCount: 1,
  };
}

function lane(title: Lane['title'], count: number): Lane {
  const cards = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`${title}${i}`, vendor(`${title}${i}`, title)]),
  );
  return { title, cards };
}

const allLanes: Lane[] = [
  lane('COCKFIGHT', 1),
  lane('LIVE', 3),
  lane('RNG', 20),
  lane('SPORTS', 2),
  lane('ESPORTS', 1),
  lane('LOTT', 2),
  lane('FISH', 4),
  lane('PVP', 2),
];

function tree(enabled: Record<string, boolean>, parentEnabled = true): WhitelabelNode[] {
  return [
    {
      modId: 'LOBBY',
      enabled: parentEnabled,
      childrenNodes: Object.entries(enabled).map(([modId, on]) => ({
        modId,
        enabled: on,
        childrenNodes: [],
      })),
    },
  ];
}

describe('planLobbySections', () => {
  it('keeps the product description order whatever order the lanes come in', () => {
    const plan = planLobbySections(allLanes, tree({ ESPORTS3: true, LOTT3: true, COCKFIGHT3: true }));
    expect(plan.map((s) => s.category)).toEqual([
      'HOT',
      'BGS',
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'LOTT',
      'COCKFIGHT',
    ]);
  });

  it('shows ESPORTS, LOTT and COCKFIGHT only when their lobby flag is enabled', () => {
    const plan = planLobbySections(allLanes, tree({ ESPORTS3: true, LOTT3: false }));
    const categories = plan.map((s) => s.category);
    expect(categories).toContain('ESPORTS');
    expect(categories).not.toContain('LOTT');
    expect(categories).not.toContain('COCKFIGHT');
  });

  it('treats a flag under a disabled parent as off', () => {
    const plan = planLobbySections(allLanes, tree({ ESPORTS3: true, LOTT3: true, COCKFIGHT3: true }, false));
    expect(plan.map((s) => s.category)).not.toContain('ESPORTS');
  });

  it('cuts vendor sections to 12 and leaves out categories without vendors', () => {
    const plan = planLobbySections([lane('RNG', 20), lane('LIVE', 0)], []);
    const rng = plan.find((s) => s.category === 'RNG');
    expect(rng?.source === 'vendors' && rng.vendors).toHaveLength(lobbySectionLimit);
    expect(plan.map((s) => s.category)).toEqual(['HOT', 'BGS', 'RNG']);
  });
});

describe('cutToSection', () => {
  it('keeps at most 12 items in their order', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(cutToSection(items)).toEqual(items.slice(0, 12));
    expect(cutToSection([1, 2])).toEqual([1, 2]);
  });
});

describe('lobbyBlocks', () => {
  const plan = planLobbySections([lane('RNG', 2), lane('LIVE', 1)], []);

  it('puts the winner board under the hot games and shows recent games to members only', () => {
    expect(lobbyBlocks(plan, false).map((b) => b.category)).toEqual(['HOT', 'WINNERS', 'BGS', 'RNG', 'LIVE']);
    expect(lobbyBlocks(plan, true).map((b) => b.category)).toEqual([
      'RECENT',
      'HOT',
      'WINNERS',
      'BGS',
      'RNG',
      'LIVE',
    ]);
  });
});
