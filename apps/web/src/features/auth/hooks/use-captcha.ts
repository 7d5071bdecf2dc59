import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptchaImage } from '../api/get-captcha';

/** Product §5: the captcha image is refreshed at most once a second. */
export const captchaRefreshMs = 1000;

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
 * image from the server. `refresh` is what a click on the image does (at most once a second);
 * `reload` fetches a new one whatever the time, after an answer was used up by a try.
 */
export function useCaptcha(now: () => number = Date.now) {
  const [shown, setShown] = useState(askedInThisPage);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    lastLoad.current = now();
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      const next = await getCaptchaImage(current.signal);
      if (!current.signal.aborted) {
        setImage(next);
        setFailed(false);
      }
    } catch {
      if (!current.signal.aborted) setFailed(true);
    }
  }, [now]);

  useEffect(() => {
    // The image of a field shown from the start is fetched once, after the first paint.
    const timer = askedInThisPage ? window.setTimeout(() => void load(), 0) : undefined;
    return () => {
      window.clearTimeout(timer);
      controller.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const refresh = useCallback(() => {
    if (now() - lastLoad.current < captchaRefreshMs) return;
    void load();
  }, [load, now]);

  const reload = useCallback(() => {
    askedInThisPage = true;
    setShown(true);
    void load();
  }, [load]);

  return { shown, image, failed, refresh, reload };
}
