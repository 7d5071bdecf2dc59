import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptchaImage } from './get-captcha-image';

/** Product §5: the captcha image is refreshed at most once a second. */
const captchaRefreshMs = 1000;

/**
 * A captcha image from the server. With `loadAtStart` the first image is fetched after the first paint,
 * so the form shows at once and the image follows. `refresh` is what a click on the image does (at most
 * once a second); `load` fetches a new one whatever the time, after an answer was used up by a try.
 */
export function useCaptchaImage(loadAtStart: boolean, now: () => number = Date.now) {
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
    const timer = loadAtStart ? window.setTimeout(() => void load(), 0) : undefined;
    return () => {
      window.clearTimeout(timer);
      controller.current?.abort();
    };
    // Only the first render decides whether the field starts with an image.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const refresh = useCallback(() => {
    if (now() - lastLoad.current >= captchaRefreshMs) void load();
  }, [load, now]);

  return { image, failed, refresh, load };
}
