import { useTranslation } from '@/lib/use-translation';
import { answerConsent } from '../consent-store';
import './consent-banner.css';

/**
 * The cookie question, at the bottom of every page until answered. Declining is as easy and as visible
 * as accepting, and nothing is stored or sent before an answer.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="consent-banner__text">
        <h2 id="consent-banner-title">{t('analytics.title')}</h2>
        <p>{t('analytics.text')}</p>
      </div>
      <div className="consent-banner__actions">
        <button type="button" className="btn btn--outline" onClick={() => answerConsent('denied')}>
          {t('analytics.decline')}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => answerConsent('granted')}>
          {t('analytics.accept')}
        </button>
      </div>
    </section>
  );
}
