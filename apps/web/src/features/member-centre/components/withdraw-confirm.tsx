import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { proofRules, type ConfirmOutcome, type Withdrawal } from '@lobby/contract/payments';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useConfirmWithdrawal } from '../api/confirm-withdrawal';
import { parseAmount } from '@/lib/money-input';
import { currencyDecimals } from '../payments-format';
import { PicturePicker, usePictureProblemText, type Picture } from '@/components/ui/picture-picker';
import { AmountField } from '@/components/money/amount-field';
import { FormActions } from './form-actions';

const outcomeKey = {
  received: 'payments.confirm.received',
  partly_received: 'payments.confirm.partly',
  not_received: 'payments.confirm.notReceived',
} as const satisfies Record<ConfirmOutcome, string>;

type Props = {
  withdrawal: Withdrawal;
  money: (minor: number) => string;
  symbol: string;
  onDone: () => void;
  onCancel: () => void;
};

/**
 * Product §4 withdrawal confirmation: received, partly received (how much) or not received, with proof
 * images (png or jpg, checked by their first bytes, at most 5 MB each and 3 in all; product §5). Previews
 * are data: URLs, which the CSP allows.
 */
export function WithdrawConfirm({ withdrawal, money, symbol, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirmWithdrawal();
  const fileId = useId();
  const [outcome, setOutcome] = useState<ConfirmOutcome>('received');
  const [amountText, setAmountText] = useState('');
  const [remark, setRemark] = useState('');
  const [proofs, setProofs] = useState<Picture[]>([]);
  const [problem, setProblem] = useState('');
  const [amountError, setAmountError] = useState('');

  const pictureProblem = usePictureProblemText();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (confirm.isPending) return;
    let receivedAmount: number | undefined;
    if (outcome === 'partly_received') {
      const parsed = parseAmount(amountText, currencyDecimals);
      if (!parsed.ok || parsed.minor >= withdrawal.amount) {
        return setAmountError(t('payments.confirm.amountInvalid', { amount: money(withdrawal.amount) }));
      }
      receivedAmount = parsed.minor;
    }
    if (outcome !== 'received' && proofs.length === 0) return setProblem(t('payments.confirm.needProof'));
    setProblem('');
    try {
      await confirm.mutateAsync({
        withdrawalId: withdrawal.id,
        outcome,
        ...(receivedAmount === undefined ? {} : { receivedAmount }),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
        images: proofs.map((proof) => proof.dataUrl),
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setProblem(errorMessage(error, t));
    }
  }

  return (
    <form className="form pay-confirm" onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className="pay-choices">
        <legend className="field__label">{t('payments.confirm.title')}</legend>
        <div className="pay-segments">
          {(Object.keys(outcomeKey) as ConfirmOutcome[]).map((option) => (
            <label key={option} className={`pay-segment${option === outcome ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name={`outcome-${withdrawal.id}`}
                value={option}
                checked={option === outcome}
                onChange={() => {
                  setOutcome(option);
                  setProblem('');
                }}
              />
              {t(outcomeKey[option])}
            </label>
          ))}
        </div>
      </fieldset>
      {outcome === 'partly_received' && (
        <AmountField
          value={amountText}
          onValueChange={(text) => {
            setAmountText(text);
            setAmountError('');
          }}
          error={amountError || undefined}
          hint={t('payments.confirm.amount')}
          symbol={symbol}
        />
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${fileId}-remark`}>
          {t('payments.confirm.remark')}
        </label>
        <textarea
          id={`${fileId}-remark`}
          className="field__input pay-textarea"
          value={remark}
          maxLength={proofRules.maxRemark}
          onChange={(event) => setRemark(event.target.value)}
          rows={2}
        />
        <p className="field__hint" dir="ltr">
          {remark.length}/{proofRules.maxRemark}
        </p>
      </div>
      <div className="field">
        <span className="field__label">{t('payments.confirm.proof')}</span>
        <p className="field__hint">{t('payments.confirm.proofHint')}</p>
        <PicturePicker
          pictures={proofs}
          onChange={setProofs}
          onProblem={(found) => setProblem(pictureProblem(found))}
          addLabel={t('payments.confirm.addImage')}
          removeLabel={(index) => t('payments.confirm.removeImage', { index })}
          inputTestId="proof-input"
        />
      </div>
      <FormActions
        failure={problem}
        cancelLabel={t('payments.confirm.cancel')}
        onCancel={onCancel}
        busy={confirm.isPending}
        busyLabel={t('payments.confirm.sending')}
      >
        {t('payments.confirm.submit')}
      </FormActions>
    </form>
  );
}
