import { useRef, useState, type FormEvent } from 'react';
import type { DownlineAccount } from '@lobby/contract/agent-team';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { showToast } from '@/components/ui/toast-store';
import { AmountField, useAmountProblemText } from '@/components/money/amount-field';
import { Notice } from '@/components/money/notice';
import { parseAmount } from '@/lib/money-input';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { createRequestIds } from '@/lib/request-id';
import { useTranslation } from '@/lib/use-translation';
import { useTransferDownline } from '../api/transfer-downline';
import { useAgentCentre, useMoneyText } from '../agent-context';

type Props = { recipient: DownlineAccount; onClose: () => void };

/**
 * Money from the agent's main wallet to one account of its team (product §6: agents transfer to their
 * downline). The dialog names the recipient, so sending it is the payment confirmation.
 */
export function DownlineTransfer({ recipient, onClose }: Props) {
  const { t } = useTranslation();
  const problemText = useAmountProblemText();
  const { balance, currencySymbol: symbol, decimals } = useAgentCentre();
  const money = useMoneyText();
  const send = useTransferDownline();
  const requestIds = useRef(createRequestIds());
  const [amountText, setAmountText] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState('');
  const available = balance ?? 0;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    setFailure('');
    const parsed = parseAmount(amountText, decimals, available);
    if (!parsed.ok) {
      return setFieldError(problemText(parsed.problem, { decimals, available: money(available) }));
    }
    setFieldError('');
    const ask = { account: recipient.account, amount: parsed.minor };
    try {
      const sent = await send.mutateAsync({ requestId: requestIds.current.for(JSON.stringify(ask)), ...ask });
      requestIds.current.done();
      showToast(
        t('agentCentre.transfer.done', {
          amount: money(sent.amount),
          account: sent.to.account,
          balance: money(sent.balance),
        }),
        'success',
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(errorMessage(error, t));
    }
  }

  return (
    <Modal title={t('agentCentre.transfer.title')} onClose={onClose} size="small">
      <form className="form wallet-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className="transfer-recipient">
          <span className="transfer-recipient__label">{t('agentCentre.transfer.to')}</span>
          <strong className="transfer-recipient__name">{recipient.nickname || recipient.account}</strong>
          <span className="transfer-recipient__account" dir="ltr">
            {recipient.account}
          </span>
        </p>
        <AmountField
          value={amountText}
          onValueChange={(text) => {
            setAmountText(text);
            setFieldError('');
          }}
          error={fieldError || undefined}
          hint={t('wallet.available', { amount: money(available) })}
          symbol={symbol}
        />
        {failure && <Notice kind="error">{failure}</Notice>}
        <SubmitButton busy={send.isPending} busyLabel={t('wallet.sending')}>
          {t('agentCentre.transfer.submit')}
        </SubmitButton>
      </form>
    </Modal>
  );
}
