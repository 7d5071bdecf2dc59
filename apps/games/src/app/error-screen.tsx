import { useEffect } from 'react';
import { AlertIcon } from '../components/icons';
import { useI18n } from '../lib/i18n';
import type { ErrorReason } from './boot';
import './error-screen.css';

const titles: Record<ErrorReason, string> = {
  session: 'errorScreen.sessionTitle',
  'chat-session': 'errorScreen.chatSessionTitle',
  unavailable: 'errorScreen.unavailableTitle',
  failed: 'errorScreen.failedTitle',
  'not-found': 'errorScreen.notFoundTitle',
};

const texts: Record<ErrorReason, string> = {
  session: 'errorScreen.sessionText',
  'chat-session': 'errorScreen.chatSessionText',
  unavailable: 'errorScreen.unavailableText',
  failed: 'errorScreen.failedText',
  'not-found': 'errorScreen.notFoundText',
};

/**
 * Why the game cannot be shown, and what to do. An ended or unknown session can only be fixed by
 * launching the game again from the lobby, which is the only place that can make a new one.
 */
export function ErrorScreen(props: { reason: ErrorReason }) {
  const { t } = useI18n();
  const title = t(titles[props.reason]);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="error-screen" data-testid="error-screen" data-reason={props.reason}>
      <div className="error-screen__card" role="alert">
        <span className="error-screen__icon">
          <AlertIcon />
        </span>
        <h1 className="error-screen__title">{title}</h1>
        <p className="error-screen__text">{t(texts[props.reason])}</p>
        {props.reason === 'failed' && (
          <button type="button" className="btn btn--primary" onClick={() => location.reload()}>
            {t('errorScreen.retry')}
          </button>
        )}
      </div>
    </main>
  );
}
