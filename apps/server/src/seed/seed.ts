import { count } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import {
  announcements,
  banners,
  countries,
  games,
  helpArticles,
  lotteryGames,
  lotterySchedules,
  lotteryTypes,
  promotions,
  redEnvelopeSchedules,
  rewardActivities,
  vipLevels,
  referralRules,
  registerFieldRules,
  siteSettings,
  vendorCategories,
  vendors,
  whitelabelModules,
} from '../db/schema';
import { settingDefaults, settingKeys } from '../modules/system/settings.schemas';
import {
  demoAnnouncements,
  demoBanners,
  demoCountries,
  demoGames,
  demoHelpArticles,
  demoPromotions,
  demoVendorCategories,
  demoVendors,
} from './demo-content';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoAgentAnnouncements } from './demo-agent-announcements';
import { addDemoLanguages } from './demo-languages';
import { demoRedEnvelopeSchedules } from './demo-red-envelope';
import { demoRewardActivities } from './demo-rewards';
import { demoVipLevels } from './demo-vip';
import { demoReferralRule } from './demo-referral';
import { seedDemoLiveChat } from './demo-live-chat';
import { seedDemoPoints } from './demo-points';
import { demoLotteryGames, demoLotterySchedules, demoLotteryTypes } from './demo-lottery';
import { demoFieldRules, demoSettings, demoWhitelabel } from './site-defaults';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Idempotent: rows with natural keys are inserted when missing and never overwritten (an operator's
 * change survives a restart); content without natural keys is seeded only into an empty table. The one
 * change to existing rows is adding the demo's languages a row lacks, and only to the demo's own words.
 */
export async function seedDemo(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const settings = settingKeys.map((key) => ({ key, value: demoSettings[key] ?? settingDefaults[key] }));
    await tx.insert(siteSettings).values(settings).onConflictDoNothing();
    await tx
      .insert(whitelabelModules)
      .values(demoWhitelabel.map((m, i) => ({ ...m, sort: i })))
      .onConflictDoNothing();
    await tx
      .insert(registerFieldRules)
      .values(Object.entries(demoFieldRules).map(([field, rule]) => ({ field, ...rule })))
      .onConflictDoNothing();
    await tx
      .insert(countries)
      .values(demoCountries.map((c, i) => ({ ...c, sort: i })))
      .onConflictDoNothing();
    await tx
      .insert(vendors)
      .values([...demoVendors])
      .onConflictDoNothing();
    await tx
      .insert(vendorCategories)
      .values([...demoVendorCategories])
      .onConflictDoNothing();
    await tx
      .insert(games)
      .values([...demoGames])
      .onConflictDoNothing();
    await tx
      .insert(lotteryTypes)
      .values(demoLotteryTypes.map((type, i) => ({ ...type, sort: i + 1 })))
      .onConflictDoNothing();
    await tx
      .insert(lotteryGames)
      .values([...demoLotteryGames])
      .onConflictDoNothing();
    await tx
      .insert(lotterySchedules)
      .values([...demoLotterySchedules])
      .onConflictDoNothing();
    await tx
      .insert(helpArticles)
      .values([...demoHelpArticles])
      .onConflictDoNothing();

    const now = Date.now();
    if (await isEmpty(tx, banners)) await tx.insert(banners).values([...demoBanners]);
    if (await isEmpty(tx, announcements)) {
      await tx.insert(announcements).values(
        demoAnnouncements.map(({ daysAgo, ...a }) => ({
          ...a,
          publishedAt: new Date(now - daysAgo * DAY),
        })),
      );
    }
    if (await isEmpty(tx, promotions)) {
      await tx.insert(promotions).values(
        demoPromotions.map(({ durationDays, ...p }) => ({
          ...p,
          startsAt: new Date(now - DAY),
          endsAt: durationDays === null ? null : new Date(now + durationDays * DAY),
        })),
      );
    }
    if (await isEmpty(tx, rewardActivities)) {
      const shown = await tx
        .select({ id: promotions.id, sort: promotions.sort, endsAt: promotions.endsAt })
        .from(promotions);
      for (const { promotionSort, ...activity } of demoRewardActivities) {
        const promotion = shown.find((p) => p.sort === promotionSort);
        if (!promotion) continue;
        await tx.insert(rewardActivities).values({
          kind: activity.rule.kind,
          promotionId: promotion.id,
          startsAt: new Date(now - DAY),
          endsAt: promotion.endsAt,
          sort: promotionSort,
          ...activity,
        });
      }
    }
    // The VIP ladder, into an empty table only: a level the operator removed stays removed.
    if (await isEmpty(tx, vipLevels)) await tx.insert(vipLevels).values(demoVipLevels);
    // The referral rule, once: an operator's change or switch-off stays.
    await tx.insert(referralRules).values(demoReferralRule).onConflictDoNothing();
    if (await isEmpty(tx, redEnvelopeSchedules)) {
      await tx.insert(redEnvelopeSchedules).values([...demoRedEnvelopeSchedules]);
    }
    // An install seeded with fewer languages gains the new ones where the operator left the demo's text.
    await addDemoLanguages(tx);
  });
  const brand = demoSettings.brand ?? settingDefaults.brand;
  await seedDemoAccounts(db, brand.currency.code);
  await seedDemoAgentAnnouncements(db);
  await seedDemoLiveChat(db);
  await seedDemoPoints(db);
}

async function isEmpty(
  tx: Tx,
  table:
    | typeof banners
    | typeof announcements
    | typeof promotions
    | typeof rewardActivities
    | typeof vipLevels
    | typeof redEnvelopeSchedules,
) {
  const [row] = await tx.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}
