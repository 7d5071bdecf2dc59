import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptchaImage } from '../api/get-captcha';

/** Product §5: the captcha image is refreshed at most once a second. */
const refreshMs = 1000;

/**
 * The feedback form's captcha, always shown (product §5): loaded when the form opens; `refresh` is a
 * click on the image (at most once a second), `reload` a new image after an answer was used up.
 */
export function useFeedbackCaptcha(now: () => number = Date.now) {
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
    // After the first paint, so the form shows at once and the image follows.
    const timer = window.setTimeout(() => void load(), 0);
    return () => {
      window.clearTimeout(timer);
      controller.current?.abort();
    };
  }, [load]);

  const refresh = useCallback(() => {
    if (now() - lastLoad.current >= refreshMs) void load();
  }, [load, now]);

  return { image, failed, refresh, reload: load };
}
