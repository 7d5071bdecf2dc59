import { translator } from '@/lib/translator';
import { showDialog } from '@/components/ui/dialog-store';

/**
 * Spec §8: a trial account trying a member centre page, the agent centre or a game is told, in an
 * info dialog, to register a real account; nothing else happens.
 */
export function showTrialNotice(): Promise<boolean> {
  return showDialog({
    icon: 'info',
    message: translator.t('in_need_true_account'),
    confirmText: translator.t('in_increase_submit'),
  });
}
