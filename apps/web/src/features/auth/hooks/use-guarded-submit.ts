import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { showDialog } from '@/components/ui/dialog-store';
import { withLoading } from '@/components/ui/loading-store';
import { errorMessage } from '@/lib/error-message';

/** Return true when the failure was dealt with in the form (an inline message, a captcha to show). */
export type FailureHandler = (error: unknown) => boolean;

/**
 * Runs a submit under the loading cover and reports whether one is running (a busy button). A
 * failure lowers the cover and shows the generic dialog with the server's message (product §8) unless
 * the form handles it, and resolves to undefined. A second submit while one runs is ignored.
 */
export function useGuardedSubmit() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function run<T>(work: () => Promise<T>, onFailure?: FailureHandler): Promise<T | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await withLoading(work());
    } catch (error) {
      if (!onFailure?.(error)) void showDialog({ icon: 'warning', message: errorMessage(error, t) });
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { run, busy };
}
