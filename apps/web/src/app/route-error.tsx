import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { NotFoundPage } from './routes/not-found';
import './route-error.css';

/**
 * A page's code failed to arrive (network, new deployment): offer a reload instead of a blank page.
 * Plain markup rather than the modal, whose code would itself be one more download that can fail.
 */
function ChunkLoadDialog() {
  const { t } = useTranslation();
  const reload = useRef<HTMLButtonElement>(null);
  useEffect(() => reload.current?.focus(), []);
  return (
    <div className="page page--centred route-error">
      <div
        className="route-error__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="chunk-error-title"
        aria-describedby="chunk-error-text"
      >
        <span className="route-error__icon">
          <Icon name="warning" size={36} />
        </span>
        <h1 className="page__title" id="chunk-error-title">
          {t('chunkError.title')}
        </h1>
        <p id="chunk-error-text">{t('chunkError.text')}</p>
        <button
          ref={reload}
          type="button"
          className="btn btn--gold btn--block"
          onClick={() => window.location.reload()}
        >
          {t('chunkError.reload')}
        </button>
      </div>
    </div>
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
