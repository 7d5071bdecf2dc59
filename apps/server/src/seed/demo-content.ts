/**
 * Demo catalogue and editorial content for a fresh install. Plain data only: the seed runner decides how to
 * write it. Every row carries a natural key so re-seeding can upsert instead of duplicating:
 * vendors by code, vendor categories by (vendorCode, category), games by nodeId, banners by (groupName, sort),
 * announcements, promotions and help articles by sort / slug, countries by countryCode.
 *
 * Texts are written here in EN and PT (PT is European Portuguese because PT-BR is a separate interface
 * language); the other 18 interface languages live in demo-content-i18n/, keyed by the English title or the
 * help slug (decision 0250). Banners, announcements, promotion titles, summaries and terms and help titles
 * come in all 20; help bodies and game names stay EN and PT and read in the brand default, then English.
 * Amounts are written without a currency so any brand currency reads right.
 */
import type { GameCategory } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import type { PromotionCategory } from '@lobby/contract/content';
import {
  announcementTexts,
  bannerTitles,
  helpTitles,
  inAllLanguages,
  promotionTerms,
  promotionTexts,
} from './demo-content-i18n';

/** EN and PT always; the other languages where demo-content-i18n has them, the rest fall back to the brand default. */
export type DemoText = { EN: string; PT: string } & Partial<Record<LanguageCode, string>>;
/** HOT is computed from games.isHot, never stored as a vendor category. */
export type DemoCategory = Exclude<GameCategory, 'HOT'>;

export interface DemoVendor {
  code: string;
  name: string;
  color: string;
}

export const demoVendors = [
  { code: 'BGS', name: 'BGS Originals', color: '#f5a524' },
  { code: 'PG', name: 'PG Soft', color: '#f97316' },
  { code: 'EG2', name: 'EG Slots', color: '#0891b2' },
  { code: 'PT', name: 'Playtech', color: '#1d4ed8' },
  { code: 'JDB', name: 'JDB Gaming', color: '#b91c1c' },
  { code: 'CQ9', name: 'CQ9 Gaming', color: '#db2777' },
  { code: 'FC', name: 'Fa Chai Gaming', color: '#16a34a' },
  { code: 'JL', name: 'JILI Games', color: '#ca8a04' },
  { code: 'MG', name: 'Microgaming', color: '#0f766e' },
  { code: 'PNG', name: "Play'n GO", color: '#65a30d' },
  { code: 'RTG', name: 'Realtime Gaming', color: '#9a3412' },
  { code: 'TTG', name: 'Top Trend Gaming', color: '#4f46e5' },
  { code: 'KY', name: 'Kaiyuan Gaming', color: '#9333ea' },
  { code: 'AG', name: 'AG Asia Gaming', color: '#b45309' },
  { code: 'BBIN', name: 'BBIN Live', color: '#be123c' },
  { code: 'DG', name: 'Dream Gaming', color: '#0e7490' },
  { code: 'EA', name: 'EA Gaming', color: '#2563eb' },
  { code: 'OG', name: 'Oriental Gaming', color: '#c2410c' },
  { code: 'GG', name: 'GG Live', color: '#15803d' },
  { code: 'WS', name: 'WS Gaming', color: '#0369a1' },
  { code: 'XY', name: 'XY Gaming', color: '#a21caf' },
  { code: 'KX', name: 'KX Cards', color: '#6d28d9' },
  { code: 'TH', name: 'TH Poker', color: '#047857' },
  { code: 'IBC', name: 'IBC Sports', color: '#1e40af' },
  { code: 'SBT', name: 'SBT Sportsbook', color: '#0d9488' },
  { code: 'UG', name: 'UG Sports', color: '#d97706' },
  { code: 'IMES', name: 'IM eSports', color: '#7e22ce' },
  { code: 'DS88', name: 'DS88 Sabong', color: '#991b1b' },
  { code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lottery', color: '#e11d48' },
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', color: '#0284c7' },
  { code: 'TCG', name: 'TCG Lottery', color: '#e63946' },
  { code: 'GPI', name: 'GPI Keno', color: '#14b8a6' },
  { code: 'VR', name: 'VR Lottery', color: '#8b5cf6' },
] as const satisfies readonly DemoVendor[];

export type DemoVendorCode = (typeof demoVendors)[number]['code'];

export interface DemoVendorCategory {
  vendorCode: DemoVendorCode;
  category: DemoCategory;
  /** LIVE and PVP vendors hold many tables and open a popup list; every other vendor is entered directly. */
  isGame: 'GAME' | 'VASSALAGE';
  sort: number;
}

const categoryVendors: Record<DemoCategory, readonly DemoVendorCode[]> = {
  BGS: ['BGS'],
  // The footer icon list (PG, EG2, PT, JDB, CQ9, FC, JL) leads so lane order matches it.
  RNG: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'MG', 'PNG', 'RTG', 'TTG', 'KY'],
  LIVE: ['AG', 'BBIN', 'DG', 'EA', 'OG', 'GG', 'WS', 'XY'],
  FISH: ['JDB', 'FC', 'JL', 'CQ9', 'KY', 'PG'],
  PVP: ['KX', 'KY', 'TH'],
  SPORTS: ['IBC', 'SBT', 'UG'],
  ESPORTS: ['IMES'],
  LOTT: ['TCG_LOTTO_VN', 'TCG_SEA', 'TCG'],
  ELOTT: ['GPI', 'VR'],
  COCKFIGHT: ['DS88'],
};

const popupCategories: readonly DemoCategory[] = ['LIVE', 'PVP'];

export const demoVendorCategories: readonly DemoVendorCategory[] = Object.entries(categoryVendors).flatMap(
  ([category, vendors]) =>
    vendors.map((vendorCode, i) => ({
      vendorCode,
      category: category as DemoCategory,
      isGame: popupCategories.includes(category as DemoCategory) ? ('VASSALAGE' as const) : ('GAME' as const),
      sort: i + 1,
    })),
);

// ---------------------------------------------------------------------------------------------------------
// Games

export interface DemoGame {
  nodeId: string;
  vendorCode: DemoVendorCode;
  gameType: DemoCategory;
  gameCode: string;
  name: DemoText;
  isHot: boolean;
  isNew: boolean;
  sort: number;
}

type Pair = readonly [en: string, pt: string];

/** Slot themes: English noun used as a modifier, Portuguese genitive that follows the head noun. */
const slotThemes: readonly Pair[] = [
  ['Dragon', 'do Dragão'],
  ['Phoenix', 'da Fénix'],
  ['Tiger', 'do Tigre'],
  ['Panda', 'do Panda'],
  ['Pirate', 'dos Piratas'],
  ['Pharaoh', 'do Faraó'],
  ['Samurai', 'do Samurai'],
  ['Viking', 'dos Vikings'],
  ['Mermaid', 'da Sereia'],
  ['Jungle', 'da Selva'],
  ['Ocean', 'do Oceano'],
  ['Desert', 'do Deserto'],
  ['Volcano', 'do Vulcão'],
  ['Moon', 'da Lua'],
  ['Sun', 'do Sol'],
  ['Comet', 'do Cometa'],
  ['Thunder', 'do Trovão'],
  ['Crystal', 'de Cristal'],
  ['Emerald', 'de Esmeralda'],
  ['Ruby', 'de Rubi'],
  ['Jade', 'de Jade'],
  ['Lotus', 'de Lótus'],
  ['Koi', 'da Carpa Koi'],
  ['Carnival', 'do Carnaval'],
  ['Wolf', 'do Lobo'],
  ['Eagle', 'da Águia'],
  ['Lion', 'do Leão'],
  ['Buffalo', 'do Búfalo'],
  ['Candy', 'dos Doces'],
  ['Fruit', 'das Frutas'],
  ['Cherry', 'das Cerejas'],
  ['Monkey', 'do Macaco'],
  ['Unicorn', 'do Unicórnio'],
  ['Titan', 'do Titã'],
  ['Aztec', 'dos Astecas'],
  ['Ninja', 'do Ninja'],
  ['Wizard', 'do Feiticeiro'],
  ['Fairy', 'da Fada'],
  ['Rooster', 'do Galo'],
  ['Lantern', 'das Lanternas'],
  ['Arctic', 'do Ártico'],
  ['Safari', 'do Safári'],
  ['Genie', 'do Génio'],
];

/** Slot formats: English head phrase, Portuguese head phrase. 'Dragon' + 'Vault' = 'Cofre do Dragão'. */
const slotFormats: readonly Pair[] = [
  ['Fortune Reels', 'Rolos da Fortuna'],
  ['Gold Rush', 'Corrida ao Ouro'],
  ['Treasure Hunt', 'Caça ao Tesouro'],
  ['Lucky Spins', 'Rodadas da Sorte'],
  ['Jackpot Palace', 'Palácio do Jackpot'],
  ['Legends', 'Lendas'],
  ['Kingdom', 'Reino'],
  ['Quest', 'Aventura'],
  ['Riches', 'Riquezas'],
  ['Blaze', 'Chamas'],
  ['Temple', 'Templo'],
  ['Vault', 'Cofre'],
  ['Mega Jackpot', 'Mega Jackpot'],
  ['Cascade', 'Cascata'],
  ['Spin Party', 'Festa das Rodadas'],
  ['Lucky Coins', 'Moedas da Sorte'],
  ['Golden Nights', 'Noites Douradas'],
  ['Express', 'Expresso'],
  ['Festival', 'Festival'],
  ['Jewels', 'Joias'],
  ['Frenzy', 'Frenesim'],
  ['Island', 'Ilha'],
  ['Secrets', 'Segredos'],
  ['Crown', 'Coroa'],
  ['Magic', 'Magia'],
  ['Dynasty', 'Dinastia'],
  ['Eclipse', 'Eclipse'],
];

/**
 * The k-th slot title. Consecutive titles never share a theme, and for a fixed theme the format walks the
 * whole list, so the mapping is a bijection and every title is unique.
 */
function slotTitle(k: number): Pair {
  const t = k % slotThemes.length;
  const q = Math.floor(k / slotThemes.length);
  const theme = slotThemes[t] ?? ['Lucky', 'da Sorte'];
  const format = slotFormats[(q + t * 7) % slotFormats.length] ?? ['Reels', 'Rolos'];
  return [`${theme[0]} ${format[0]}`, `${format[1]} ${theme[1]}`];
}

const rngGameCounts: readonly (readonly [DemoVendorCode, number])[] = [
  ['PG', 24],
  ['JL', 22],
  ['PT', 20],
  ['JDB', 18],
  ['CQ9', 18],
  ['MG', 18],
  ['FC', 16],
  ['PNG', 16],
  ['EG2', 14],
  ['RTG', 14],
  ['TTG', 12],
  ['KY', 10],
];

const fishGames: readonly (readonly [DemoVendorCode, readonly Pair[]])[] = [
  [
    'JDB',
    [
      ['Deep Sea Hunter', 'Caçador do Mar Profundo'],
      ['Golden Shark Hunt', 'Caça ao Tubarão Dourado'],
      ['Coral Reef Blaster', 'Canhão do Recife de Coral'],
      ['Kraken Strike', 'Ataque do Kraken'],
      ['Pearl Diver', 'Mergulhador de Pérolas'],
    ],
  ],
  [
    'FC',
    [
      ['Mega Fishing Party', 'Grande Festa da Pesca'],
      ['Lucky Fisherman', 'Pescador da Sorte'],
      ['Abyss Treasure', 'Tesouro do Abismo'],
      ['Mermaid Lagoon', 'Lagoa da Sereia'],
    ],
  ],
  [
    'JL',
    [
      ['Thunder Whale', 'Baleia do Trovão'],
      ['Pirate Harpoon', 'Arpão Pirata'],
      ['Jellyfish Blast', 'Explosão de Medusas'],
      ['Crab Catch', 'Captura de Caranguejos'],
      ['Neptune Cannon', 'Canhão de Neptuno'],
    ],
  ],
  [
    'CQ9',
    [
      ['Arctic Fishing', 'Pesca no Ártico'],
      ['Lanternfish Night', 'Noite do Peixe-Lanterna'],
      ['Koi Pond Hunter', 'Caçador do Lago das Carpas'],
      ['Turtle Bay Hunt', 'Caça na Baía das Tartarugas'],
    ],
  ],
  [
    'KY',
    [
      ['Octopus Ambush', 'Emboscada do Polvo'],
      ['Ocean Bounty', 'Recompensa do Oceano'],
      ['Sunken Ship Raid', 'Assalto ao Navio Afundado'],
    ],
  ],
  [
    'PG',
    [
      ['Tidal Wave Hunter', 'Caçador da Onda Gigante'],
      ['Shark Tournament', 'Torneio dos Tubarões'],
    ],
  ],
];

