import { useTranslation } from '@/lib/use-translation';

/**
 * What a member-only page shows while its data is on the way; the pages themselves arrive with
 * the accounts issue, so for now this is all a session sees.
 */
export function MemberLoading({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
      <div className="page__loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>{t('member.loading')}</p>
      </div>
    </div>
  );
}
