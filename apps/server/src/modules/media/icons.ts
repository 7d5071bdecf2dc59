import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Motif shapes from the Game Icons set (game-icons.net, CC BY 3.0, credited in the site footer), read from
 * the Iconify package. The whole set is about 6 MB of JSON, so it is parsed once, on the first picture, and
 * only the icons the artwork names are kept; the parsed set is dropped straight after.
 */

/** Every icon is drawn on a 512 × 512 grid. */
export const ICON_SIZE = 512;

interface IconifyJson {
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

let bodies: Map<string, string> | undefined;
let wanted: readonly string[] = [];

/** Registers the names the artwork may draw; called at module load by the motif table (not a React hook). */
export function registerIcons(names: readonly string[]) {
  wanted = [...new Set([...wanted, ...names])];
  bodies = undefined;
}

function load(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@iconify-json/game-icons/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as IconifyJson;
  const kept = new Map<string, string>();
  for (const name of wanted) {
    const icon = set.icons[name];
    // Fills are set by the picture that uses the icon, so the set's own currentColor is removed.
    if (icon) kept.set(name, icon.body.replace(/\s*fill="currentColor"/g, ''));
  }
  return kept;
}

/** The icon's SVG markup (paths without fill), or undefined for a name the set does not have. */
export function iconBody(name: string): string | undefined {
  bodies ??= load();
  return bodies.get(name);
}

/** Names registered that the set does not have: a typo in the motif table shows up in the test. */
export function missingIcons(): string[] {
  bodies ??= load();
  const held = bodies;
  return wanted.filter((name) => !held.has(name));
}

/** How many icons are held in memory: the test proves the set is not kept whole. */
export function loadedIconCount(): number {
  bodies ??= load();
  return bodies.size;
}
