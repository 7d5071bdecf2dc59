import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { NotFoundPage } from './routes/not-found';
import './route-error.css';

/** A page's code failed to arrive (network, new deployment): offer a reload instead of a blank page. */
function ChunkLoadDialog() {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('chunkError.title')}
      onClose={() => undefined}
      dismissible={false}
      size="small"
      layer="dialog"
    >
      <div className="route-error__dialog">
        <span className="route-error__icon">
          <Icon name="warning" size={36} />
        </span>
        <p>{t('chunkError.text')}</p>
        <button
          type="button"
          className="btn btn--gold btn--block"
          onClick={() => window.location.reload()}
          data-autofocus
        >
          {t('chunkError.reload')}
        </button>
      </div>
    </Modal>
  );
}

/** Route errorElement: chunk failures get the reload dialog, anything else a recoverable page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadDialog />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="page page--centred route-error">
      <span className="route-error__icon">
        <Icon name="error" size={40} />
      </span>
      <h1 className="page__title">{t('routeError.title')}</h1>
      <p className="page__lead">{t('routeError.text')}</p>
      <div className="route-error__actions">
        <button type="button" className="btn btn--gold" onClick={() => window.location.reload()}>
          {t('chunkError.reload')}
        </button>
        <Link to="/" className="btn btn--outline">
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
