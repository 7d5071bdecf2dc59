import type { LobbySectionPlan } from './lobby-sections';

/*
 * Apart from lobby-sections.ts, which the navigation needs at once: a module the first download
 * holds keeps everything the lazy lobby uses from it, this included.
 */
/** What the lobby shows besides its game sections. */
export type LobbyExtra =
  { category: 'RECENT'; source: 'recent' } | { category: 'WINNERS'; source: 'winners' };
export type LobbyBlock = LobbySectionPlan | LobbyExtra;

/**
 * The lobby from top to bottom: the member's recent games first (product §2: only for logged-in
 * users; the section hides itself when there are none), then the sections, with the winner board
 * right under the hot games. Favourites are never on the lobby (product §2).
 */
export function lobbyBlocks(plan: readonly LobbySectionPlan[], loggedIn: boolean): LobbyBlock[] {
  const blocks: LobbyBlock[] = loggedIn ? [{ category: 'RECENT', source: 'recent' }] : [];
  for (const section of plan) {
    blocks.push(section);
    if (section.source === 'hot-games') blocks.push({ category: 'WINNERS', source: 'winners' });
  }
  return blocks;
}
