import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../use-document-title';
import { MemberLoading } from './member-loading';

/** Seamless group: /seamless, the game view (login required, no side menu). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('seamless.title'));
  return <MemberLoading title={t('seamless.title')} />;
}
