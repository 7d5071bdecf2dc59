import type { RaffleService } from '../modules/raffle/raffle.service';
import { inAllLanguages, raffleTitles } from './demo-content-i18n';
import { withDemoLanguages } from './demo-languages';

const DAY = 24 * 60 * 60 * 1000;

/** The demo raffle's title in all 20 languages, as the demo's promotions have theirs. */
export const demoRaffleTitle = inAllLanguages(
  { EN: 'Weekly Lucky Draw', PT: 'Sorteio Semanal da Sorte' },
  raffleTitles['Weekly Lucky Draw'],
);

/**
 * The demo's weekly raffle (decision 0247): one ticket per 100 deposited and per 1,000 wagered,
 * three prizes (5,000, 2,000 and 1,000) with 3 × wagering. Made through the service, not by the seed's
 * SQL, since the raffle's seed is sealed with the server's key. A start that finds no raffle waiting
 * for its draw makes one running from now for a week, so the demo always has one to join; an open one
 * made before the raffle had titles per language gains them, unless the operator has retitled it.
 */
export async function seedDemoRaffle(raffle: RaffleService): Promise<void> {
  const recent = await raffle.operator.recent(50);
  const open = recent.filter((row) => row.state === 'open');
  for (const row of open) {
    const titles = withDemoLanguages(row.title, demoRaffleTitle);
    if (titles) await raffle.operator.retitle(row.id, titles);
  }
  if (open.length > 0) return;
  const now = raffle.operator.now();
  await raffle.operator.create({
    title: demoRaffleTitle,
    startsAt: new Date(now),
    endsAt: new Date(now + 7 * DAY),
    ticketPerDeposit: 10_000,
    ticketPerBet: 100_000,
    prizes: [500_000, 200_000, 100_000],
    wageringMultiple: 3,
    expiryDays: 14,
  });
}
