import { translator } from '@/lib/translator';
import { showDialog } from '@/components/ui/dialog-store';
import { openPopup } from '@/lib/popup-store';

/**
 * Resolves once the site's language has started. A route guard runs before that on a page opened
 * by its address, and a message asked for then would be its bare key.
 */
function languageStarted(): Promise<void> {
  if (translator.started) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = translator.subscribe(() => {
      if (!translator.started) return;
      stop();
      resolve();
    });
  });
}

/**
 * Product §8: a trial account trying a member centre page, the agent centre or a game is told why it
 * cannot, and offered the register popup; resolves true when the player chose to register.
 */
export async function showTrialNotice(): Promise<boolean> {
  await languageStarted();
  const register = await showDialog({
    icon: 'info',
    title: translator.t('trial.noticeTitle'),
    message: translator.t('trial.noticeMessage'),
    confirmText: translator.t('trial.register'),
    cancelText: translator.t('trial.notNow'),
  });
  if (register) openPopup({ name: 'register' });
  return register;
}
