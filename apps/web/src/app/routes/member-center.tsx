import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../use-document-title';
import { MemberLoading } from './member-loading';

/** MemberCenter group: /member (login required). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('member.title'));
  return <MemberLoading title={t('member.title')} />;
}
