import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { proofRules, type ConfirmOutcome, type Withdrawal } from '@lobby/contract/payments';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useConfirmWithdrawal } from '../api/confirm-withdrawal';
import { parseAmount } from '@/lib/money-input';
import { currencyDecimals, sniffImageType } from '../payments-format';
import { AmountField } from '@/components/money/amount-field';
import { FormActions } from './form-actions';
import { PaymentIcon } from '@/components/money/payment-icons';

const outcomeKey = {
  received: 'payments.confirm.received',
  partly_received: 'payments.confirm.partly',
  not_received: 'payments.confirm.notReceived',
} as const satisfies Record<ConfirmOutcome, string>;

type Proof = { name: string; dataUrl: string };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

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
  const [proofs, setProofs] = useState<Proof[]>([]);
  const [problem, setProblem] = useState('');
  const [amountError, setAmountError] = useState('');

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const added: Proof[] = [];
    for (const file of files) {
      if (proofs.length + added.length >= proofRules.maxImages) {
        setProblem(t('payments.confirm.imageCount'));
        break;
      }
      if (file.size > proofRules.maxBytes) {
        setProblem(t('payments.confirm.imageSize', { name: file.name }));
        continue;
      }
      const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
      if (!sniffImageType(head)) {
        setProblem(t('payments.confirm.imageType', { name: file.name }));
        continue;
      }
      added.push({ name: file.name, dataUrl: await readAsDataUrl(file) });
    }
    if (added.length > 0) {
      setProofs((old) => [...old, ...added].slice(0, proofRules.maxImages));
      if (files.length === added.length) setProblem('');
    }
  }

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
        <ul className="pay-proofs">
          {proofs.map((proof, index) => (
            <li key={`${proof.name}-${index}`} className="pay-proof">
              <img src={proof.dataUrl} alt={proof.name} />
              <button
                type="button"
                className="pay-proof__remove"
                onClick={() => setProofs((old) => old.filter((_, i) => i !== index))}
                aria-label={t('payments.confirm.removeImage', { index: index + 1 })}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
          {proofs.length < proofRules.maxImages && (
            <li>
              <label className="pay-proof pay-proof--add" htmlFor={fileId}>
                <PaymentIcon name="image" size={24} />
                <span>{t('payments.confirm.addImage')}</span>
              </label>
              <input
                id={fileId}
                className="visually-hidden"
                type="file"
                accept="image/png,image/jpeg"
                multiple
                onChange={(event) => void onFiles(event)}
                data-testid="proof-input"
              />
            </li>
          )}
        </ul>
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
