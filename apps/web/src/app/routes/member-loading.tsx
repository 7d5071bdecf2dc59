import { useTranslation } from '@/lib/use-translation';

/** What the member and agent centres show while the member's info is on the way. */
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
