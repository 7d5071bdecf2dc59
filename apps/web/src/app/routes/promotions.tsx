import type { Promotion } from '@lobby/contract/content';
import type { RewardActivity } from '@lobby/contract/rewards';
import { useMemberInfo } from '@/features/account/api/get-member-info';
import { usePromotions } from '@/features/promotions/api/get-promotions';
import { PromotionList } from '@/features/promotions/components/promotion-list';
import { PromotionSignIn } from '@/features/promotions/components/promotion-sign-in';
import { useRewardActivities } from '@/features/rewards/api/get-reward-activities';
import { PromotionStanding } from '@/features/rewards/components/promotion-standing';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { memberPagePath } from '../paths';
import { DataPage } from './data-page';

/**
 * Promotions group: /promotions and /promotions#{id}. A member sees where they stand in each promotion's
 * activity (the reward centre's status); a visitor is asked to log in, a trial account to register.
 */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const member = Boolean(session.token) && session.isTrial === false;
  const info = useMemberInfo().data;
  const activities = useRewardActivities(language, member).data?.list;

  function standingOf(promotion: Promotion) {
    if (!session.token || session.isTrial) return <PromotionSignIn trial={Boolean(session.token)} />;
    const activity = activities?.find((a: RewardActivity) => a.promotionId === promotion.id);
    if (!activity || !info) return null;
    return (
      <PromotionStanding
        activity={activity}
        currencySymbol={info.currencySymbol}
        rewardCentreHref={memberPagePath('rewardCenter')}
        depositHref={memberPagePath('depositv2')}
      />
    );
  }

  return (
    <DataPage title={t('promotions.title')} lead={t('promotions.lead')} query={usePromotions(language)}>
      {(promotions) => <PromotionList promotions={promotions} standingOf={standingOf} />}
    </DataPage>
  );
}
