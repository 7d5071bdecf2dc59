import type { AgentContract } from '@lobby/contract/agent-contracts';
import { showDialog } from '@/components/ui/dialog-store';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { useTerminateContract } from '../../api/terminate-contract';

/**
 * Ending a contract, or withdrawing an offer not yet answered, after the agent confirms; the result
 * (or the server's refusal) is told in a toast.
 */
export function useEndContract() {
  const { t } = useTranslation();
  const terminate = useTerminateContract();
  return async (contract: AgentContract) => {
    const withdraw = contract.state === 'offered';
    const confirmed = await showDialog({
      icon: 'warning',
      title: t(withdraw ? 'agentContracts.withdrawTitle' : 'agentContracts.endTitle'),
      message: t(withdraw ? 'agentContracts.withdrawConfirm' : 'agentContracts.endConfirm', {
        id: contract.id,
      }),
      confirmText: t(withdraw ? 'agentContracts.withdraw' : 'agentContracts.end'),
      cancelText: t('agentContracts.keep'),
    });
    if (!confirmed) return;
    try {
      await terminate.mutateAsync({ contractId: contract.id });
      showToast(t(withdraw ? 'agentContracts.withdrawn' : 'agentContracts.ended'), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      showToast(errorMessage(error, t), 'error');
    }
  };
}
