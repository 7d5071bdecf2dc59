import { count } from 'drizzle-orm';
import type { LanguageCode, LocalizedText } from '@lobby/contract/languages';
import type { Database } from '../db/client';
import { pointConfig, pointRates, pointRewards } from '../db/schema';
import { findMemberByAccount } from '../modules/accounts/members.repository';
import { memberPointAccount, postPoints, systemPointAccounts } from '../modules/points/points-book';

/*
 * The demo's points mall (issue 21; decisions 0276–0279): a point per ₱10 of slots, fishing and
 * in-house games, per ₱20 of live, card rooms and sports (lottery earns none, as it counts nothing
 * toward wagering); 100 points convert to ₱1, at least 1,000 at a time; seven rewards titled in all 20
 * languages; and player01 starts with points so the mall is not empty.
 */

type Words = {
  cash: (amount: string) => string;
  bonus: (amount: string) => string;
  cap: string;
  shirt: string;
  phone: string;
};

const words: Record<LanguageCode, Words> = {
  EN: {
    cash: (a) => `${a} Cash`,
    bonus: (a) => `${a} Bonus`,
    cap: 'Lucky Lobby Cap',
    shirt: 'Lucky Lobby T-shirt',
    phone: 'Smartphone',
  },
  CN: {
    cash: (a) => `${a} 现金`,
    bonus: (a) => `${a} 奖金`,
    cap: 'Lucky Lobby 棒球帽',
    shirt: 'Lucky Lobby T 恤',
    phone: '智能手机',
  },
  TW: {
    cash: (a) => `${a} 現金`,
    bonus: (a) => `${a} 獎金`,
    cap: 'Lucky Lobby 棒球帽',
    shirt: 'Lucky Lobby T 恤',
    phone: '智慧型手機',
  },
  JA: {
    cash: (a) => `${a} キャッシュ`,
    bonus: (a) => `${a} ボーナス`,
    cap: 'Lucky Lobby キャップ',
    shirt: 'Lucky Lobby Tシャツ',
    phone: 'スマートフォン',
  },
  KO: {
    cash: (a) => `${a} 현금`,
    bonus: (a) => `${a} 보너스`,
    cap: 'Lucky Lobby 모자',
    shirt: 'Lucky Lobby 티셔츠',
    phone: '스마트폰',
  },
  TH: {
    cash: (a) => `เงินสด ${a}`,
    bonus: (a) => `โบนัส ${a}`,
    cap: 'หมวก Lucky Lobby',
    shirt: 'เสื้อยืด Lucky Lobby',
    phone: 'สมาร์ตโฟน',
  },
  VI: {
    cash: (a) => `Tiền mặt ${a}`,
    bonus: (a) => `Tiền thưởng ${a}`,
    cap: 'Mũ Lucky Lobby',
    shirt: 'Áo thun Lucky Lobby',
    phone: 'Điện thoại thông minh',
  },
  MY: {
    cash: (a) => `ငွေသား ${a}`,
    bonus: (a) => `ဘောနပ်စ် ${a}`,
    cap: 'Lucky Lobby ဦးထုပ်',
    shirt: 'Lucky Lobby တီရှပ်',
    phone: 'စမတ်ဖုန်း',
  },
  MS: {
    cash: (a) => `Tunai ${a}`,
    bonus: (a) => `Bonus ${a}`,
    cap: 'Topi Lucky Lobby',
    shirt: 'Baju-T Lucky Lobby',
    phone: 'Telefon pintar',
  },
  ID: {
    cash: (a) => `Uang tunai ${a}`,
    bonus: (a) => `Bonus ${a}`,
    cap: 'Topi Lucky Lobby',
    shirt: 'Kaus Lucky Lobby',
    phone: 'Ponsel pintar',
  },
  KM: {
    cash: (a) => `សាច់ប្រាក់ ${a}`,
    bonus: (a) => `ប្រាក់រង្វាន់ ${a}`,
    cap: 'មួក Lucky Lobby',
    shirt: 'អាវយឺត Lucky Lobby',
    phone: 'ស្មាតហ្វូន',
  },
  ES: {
    cash: (a) => `${a} en efectivo`,
    bonus: (a) => `Bono de ${a}`,
    cap: 'Gorra Lucky Lobby',
    shirt: 'Camiseta Lucky Lobby',
    phone: 'Teléfono inteligente',
  },
  PT: {
    cash: (a) => `${a} em dinheiro`,
    bonus: (a) => `Bónus de ${a}`,
    cap: 'Boné Lucky Lobby',
    shirt: 'T-shirt Lucky Lobby',
    phone: 'Smartphone',
  },
  'PT-BR': {
    cash: (a) => `${a} em dinheiro`,
    bonus: (a) => `Bônus de ${a}`,
    cap: 'Boné Lucky Lobby',
    shirt: 'Camiseta Lucky Lobby',
    phone: 'Smartphone',
  },
  HI: {
    cash: (a) => `${a} नकद`,
    bonus: (a) => `${a} बोनस`,
    cap: 'Lucky Lobby टोपी',
    shirt: 'Lucky Lobby टी-शर्ट',
    phone: 'स्मार्टफ़ोन',
  },
  TA: {
    cash: (a) => `${a} ரொக்கம்`,
    bonus: (a) => `${a} போனஸ்`,
    cap: 'Lucky Lobby தொப்பி',
    shirt: 'Lucky Lobby டி-ஷர்ட்',
    phone: 'ஸ்மார்ட்போன்',
  },
  BN: {
    cash: (a) => `${a} নগদ`,
    bonus: (a) => `${a} বোনাস`,
    cap: 'Lucky Lobby ক্যাপ',
    shirt: 'Lucky Lobby টি-শার্ট',
    phone: 'স্মার্টফোন',
  },
  UR: {
    cash: (a) => `${a} نقد`,
    bonus: (a) => `${a} بونس`,
    cap: 'Lucky Lobby ٹوپی',
    shirt: 'Lucky Lobby ٹی شرٹ',
    phone: 'اسمارٹ فون',
  },
  TR: {
    cash: (a) => `${a} Nakit`,
    bonus: (a) => `${a} Bonus`,
    cap: 'Lucky Lobby Şapka',
    shirt: 'Lucky Lobby Tişört',
    phone: 'Akıllı telefon',
  },
  TY: {
    cash: (a) => `${a} Cash`,
    bonus: (a) => `${a} Bonus`,
    cap: 'Lucky Lobby Cap',
    shirt: 'Lucky Lobby T-shirt',
    phone: 'Smartphone',
  },
};

