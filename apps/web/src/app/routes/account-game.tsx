import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../use-document-title';
import { MemberLoading } from './member-loading';

/** AccountGame group: /favorite and /recent (login required). */
export function Component() {
  const { t } = useTranslation();
  const title = useLocation().pathname === '/favorite' ? t('account.favorites') : t('account.recent');
  useDocumentTitle(title);
  return <MemberLoading title={title} />;
}
