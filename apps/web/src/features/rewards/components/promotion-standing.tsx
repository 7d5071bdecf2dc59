import { Link } from 'react-router';
import type { RewardActivity } from '@lobby/contract/rewards';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/use-translation';
import { activityStatusChip, useMoney } from '../hooks/use-reward-format';
import { StatusChip } from '@/components/ui/status-chip';
import './promotion-standing.css';

type Props = {
  activity: RewardActivity;
  currencySymbol: string;
  /** The reward centre's address, where the member acts on it. */
  rewardCentreHref: string;
  /** The deposit page's address, for an activity joined by depositing. */
  depositHref: string;
};

/**
 * On /promotions, where a signed-in member stands in the promotion's activity (the reward centre's own
 * status and amount), with the way to act on it: the reward centre, or the deposit page.
 */
export function PromotionStanding({ activity, currencySymbol, rewardCentreHref, depositHref }: Props) {
  const { t } = useTranslation();
  const money = useMoney(currencySymbol);
  const chip = activityStatusChip[activity.status];
  const due = activity.bonus !== null && (activity.status === 'claim' || activity.action === 'checkIn');
  return (
    <div className={`promotion-standing${activity.action === 'claim' ? ' is-claimable' : ''}`}>
      <StatusChip tone={chip.tone}>{t(chip.label)}</StatusChip>
      {due && <strong className="promotion-standing__amount">{money(activity.bonus ?? 0)}</strong>}
      {activity.action === 'deposit' ? (
        <Link to={depositHref} className="btn btn--teal btn--small promotion-standing__go">
          <Icon name="deposit" size={16} />
          {t('rewards.deposit')}
        </Link>
      ) : (
        <Link
          to={rewardCentreHref}
          className={`btn btn--small promotion-standing__go ${activity.action === 'none' ? 'btn--outline' : 'btn--gold'}`}
        >
          <Icon name="gift" size={16} />
          {t(activity.action === 'none' ? 'rewards.openCentre' : 'rewards.actInCentre')}
        </Link>
      )}
    </div>
  );
}
