import { useCallback, useState } from 'react';
import { useCaptchaImage } from '@/components/captcha/use-captcha-image';
import { readSession, writeSession } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

/*
 * Once the server asked for the captcha, a login form opened again shows it from the start, also
 * after a reload of the tab: the count behind it is kept on the server, so the next try would be
 * refused without it. Kept in session storage (decision 0249) rather than asked of the server.
 */
const captchaAsked = () => readSession(sessionKeys.loginCaptcha) === '1';

/** Tests start each case in a fresh tab. */
export function forgetCaptchaAsked(): void {
  writeSession(sessionKeys.loginCaptcha, null);
}

/**
 * The login captcha (product §4): hidden until a failed login says it is needed, then shown with an
 * image from the server. `reload` shows the field and fetches a new image.
 */
export function useCaptcha(now: () => number = Date.now) {
  const [shown, setShown] = useState(captchaAsked);
  const { image, failed, refresh, load } = useCaptchaImage(shown, now);

  const reload = useCallback(() => {
    writeSession(sessionKeys.loginCaptcha, '1');
    setShown(true);
    void load();
  }, [load]);

  return { shown, image, failed, refresh, reload };
}
