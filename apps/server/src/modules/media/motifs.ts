import { registerIcons } from './icons';

/**
 * Which Game Icons shape a game's thumbnail shows. The first keyword found in the (English) name decides,
 * so "Dragon Tiger" shows a dragon and "Koi Pond Hunter" a pair of fish; a name without a known word
 * gets a deterministic pick from its category's family, so a lobby never shows one icon over and over.
 */

type Rule = readonly [pattern: RegExp, icons: readonly string[]];

const keywordRules: readonly Rule[] = [
  [/dragon/i, ['dragon-head', 'spiked-dragon-head']],
  [/phoenix|blaze|fire/i, ['flame-spin']],
  [/tiger/i, ['tiger-head']],
  [/panda/i, ['panda']],
  [/pirate|harpoon/i, ['pirate-skull', 'harpoon-trident']],
  [/pharaoh|egypt/i, ['egyptian-profile', 'egyptian-pyramids']],
  [/samurai/i, ['samurai-helmet']],
  [/viking/i, ['viking-helmet']],
  [/mermaid/i, ['mermaid']],
  [/jungle|island/i, ['palm-tree']],
  [/tidal|wave/i, ['big-wave']],
  [/ocean/i, ['wave-crest']],
  [/desert/i, ['cactus']],
  [/volcano/i, ['volcano']],
  [/moon|night/i, ['moon']],
  [/\bsun\b|eclipse/i, ['sun']],
  [/comet/i, ['comet-spark']],
  [/thunder|lightning|express|speed|quick|sprint/i, ['lightning-helix']],
  [/crystal/i, ['crystal-cluster', 'crystal-ball']],
  [/emerald|jade|sapphire/i, ['emerald']],
  [/ruby/i, ['fire-gem']],
  [/jewel|gem|diamond/i, ['gems', 'cut-diamond']],
  [/lotus|golden flower|flower/i, ['lotus']],
  [/koi/i, ['double-fish']],
  [/carnival|festival|party/i, ['carnival-mask']],
  [/wolf/i, ['wolf-head']],
  [/eagle/i, ['eagle-head']],
  [/lion/i, ['lion']],
  [/buffalo/i, ['buffalo-head']],
  [/bull|niu niu/i, ['bull']],
  [/candy|sweet/i, ['wrapped-sweet']],
  [/cherry/i, ['cherry']],
  [/fruit/i, ['fruit-bowl', 'watermelon']],
  [/monkey/i, ['monkey']],
  [/unicorn/i, ['unicorn']],
  [/titan/i, ['muscle-up']],
  [/aztec/i, ['aztec-calendar-sun']],
  [/ninja/i, ['ninja-head']],
  [/wizard|magic/i, ['wizard-face', 'crystal-ball']],
  [/fairy/i, ['fairy']],
  [/rooster|sabong|cockfight/i, ['rooster']],
  [/lanternfish|angler/i, ['angler-fish']],
  [/lantern/i, ['paper-lantern']],
  [/arctic/i, ['polar-bear']],
  [/safari/i, ['elephant-head']],
  [/genie/i, ['magic-lamp']],
  [/lucky cat|fortune cat|\bcat\b/i, ['cat']],
  [/shark/i, ['shark-jaws']],
  [/coral|reef/i, ['coral']],
  [/kraken|squid/i, ['giant-squid']],
  [/octopus/i, ['octopus']],
  [/pearl/i, ['oyster-pearl']],
  [/jellyfish/i, ['jellyfish']],
  [/crab/i, ['crab']],
  [/neptune|trident/i, ['trident']],
  [/turtle/i, ['sea-turtle']],
  [/whale/i, ['sperm-whale']],
  [/sunken|ship/i, ['sinking-ship']],
  [/fisherman|fishing/i, ['fishing']],
  [/treasure|abyss|bounty|vault|secrets/i, ['open-treasure-chest']],
  [/roulette|wheel/i, ['tarot-10-wheel-of-fortune']],
  [/sic bo|dice|hi-lo/i, ['rolling-dices', 'dice-six-faces-five']],
  [/mines?\b/i, ['unlit-bomb']],
  [/hold'em|omaha|poker|pai gow|teen patti/i, ['poker-hand']],
  [/blackjack|baccarat|andar bahar|pok deng|sam gong/i, ['card-ace-spades', 'card-king-hearts']],
  [/tongits|pusoy|thirteen|cards|discard|landlord/i, ['card-joker', 'card-queen-hearts']],
  [/mahjong|domino/i, ['domino-tiles']],
  [/fan tan|coins|riches|gold rush/i, ['two-coins', 'gold-bar', 'coins-pile']],
  [/crown|kingdom|dynasty|palace|imperial/i, ['crown', 'imperial-crown']],
  [/temple|legends/i, ['greek-temple']],
  [/hall|room|lounge|studio/i, ['card-ace-spades', 'poker-hand']],
  [/football|soccer|sportsbook|sports/i, ['soccer-ball']],
  [/e-?sports|arena/i, ['console-controller']],
  [/horse|racing/i, ['horse-head']],
  [/keno|number|digits|pick|4d|5d|lotto|lottery/i, ['ticket', 'crown-coin', 'abacus']],
  [
    /jackpot|spins?|reels|lines|cascade|frenzy|quest/i,
    ['slot-machine', 'cherry', 'ringing-bell', 'horseshoe'],
  ],
];

/** Fallback shapes per category; the game's hash picks one. */
const families: Record<string, readonly string[]> = {
  BGS: ['slot-machine', 'rolling-dices', 'unlit-bomb', 'rocket'],
  RNG: [
    'slot-machine',
    'cherry',
    'horseshoe',
    'ringing-bell',
    'gems',
    'two-coins',
    'crown',
    'gold-bar',
    'coins-pile',
  ],
  LIVE: ['card-ace-spades', 'card-king-hearts', 'poker-hand', 'tarot-10-wheel-of-fortune', 'rolling-dices'],
  FISH: ['clownfish', 'circling-fish', 'angler-fish', 'shark-jaws', 'octopus', 'crab', 'sea-turtle'],
  PVP: ['poker-hand', 'card-joker', 'card-queen-hearts', 'domino-tiles'],
  SPORTS: ['soccer-ball', 'horse-head'],
  ESPORTS: ['console-controller'],
  LOTT: ['ticket', 'crown-coin', 'abacus'],
  ELOTT: ['ticket', 'crown-coin', 'abacus'],
  COCKFIGHT: ['rooster'],
};

const defaultFamily = families.RNG ?? [];

/** Small shapes scattered around a banner's hero motif, per banner seed. */
export const bannerAccents = ['two-coins', 'gems', 'crown-coin', 'card-ace-spades', 'rolling-dices', 'crown'];

/** Hero motifs for banners, chosen by keyword in the banner's title or by seed. */
export const bannerHeroes = [
  'open-treasure-chest',
  'slot-machine',
  'dragon-head',
  'rolling-dices',
  'coins-pile',
  'lotus',
];

/** The category's emblem for vendor tiles: the family's first shape. */
export function categoryMotif(gameType: string): string {
  return (families[gameType.toUpperCase()] ?? defaultFamily)[0] ?? 'cherry';
}

/** The motif for a game: a keyword in its name wins, otherwise the category family, picked by `seed`. */
export function pickMotif(name: string, gameType: string, seed: number): string {
  for (const [pattern, icons] of keywordRules) {
    if (pattern.test(name)) return icons[seed % icons.length] ?? icons[0] ?? 'cherry';
  }
  const family = families[gameType.toUpperCase()] ?? defaultFamily;
  return family[seed % family.length] ?? 'cherry';
}

registerIcons([
  ...keywordRules.flatMap(([, icons]) => icons),
  ...Object.values(families).flat(),
  ...bannerAccents,
  ...bannerHeroes,
]);
