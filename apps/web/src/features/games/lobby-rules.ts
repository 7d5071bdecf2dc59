import { lobbyRuleFlags, type GameCategory } from '@lobby/contract/games';
import { isFlagEnabled, type WhitelabelNode } from '@lobby/contract/system';

/*
 * Apart from lobby-sections.ts: the navigation needs this at once, the lobby's planning only once
 * the lazy lobby loads, and a module in the first download brings along everything lazy code uses
 * from it.
 */

/** A category is shown when it needs no lobby flag or its flag is enabled in the whitelabel tree. */
export function isLobbyCategoryAllowed(category: GameCategory, whitelabel: WhitelabelNode[]): boolean {
  const flag = lobbyRuleFlags[category];
  return !flag || isFlagEnabled(whitelabel, flag);
}
