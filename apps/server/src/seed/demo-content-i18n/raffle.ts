import type { OtherLanguages } from './languages';

/** The demo raffle's title in the other 18 languages, by its English title (demo-raffle.ts). */
export const raffleTitles: Record<string, OtherLanguages> = {
  'Weekly Lucky Draw': {
    CN: '每周幸运抽奖',
    TW: '每週幸運抽獎',
    JA: '毎週のラッキー抽選',
    KO: '주간 행운 추첨',
    TH: 'ลุ้นโชครายสัปดาห์',
    VI: 'Rút thăm may mắn hằng tuần',
    MY: 'အပတ်စဉ် ကံထူးမဲနှိုက်ပွဲ',
    MS: 'Cabutan Bertuah Mingguan',
    ID: 'Undian Keberuntungan Mingguan',
    KM: 'ការចាប់រង្វាន់សំណាងប្រចាំសប្តាហ៍',
    ES: 'Sorteo semanal de la suerte',
    'PT-BR': 'Sorteio Semanal da Sorte',
    HI: 'साप्ताहिक लकी ड्रॉ',
    TA: 'வாராந்திர அதிர்ஷ்டக் குலுக்கல்',
    BN: 'সাপ্তাহিক লাকি ড্র',
    UR: 'ہفتہ وار لکی ڈرا',
    TR: 'Haftalık Şans Çekilişi',
    TY: 'Lingguhang Lucky Draw',
  },
};
