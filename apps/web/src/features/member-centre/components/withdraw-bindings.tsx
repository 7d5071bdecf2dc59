import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Binding, BindingType } from '@lobby/contract/payments';
import { showDialog } from '@/components/ui/dialog-store';
import { SelectField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useAddBinding } from '../api/add-binding';
import { useRemoveBinding } from '../api/remove-binding';
import { FormActions } from './form-actions';
import { MoneyCard } from '@/components/money/money-card';
import { Notice, type NoticeMessage } from '@/components/money/notice';
import { PayRecord } from './pay-record';
import { bindingIcon, PaymentIcon } from '@/components/money/payment-icons';

export const bindingTypeKey = {
  BANK: 'payments.bindings.types.BANK',
  EWALLET: 'payments.bindings.types.EWALLET',
} as const satisfies Record<BindingType, string>;

/* Names a member picks from; any other bank or e-wallet may be typed. */
const suggestions: Record<BindingType, string[]> = {
  BANK: ['BDO', 'BPI', 'Metrobank', 'Land Bank', 'Security Bank', 'UnionBank', 'RCBC', 'PNB'],
  EWALLET: ['GCash', 'Maya', 'GrabPay', 'ShopeePay', 'Coins.ph'],
};

type Props = {
  list: Binding[];
  max: number;
  /** The name accounts must be held in (empty: the first account sets it). */
  payeeName: string;
};

/** The bank accounts and e-wallets withdrawals go to: list, add (at most max), remove. */
export function WithdrawBindings({ list, max, payeeName }: Props) {
  const { t } = useTranslation();
  const remove = useRemoveBinding();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  async function onRemove(binding: Binding) {
    const confirmed = await showDialog({
      icon: 'warning',
      title: t('payments.bindings.removeTitle'),
      message: t('payments.bindings.removeMessage', {
        provider: binding.provider,
        number: binding.accountNumberMasked,
      }),
      confirmText: t('payments.bindings.remove'),
      cancelText: t('payments.withdraw.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(binding.id);
      setNotice(null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setNotice({ kind: 'error', text: errorMessage(error, t) });
    }
  }

  return (
    <MoneyCard
      headingId="bindings-heading"
      title={t('payments.bindings.title')}
      aside={<span className="pay-count">{t('payments.bindings.count', { count: list.length, max })}</span>}
      testId="bindings"
    >
      {list.length === 0 ? (
        <p className="wallet-note">{t('payments.bindings.empty')}</p>
      ) : (
        <ul className="pay-records">
          {list.map((binding) => (
            <PayRecord
              key={binding.id}
              icon={bindingIcon[binding.type]}
              title={binding.provider}
              end={
                <button
                  type="button"
                  className="btn btn--ghost btn--small pay-remove"
                  onClick={() => void onRemove(binding)}
                  aria-label={`${t('payments.bindings.remove')} ${binding.provider} ${binding.accountNumberMasked}`}
                >
                  <PaymentIcon name="trash" size={18} />
                  <span className="pay-remove__label">{t('payments.bindings.remove')}</span>
                </button>
              }
              variant="binding"
            >
              <span className="pay-record__meta" dir="ltr">
                {binding.accountNumberMasked}
              </span>
              <span className="pay-record__meta">
                {binding.holderName} · {t(bindingTypeKey[binding.type])}
              </span>
            </PayRecord>
          ))}
        </ul>
      )}
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      {adding ? (
        <AddBindingForm
          payeeName={payeeName}
          onDone={() => {
            setAdding(false);
            setNotice({ kind: 'success', text: t('payments.bindings.added') });
          }}
          onCancel={() => setAdding(false)}
        />
      ) : list.length >= max ? (
        <p className="wallet-note">{t('payments.bindings.full', { max })}</p>
      ) : (
        <button
          type="button"
          className="btn btn--outline pay-add"
          onClick={() => {
            setAdding(true);
            setNotice(null);
          }}
        >
          <PaymentIcon name="plus" size={18} />
          {t('payments.bindings.add')}
        </button>
      )}
    </MoneyCard>
  );
}

type Fields = { provider: string; holderName: string; accountNumber: string };

function AddBindingForm({
  payeeName,
  onDone,
  onCancel,
}: {
  payeeName: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddBinding();
  const listId = useId();
  const [type, setType] = useState<BindingType>('BANK');
  const [fields, setFields] = useState<Fields>({ provider: '', holderName: payeeName, accountNumber: '' });
  const [problems, setProblems] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState('');

  const update = (name: keyof Fields) => (value: string) => {
    setFields((old) => ({ ...old, [name]: value }));
    setProblems((old) => ({ ...old, [name]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const found: Partial<Fields> = {};
    if (fields.provider.trim().length < 2) found.provider = t('payments.bindings.required');
    if (!fields.holderName.trim()) found.holderName = t('payments.bindings.required');
    if (!/^[\d\s-]{6,40}$/.test(fields.accountNumber.trim()))
      found.accountNumber = t('payments.bindings.numberHint');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setFailure('');
    try {
      await add.mutateAsync({ type, ...fields });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(errorMessage(error, t));
    }
  }

  return (
    <form className="form pay-form pay-subform" onSubmit={(event) => void onSubmit(event)} noValidate>
      <SelectField
        label={t('payments.bindings.type')}
        value={type}
        onValueChange={(value) => setType(value === 'EWALLET' ? 'EWALLET' : 'BANK')}
        options={[
          { value: 'BANK', label: t(bindingTypeKey.BANK) },
          { value: 'EWALLET', label: t(bindingTypeKey.EWALLET) },
        ]}
      />
      <TextField
        label={t('payments.bindings.provider')}
        value={fields.provider}
        onValueChange={update('provider')}
        error={problems.provider}
        list={listId}
        autoComplete="off"
        name="provider"
      />
      <datalist id={listId}>
        {suggestions[type].map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField
        label={t('payments.bindings.holder')}
        value={fields.holderName}
        onValueChange={update('holderName')}
        error={problems.holderName}
        hint={payeeName ? t('payments.bindings.holderHint', { name: payeeName }) : undefined}
        autoComplete="name"
        name="holderName"
      />
      <TextField
        label={t('payments.bindings.number')}
        value={fields.accountNumber}
        onValueChange={update('accountNumber')}
        error={problems.accountNumber}
        hint={t('payments.bindings.numberHint')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        name="accountNumber"
      />
      <FormActions
        failure={failure}
        cancelLabel={t('payments.withdraw.cancel')}
        onCancel={onCancel}
        busy={add.isPending}
        busyLabel={t('payments.bindings.saving')}
      >
        {t('payments.bindings.save')}
      </FormActions>
    </form>
  );
}
