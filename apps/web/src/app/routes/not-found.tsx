import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { useDocumentTitle } from '../use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="page page--centred">
      <p className="page__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{t('notFound.title')}</h1>
      <p className="page__lead">{t('notFound.text')}</p>
      <Link to="/" className="btn btn--gold">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
