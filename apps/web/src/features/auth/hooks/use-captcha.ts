import { useCallback, useState } from 'react';
import { useCaptchaImage } from '@/components/captcha/use-captcha-image';

/**
 * Once the server asked for the captcha, a login popup opened again in this page shows it from the
 * start: the count behind it is kept on the server, so the next try would be refused without it.
 */
let askedInThisPage = false;

/** Tests start each case in a fresh page. */
export function forgetCaptchaAsked(): void {
  askedInThisPage = false;
}

/**
 * The login captcha (product §4): hidden until a failed login says it is needed, then shown with an
 * image from the server. `reload` shows the field and fetches a new image.
 */
export function useCaptcha(now: () => number = Date.now) {
  const [shown, setShown] = useState(askedInThisPage);
  const { image, failed, refresh, load } = useCaptchaImage(askedInThisPage, now);

  const reload = useCallback(() => {
    askedInThisPage = true;
    setShown(true);
    void load();
  }, [load]);

  return { shown, image, failed, refresh, reload };
}
