import { translator } from '@/lib/translator';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { useBootDone } from './boot-frame';
import './status-screen.css';

type BootErrorText = { title: string; text: string; retry: string };

function BootErrorView({ title, text, retry }: BootErrorText) {
  return (
    <main className="status-screen">
      <div className="status-screen__card">
        <span className="status-screen__icon status-screen__icon--region">
          <Icon name="warning" size={44} />
        </span>
        <h1>{title}</h1>
        <p className="status-screen__message">{text}</p>
        <button type="button" className="btn btn--gold" onClick={() => window.location.reload()}>
          {retry}
        </button>
      </div>
    </main>
  );
}

function TranslatedBootError() {
  const { t } = useTranslation();
  return <BootErrorView title={t('bootError.title')} text={t('bootError.text')} retry={t('status.retry')} />;
}

/**
 * The site could not start (status or language unreachable). If even the language file failed
 * there is nothing to translate with, so the message falls back to English.
 */
export function BootError() {
  useBootDone();
  if (translator.started) return <TranslatedBootError />;
  return (
    <BootErrorView
      title="We can't reach the site"
      text="Please check your internet connection and try again."
      retry="Try again"
    />
  );
}

/** While the boot loader runs, index.html's boot content stays on screen (app/boot-frame.ts). */
export function BootFallback() {
  return null;
}
