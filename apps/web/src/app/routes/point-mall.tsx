import { useTranslation } from '@/lib/use-translation';
import { PointsRules } from '@/features/points-mall/components/points-rules';
import { openPopup } from '@/lib/popup-store';
import { useIsLoggedIn } from '@/lib/session';
import { useDocumentTitle } from '../use-document-title';

/** PointMall group: /pointMall. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('pointsMall.title'));
  return (
    <PointsRules
      loggedIn={useIsLoggedIn()}
      onLogin={() => openPopup({ name: 'login' })}
      onRegister={() => openPopup({ name: 'register' })}
    />
  );
}
