// Checks that every lazily loaded chunk of the built site brings the styles of the classes it renders.
// A class a chunk's code names, defined in the site's stylesheets, must be defined in a stylesheet the
// browser has when that chunk runs: its own (Vite loads a chunk's CSS with it), or those every chunk
// that loads it has, down to the entry's. Otherwise the page is styled only after some other route happened to load that CSS: the
// game centres were unstyled when opened by address, because their vendor grid's rules lived in the
// home lobby's stylesheet. Run after the build; exits non-zero and names chunk, class and the
// stylesheets that define it.
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const read = (file) => fs.readFileSync(path.join(dist, file), 'utf8');

/*
 * State and modifier classes (`is-active`, `btn--gold`) are styled in compound selectors of many
 * stylesheets, each for its own block; what must travel with a chunk is its blocks and elements.
 */
const isStateClass = (name) => /^(is|has)-/.test(name) || name.includes('--');

/** Class names a stylesheet's selectors mention (declarations, urls and comments removed). */
function classesOf(css) {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{[^{}]*\}/g, '{}')
    .replace(/url\([^)]*\)/g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

/** Words of the string and template literals of a script: where its class names are. */
function wordsOf(js) {
  const words = new Set();
  // Test ids often read like class names (`bet-status`) and style nothing.
  const code = js.replace(/"data-testid":\s*(?:"[^"]*"|`[^`]*`|'[^']*')/g, '');
  for (const [, a, b, c] of code.matchAll(
    /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g,
  )) {
    for (const word of (a ?? b ?? c ?? '').split(/[\s${}]+/)) if (word) words.add(word);
  }
  return words;
}

/** The chunk and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const cssOf = (keys) => new Set([...keys].flatMap((k) => manifest[k].css ?? []));
const jsOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));

const classesByFile = new Map();
for (const file of new Set(Object.values(manifest).flatMap((entry) => entry.css ?? [])))
  classesByFile.set(file, classesOf(read(file)));
const definedIn = (name) => [...classesByFile].filter(([, set]) => set.has(name)).map(([file]) => file);
const anywhere = new Set([...classesByFile.values()].flatMap((set) => [...set]));

const keyOfSource = (src) => Object.keys(manifest).find((k) => manifest[k].src === src);

/*
 * Chunks the manifest cannot place: the member centre's pages are loaded through tables in the entry
 * (features/member-centre/pages.ts, and app/member-pages.ts for the pages other features bring: the
 * messages, the reward centre, bonus details, the VIP page, invite friends, the raffle) but rendered
 * only inside the member centre's layout, in the member centre and the agent centre, whose chunks
 * bring that layout's styles.
 */
const renderedIn = [
  {
    chunks:
      /^src\/features\/(member-centre\/pages\/|messages\/components\/messages-page|rewards\/components\/(reward-centre|bonus-details)-page|vip\/components\/vip-page|referral\/components\/referral-page|raffle\/components\/raffle-page)/,
    hosts: ['src/app/routes/member-center.tsx', 'src/app/routes/agent-home.tsx'],
  },
];

const importersOf = (key) => {
  const hosts = renderedIn.find(({ chunks }) => chunks.test(manifest[key].src ?? ''))?.hosts;
  if (hosts) return hosts.map(keyOfSource).filter(Boolean);
  return Object.keys(manifest).filter(
    (k) => manifest[k].dynamicImports?.includes(key) || manifest[k].imports?.includes(key),
  );
};

/*
 * The stylesheets surely loaded when a chunk runs: its own and its static imports', plus what every
 * chunk that loads it has (a member-centre page runs only inside the member centre, whose styles are
 * there already). A chunk no other chunk loads (the entry) has its own. Chunks load each other in
 * cycles (the shell's member-page table imports pages whose chunks import the shell), so this is the
 * largest solution of available(c) = own(c) ∪ ⋂ available(importers of c): start from everything and
 * narrow until nothing changes (a walk of every import path instead takes exponential time).
 */
const chunkKeys = Object.keys(manifest).filter((key) => manifest[key].file.endsWith('.js'));
const ownClasses = new Map(
  chunkKeys.map((key) => [key, new Set([...cssOf(closure(key))].flatMap((f) => [...classesByFile.get(f)]))]),
);
const importersByKey = new Map(
  chunkKeys.map((key) => [key, importersOf(key).filter((k) => k !== key && ownClasses.has(k))]),
);
const available = new Map(
  chunkKeys.map((key) => [key, importersByKey.get(key).length === 0 ? ownClasses.get(key) : anywhere]),
);
for (let changed = true; changed;) {
  changed = false;
  for (const key of chunkKeys) {
    const importers = importersByKey.get(key);
    if (importers.length === 0) continue;
    const [first, ...rest] = importers.map((k) => available.get(k));
    const inherited = [...first].filter((name) => rest.every((set) => set.has(name)));
    const next = new Set([...ownClasses.get(key), ...inherited]);
    if (next.size !== available.get(key).size) {
      available.set(key, next);
      changed = true;
    }
  }
}
const availableClasses = (key) => available.get(key);

/*
 * Single words (`form`, `notice`) are everyday strings too; block and element names (`vendor-grid`,
 * `mc-card__title`) are not, so only they are looked for in a chunk's strings.
 */
const isBlockOrElement = (name) => /[a-z0-9][-_][a-z]/i.test(name) && !isStateClass(name);

/*
 * Classes a chunk renders only inside a component of another chunk, which brings their styles: the
 * login popup's banner is made by the popup view and shown inside the auth popups (auth-popup.css).
 */
const renderedInside = { 'src/app/popups/popup-view.tsx': ['auth-popup__banner'] };

const problems = [];
function check(key) {
  const available = availableClasses(key);
  const words = new Set(jsOf([key]).flatMap((file) => [...wordsOf(read(file))]));
  for (const name of words) {
    if (!anywhere.has(name) || available.has(name) || !isBlockOrElement(name)) continue;
    if (renderedInside[manifest[key].src]?.includes(name)) continue;
    problems.push({ chunk: manifest[key].src ?? key, name, definedIn: definedIn(name) });
  }
}
for (const key of Object.keys(manifest)) if (manifest[key].file.endsWith('.js')) check(key);

if (problems.length === 0) {
  console.log('every chunk brings the styles of the classes it renders');
} else {
  for (const p of problems)
    console.error(
      `${p.chunk}: class "${p.name}" is styled only in ${p.definedIn.join(', ')}, which it does not load`,
    );
  process.exit(1);
}
