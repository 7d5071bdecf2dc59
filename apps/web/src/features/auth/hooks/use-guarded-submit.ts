import { useTranslation } from 'react-i18next';
import { showDialog } from '@/components/ui/dialog-store';
import { withLoading } from '@/components/ui/loading-store';
import { errorMessage } from '@/lib/error-message';

/**
 * Runs a submit under the loading cover; a failure lowers the cover and shows the generic dialog
 * with the server's message (spec §8), and resolves to undefined.
 */
export function useGuardedSubmit() {
  const { t } = useTranslation();
  return async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await withLoading(work());
    } catch (error) {
      void showDialog({ icon: 'warning', message: errorMessage(error, t) });
      return undefined;
    }
  };
}
