import { useTranslation } from '@/lib/use-translation';
import { useMemberInfo } from '@/features/account/api/get-member-info';
import { PointsMallPage } from '@/features/points-mall/components/points-mall-page';
import { PointsRules } from '@/features/points-mall/components/points-rules';
import { useBrand } from '@/features/system/api/get-brand';
import { openPopup } from '@/lib/popup-store';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '../use-document-title';
import { MemberLoading } from './member-loading';

const fallbackOffsetMinutes = 480;

/**
 * PointMall group: /pointMall. A member gets the mall; a visitor the rules and a call to log in or
 * register, a trial account the rules and a call to register; an agent is told agents have no mall
 * (the server refuses them too, points_not_for_agents).
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('pointsMall.title'));
  const session = useSession();
  const info = useMemberInfo().data;
  const offset = useBrand().data?.timeZoneOffsetMinutes ?? fallbackOffsetMinutes;
  if (!session.token || session.isTrial) {
    return (
      <PointsRules
        viewer={session.token ? 'trial' : 'visitor'}
        onLogin={() => openPopup({ name: 'login' })}
        onRegister={() => openPopup({ name: 'register' })}
      />
    );
  }
  // Until member info says what the account is, a trial account must not be sent for points.
  if (session.isTrial === null && !session.isAgent) return <MemberLoading title={t('pointsMall.title')} />;
  if (session.isAgent) {
    return (
      <p className="points-notice" role="alert">
        {t('serverMessage.points_not_for_agents')}
      </p>
    );
  }
  return <PointsMallPage currencySymbol={info?.currencySymbol ?? ''} timeZoneOffsetMinutes={offset} />;
}
