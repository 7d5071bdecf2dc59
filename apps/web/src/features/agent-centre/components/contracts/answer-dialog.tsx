import { useId, useState, type FormEvent } from 'react';
import type { AgentContract } from '@lobby/contract/agent-contracts';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { showToast } from '@/components/ui/toast-store';
import { Notice } from '@/components/money/notice';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { useAnswerContract } from '../../api/answer-contract';
import { TermsTable } from './contract-terms';

type Props = {
  offer: AgentContract;
  action: 'accept' | 'reject';
  /** The contract of the same kind the agent holds now, which accepting ends (decision 0254). */
  current: AgentContract | null;
  onClose: () => void;
};

/**
 * The downline's answer to an offer: accepting shows the terms once more and whether they replace
 * the contract held now; rejecting asks for an optional reason, which the upline reads.
 */
export function AnswerDialog({ offer, action, current, onClose }: Props) {
  const { t } = useTranslation();
  const answer = useAnswerContract();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (answer.isPending) return;
    setFailure('');
    try {
      await answer.mutateAsync({ kind: offer.kind, contractId: offer.id, action, reason: reason.trim() });
      showToast(t(action === 'accept' ? 'agentContracts.accepted' : 'agentContracts.rejected'), 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(errorMessage(error, t));
    }
  }

  return (
    <Modal
      title={t(action === 'accept' ? 'agentContracts.acceptTitle' : 'agentContracts.rejectTitle')}
      onClose={onClose}
      size={action === 'accept' ? 'medium' : 'small'}
    >
      <form className="form contract-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {action === 'accept' ? (
          <>
            <TermsTable terms={offer.terms} caption={t('agentContracts.terms')} />
            {current && <p className="contract-note">{t('agentContracts.replacesCurrent')}</p>}
          </>
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={reasonId}>
              {t('agentContracts.reason')}
            </label>
            <textarea
              id={reasonId}
              className="field__input contract-form__reason"
              maxLength={200}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        )}
        {failure && <Notice kind="error">{failure}</Notice>}
        <SubmitButton busy={answer.isPending} busyLabel={t('agentContracts.sending')}>
          {t(action === 'accept' ? 'agentContracts.accept' : 'agentContracts.reject')}
        </SubmitButton>
      </form>
    </Modal>
  );
}
