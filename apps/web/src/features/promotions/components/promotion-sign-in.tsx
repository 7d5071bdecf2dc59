import { openPopup } from '@/lib/popup-store';
import { useTranslation } from '@/lib/use-translation';

/**
 * On /promotions, for whoever cannot take part yet: a visitor is asked to log in or register, a trial
 * account to register a real one (trial accounts take no rewards, product §6).
 */
export function PromotionSignIn({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="promotion-sign-in">
      <p>{t(trial ? 'promotions.trialPrompt' : 'promotions.signInPrompt')}</p>
      <div className="promotion-sign-in__actions">
        {!trial && (
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => openPopup({ name: 'login' })}
          >
            {t('promotions.logIn')}
          </button>
        )}
        <button
          type="button"
          className="btn btn--gold btn--small"
          onClick={() => openPopup({ name: 'register' })}
        >
          {t('promotions.register')}
        </button>
      </div>
    </div>
  );
}