const liveTables: readonly Pair[] = [
  ['Baccarat', 'Bacará'],
  ['Speed Baccarat', 'Bacará Rápido'],
  ['No Commission Baccarat', 'Bacará Sem Comissão'],
  ['Squeeze Baccarat', 'Bacará Squeeze'],
  ['Dragon Tiger', 'Dragão Tigre'],
  ['Roulette', 'Roleta'],
  ['Sic Bo', 'Sic Bo'],
  ['Blackjack', 'Blackjack'],
  ['Fan Tan', 'Fan Tan'],
  ['Niu Niu', 'Niu Niu'],
];

/** Each live vendor names its studio, so 'Roulette' at AG and at DG stay distinct titles. */
const liveRooms: readonly (readonly [DemoVendorCode, Pair])[] = [
  ['AG', ['Golden Hall', 'Salão Dourado']],
  ['BBIN', ['Imperial Lounge', 'Salão Imperial']],
  ['DG', ['Jade Room', 'Sala de Jade']],
  ['EA', ['Harbour Studio', 'Estúdio do Porto']],
  ['OG', ['Orient Studio', 'Estúdio Oriente']],
  ['GG', ['Sapphire Room', 'Sala Safira']],
  ['WS', ['Skyline Studio', 'Estúdio Horizonte']],
  ['XY', ['Lotus Hall', 'Salão Lótus']],
];
const tablesPerLiveVendor = 5;

const pvpGames: readonly (readonly [DemoVendorCode, readonly Pair[]])[] = [
  [
    'KX',
    [
      ['Fight the Landlord', 'Luta contra o Senhorio'],
      ['Golden Flower', 'Flor Dourada'],
      ['Bull Fight Poker', 'Póquer do Touro'],
      ['Thirteen Cards', 'Treze Cartas'],
      ['Mahjong Showdown', 'Confronto de Mahjong'],
      ['Pai Gow Poker', 'Póquer Pai Gow'],
      ['Quick Discard', 'Descarte Rápido'],
    ],
  ],
  [
    'KY',
    [
      ["Texas Hold'em Table", "Mesa de Texas Hold'em"],
      ['Omaha Sprint', 'Omaha Relâmpago'],
      ['Blackjack Duel', 'Duelo de Blackjack'],
      ['Baccarat Duel', 'Duelo de Bacará'],
      ['Dragon Tiger Duel', 'Duelo Dragão Tigre'],
      ['Speed Poker', 'Póquer Rápido'],
      ['Sic Bo Challenge', 'Desafio Sic Bo'],
    ],
  ],
  [
    'TH',
    [
      ['Tongits Masters', 'Mestres do Tongits'],
      ['Pusoy Dos', 'Pusoy Dos'],
      ['Pok Deng', 'Pok Deng'],
      ['Teen Patti', 'Teen Patti'],
      ['Andar Bahar', 'Andar Bahar'],
      ['Domino QiuQiu', 'Dominó QiuQiu'],
      ['Sam Gong', 'Sam Gong'],
    ],
  ],
];