const inEvery = (pick: (w: Words) => string): LocalizedText =>
  Object.fromEntries(Object.entries(words).map(([code, w]) => [code, pick(w)]));

const image = (name: string) => `/img/point-reward/${name}.svg`;

/** The demo catalogue, in its order; amounts in minor units of the brand's currency (PHP). */
export const demoPointRewards = [
  { kind: 'cash', points: 1_000, amount: 1_000, title: inEvery((w) => w.cash('₱10')), image: image('cash') },
  { kind: 'cash', points: 4_800, amount: 5_000, title: inEvery((w) => w.cash('₱50')), image: image('cash') },
  {
    kind: 'cash',
    points: 9_500,
    amount: 10_000,
    title: inEvery((w) => w.cash('₱100')),
    image: image('cash'),
  },
  {
    kind: 'bonus',
    points: 6_000,
    amount: 10_000,
    turnoverMultiple: 5,
    title: inEvery((w) => w.bonus('₱100')),
    description: { EN: 'A ₱100 bonus to be wagered 5 times before it can be withdrawn.' },
    image: image('bonus'),
  },
  { kind: 'goods', points: 3_000, stock: 100, title: inEvery((w) => w.cap), image: image('cap') },
  { kind: 'goods', points: 5_000, stock: 50, title: inEvery((w) => w.shirt), image: image('shirt') },
  {
    kind: 'goods',
    points: 150_000,
    stock: 3,
    title: inEvery((w) => w.phone),
    description: { EN: 'Delivered to your address once approved; customer service will contact you.' },
    image: image('phone'),
  },
] as const satisfies ReadonlyArray<typeof pointRewards.$inferInsert>;

export const demoPointRates = [
  ['BGS', 1_000],
  ['RNG', 1_000],
  ['FISH', 1_000],
  ['LIVE', 2_000],
  ['PVP', 2_000],
  ['SPORTS', 2_000],
  ['ESPORTS', 2_000],
] as const;

const demoRules: LocalizedText = {
  EN:
    'Earn points from settled bets: 1 point per ₱10 on slots, fishing and in-house games, per ₱20 on live, ' +
    'card rooms and sports; lottery earns none. Points never expire. Cash and bonuses are paid at once, ' +
    'goods after approval; a rejected redemption returns its points. 100 points convert to ₱1, at least 1,000 at a time.',
};

/** player01's starting points, granted once (the adjustment's key makes a restart replay it). */
export const demoStartingPoints = 12_000;

/** The demo's mall: only what is missing is added, so an operator's changes survive a restart. */
export async function seedDemoPoints(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [rates] = await tx.select({ n: count() }).from(pointRates);
    const [rewards] = await tx.select({ n: count() }).from(pointRewards);
    if (rates!.n === 0) {
      await tx
        .insert(pointRates)
        .values(demoPointRates.map(([gameType, validBetPerPoint]) => ({ gameType, validBetPerPoint })));
      await tx
        .update(pointConfig)
        .set({ convertPoints: 100, convertAmount: 100, minConvertPoints: 1_000, rules: demoRules });
    }
    if (rewards!.n === 0)
      await tx.insert(pointRewards).values(demoPointRewards.map((r, sort) => ({ ...r, sort })));
  });
  const player = await findMemberByAccount(db, 'player01');
  if (!player) return;
  const [account, system] = await Promise.all([memberPointAccount(db, player.id), systemPointAccounts(db)]);
  await db.transaction((tx) =>
    postPoints(tx, {
      key: 'ADJUST:demo-player01',
      kind: 'ADJUST',
      memberId: player.id,
      reference: 'demo-player01',
      memo: { memo: 'Welcome points' },
      legs: [
        { accountId: system.earned, amount: -demoStartingPoints },
        { accountId: account, amount: demoStartingPoints },
      ],
    }),
  );
}
