import type { LocalizedText } from '@lobby/contract/languages';

/** The five demo levels' names in the 20 interface languages. */
const names: Record<string, [string, string, string, string, string]> = {
  EN: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'],
  CN: ['青铜', '白银', '黄金', '铂金', '钻石'],
  TW: ['青銅', '白銀', '黃金', '鉑金', '鑽石'],
  JA: ['ブロンズ', 'シルバー', 'ゴールド', 'プラチナ', 'ダイヤモンド'],
  KO: ['브론즈', '실버', '골드', '플래티넘', '다이아몬드'],
  TH: ['บรอนซ์', 'ซิลเวอร์', 'โกลด์', 'แพลทินัม', 'ไดมอนด์'],
  VI: ['Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Kim cương'],
  MY: ['ကြေး', 'ငွေ', 'ရွှေ', 'ပလက်တီနမ်', 'စိန်'],
  MS: ['Gangsa', 'Perak', 'Emas', 'Platinum', 'Berlian'],
  ID: ['Perunggu', 'Perak', 'Emas', 'Platinum', 'Berlian'],
  KM: ['សំរិទ្ធ', 'ប្រាក់', 'មាស', 'ប្លាទីន', 'ពេជ្រ'],
  ES: ['Bronce', 'Plata', 'Oro', 'Platino', 'Diamante'],
  PT: ['Bronze', 'Prata', 'Ouro', 'Platina', 'Diamante'],
  'PT-BR': ['Bronze', 'Prata', 'Ouro', 'Platina', 'Diamante'],
  HI: ['कांस्य', 'रजत', 'स्वर्ण', 'प्लैटिनम', 'हीरा'],
  TA: ['வெண்கலம்', 'வெள்ளி', 'தங்கம்', 'பிளாட்டினம்', 'வைரம்'],
  BN: ['ব্রোঞ্জ', 'রৌপ্য', 'স্বর্ণ', 'প্লাটিনাম', 'হীরা'],
  UR: ['کانسی', 'چاندی', 'سونا', 'پلاٹینم', 'ہیرا'],
  TR: ['Bronz', 'Gümüş', 'Altın', 'Platin', 'Elmas'],
  TY: ['Tanso', 'Pilak', 'Ginto', 'Platinum', 'Diyamante'],
};

const nameOf = (index: number): LocalizedText =>
  Object.fromEntries(Object.entries(names).map(([code, list]) => [code, list[index]!]));

/**
 * The demo's VIP ladder (decision 0242), in minor units of the brand's currency. Bronze comes with a
 * first deposit of 100; each higher level asks for both more valid bets and more deposits, and pays a
 * larger level-up bonus, weekly bonus and rebate. Bonuses carry 3 × their amount in wagering.
 */
export const demoVipLevels = [
  { bets: 0, deposits: 10_000, levelUp: 1_000, weekly: 500, rebateBps: 30 },
  { bets: 500_000, deposits: 100_000, levelUp: 5_000, weekly: 2_000, rebateBps: 50 },
  { bets: 5_000_000, deposits: 500_000, levelUp: 20_000, weekly: 8_000, rebateBps: 70 },
  { bets: 20_000_000, deposits: 2_000_000, levelUp: 80_000, weekly: 30_000, rebateBps: 90 },
  { bets: 100_000_000, deposits: 10_000_000, levelUp: 300_000, weekly: 100_000, rebateBps: 120 },
].map((level, index) => ({
  rank: index + 1,
  name: nameOf(index),
  minValidBets: level.bets,
  minDeposits: level.deposits,
  levelUpBonus: level.levelUp,
  weeklyBonus: level.weekly,
  rebateBps: level.rebateBps,
  wageringMultiple: 3,
}));