/** Lobby entries and draws; gameCode is what /lottery, /vnLottery and /seaLottery receive. */
const entryGames: readonly (readonly [
  DemoVendorCode,
  DemoCategory,
  readonly (readonly [string, ...Pair])[],
])[] = [
  [
    'IBC',
    'SPORTS',
    [
      ['lobby', 'IBC Sportsbook', 'Apostas Desportivas IBC'],
      ['virtual-football', 'Virtual Football', 'Futebol Virtual'],
    ],
  ],
  ['SBT', 'SPORTS', [['lobby', 'SBT Sportsbook', 'Apostas Desportivas SBT']]],
  ['UG', 'SPORTS', [['lobby', 'UG Sports Arena', 'Arena Desportiva UG']]],
  ['IMES', 'ESPORTS', [['lobby', 'IM eSports Arena', 'Arena IM eSports']]],
  ['DS88', 'COCKFIGHT', [['lobby', 'DS88 Sabong Live', 'Sabong ao Vivo DS88']]],
  [
    'TCG_LOTTO_VN',
    'LOTT',
    [
      ['lobby', 'Vietnam Lottery', 'Lotaria do Vietname'],
      ['north', 'Northern Lottery', 'Lotaria do Norte'],
      ['central', 'Central Lottery', 'Lotaria do Centro'],
      ['south', 'Southern Lottery', 'Lotaria do Sul'],
    ],
  ],
  [
    'TCG_SEA',
    'LOTT',
    [
      ['lobby', 'Southeast Asia Lottery', 'Lotarias do Sudeste Asiático'],
      ['thai', 'Thai Lottery', 'Lotaria Tailandesa'],
      ['lao', 'Lao Lottery', 'Lotaria do Laos'],
      ['my4d', 'Malaysia 4D', '4D da Malásia'],
    ],
  ],
  [
    'TCG',
    'LOTT',
    [
      ['lobby', 'TCG Lottery Hall', 'Salão de Lotaria TCG'],
      // SSC draws five digits: the code stays (bets and draws name it), the name says what it draws.
      ['fast3', 'Fast Five Digits', 'Cinco Dígitos Rápidos'],
      ['lucky5d', 'Lucky 5D', '5D da Sorte'],
      ['pick3', 'Pick 3', 'Escolha 3'],
    ],
  ],
  [
    'GPI',
    'ELOTT',
    [
      ['keno-express', 'Keno Express', 'Keno Expresso'],
      ['number-draw-1m', 'One-Minute Number Draw', 'Sorteio de Números de 1 Minuto'],
      ['hi-lo-draw', 'Hi-Lo Draw', 'Sorteio Alto-Baixo'],
    ],
  ],
  [
    'VR',
    'ELOTT',
    [
      ['speed-lotto', 'VR Speed Lotto', 'Loto Rápido VR'],
      ['virtual-racing', 'Virtual Horse Racing', 'Corridas de Cavalos Virtuais'],
      ['lotto-5m', 'Five-Minute Lotto', 'Loto de Cinco Minutos'],
    ],
  ],
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function game(
  vendorCode: DemoVendorCode,
  gameType: DemoCategory,
  gameCode: string,
  [en, pt]: Pair,
  sort: number,
  flags: { isHot?: boolean; isNew?: boolean } = {},
): DemoGame {
  return {
    nodeId: `${vendorCode}-${gameCode}`.toLowerCase(),
    vendorCode,
    gameType,
    gameCode,
    name: { EN: en, PT: pt },
    isHot: flags.isHot ?? false,
    isNew: flags.isNew ?? false,
    sort,
  };
}

function buildGames(): DemoGame[] {
  const list: DemoGame[] = [
    // The in-house games the server actually runs; their codes are fixed.
    game('BGS', 'BGS', 'slot', ['Lucky Lines', 'Linhas da Sorte'], 1, { isHot: true }),
    game('BGS', 'BGS', 'dice', ['Dice', 'Dados'], 2, { isNew: true }),
    game('BGS', 'BGS', 'mines', ['Mines', 'Minas'], 3, { isHot: true }),
  ];

  // A running counter spreads HOT and NEW (about one in ten each) across vendors and categories.
  let counter = 0;
  const flags = () => {
    const c = counter++;
    return { isHot: c % 10 === 2, isNew: c % 10 === 6 };
  };

  let k = 0;
  for (const [vendor, count] of rngGameCounts) {
    for (let i = 0; i < count; i++) {
      const title = slotTitle(k++);
      list.push(game(vendor, 'RNG', slug(title[0]), title, i + 1, flags()));
    }
  }
  for (const [vendor, titles] of fishGames) {
    titles.forEach((title, i) => list.push(game(vendor, 'FISH', slug(title[0]), title, i + 1, flags())));
  }
  liveRooms.forEach(([vendor, [roomEn, roomPt]], v) => {
    for (let j = 0; j < tablesPerLiveVendor; j++) {
      const table = liveTables[(v * 3 + j) % liveTables.length] ?? ['Baccarat', 'Bacará'];
      const title: Pair = [`${table[0]} – ${roomEn}`, `${table[1]} – ${roomPt}`];
      list.push(game(vendor, 'LIVE', slug(table[0]), title, j + 1, flags()));
    }
  });
  for (const [vendor, titles] of pvpGames) {
    titles.forEach((title, i) => list.push(game(vendor, 'PVP', slug(title[0]), title, i + 1, flags())));
  }
  for (const [vendor, category, entries] of entryGames) {
    entries.forEach(([code, en, pt], i) => list.push(game(vendor, category, code, [en, pt], i + 1)));
  }
  return list;
}

export const demoGames: readonly DemoGame[] = buildGames();

// ---------------------------------------------------------------------------------------------------------
// Banners

export interface DemoBanner {
  groupName: 'w_home' | 'w_login' | 'w_leftmenu';
  title: DemoText;
  linkageType: 'NONE' | 'PROMOTION' | 'ROUTE' | 'URL';
  /** PROMOTION: the promotion's sort as a string; ROUTE: a site path; URL: an absolute link. */
  linkage: string;
  sort: number;
}

const banners: readonly DemoBanner[] = [
  {
    groupName: 'w_home',
    title: {
      EN: 'Welcome Bonus: 100% up to 5,000',
      PT: 'Bónus de Boas-Vindas: 100% até 5.000',
    },
    linkageType: 'PROMOTION',
    linkage: '1',
    sort: 1,
  },
  {
    groupName: 'w_home',
    title: {
      EN: 'BGS Originals: Lucky Lines, Dice and Mines',
      PT: 'BGS Originals: Linhas da Sorte, Dados e Minas',
    },
    linkageType: 'ROUTE',
    linkage: '/rng?vassalage=BGS',
    sort: 2,
  },
  {
    groupName: 'w_home',
    title: {
      EN: 'Live Casino Tables Open 24/7',
      PT: 'Mesas de Casino ao Vivo Abertas 24/7',
    },
    linkageType: 'ROUTE',
    linkage: '/live',
    sort: 3,
  },
  {
    groupName: 'w_home',
    title: {
      EN: 'Daily Reload: 10% Every Day',
      PT: 'Recarga Diária: 10% Todos os Dias',
    },
    linkageType: 'PROMOTION',
    linkage: '2',
    sort: 4,
  },
  {
    groupName: 'w_login',
    title: {
      EN: 'Play Smart, Play Responsibly',
      PT: 'Jogue com Cabeça, Jogue com Responsabilidade',
    },
    linkageType: 'NONE',
    linkage: '',
    sort: 1,
  },
  {
    groupName: 'w_leftmenu',
    title: {
      EN: 'Invite Friends, Earn Rewards',
      PT: 'Convide Amigos, Ganhe Recompensas',
    },
    linkageType: 'PROMOTION',
    linkage: '4',
    sort: 1,
  },
];

export const demoBanners: readonly DemoBanner[] = banners.map((banner) => ({
  ...banner,
  title: inAllLanguages(banner.title, bannerTitles[banner.title.EN]),
}));

// ---------------------------------------------------------------------------------------------------------
// Announcements

export interface DemoAnnouncement {
  /** B marquee notice, PL popup, PU public, PR promotion, H help. */
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  /** A logged in, B guest, F first login. */
  execution: 'A' | 'B' | 'F';
  groupName: string;
  title: DemoText;
  content: DemoText;
  sort: number;
  /** Published this many days before seeding, so the list has a believable history. */
  daysAgo: number;
}

const announcements: readonly DemoAnnouncement[] = [
  {
    type: 'B',
    execution: 'B',
    groupName: 'system',
    title: { EN: 'Welcome to our new lobby', PT: 'Bem-vindo ao nosso novo lobby' },
    content: {
      EN: '<p>Welcome! Our lobby has a new look, faster game loading and more than 300 games from over 30 providers. New members can claim the <a href="/promotions">welcome bonus</a> on their first deposit.</p>',
      PT: '<p>Bem-vindo! O nosso lobby tem um novo visual, jogos que carregam mais depressa e mais de 300 jogos de mais de 30 fornecedores. Os novos membros podem pedir o <a href="/promotions">bónus de boas-vindas</a> no primeiro depósito.</p>',
    },
    sort: 1,
    daysAgo: 0,
  },
  {
    type: 'B',
    execution: 'B',
    groupName: 'maintenance',
    title: { EN: 'Scheduled maintenance: Playtech', PT: 'Manutenção programada: Playtech' },
    content: {
      EN: '<p>Playtech games will be unavailable on <strong>Tuesday from 02:00 to 04:00 (GMT+8)</strong> for scheduled maintenance. Open game rounds are settled automatically. All other providers stay available.</p>',
      PT: '<p>Os jogos Playtech estarão indisponíveis na <strong>terça-feira, das 02:00 às 04:00 (GMT+8)</strong>, para manutenção programada. As rondas em curso são liquidadas automaticamente. Todos os outros fornecedores continuam disponíveis.</p>',
    },
    sort: 2,
    daysAgo: 1,
  },
  {
    type: 'B',
    execution: 'B',
    groupName: 'games',
    title: { EN: 'New in-house game: Crash', PT: 'Novo jogo da casa: Crash' },
    content: {
      EN: '<p>Our in-house studio has released <strong>Crash</strong>: watch the multiplier climb and cash out before it stops. Find it with Lucky Lines, Dice and Mines under BGS Originals.</p>',
      PT: '<p>O nosso estúdio lançou o <strong>Crash</strong>: veja o multiplicador subir e retire antes que pare. Encontra-o junto de Linhas da Sorte, Dados e Minas em BGS Originals.</p>',
    },
    sort: 3,
    daysAgo: 2,
  },
  {
    type: 'B',
    execution: 'B',
    groupName: 'security',
    title: { EN: 'Only use our official links', PT: 'Use apenas as nossas ligações oficiais' },
    content: {
      EN: '<p>Staff will never ask for your password or SMS code. Only log in through the address in your browser bar or the official app, and report suspicious messages to customer service.</p>',
      PT: '<p>A nossa equipa nunca pedirá a sua palavra-passe nem o código SMS. Inicie sessão apenas através do endereço na barra do navegador ou da aplicação oficial, e comunique mensagens suspeitas ao apoio ao cliente.</p>',
    },
    sort: 4,
    daysAgo: 3,
  },
  {
    type: 'B',
    execution: 'B',
    groupName: 'responsible',
    title: { EN: 'Play responsibly', PT: 'Jogue com responsabilidade' },
    content: {
      EN: '<p>Gaming is entertainment, not a way to make money. Players must be 18 or older. Set deposit limits or take a break at any time from <strong>My Account</strong>.</p>',
      PT: '<p>O jogo é entretenimento, não uma forma de ganhar dinheiro. Os jogadores têm de ter 18 anos ou mais. Defina limites de depósito ou faça uma pausa a qualquer momento em <strong>A Minha Conta</strong>.</p>',
    },
    sort: 5,
    daysAgo: 5,
  },
  {
    type: 'PL',
    execution: 'B',
    groupName: 'popup',
    title: { EN: 'New here? Double your first deposit', PT: 'É novo por cá? Duplique o primeiro depósito' },
    content: {
      EN: '<p><strong>Register today</strong> and receive a 100% bonus on your first deposit, up to 5,000.</p><ul><li>Registration takes less than a minute</li><li>Deposit from 100</li><li>Bonus credited to your reward centre</li></ul><p>18+ only. Wagering requirements apply. <a href="/promotions">See the full terms</a>.</p>',
      PT: '<p><strong>Registe-se hoje</strong> e receba um bónus de 100% no primeiro depósito, até 5.000.</p><ul><li>O registo demora menos de um minuto</li><li>Depósitos a partir de 100</li><li>Bónus creditado no seu centro de recompensas</li></ul><p>Apenas maiores de 18 anos. Aplicam-se requisitos de aposta. <a href="/promotions">Consulte os termos completos</a>.</p>',
    },
    sort: 6,
    daysAgo: 0,
  },
  {
    type: 'PL',
    execution: 'A',
    groupName: 'popup',
    title: { EN: 'Your daily reload is ready', PT: 'A sua recarga diária está pronta' },
    content: {
      EN: '<p>Welcome back! Make your first deposit of the day and get <strong>10% extra, up to 1,000</strong>.</p><p>Claim it from the reward centre after your deposit. <a href="/promotions">Promotion details</a>.</p>',
      PT: '<p>Bem-vindo de volta! Faça o primeiro depósito do dia e receba <strong>10% extra, até 1.000</strong>.</p><p>Peça-o no centro de recompensas depois do depósito. <a href="/promotions">Detalhes da promoção</a>.</p>',
    },
    sort: 7,
    daysAgo: 0,
  },
  {
    type: 'PL',
    execution: 'F',
    groupName: 'popup',
    title: { EN: 'Welcome aboard!', PT: 'Bem-vindo a bordo!' },
    content: {
      EN: '<p>Thank you for joining us. Your account is ready: make your <strong>first deposit</strong> to unlock the welcome bonus, then explore more than 300 games.</p><p>Need help? Our customer service is open around the clock.</p>',
      PT: '<p>Obrigado por se juntar a nós. A sua conta está pronta: faça o <strong>primeiro depósito</strong> para desbloquear o bónus de boas-vindas e explore mais de 300 jogos.</p><p>Precisa de ajuda? O nosso apoio ao cliente está disponível a qualquer hora.</p>',
    },
    sort: 8,
    daysAgo: 0,
  },
  {
    type: 'B',
    execution: 'A',
    groupName: 'members',
    title: { EN: 'Members: double points this weekend', PT: 'Membros: pontos a dobrar este fim de semana' },
    content: {
      EN: '<p>Every bet you place from Friday to Sunday earns <strong>double points</strong> in the points mall. No sign-up needed.</p>',
      PT: '<p>Todas as apostas feitas de sexta a domingo valem <strong>pontos a dobrar</strong> na loja de pontos. Não é preciso inscrição.</p>',
    },
    sort: 0,
    daysAgo: 0,
  },
  {
    type: 'PU',
    execution: 'B',
    groupName: 'payments',
    title: { EN: 'New deposit channels available', PT: 'Novos canais de depósito disponíveis' },
    content: {
      EN: '<p>We have added new e-wallet and bank transfer channels with faster confirmation times.</p><ul><li>E-wallets: usually credited within 5 minutes</li><li>Bank transfer: usually credited within 30 minutes</li></ul><p>Always use the account details shown on the deposit page at the time of payment; they can change.</p>',
      PT: '<p>Adicionámos novos canais de carteira eletrónica e de transferência bancária com confirmação mais rápida.</p><ul><li>Carteiras eletrónicas: normalmente creditadas em 5 minutos</li><li>Transferência bancária: normalmente creditada em 30 minutos</li></ul><p>Use sempre os dados de conta indicados na página de depósito no momento do pagamento; podem mudar.</p>',
    },
    sort: 8,
    daysAgo: 4,
  },
  {
    type: 'PU',
    execution: 'B',
    groupName: 'legal',
    title: { EN: 'Terms and Conditions updated', PT: 'Termos e Condições atualizados' },
    content: {
      EN: '<p>We have updated our Terms and Conditions to clarify bonus wagering rules and account verification. The changes apply from today. Please read them in the help centre.</p>',
      PT: '<p>Atualizámos os nossos Termos e Condições para clarificar as regras de aposta dos bónus e a verificação de conta. As alterações aplicam-se a partir de hoje. Leia-os no centro de ajuda.</p>',
    },
    sort: 9,
    daysAgo: 7,
  },
  {
    type: 'PU',
    execution: 'B',
    groupName: 'service',
    title: { EN: 'Holiday customer service hours', PT: 'Horário do apoio ao cliente nos feriados' },
    content: {
      EN: '<p>Live chat stays open 24 hours a day during the holidays. Withdrawals requested on public holidays may take a little longer to reach your bank.</p>',
      PT: '<p>O chat ao vivo continua aberto 24 horas por dia durante os feriados. Os levantamentos pedidos em feriados podem demorar um pouco mais a chegar ao seu banco.</p>',
    },
    sort: 10,
    daysAgo: 12,
  },
  {
    type: 'PR',
    execution: 'B',
    groupName: 'promotion',
    title: { EN: 'Weekly slots cashback every Monday', PT: 'Cashback semanal de slots todas as segundas' },
    content: {
      EN: '<p>Get <strong>5% of your net slot losses</strong> back every Monday, up to 10,000, with only 1x wagering. <a href="/promotions">Read the terms</a>.</p>',
      PT: '<p>Receba <strong>5% das suas perdas líquidas em slots</strong> todas as segundas-feiras, até 10.000, com apenas 1x de requisito de aposta. <a href="/promotions">Leia os termos</a>.</p>',
    },
    sort: 11,
    daysAgo: 2,
  },
  {
    type: 'PR',
    execution: 'B',
    groupName: 'promotion',
    title: { EN: 'Zalo bonus: up to 131K', PT: 'Bónus Zalo: até 131K' },
    content: {
      EN: '<p>Follow our official Zalo account and receive a one-time bonus of <strong>up to 131K</strong>. <a href="/promotions">How to claim</a>.</p>',
      PT: '<p>Siga a nossa conta oficial no Zalo e receba um bónus único de <strong>até 131K</strong>. <a href="/promotions">Como pedir</a>.</p>',
    },
    sort: 12,
    daysAgo: 6,
  },
  {
    type: 'H',
    execution: 'B',
    groupName: 'help',
    title: { EN: 'Keep your account secure', PT: 'Mantenha a sua conta segura' },
    content: {
      EN: '<p>Use a password you do not use anywhere else, bind your mobile number and never share SMS codes.</p><ul><li>Change your password from My Account</li><li>Log out on shared devices</li><li>Contact customer service if you notice activity you do not recognise</li></ul>',
      PT: '<p>Use uma palavra-passe que não utilize em mais nenhum lado, associe o seu número de telemóvel e nunca partilhe códigos SMS.</p><ul><li>Altere a palavra-passe em A Minha Conta</li><li>Termine sessão em dispositivos partilhados</li><li>Contacte o apoio ao cliente se notar atividade que não reconhece</li></ul>',
    },
    sort: 13,
    daysAgo: 9,
  },
  {
    type: 'H',
    execution: 'B',
    groupName: 'help',
    title: { EN: 'Withdrawal processing times', PT: 'Prazos de processamento dos levantamentos' },
    content: {
      EN: '<p>Most withdrawals are approved within 15 minutes. The first withdrawal, or one after a change of bank details, may need an identity check and can take up to 24 hours.</p>',
      PT: '<p>A maioria dos levantamentos é aprovada em 15 minutos. O primeiro levantamento, ou um levantamento após alteração dos dados bancários, pode exigir uma verificação de identidade e demorar até 24 horas.</p>',
    },
    sort: 14,
    daysAgo: 10,
  },
];

export const demoAnnouncements: readonly DemoAnnouncement[] = announcements.map((notice) => {
  const texts = announcementTexts[notice.title.EN];
  return {
    ...notice,
    title: inAllLanguages(notice.title, texts?.title),
    content: inAllLanguages(notice.content, texts?.content),
  };
});

// ---------------------------------------------------------------------------------------------------------
// Promotions

export interface DemoPromotion {
  category: PromotionCategory;
  title: DemoText;
  summary: DemoText;
  content: DemoText;
  /** Also the id banners use in PROMOTION linkages. */
  sort: number;
  /** Ends this many days after seeding; null runs until switched off. */
  durationDays: number | null;
}

const responsibleEn =
  '<p>Only players aged 18 or over may take part. Gaming should be fun: set limits, take breaks and never chase losses. If gaming stops being fun, visit our <a href="/helpmc">help centre</a> or contact customer service.</p>';
const responsiblePt =
  '<p>Só podem participar jogadores com 18 anos ou mais. O jogo deve ser divertido: defina limites, faça pausas e nunca tente recuperar perdas. Se o jogo deixar de ser divertido, visite o nosso <a href="/helpmc">centro de ajuda</a> ou contacte o apoio ao cliente.</p>';

const promotions: readonly DemoPromotion[] = [
  {
    category: 'NEW',
    title: { EN: 'Welcome Bonus 100% up to 5,000', PT: 'Bónus de Boas-Vindas 100% até 5.000' },
    summary: {
      EN: 'Double your first deposit with a 100% match bonus up to 5,000.',
      PT: 'Duplique o seu primeiro depósito com um bónus de 100% até 5.000.',
    },
    content: {
      EN:
        '<p>New members receive a 100% match on their first deposit, up to 5,000.</p>' +
        '<p><strong>How to claim</strong></p><ul><li>Register an account.</li><li>Make a first deposit of at least 100.</li><li>Claim the bonus in the reward centre within 7 days of the deposit.</li></ul>' +
        '<p><strong>Terms</strong></p><ul><li>Wagering requirement: 20 times the deposit plus bonus, within 30 days.</li><li>Slots and BGS Originals count 100%; live casino, card games and sports count 10%.</li><li>One welcome bonus per person; only your very first deposit qualifies.</li><li>Withdrawals wait until the wagering is complete. You may forfeit the bonus in Bonus details to withdraw at once: the bonus amount is then taken back from your wallet.</li><li>Our general Terms and Conditions apply.</li></ul>' +
        responsibleEn,
      PT:
        '<p>Os novos membros recebem um bónus de 100% sobre o primeiro depósito, até 5.000.</p>' +
        '<p><strong>Como pedir</strong></p><ul><li>Registe uma conta.</li><li>Faça um primeiro depósito de pelo menos 100.</li><li>Peça o bónus no centro de recompensas nos 7 dias seguintes ao depósito.</li></ul>' +
        '<p><strong>Termos</strong></p><ul><li>Requisito de aposta: 20 vezes o depósito mais o bónus, no prazo de 30 dias.</li><li>Slots e BGS Originals contam 100%; casino ao vivo, jogos de cartas e desporto contam 10%.</li><li>Um bónus de boas-vindas por pessoa; só o seu primeiro depósito conta.</li><li>Os levantamentos esperam até o requisito de aposta estar cumprido. Pode renunciar ao bónus em Detalhes do bónus para levantar de imediato: o valor do bónus é então retirado da sua carteira.</li><li>Aplicam-se os nossos Termos e Condições gerais.</li></ul>' +
        responsiblePt,
    },
    sort: 1,
    durationDays: null,
  },
  {
    category: 'DAILY',
    title: { EN: 'Daily Reload 10%', PT: 'Recarga Diária 10%' },
    summary: {
      EN: 'Get 10% extra on your first deposit of every day, up to 1,000.',
      PT: 'Receba 10% extra no primeiro depósito de cada dia, até 1.000.',
    },
    content: {
      EN:
        '<p>Every day, your first deposit of at least 200 earns a 10% reload bonus, up to 1,000.</p>' +
        '<p><strong>Terms</strong></p><ul><li>The day runs from 00:00 to 23:59 (GMT+8).</li><li>Claim the bonus in the reward centre on the same day as the deposit.</li><li>Wagering requirement: 10 times the bonus, within 7 days.</li><li>Cannot be combined with the welcome bonus on the same deposit.</li><li>Our general Terms and Conditions apply.</li></ul>' +
        responsibleEn,
      PT:
        '<p>Todos os dias, o seu primeiro depósito de pelo menos 200 dá direito a um bónus de recarga de 10%, até 1.000.</p>' +
        '<p><strong>Termos</strong></p><ul><li>O dia decorre das 00:00 às 23:59 (GMT+8).</li><li>Peça o bónus no centro de recompensas no mesmo dia do depósito.</li><li>Requisito de aposta: 10 vezes o bónus, no prazo de 7 dias.</li><li>Não acumula com o bónus de boas-vindas no mesmo depósito.</li><li>Aplicam-se os nossos Termos e Condições gerais.</li></ul>' +
        responsiblePt,
    },
    sort: 2,
    durationDays: 30,
  },
  {
    category: 'SLOTS',
    title: { EN: 'Weekly Slots Cashback 5%', PT: 'Cashback Semanal de Slots 5%' },
    summary: {
      EN: 'Every Monday, 5% of last week’s net slot losses back, up to 10,000.',
      PT: 'Todas as segundas-feiras, 5% das perdas líquidas em slots da semana anterior, até 10.000.',
    },
    content: {
      EN:
        '<p>Had a quiet week on the reels? Every Monday we return 5% of your net losses on slots from the previous week, up to 10,000.</p>' +
        '<p><strong>Terms</strong></p><ul><li>Net loss = total slot bets minus total slot winnings, Monday 00:00 to Sunday 23:59 (GMT+8).</li><li>Minimum net loss of 500 to qualify.</li><li>Slots and BGS Originals count; other games do not.</li><li>Claim your cashback in the reward centre from Monday 00:15 until Sunday 23:59.</li><li>Wagering requirement: 1 times the cashback, within 7 days.</li><li>Our general Terms and Conditions apply.</li></ul>' +
        responsibleEn,
      PT:
        '<p>Teve uma semana fraca nos rolos? Todas as segundas-feiras devolvemos 5% das suas perdas líquidas em slots da semana anterior, até 10.000.</p>' +
        '<p><strong>Termos</strong></p><ul><li>Perda líquida = total apostado em slots menos total ganho em slots, de segunda-feira às 00:00 a domingo às 23:59 (GMT+8).</li><li>Perda líquida mínima de 500 para participar.</li><li>Contam as slots e os BGS Originals; os outros jogos não.</li><li>Peça o cashback no centro de recompensas de segunda-feira às 00:15 até domingo às 23:59.</li><li>Requisito de aposta: 1 vez o cashback, no prazo de 7 dias.</li><li>Aplicam-se os nossos Termos e Condições gerais.</li></ul>' +
        responsiblePt,
    },
    sort: 3,
    durationDays: 60,
  },
  {
    category: 'NEW',
    title: { EN: 'Refer a Friend', PT: 'Convide um Amigo' },
    summary: {
      EN: 'Earn 188 for every friend who joins with your link and plays.',
      PT: 'Ganhe 188 por cada amigo que se registe com a sua ligação e jogue.',
    },
    content: {
      EN:
        '<p>Share your personal invitation link from <strong>Invite Friends</strong> in the member centre. When a friend registers with it, deposits at least 300 and wagers 1,000 within 14 days, you both receive 188.</p>' +
        '<p><strong>Terms</strong></p><ul><li>The friend must be a new customer aged 18 or over, with their own account, device and payment method.</li><li>Up to 20 rewarded referrals per month.</li><li>Wagering requirement: 5 times the reward.</li><li>Referring yourself or using duplicate accounts cancels all referral rewards.</li><li>Our general Terms and Conditions apply.</li></ul>' +
        responsibleEn,
      PT:
        '<p>Partilhe a sua ligação de convite pessoal em <strong>Convidar Amigos</strong>, no centro de membro. Quando um amigo se registar com ela, depositar pelo menos 300 e apostar 1.000 no prazo de 14 dias, ambos recebem 188.</p>' +
        '<p><strong>Termos</strong></p><ul><li>O amigo tem de ser um cliente novo com 18 anos ou mais, com conta, dispositivo e método de pagamento próprios.</li><li>Até 20 convites recompensados por mês.</li><li>Requisito de aposta: 5 vezes a recompensa.</li><li>Convidar-se a si próprio ou usar contas duplicadas cancela todas as recompensas de convite.</li><li>Aplicam-se os nossos Termos e Condições gerais.</li></ul>' +
        responsiblePt,
    },
    sort: 4,
    durationDays: null,
  },
  {
    category: 'VIP',
    title: { EN: 'VIP Club', PT: 'Clube VIP' },
    summary: {
      EN: 'Level up for monthly bonuses, faster withdrawals and a personal manager.',
      PT: 'Suba de nível para ter bónus mensais, levantamentos mais rápidos e um gestor pessoal.',
    },
    content: {
      EN:
        '<p>Every bet moves you closer to the next VIP level. Levels are reviewed on the first day of each month based on your valid bets over the previous 90 days.</p>' +
        '<p><strong>Benefits</strong></p><ul><li>Level-up bonus and monthly bonus that grow with your level.</li><li>Birthday gift from level 3.</li><li>Priority withdrawals and higher daily withdrawal limits.</li><li>A personal account manager from level 5.</li></ul>' +
        '<p><strong>Terms</strong></p><ul><li>VIP bonuses carry a wagering requirement of 3 times the bonus.</li><li>Levels can go down if activity falls below the level requirement.</li><li>We may decline or remove VIP status in cases of bonus abuse.</li><li>Our general Terms and Conditions apply.</li></ul>' +
        responsibleEn,
      PT:
        '<p>Cada aposta aproxima-o do próximo nível VIP. Os níveis são revistos no primeiro dia de cada mês, com base nas suas apostas válidas dos 90 dias anteriores.</p>' +
        '<p><strong>Vantagens</strong></p><ul><li>Bónus de subida de nível e bónus mensal que aumentam com o nível.</li><li>Presente de aniversário a partir do nível 3.</li><li>Levantamentos prioritários e limites diários de levantamento mais altos.</li><li>Um gestor de conta pessoal a partir do nível 5.</li></ul>' +
        '<p><strong>Termos</strong></p><ul><li>Os bónus VIP têm um requisito de aposta de 3 vezes o bónus.</li><li>O nível pode descer se a atividade ficar abaixo do exigido para esse nível.</li><li>Podemos recusar ou retirar o estatuto VIP em caso de abuso de bónus.</li><li>Aplicam-se os nossos Termos e Condições gerais.</li></ul>' +
        responsiblePt,
    },
    sort: 5,
    durationDays: null,
  },
  {
    category: 'NEW',
    title: { EN: 'Zalo Bonus up to 131K', PT: 'Bónus Zalo até 131K' },
    summary: {
      EN: 'Follow our official Zalo account and get a one-time bonus of up to 131K.',
      PT: 'Siga a nossa conta oficial no Zalo e receba um bónus único de até 131K.',
    },
    content: {
      EN:
        '<p>Join our community on Zalo for news, tips and exclusive codes, and receive a one-time bonus of up to 131K.</p>' +
        '<p><strong>How to claim</strong></p><ul><li>Follow our official Zalo account using the link from customer service.</li><li>Apply in the reward centre with your Zalo name and a screenshot of the follow.</li><li>We review applications within 24 hours; an approved bonus is paid to your wallet at once.</li></ul>' +
        '<p><strong>Terms</strong></p><ul><li>The amount depends on your total deposits in the last 30 days, up to 131K.</li><li>One claim per member and per Zalo account.</li><li>Wagering requirement: 8 times the bonus, within 7 days.</li><li>Our general Terms and Conditions apply.</li></ul>' +
        responsibleEn,
      PT:
        '<p>Junte-se à nossa comunidade no Zalo para novidades, dicas e códigos exclusivos, e receba um bónus único de até 131K.</p>' +
        '<p><strong>Como pedir</strong></p><ul><li>Siga a nossa conta oficial no Zalo através da ligação fornecida pelo apoio ao cliente.</li><li>Candidate-se no centro de recompensas com o seu nome no Zalo e uma captura de ecrã.</li><li>Analisamos as candidaturas em 24 horas; um bónus aprovado é pago de imediato na sua carteira.</li></ul>' +
        '<p><strong>Termos</strong></p><ul><li>O valor depende do total dos seus depósitos nos últimos 30 dias, até 131K.</li><li>Um pedido por membro e por conta Zalo.</li><li>Requisito de aposta: 8 vezes o bónus, no prazo de 7 dias.</li><li>Aplicam-se os nossos Termos e Condições gerais.</li></ul>' +
        responsiblePt,
    },
    sort: 6,
    durationDays: 14,
  },
  {
    category: 'DAILY',
    title: { EN: 'Daily Check-in up to 21', PT: 'Check-in Diário até 21' },
    summary: {
      EN: 'Check in every day in the reward centre: 1, 2, 3, 5, 8, 13, then 21 a day.',
      PT: 'Faça check-in todos os dias no centro de recompensas: 1, 2, 3, 5, 8, 13 e depois 21 por dia.',
    },
    content: {
      EN:
        '<p>Check in once a day in the reward centre. The longer your run of days, the bigger the reward: 1 on the first day, then 2, 3, 5, 8 and 13, and 21 every day from the seventh.</p>' +
        '<p><strong>Terms</strong></p><ul><li>The day runs from 00:00 to 23:59 (GMT+8); missing a day starts the run again.</li><li>Wagering requirement: 1 times the reward, within 7 days.</li><li>One check-in per person a day.</li><li>Our general Terms and Conditions apply.</li></ul>' +
        responsibleEn,
      PT:
        '<p>Faça check-in uma vez por dia no centro de recompensas. Quanto mais dias seguidos, maior a recompensa: 1 no primeiro dia, depois 2, 3, 5, 8 e 13, e 21 por dia a partir do sétimo.</p>' +
        '<p><strong>Termos</strong></p><ul><li>O dia decorre das 00:00 às 23:59 (GMT+8); falhar um dia recomeça a contagem.</li><li>Requisito de aposta: 1 vez a recompensa, no prazo de 7 dias.</li><li>Um check-in por pessoa por dia.</li><li>Aplicam-se os nossos Termos e Condições gerais.</li></ul>' +
        responsiblePt,
    },
    sort: 7,
    durationDays: null,
  },
  {
    category: 'DAILY',
    title: { EN: 'Daily Rebate up to 0.5%', PT: 'Rebate Diário até 0,5%' },
    summary: {
      EN: 'A share of every settled bet back the next day: 0.5% on slots, up to 5,000 a day.',
      PT: 'Uma parte de cada aposta liquidada de volta no dia seguinte: 0,5% em slots, até 5.000 por dia.',
    },
    content: {
      EN:
        '<p>Every settled bet earns a rebate, win or lose: 0.5% on slots, BGS Originals and fishing, 0.3% on live casino and card games, 0.2% on sports and e-sports. Lottery does not count.</p>' +
        '<p><strong>Terms</strong></p><ul><li>The day runs from 00:00 to 23:59 (GMT+8); the reward centre shows what today has earned so far.</li><li>Claim yesterday’s rebate from 00:15 until 23:59 today.</li><li>Up to 5,000 a day.</li><li>Wagering requirement: 1 times the rebate, within 7 days.</li><li>Our general Terms and Conditions apply.</li></ul>' +
        responsibleEn,
      PT:
        '<p>Cada aposta liquidada dá direito a um rebate, ganhe ou perca: 0,5% em slots, BGS Originals e pesca, 0,3% em casino ao vivo e jogos de cartas, 0,2% em desporto e e-sports. A lotaria não conta.</p>' +
        '<p><strong>Termos</strong></p><ul><li>O dia decorre das 00:00 às 23:59 (GMT+8); o centro de recompensas mostra o que o dia de hoje já rendeu.</li><li>Peça o rebate de ontem das 00:15 às 23:59 de hoje.</li><li>Até 5.000 por dia.</li><li>Requisito de aposta: 1 vez o rebate, no prazo de 7 dias.</li><li>Aplicam-se os nossos Termos e Condições gerais.</li></ul>' +
        responsiblePt,
    },
    sort: 8,
    durationDays: null,
  },
  {
    category: 'NEW',
    title: { EN: 'Sign-up Bonus 8.88', PT: 'Bónus de Registo 8,88' },
    summary: {
      EN: 'New members get 8.88 to try the games: claim it in the reward centre.',
      PT: 'Os novos membros recebem 8,88 para experimentar os jogos: peça-o no centro de recompensas.',
    },
    content: {
      EN:
        '<p>Welcome! Every new member receives 8.88 to try our games, no deposit needed.</p>' +
        '<p><strong>Terms</strong></p><ul><li>Claim it in the reward centre within 7 days of registering.</li><li>Wagering requirement: 5 times the bonus, within 7 days.</li><li>One sign-up bonus per person; duplicate accounts lose every bonus.</li><li>Our general Terms and Conditions apply.</li></ul>' +
        responsibleEn,
      PT:
        '<p>Bem-vindo! Cada novo membro recebe 8,88 para experimentar os nossos jogos, sem depósito.</p>' +
        '<p><strong>Termos</strong></p><ul><li>Peça-o no centro de recompensas nos 7 dias seguintes ao registo.</li><li>Requisito de aposta: 5 vezes o bónus, no prazo de 7 dias.</li><li>Um bónus de registo por pessoa; contas duplicadas perdem todos os bónus.</li><li>Aplicam-se os nossos Termos e Condições gerais.</li></ul>' +
        responsiblePt,
    },
    sort: 9,
    durationDays: null,
  },
];

export const demoPromotions: readonly DemoPromotion[] = promotions.map((promotion) => {
  const texts = promotionTexts[promotion.title.EN];
  return {
    ...promotion,
    title: inAllLanguages(promotion.title, texts?.title),
    summary: inAllLanguages(promotion.summary, texts?.summary),
    content: inAllLanguages(promotion.content, promotionTerms[promotion.title.EN]),
  };
});

// ---------------------------------------------------------------------------------------------------------
// Help articles

export interface DemoHelpArticle {
  category: 'account' | 'deposit' | 'withdraw' | 'games' | 'responsible' | 'terms';
  slug: string;
  title: DemoText;
  content: DemoText;
  sort: number;
}

// Small builders so the long articles stay readable here; the output is the same plain HTML.
const p = (text: string) => `<p>${text}</p>`;
const h = (text: string) => `<p><strong>${text}</strong></p>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const doc = (...blocks: string[]) => blocks.join('');

const helpArticles: readonly DemoHelpArticle[] = [
  {
    category: 'account',
    slug: 'how-to-register',
    title: { EN: 'How to register', PT: 'Como fazer o registo' },
    content: {
      EN: doc(
        p('Creating an account is free and takes less than a minute. You must be 18 or older to register.'),
        h('Register with a username'),
        ul(
          'Click <strong>Register</strong> at the top of the page.',
          'Choose a username of 6 to 16 letters and numbers. It cannot be changed later.',
          'Choose a password and type it again to confirm it. Use a password you do not use on any other site.',
          'Fill in any other fields shown, such as your mobile number or real name. The real name must match your bank account, or withdrawals will be delayed.',
          'Tick <strong>I am 18 years old and agree</strong> to confirm your age and accept the Terms and Conditions.',
          'Click <strong>Register</strong>. You are logged in straight away.',
        ),
        h('Register with a mobile number'),
        p(
          'If the mobile tab is offered, choose your country code, enter your number and tap <strong>Send code</strong>. Enter the SMS code you receive, choose a password and complete the form. A new code can be requested once the countdown ends.',
        ),
        h('Referral codes'),
        p(
          'If a friend or an agent invited you, open their invitation link or type their referral code in the form. The code links your account to theirs and cannot be added after registration.',
        ),
        h('Problems registering?'),
        p(
          'If the username is already taken, try another one. If the SMS code does not arrive, check that the country code is correct and wait for the countdown before requesting again. Customer service can help at any time.',
        ),
      ),
      PT: doc(
        p(
          'Criar uma conta é gratuito e demora menos de um minuto. Tem de ter 18 anos ou mais para se registar.',
        ),
        h('Registo com nome de utilizador'),
        ul(
          'Clique em <strong>Registar</strong> no topo da página.',
          'Escolha um nome de utilizador com 6 a 16 letras e números. Não poderá ser alterado mais tarde.',
          'Escolha uma palavra-passe e escreva-a de novo para a confirmar. Use uma palavra-passe que não utilize em nenhum outro site.',
          'Preencha os restantes campos apresentados, como o número de telemóvel ou o nome verdadeiro. O nome verdadeiro tem de coincidir com o da sua conta bancária, caso contrário os levantamentos serão atrasados.',
          'Assinale <strong>Tenho 18 anos e aceito</strong> para confirmar a sua idade e aceitar os Termos e Condições.',
          'Clique em <strong>Registar</strong>. A sessão é iniciada de imediato.',
        ),
        h('Registo com número de telemóvel'),
        p(
          'Se o separador de telemóvel estiver disponível, escolha o indicativo do país, introduza o seu número e toque em <strong>Enviar código</strong>. Introduza o código SMS que recebeu, escolha uma palavra-passe e complete o formulário. Pode pedir um novo código quando a contagem decrescente terminar.',
        ),
        h('Códigos de convite'),
        p(
          'Se foi convidado por um amigo ou por um agente, abra a ligação de convite ou escreva o código de convite no formulário. O código associa a sua conta à dessa pessoa e não pode ser adicionado depois do registo.',
        ),
        h('Problemas no registo?'),
        p(
          'Se o nome de utilizador já estiver em uso, experimente outro. Se o código SMS não chegar, confirme que o indicativo do país está correto e aguarde o fim da contagem antes de pedir novamente. O apoio ao cliente pode ajudar a qualquer hora.',
        ),
      ),
    },
    sort: 1,
  },
  {
    category: 'account',
    slug: 'account-security',
    title: { EN: 'Keeping your account secure', PT: 'Manter a sua conta segura' },
    content: {
      EN: doc(
        p(
          'Your account holds real money, so protect it like a bank account. Most account problems start with a reused password or a code shared with someone else.',
        ),
        h('Good habits'),
        ul(
          'Use a long password that you do not use anywhere else, and change it if you think someone may know it.',
          'Bind your mobile number so you can recover your password and receive security codes.',
          'Never share your password or SMS codes. Our staff will never ask for them.',
          'Log out when you use a shared or public device.',
          'Only open the site from the address you know or from the official app, not from links in unexpected messages.',
        ),
        h('If something looks wrong'),
        p(
          'If you see a login, bet or withdrawal you do not recognise, change your password at once from <strong>My Account</strong> and contact customer service. We can lock the account while we investigate.',
        ),
        h('Forgotten password'),
        p(
          'Use <strong>Forgot password</strong> on the login form. You can reset it with the email address or the mobile number bound to your account.',
        ),
      ),
      PT: doc(
        p(
          'A sua conta contém dinheiro real, por isso proteja-a como protegeria uma conta bancária. A maioria dos problemas começa com uma palavra-passe reutilizada ou um código partilhado com outra pessoa.',
        ),
        h('Bons hábitos'),
        ul(
          'Use uma palavra-passe longa que não utilize em mais nenhum lado, e altere-a se achar que alguém a pode conhecer.',
          'Associe o seu número de telemóvel para poder recuperar a palavra-passe e receber códigos de segurança.',
          'Nunca partilhe a palavra-passe nem os códigos SMS. A nossa equipa nunca os pedirá.',
          'Termine sessão quando usar um dispositivo partilhado ou público.',
          'Abra o site apenas a partir do endereço que conhece ou da aplicação oficial, e não através de ligações em mensagens inesperadas.',
        ),
        h('Se algo parecer errado'),
        p(
          'Se vir um início de sessão, uma aposta ou um levantamento que não reconhece, altere de imediato a palavra-passe em <strong>A Minha Conta</strong> e contacte o apoio ao cliente. Podemos bloquear a conta enquanto investigamos.',
        ),
        h('Palavra-passe esquecida'),
        p(
          'Use <strong>Esqueci-me da palavra-passe</strong> no formulário de início de sessão. Pode redefini-la com o endereço de email ou o número de telemóvel associado à sua conta.',
        ),
      ),
    },
    sort: 2,
  },
  {
    category: 'account',
    slug: 'faq',
    title: { EN: 'Frequently asked questions', PT: 'Perguntas frequentes' },
    content: {
      EN: doc(
        h('Can I have more than one account?'),
        p(
          'No. Each person may hold one account. Duplicate accounts are closed and bonuses or winnings obtained with them may be cancelled.',
        ),
        h('I cannot log in. What should I do?'),
        p(
          'Check your username and password, then use <strong>Forgot password</strong> if needed. If the site shows a maintenance or region notice, the service is temporarily unavailable or not offered in your location. Otherwise, contact customer service.',
        ),
        h('How do I change my mobile number or bank details?'),
        p(
          'Go to <strong>My Account</strong>. For your security, some changes need an SMS code or a check by customer service, and withdrawals may be held for a short time after bank details change.',
        ),
        h('My deposit has not arrived.'),
        p(
          'Most deposits arrive within minutes. If yours has not appeared after 30 minutes, contact customer service with the amount, time and payment reference.',
        ),
        h('Why did I not receive my bonus?'),
        p(
          'Most bonuses must be claimed in the reward centre, and each one has its own minimum deposit and time limit. Check the promotion terms, then contact customer service if you still think it is missing.',
        ),
        h('How long does a withdrawal take?'),
        p(
          'Most withdrawals are approved within 15 minutes. Bank processing times then apply. A first withdrawal may need an identity check.',
        ),
        h('Are the games fair?'),
        p(
          'Slot and table games use random number generators tested by independent laboratories, and live games are dealt by real dealers on camera. Nobody, including us, can change the outcome of a round.',
        ),
        h('How do I close my account or take a break?'),
        p(
          'You can set limits or a time-out yourself, or ask customer service to close or self-exclude your account. See <strong>Responsible gaming</strong> for details.',
        ),
      ),
      PT: doc(
        h('Posso ter mais do que uma conta?'),
        p(
          'Não. Cada pessoa só pode ter uma conta. As contas duplicadas são encerradas e os bónus ou ganhos obtidos com elas podem ser cancelados.',
        ),
        h('Não consigo iniciar sessão. O que devo fazer?'),
        p(
          'Verifique o nome de utilizador e a palavra-passe e, se necessário, use <strong>Esqueci-me da palavra-passe</strong>. Se o site mostrar um aviso de manutenção ou de região, o serviço está temporariamente indisponível ou não é oferecido na sua localização. Caso contrário, contacte o apoio ao cliente.',
        ),
        h('Como altero o número de telemóvel ou os dados bancários?'),
        p(
          'Aceda a <strong>A Minha Conta</strong>. Para sua segurança, algumas alterações exigem um código SMS ou uma verificação pelo apoio ao cliente, e os levantamentos podem ficar retidos por pouco tempo depois de os dados bancários mudarem.',
        ),
        h('O meu depósito não chegou.'),
        p(
          'A maioria dos depósitos chega em poucos minutos. Se o seu não aparecer ao fim de 30 minutos, contacte o apoio ao cliente com o valor, a hora e a referência do pagamento.',
        ),
        h('Porque não recebi o meu bónus?'),
        p(
          'A maioria dos bónus tem de ser pedida no centro de recompensas, e cada um tem o seu próprio depósito mínimo e prazo. Consulte os termos da promoção e, se continuar a achar que falta, contacte o apoio ao cliente.',
        ),
        h('Quanto tempo demora um levantamento?'),
        p(
          'A maioria dos levantamentos é aprovada em 15 minutos. Depois aplicam-se os prazos do banco. O primeiro levantamento pode exigir uma verificação de identidade.',
        ),
        h('Os jogos são justos?'),
        p(
          'As slots e os jogos de mesa usam geradores de números aleatórios testados por laboratórios independentes, e os jogos ao vivo são conduzidos por crupiês reais em câmara. Ninguém, nem nós, pode alterar o resultado de uma ronda.',
        ),
        h('Como encerro a conta ou faço uma pausa?'),
        p(
          'Pode definir limites ou uma pausa por si próprio, ou pedir ao apoio ao cliente que encerre a conta ou aplique a autoexclusão. Consulte <strong>Jogo responsável</strong> para mais detalhes.',
        ),
      ),
    },
    sort: 3,
  },
  {
    category: 'deposit',
    slug: 'how-to-deposit',
    title: { EN: 'How to deposit', PT: 'Como fazer um depósito' },
    content: {
      EN: doc(
        p(
          'You can add funds at any time from the <strong>Deposit</strong> button in the header or the member centre.',
        ),
        h('Step by step'),
        ul(
          'Log in and click <strong>Deposit</strong>.',
          'Choose a payment channel. Each channel shows its minimum and maximum amount.',
          'Enter the amount. Some channels offer quick amount buttons.',
          'Follow the instructions: scan the QR code, open your e-wallet, or transfer to the bank account shown.',
          'For bank transfers, enter the reference shown so we can match your payment, and keep your receipt.',
          'Your balance updates as soon as the payment is confirmed. Use the refresh button next to your balance if needed.',
        ),
        h('Things to know'),
        ul(
          'Only pay from accounts in your own name. Payments from third parties are returned and may delay your account.',
          'Always use the payment details shown at the time of the deposit. They can change, and payments to old details may be lost.',
          'Deposits are free of charge from our side; your bank or wallet may charge its own fees.',
          'Deposited funds must be wagered at least once before they can be withdrawn. This is an anti-money-laundering rule.',
        ),
        h('Deposit not credited?'),
        p(
          'E-wallet payments usually arrive within 5 minutes and bank transfers within 30 minutes. If your deposit has not arrived after that, contact customer service with the amount, time and receipt.',
        ),
      ),
      PT: doc(
        p(
          'Pode adicionar fundos a qualquer momento através do botão <strong>Depositar</strong> no cabeçalho ou no centro de membro.',
        ),
        h('Passo a passo'),
        ul(
          'Inicie sessão e clique em <strong>Depositar</strong>.',
          'Escolha um canal de pagamento. Cada canal indica o valor mínimo e máximo.',
          'Introduza o valor. Alguns canais oferecem botões de valores rápidos.',
          'Siga as instruções: leia o código QR, abra a sua carteira eletrónica ou transfira para a conta bancária indicada.',
          'Nas transferências bancárias, indique a referência apresentada para podermos identificar o pagamento, e guarde o comprovativo.',
          'O saldo é atualizado assim que o pagamento é confirmado. Se necessário, use o botão de atualizar junto ao saldo.',
        ),
        h('A ter em conta'),
        ul(
          'Pague apenas a partir de contas em seu nome. Pagamentos de terceiros são devolvidos e podem atrasar a sua conta.',
          'Use sempre os dados de pagamento apresentados no momento do depósito. Podem mudar, e pagamentos para dados antigos podem perder-se.',
          'Da nossa parte, os depósitos não têm custos; o seu banco ou carteira pode cobrar taxas próprias.',
          'Os fundos depositados têm de ser apostados pelo menos uma vez antes de poderem ser levantados. É uma regra contra o branqueamento de capitais.',
        ),
        h('Depósito não creditado?'),
        p(
          'Os pagamentos por carteira eletrónica chegam normalmente em 5 minutos e as transferências bancárias em 30 minutos. Se o depósito não tiver chegado depois disso, contacte o apoio ao cliente com o valor, a hora e o comprovativo.',
        ),
      ),
    },
    sort: 4,
  },
  {
    category: 'withdraw',
    slug: 'how-to-withdraw',
    title: { EN: 'How to withdraw', PT: 'Como fazer um levantamento' },
    content: {
      EN: doc(
        p('Withdrawals are paid to a bank account or e-wallet in your own name.'),
        h('Step by step'),
        ul(
          'Log in and click <strong>Withdraw</strong>.',
          'The first time, add a bank account or e-wallet. The account holder name must match the real name on your profile.',
          'Enter the amount. The page shows your withdrawable balance and the minimum and maximum per request.',
          'Confirm the request. You can follow its status in the account record.',
        ),
        h('Processing times'),
        p(
          'Most requests are approved within 15 minutes, day and night. After approval, e-wallets are usually instant and bank transfers depend on your bank. Public holidays can add a delay.',
        ),
        h('Why a withdrawal may be held'),
        ul(
          'An active bonus has not met its wagering requirement yet.',
          'Deposited funds have not been wagered at least once.',
          'It is your first withdrawal, or your bank details changed recently, and we need to verify your identity.',
          'The name on the receiving account does not match your profile.',
        ),
        p(
          'If we need documents, customer service will tell you exactly what to send. Verification is a legal requirement and protects your money.',
        ),
      ),
      PT: doc(
        p('Os levantamentos são pagos para uma conta bancária ou carteira eletrónica em seu nome.'),
        h('Passo a passo'),
        ul(
          'Inicie sessão e clique em <strong>Levantar</strong>.',
          'Na primeira vez, adicione uma conta bancária ou carteira eletrónica. O nome do titular tem de coincidir com o nome verdadeiro do seu perfil.',
          'Introduza o valor. A página mostra o saldo disponível para levantamento e os valores mínimo e máximo por pedido.',
          'Confirme o pedido. Pode acompanhar o estado no registo da conta.',
        ),
        h('Prazos de processamento'),
        p(
          'A maioria dos pedidos é aprovada em 15 minutos, de dia e de noite. Após a aprovação, as carteiras eletrónicas são normalmente instantâneas e as transferências bancárias dependem do seu banco. Os feriados podem causar atrasos.',
        ),
        h('Porque pode um levantamento ficar retido'),
        ul(
          'Um bónus ativo ainda não cumpriu o requisito de aposta.',
          'Os fundos depositados ainda não foram apostados pelo menos uma vez.',
          'É o seu primeiro levantamento, ou os seus dados bancários mudaram recentemente, e precisamos de verificar a sua identidade.',
          'O nome na conta de destino não coincide com o do seu perfil.',
        ),
        p(
          'Se precisarmos de documentos, o apoio ao cliente indicará exatamente o que enviar. A verificação é uma exigência legal e protege o seu dinheiro.',
        ),
      ),
    },
    sort: 5,
  },
  {
    category: 'games',
    slug: 'game-rules',
    title: { EN: 'Playing games', PT: 'Jogar' },
    content: {
      EN: doc(
        p(
          'The lobby groups games by category: BGS Originals (our in-house games), slots, live casino, fishing, card rooms, sports, e-sports, lottery and cockfighting. Choose a category, then a provider, to see its games.',
        ),
        h('Finding games'),
        ul(
          'Use the tabs <strong>Hot</strong>, <strong>New</strong>, <strong>All</strong>, <strong>Favourites</strong> and <strong>Recent</strong> to filter a provider’s games.',
          'Tap the heart on a game to add it to your favourites.',
          'Search by name to find a game quickly.',
        ),
        h('Game rules and payouts'),
        p(
          'Every game has its own rules, paytable and return to player, available from the information button inside the game. Please read them before you play. Slot and table results come from certified random number generators; live games are dealt in real time by a dealer on camera.',
        ),
        h('Disconnections and malfunctions'),
        p(
          'If your connection drops during a round, the round is completed on the game server and the result is added to your balance; reopen the game to see it. A malfunction voids all pays and plays. The provider’s game records are final.',
        ),
        h('Sports, e-sports and lottery'),
        p(
          'These open the provider’s own lobby. Bet acceptance, settlement and cancellation follow the provider’s rules shown in that lobby.',
        ),
      ),
      PT: doc(
        p(
          'O lobby agrupa os jogos por categoria: BGS Originals (os nossos jogos da casa), slots, casino ao vivo, pesca, salas de cartas, desporto, e-sports, lotaria e lutas de galos. Escolha uma categoria e depois um fornecedor para ver os seus jogos.',
        ),
        h('Encontrar jogos'),
        ul(
          'Use os separadores <strong>Populares</strong>, <strong>Novos</strong>, <strong>Todos</strong>, <strong>Favoritos</strong> e <strong>Recentes</strong> para filtrar os jogos de um fornecedor.',
          'Toque no coração de um jogo para o adicionar aos favoritos.',
          'Pesquise pelo nome para encontrar um jogo rapidamente.',
        ),
        h('Regras e pagamentos dos jogos'),
        p(
          'Cada jogo tem as suas próprias regras, tabela de pagamentos e retorno ao jogador, disponíveis no botão de informação dentro do jogo. Leia-os antes de jogar. Os resultados das slots e dos jogos de mesa vêm de geradores de números aleatórios certificados; os jogos ao vivo são conduzidos em tempo real por um crupiê em câmara.',
        ),
        h('Quebras de ligação e avarias'),
        p(
          'Se a ligação cair durante uma ronda, a ronda é concluída no servidor do jogo e o resultado é adicionado ao seu saldo; volte a abrir o jogo para o ver. Uma avaria anula todos os pagamentos e jogadas. Os registos do fornecedor do jogo são definitivos.',
        ),
        h('Desporto, e-sports e lotaria'),
        p(
          'Estas categorias abrem o lobby do próprio fornecedor. A aceitação, liquidação e anulação das apostas seguem as regras do fornecedor apresentadas nesse lobby.',
        ),
      ),
    },
    sort: 6,
  },
  {
    category: 'responsible',
    slug: 'responsible-gaming',
    title: { EN: 'Responsible gaming', PT: 'Jogo responsável' },
    content: {
      EN: doc(
        p(
          'Gaming should be entertainment. We want you to enjoy it safely, and we provide tools to help you stay in control. Only people aged 18 or over may play.',
        ),
        h('Keep it fun'),
        ul(
          'Decide in advance how much money and time you will spend, and stop when you reach it.',
          'Only play with money you can afford to lose, never with money meant for rent, bills or food.',
          'Do not chase losses. Losing is part of the game.',
          'Do not play when you are upset, tired or under the influence of alcohol.',
          'Balance gaming with other activities and take regular breaks.',
        ),
        h('Tools you can use'),
        ul(
          '<strong>Deposit limits</strong>: a daily, weekly or monthly cap on deposits. Lower limits apply at once; higher limits after 24 hours.',
          '<strong>Time-out</strong>: a break from 24 hours to 6 weeks, during which you cannot log in.',
          '<strong>Self-exclusion</strong>: closes your account for at least 6 months. It cannot be reversed early, and we will not send you marketing during that time.',
        ),
        p(
          'Set these from My Account or ask customer service, who will act on your request without question.',
        ),
        h('Warning signs'),
        p(
          'You may need help if you spend more than you planned, borrow money to play, hide your gaming from others, feel anxious when you are not playing, or neglect work, study or family. If any of these sound familiar, talk to someone you trust and contact a local gambling support service; they are free and confidential.',
        ),
        h('Protecting minors'),
        p(
          'We check the age of our customers and close any account held by a person under 18. If children use your device, keep your password private and use parental control software.',
        ),
      ),
      PT: doc(
        p(
          'O jogo deve ser entretenimento. Queremos que o aproveite em segurança, e disponibilizamos ferramentas para o ajudar a manter o controlo. Só podem jogar pessoas com 18 anos ou mais.',
        ),
        h('Mantenha a diversão'),
        ul(
          'Decida antecipadamente quanto dinheiro e tempo vai gastar, e pare quando atingir esse limite.',
          'Jogue apenas com dinheiro que pode perder, nunca com dinheiro destinado à renda, às contas ou à alimentação.',
          'Não tente recuperar perdas. Perder faz parte do jogo.',
          'Não jogue quando estiver aborrecido, cansado ou sob o efeito do álcool.',
          'Equilibre o jogo com outras atividades e faça pausas regulares.',
        ),
        h('Ferramentas disponíveis'),
        ul(
          '<strong>Limites de depósito</strong>: um teto diário, semanal ou mensal para depósitos. Limites mais baixos aplicam-se de imediato; limites mais altos ao fim de 24 horas.',
          '<strong>Pausa</strong>: uma interrupção de 24 horas a 6 semanas, durante a qual não pode iniciar sessão.',
          '<strong>Autoexclusão</strong>: encerra a conta durante pelo menos 6 meses. Não pode ser revertida antes do prazo e não lhe enviaremos comunicações de marketing durante esse período.',
        ),
        p(
          'Defina-as em A Minha Conta ou peça ao apoio ao cliente, que tratará o pedido sem fazer perguntas.',
        ),
        h('Sinais de alerta'),
        p(
          'Pode precisar de ajuda se gastar mais do que planeou, pedir dinheiro emprestado para jogar, esconder o jogo dos outros, sentir ansiedade quando não está a jogar, ou descurar o trabalho, os estudos ou a família. Se algum destes sinais lhe parecer familiar, fale com alguém de confiança e contacte um serviço local de apoio ao jogador; são gratuitos e confidenciais.',
        ),
        h('Proteção de menores'),
        p(
          'Verificamos a idade dos nossos clientes e encerramos qualquer conta detida por uma pessoa com menos de 18 anos. Se houver crianças a usar o seu dispositivo, mantenha a palavra-passe privada e utilize software de controlo parental.',
        ),
      ),
    },
    sort: 7,
  },
  {
    category: 'terms',
    slug: 'term',
    title: { EN: 'Terms and Conditions', PT: 'Termos e Condições' },
    content: {
      EN: doc(
        p(
          'Please read these Terms and Conditions carefully. They form a binding agreement between you and the operator of this website.',
        ),
        h('1. Acceptance'),
        p(
          '1.1 These Terms govern your use of this website, its apps and all games and services offered through them (the “Services”). 1.2 By registering or using the Services you accept these Terms, the Privacy Policy and the rules of each game and promotion. If you do not agree, you must not use the Services.',
        ),
        h('2. Eligibility'),
        p(
          '2.1 You must be at least 18 years old, or the minimum legal age for gambling where you live if that is higher. 2.2 You must not use the Services from any country or region where online gaming is illegal; access from restricted regions is blocked and accounts opened from them may be closed. 2.3 Employees of the operator, its agents and its game providers, and their close relatives, may not hold player accounts.',
        ),
        h('3. Your account'),
        p(
          '3.1 Each person may hold only one account. 3.2 The information you give must be true, complete and kept up to date; the name on your account must match the name on your payment methods. 3.3 You are responsible for keeping your password and verification codes secret and for all activity on your account. 3.4 Accounts are personal and may not be sold, transferred or used on behalf of another person.',
        ),
        h('4. Verification'),
        p(
          '4.1 We may ask at any time for proof of your identity, age, address and ownership of payment methods. 4.2 Until verification is complete we may suspend withdrawals, bonuses or the account. 4.3 If you do not provide the documents requested within 30 days, or if they are false, we may close the account and void winnings obtained in breach of these Terms.',
        ),
        h('5. Deposits'),
        p(
          '5.1 Deposits may only be made from payment methods registered in your own name. 5.2 You confirm that deposited funds come from a legitimate source. 5.3 We do not offer credit. 5.4 We may decline or return any deposit, and deposited funds must be wagered at least once before they can be withdrawn.',
        ),
        h('6. Withdrawals'),
        p(
          '6.1 Withdrawals are paid to an account in your own name, where possible by the method used to deposit. 6.2 Minimum and maximum amounts and processing times are shown on the withdrawal page. 6.3 We may delay a withdrawal to complete security, anti-fraud or anti-money-laundering checks.',
        ),
        h('7. Bets and games'),
        p(
          '7.1 A bet is accepted only when the game server confirms it, and cannot then be cancelled by you. 7.2 Results are determined by the game’s certified random number generator or, for live games, by the physical outcome at the table. 7.3 Malfunction voids all pays and plays. 7.4 If your records and the game provider’s records differ, the provider’s records prevail. 7.5 Each game’s rules, available inside the game, form part of these Terms.',
        ),
        h('8. Bonuses and promotions'),
        p(
          '8.1 Each promotion has its own terms, including wagering requirements, time limits and maximum bets, which apply together with these Terms. 8.2 Unless stated otherwise, bonuses are limited to one per person, household, device and payment method. 8.3 We may withhold or cancel bonuses and related winnings if we reasonably believe a promotion has been abused, including through duplicate accounts, collusion or low-risk betting patterns.',
        ),
        h('9. Responsible gaming'),
        p(
          '9.1 We provide deposit limits, time-outs and self-exclusion, described in our Responsible Gaming page. 9.2 We may contact you, set limits or suspend the account if we have concerns about your gaming. 9.3 During self-exclusion you must not open a new account; any account found will be closed.',
        ),
        h('10. Prohibited conduct'),
        p(
          '10.1 You must not cheat, collude with other players, use bots or software to play, exploit errors or faults, commit fraud or use the Services to launder money. 10.2 If we find such conduct we may close your account, void the related bets and winnings, keep funds to cover losses caused, and report the matter to the authorities.',
        ),
        h('11. Errors'),
        p(
          '11.1 If a balance, odds or payout is clearly wrong because of a human or technical error, we may correct it. 11.2 You must tell us of any amount credited to you in error; it does not belong to you.',
        ),
        h('12. Inactive accounts'),
        p(
          '12.1 An account with no login for 12 months is considered inactive. We will try to contact you before applying any change to an inactive account, and you may always ask for the remaining balance to be returned after verification.',
        ),
        h('13. Liability'),
        p(
          '13.1 The Services are provided as they are, and we do not promise that they will be uninterrupted or free of errors. 13.2 We are not liable for indirect or consequential loss, or for loss caused by events beyond our reasonable control. 13.3 Nothing in these Terms limits liability that cannot be limited by law.',
        ),
        h('14. Complaints'),
        p(
          '14.1 Contact customer service first; most issues are solved immediately. 14.2 We reply to written complaints within 10 working days. 14.3 If you are not satisfied with our answer, you may refer the complaint to the authority that licenses the operator, shown in the site footer.',
        ),
        h('15. Changes and law'),
        p(
          '15.1 We may change these Terms, for example to reflect new laws or services, and will announce material changes on the site. Continuing to use the Services after a change means you accept it. 15.2 These Terms are governed by the law of the jurisdiction in which the operator is licensed.',
        ),
      ),
      PT: doc(
        p(
          'Leia com atenção estes Termos e Condições. Constituem um acordo vinculativo entre si e o operador deste website.',
        ),
        h('1. Aceitação'),
        p(
          '1.1 Estes Termos regem a utilização deste website, das suas aplicações e de todos os jogos e serviços oferecidos através deles (os “Serviços”). 1.2 Ao registar-se ou utilizar os Serviços, aceita estes Termos, a Política de Privacidade e as regras de cada jogo e promoção. Se não concordar, não deve utilizar os Serviços.',
        ),
        h('2. Elegibilidade'),
        p(
          '2.1 Tem de ter pelo menos 18 anos, ou a idade legal mínima para jogar no seu país de residência, se for superior. 2.2 Não pode utilizar os Serviços a partir de qualquer país ou região onde o jogo online seja ilegal; o acesso a partir de regiões restritas é bloqueado e as contas abertas a partir delas podem ser encerradas. 2.3 Os funcionários do operador, dos seus agentes e dos seus fornecedores de jogos, bem como os seus familiares próximos, não podem ter contas de jogador.',
        ),
        h('3. A sua conta'),
        p(
          '3.1 Cada pessoa só pode ter uma conta. 3.2 As informações que fornece têm de ser verdadeiras, completas e atualizadas; o nome da conta tem de coincidir com o nome dos seus métodos de pagamento. 3.3 É responsável por manter secretos a palavra-passe e os códigos de verificação, e por toda a atividade na sua conta. 3.4 As contas são pessoais e não podem ser vendidas, transferidas ou usadas em nome de outra pessoa.',
        ),
        h('4. Verificação'),
        p(
          '4.1 Podemos pedir a qualquer momento prova da sua identidade, idade, morada e titularidade dos métodos de pagamento. 4.2 Até a verificação estar concluída, podemos suspender levantamentos, bónus ou a conta. 4.3 Se não entregar os documentos pedidos no prazo de 30 dias, ou se forem falsos, podemos encerrar a conta e anular os ganhos obtidos em violação destes Termos.',
        ),
        h('5. Depósitos'),
        p(
          '5.1 Os depósitos só podem ser feitos a partir de métodos de pagamento registados em seu nome. 5.2 Confirma que os fundos depositados têm origem legítima. 5.3 Não concedemos crédito. 5.4 Podemos recusar ou devolver qualquer depósito, e os fundos depositados têm de ser apostados pelo menos uma vez antes de poderem ser levantados.',
        ),
        h('6. Levantamentos'),
        p(
          '6.1 Os levantamentos são pagos para uma conta em seu nome, sempre que possível pelo método usado no depósito. 6.2 Os valores mínimos e máximos e os prazos de processamento são indicados na página de levantamento. 6.3 Podemos atrasar um levantamento para concluir verificações de segurança, antifraude ou contra o branqueamento de capitais.',
        ),
        h('7. Apostas e jogos'),
        p(
          '7.1 Uma aposta só é aceite quando o servidor do jogo a confirma, e a partir desse momento não pode ser cancelada por si. 7.2 Os resultados são determinados pelo gerador de números aleatórios certificado do jogo ou, nos jogos ao vivo, pelo resultado físico na mesa. 7.3 Uma avaria anula todos os pagamentos e jogadas. 7.4 Se os seus registos e os do fornecedor do jogo divergirem, prevalecem os do fornecedor. 7.5 As regras de cada jogo, disponíveis dentro do jogo, fazem parte destes Termos.',
        ),
        h('8. Bónus e promoções'),
        p(
          '8.1 Cada promoção tem os seus próprios termos, incluindo requisitos de aposta, prazos e apostas máximas, que se aplicam juntamente com estes Termos. 8.2 Salvo indicação em contrário, os bónus estão limitados a um por pessoa, agregado familiar, dispositivo e método de pagamento. 8.3 Podemos reter ou cancelar bónus e os respetivos ganhos se tivermos motivos razoáveis para crer que uma promoção foi usada abusivamente, incluindo através de contas duplicadas, conluio ou padrões de aposta de baixo risco.',
        ),
        h('9. Jogo responsável'),
        p(
          '9.1 Disponibilizamos limites de depósito, pausas e autoexclusão, descritos na página de Jogo Responsável. 9.2 Podemos contactá-lo, definir limites ou suspender a conta se tivermos preocupações com o seu comportamento de jogo. 9.3 Durante a autoexclusão não pode abrir uma nova conta; qualquer conta detetada será encerrada.',
        ),
        h('10. Condutas proibidas'),
        p(
          '10.1 Não pode fazer batota, conluiar com outros jogadores, usar bots ou software para jogar, explorar erros ou falhas, cometer fraude ou usar os Serviços para branquear capitais. 10.2 Se detetarmos tais condutas, podemos encerrar a conta, anular as apostas e ganhos relacionados, reter fundos para cobrir os prejuízos causados e comunicar o caso às autoridades.',
        ),
        h('11. Erros'),
        p(
          '11.1 Se um saldo, odd ou pagamento estiver claramente errado devido a um erro humano ou técnico, podemos corrigi-lo. 11.2 Deve informar-nos de qualquer valor creditado por engano; esse valor não lhe pertence.',
        ),
        h('12. Contas inativas'),
        p(
          '12.1 Uma conta sem inícios de sessão durante 12 meses é considerada inativa. Tentaremos contactá-lo antes de aplicar qualquer alteração a uma conta inativa, e pode sempre pedir a devolução do saldo restante após verificação.',
        ),
        h('13. Responsabilidade'),
        p(
          '13.1 Os Serviços são fornecidos tal como estão, e não garantimos que funcionem sem interrupções ou sem erros. 13.2 Não somos responsáveis por perdas indiretas ou consequenciais, nem por perdas causadas por acontecimentos fora do nosso controlo razoável. 13.3 Nada nestes Termos limita a responsabilidade que não possa ser limitada por lei.',
        ),
        h('14. Reclamações'),
        p(
          '14.1 Contacte primeiro o apoio ao cliente; a maioria das questões é resolvida de imediato. 14.2 Respondemos a reclamações escritas no prazo de 10 dias úteis. 14.3 Se não ficar satisfeito com a resposta, pode apresentar a reclamação à autoridade que licencia o operador, indicada no rodapé do site.',
        ),
        h('15. Alterações e lei aplicável'),
        p(
          '15.1 Podemos alterar estes Termos, por exemplo para refletir nova legislação ou novos serviços, e anunciaremos no site as alterações relevantes. Continuar a utilizar os Serviços após uma alteração significa que a aceita. 15.2 Estes Termos regem-se pela lei da jurisdição em que o operador está licenciado.',
        ),
      ),
    },
    sort: 8,
  },
  {
    category: 'terms',
    slug: 'privacy',
    title: { EN: 'Privacy Policy', PT: 'Política de Privacidade' },
    content: {
      EN: doc(
        p(
          'This policy explains what personal data we collect, why we use it and the choices you have. We only collect what we need to run your account safely and to meet our legal duties.',
        ),
        h('What we collect'),
        ul(
          'Details you give us: username, real name, date of birth, mobile number, email address and payment details.',
          'Account activity: deposits, withdrawals, bets, bonuses and messages with customer service.',
          'Technical data: IP address, device and browser type, and approximate location, used for security and to apply regional restrictions.',
        ),
        h('Why we use it'),
        ul(
          'To open and run your account and process payments.',
          'To verify your age and identity and to prevent fraud and money laundering, as the law requires.',
          'To protect players, including applying limits and self-exclusion.',
          'To send you service messages and, if you agree, news about promotions. You can opt out of marketing at any time.',
        ),
        h('Who we share it with'),
        p(
          'We share data only with companies that help us provide the Services, such as payment processors, game providers, identity checking services and hosting providers, and with regulators or law enforcement where the law requires. We never sell your personal data.',
        ),
        h('How long we keep it'),
        p(
          'We keep account and transaction records for as long as your account is open and for at least 5 years afterwards, because anti-money-laundering law requires it. Other data is deleted or anonymised when it is no longer needed.',
        ),
        h('Cookies and local storage'),
        p(
          'We use a small number of cookies and browser storage entries to keep you logged in, remember your language and protect the site. Disabling them may stop the site from working properly.',
        ),
        h('Your rights'),
        p(
          'You may ask for a copy of your data, ask us to correct it, or object to marketing. Contact customer service to make a request; we may need to confirm your identity first.',
        ),
      ),
      PT: doc(
        p(
          'Esta política explica que dados pessoais recolhemos, porque os usamos e que opções tem. Só recolhemos o necessário para gerir a sua conta em segurança e cumprir as nossas obrigações legais.',
        ),
        h('O que recolhemos'),
        ul(
          'Dados que nos fornece: nome de utilizador, nome verdadeiro, data de nascimento, número de telemóvel, endereço de email e dados de pagamento.',
          'Atividade da conta: depósitos, levantamentos, apostas, bónus e mensagens trocadas com o apoio ao cliente.',
          'Dados técnicos: endereço IP, tipo de dispositivo e de navegador e localização aproximada, usados para segurança e para aplicar restrições regionais.',
        ),
        h('Para que os usamos'),
        ul(
          'Para abrir e gerir a sua conta e processar pagamentos.',
          'Para verificar a sua idade e identidade e prevenir a fraude e o branqueamento de capitais, como a lei exige.',
          'Para proteger os jogadores, incluindo a aplicação de limites e da autoexclusão.',
          'Para lhe enviar mensagens de serviço e, se concordar, novidades sobre promoções. Pode recusar o marketing a qualquer momento.',
        ),
        h('Com quem partilhamos'),
        p(
          'Só partilhamos dados com empresas que nos ajudam a prestar os Serviços, como processadores de pagamentos, fornecedores de jogos, serviços de verificação de identidade e fornecedores de alojamento, e com reguladores ou autoridades policiais quando a lei o exige. Nunca vendemos os seus dados pessoais.',
        ),
        h('Durante quanto tempo os guardamos'),
        p(
          'Guardamos os registos da conta e das transações enquanto a conta estiver aberta e durante pelo menos 5 anos depois, porque a lei contra o branqueamento de capitais o exige. Os restantes dados são apagados ou anonimizados quando deixam de ser necessários.',
        ),
        h('Cookies e armazenamento local'),
        p(
          'Usamos um pequeno número de cookies e de registos no armazenamento do navegador para manter a sessão iniciada, lembrar o seu idioma e proteger o site. Desativá-los pode impedir o site de funcionar corretamente.',
        ),
        h('Os seus direitos'),
        p(
          'Pode pedir uma cópia dos seus dados, pedir-nos que os corrijamos ou opor-se ao marketing. Contacte o apoio ao cliente para fazer um pedido; poderemos ter de confirmar primeiro a sua identidade.',
        ),
      ),
    },
    sort: 9,
  },
  {
    category: 'terms',
    slug: 'about-us',
    title: { EN: 'About us', PT: 'Sobre nós' },
    content: {
      EN: doc(
        p(
          'We are an online entertainment platform bringing together casino, slots, live dealers, fishing games, card rooms, sports, e-sports, lottery and cockfighting in one account and one wallet.',
        ),
        h('What we offer'),
        ul(
          'Our own in-house games, BGS Originals, including Lucky Lines, Dice, Mines and Crash.',
          'More than 300 games from over 30 established providers.',
          'Fast deposits and withdrawals through local payment channels.',
          'Regular promotions, a VIP club and a points mall.',
          'An agent programme for partners who want to build their own team.',
        ),
        h('Fair and safe'),
        p(
          'Our games use certified random number generators or real dealers on camera, our site is protected with encryption, and we verify every customer’s age and identity. We take responsible gaming seriously and offer limits and self-exclusion to every player.',
        ),
        h('Here to help'),
        p(
          'Our customer service team is available 24 hours a day, 7 days a week, by live chat and the other channels shown in the footer. We welcome your feedback: it helps us improve.',
        ),
      ),
      PT: doc(
        p(
          'Somos uma plataforma de entretenimento online que reúne casino, slots, crupiês ao vivo, jogos de pesca, salas de cartas, desporto, e-sports, lotaria e lutas de galos numa só conta e numa só carteira.',
        ),
        h('O que oferecemos'),
        ul(
          'Os nossos próprios jogos da casa, BGS Originals, incluindo Linhas da Sorte, Dados, Minas e Crash.',
          'Mais de 300 jogos de mais de 30 fornecedores reconhecidos.',
          'Depósitos e levantamentos rápidos através de canais de pagamento locais.',
          'Promoções regulares, um clube VIP e uma loja de pontos.',
          'Um programa de agentes para parceiros que queiram criar a sua própria equipa.',
        ),
        h('Justo e seguro'),
        p(
          'Os nossos jogos usam geradores de números aleatórios certificados ou crupiês reais em câmara, o nosso site está protegido com encriptação e verificamos a idade e a identidade de cada cliente. Levamos o jogo responsável a sério e oferecemos limites e autoexclusão a todos os jogadores.',
        ),
        h('Estamos cá para ajudar'),
        p(
          'A nossa equipa de apoio ao cliente está disponível 24 horas por dia, 7 dias por semana, por chat ao vivo e pelos outros canais indicados no rodapé. As suas sugestões são bem-vindas: ajudam-nos a melhorar.',
        ),
      ),
    },
    sort: 10,
  },
];

export const demoHelpArticles: readonly DemoHelpArticle[] = helpArticles.map((article) => ({
  ...article,
  title: inAllLanguages(article.title, helpTitles[article.slug]),
}));

// ---------------------------------------------------------------------------------------------------------
// Countries

export interface DemoCountry {
  countryCode: string;
  /** Digits only; the UI adds the plus sign. */
  dialingCode: string;
  name: string;
}

/** Array order is the display order: the brand's home market first. */
export const demoCountries: readonly DemoCountry[] = [
  { countryCode: 'PH', dialingCode: '63', name: 'Philippines' },
  { countryCode: 'VN', dialingCode: '84', name: 'Vietnam' },
  { countryCode: 'TH', dialingCode: '66', name: 'Thailand' },
  { countryCode: 'MY', dialingCode: '60', name: 'Malaysia' },
  { countryCode: 'ID', dialingCode: '62', name: 'Indonesia' },
  { countryCode: 'IN', dialingCode: '91', name: 'India' },
  { countryCode: 'BD', dialingCode: '880', name: 'Bangladesh' },
  { countryCode: 'PK', dialingCode: '92', name: 'Pakistan' },
  { countryCode: 'KH', dialingCode: '855', name: 'Cambodia' },
  { countryCode: 'MM', dialingCode: '95', name: 'Myanmar' },
  { countryCode: 'LA', dialingCode: '856', name: 'Laos' },
  { countryCode: 'KR', dialingCode: '82', name: 'South Korea' },
  { countryCode: 'JP', dialingCode: '81', name: 'Japan' },
  { countryCode: 'CN', dialingCode: '86', name: 'China' },
  { countryCode: 'TW', dialingCode: '886', name: 'Taiwan' },
  { countryCode: 'HK', dialingCode: '852', name: 'Hong Kong' },
  { countryCode: 'SG', dialingCode: '65', name: 'Singapore' },
  { countryCode: 'LK', dialingCode: '94', name: 'Sri Lanka' },
  { countryCode: 'NP', dialingCode: '977', name: 'Nepal' },
  { countryCode: 'AE', dialingCode: '971', name: 'United Arab Emirates' },
  { countryCode: 'AU', dialingCode: '61', name: 'Australia' },
  { countryCode: 'BR', dialingCode: '55', name: 'Brazil' },
  { countryCode: 'PT', dialingCode: '351', name: 'Portugal' },
  { countryCode: 'ES', dialingCode: '34', name: 'Spain' },
  { countryCode: 'TR', dialingCode: '90', name: 'Turkey' },
  { countryCode: 'GB', dialingCode: '44', name: 'United Kingdom' },
  { countryCode: 'US', dialingCode: '1', name: 'United States' },
];
