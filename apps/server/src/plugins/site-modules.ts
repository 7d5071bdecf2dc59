import fs from 'node:fs';
import path from 'node:path';

/** An entry of Vite's build manifest (apps/web's dist/.vite/manifest.json). */
type ManifestEntry = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestEntry>;

const gameLists = ['live', 'fish', 'rng', 'pvp', 'bgs'];
const gameCentres = ['sports', 'esports', 'lott', 'elott', 'cockfight'];
const lotteries = ['lottery', 'seaLottery', 'vnLottery'];

/**
 * The site's lazily loaded page modules by the address's first segment, as apps/web's router loads
 * them (src/app/router.tsx). The home page's own module is in the entry; its lobby is below the first
 * screen, so it is not hinted.
 */
export const routeModules: Record<string, string> = {
  ...Object.fromEntries(gameLists.map((segment) => [segment, 'src/app/routes/game-list-center.tsx'])),
  ...Object.fromEntries(gameCentres.map((segment) => [segment, 'src/app/routes/game-center.tsx'])),
  ...Object.fromEntries(lotteries.map((segment) => [segment, 'src/app/routes/lottery.tsx'])),
  favorite: 'src/app/routes/account-game.tsx',
  recent: 'src/app/routes/account-game.tsx',
  member: 'src/app/routes/member-center.tsx',
  pointMall: 'src/app/routes/point-mall.tsx',
  promotions: 'src/app/routes/promotions.tsx',
  seamless: 'src/app/routes/seamless.tsx',
  helpmc: 'src/app/routes/help-centre.tsx',
  agent: 'src/app/routes/agent.tsx',
  agentHome: 'src/app/routes/agent-home.tsx',
};

/** The interface language's messages, a module of their own (src/lib/i18n.ts). */
export const localeModule = (language: string) => `src/locales/${language}/common.json`;

export function readManifest(root: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * What the browser must fetch to run a module: its chunk and the chunks it imports, and their
 * styles, as site paths; minus what index.html loads anyway (`loaded`: the entry and its styles).
 */
export function moduleFiles(
  manifest: Manifest,
  key: string,
  loaded: ReadonlySet<string>,
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const entry = manifest[name];
    if (!entry || entry.isEntry || loaded.has(`/${entry.file}`) || scripts.has(`/${entry.file}`)) return;
    scripts.add(`/${entry.file}`);
    for (const css of entry.css ?? []) if (!loaded.has(`/${css}`)) styles.add(`/${css}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}
