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

/** The member centre's pages by `?page=` (apps/web src/features/member-centre/pages.ts). */
export const memberPageModules: Record<string, string> = {
  securityCenter: 'src/features/member-centre/pages/security-center.tsx',
  transferFund: 'src/features/member-centre/pages/transfer-fund.tsx',
  depositv2: 'src/features/member-centre/pages/deposit.tsx',
  withdraw: 'src/features/member-centre/pages/withdraw.tsx',
  transferUpline: 'src/features/member-centre/pages/transfer-upline.tsx',
  personalHistoryCopy: 'src/features/member-centre/pages/betting-record.tsx',
  transactionHistory: 'src/features/member-centre/pages/transaction-history.tsx',
  personalProfit: 'src/features/member-centre/pages/personal-loss.tsx',
};

/*
 * Only members reach the member centre, so its first screen always needs the header's member part
 * and the member's info, which the site otherwise loads once it finds a session.
 */
const memberModules = ['src/app/layout/member-header.tsx', 'src/features/account/api/get-member-info.ts'];

/**
 * The lazily loaded modules the page at this address renders first: its route's, and in the member
 * centre the member's header and the page `?page=` names (My account when it names none).
 */
export function pageModules(pathname: string, search: URLSearchParams): string[] {
  const segment = pathname.split('/')[1] ?? '';
  const route = routeModules[segment];
  if (!route) return [];
  if (segment !== 'member') return [route];
  const page = memberPageModules[search.get('page') ?? ''] ?? memberPageModules.securityCenter;
  return [route, ...memberModules, ...(page ? [page] : [])];
}

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
 * What the browser must fetch to run these modules: their chunks and the chunks they import, and
 * their styles, as site paths, each once; minus what index.html loads anyway (`loaded`: the entry
 * and its styles).
 */
export function moduleFiles(
  manifest: Manifest,
  keys: readonly string[],
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
  keys.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}
