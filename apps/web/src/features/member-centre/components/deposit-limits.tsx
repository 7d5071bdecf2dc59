import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { limitPeriods, type DepositLimit, type LimitPeriod } from '@lobby/contract/payments';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useLanguageTag } from '@/lib/i18n';
import { useDepositLimits } from '../api/get-deposit-limits';
import { useSetDepositLimits } from '../api/set-deposit-limits';
import { minorToInput, parseAmount } from '@/lib/money-input';
import { currencyDecimals } from '../payments-format';
import { formatInZone } from '@/lib/zoned-time';
import { useAmountProblemText } from '@/components/money/amount-field';
import { FormActions } from './form-actions';
import { LoadState } from '@/components/records/load-state';
import { MoneyCard } from '@/components/money/money-card';
import { Notice } from '@/components/money/notice';
import { PaymentIcon } from '@/components/money/payment-icons';

const periodKey = {
  daily: 'payments.limits.daily',
  weekly: 'payments.limits.weekly',
  monthly: 'payments.limits.monthly',
} as const satisfies Record<LimitPeriod, string>;

type Props = { money: (minor: number) => string; timeZoneOffsetMinutes: number };

/**
 * Player protection: the member's own deposit limits per rolling 24 hours, 7 days and 30 days. A lower
 * limit applies at once; a higher one, or none, after 24 hours (shown as waiting).
 */
export function DepositLimits({ money, timeZoneOffsetMinutes }: Props) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const limits = useDepositLimits();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const value = limits.data;

  const when = (iso: string) => formatInZone(iso, languageTag, timeZoneOffsetMinutes, true);

  return (
    <MoneyCard
      headingId="limits-heading"
      title={t('payments.limits.title')}
      icon="shield"
      aside={
        value && !editing ? (
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => {
              setEditing(true);
              setNotice('');
            }}
          >
            {t('payments.limits.edit')}
          </button>
        ) : null
      }
      testId="deposit-limits"
    >
      <p className="wallet-hint">{t('payments.limits.intro')}</p>
      {!value ? (
        <LoadState failed={limits.isError} message={t('payments.loadFailed')} />
      ) : editing ? (
        <LimitsForm
          current={value}
          onDone={(message) => {
            setEditing(false);
            setNotice(message);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <ul className="pay-limits">
          {limitPeriods.map((period) => (
            <LimitRow
              key={period}
              label={t(periodKey[period])}
              limit={value[period]}
              money={money}
              when={when}
            />
          ))}
        </ul>
      )}
      {notice && <Notice kind="success">{notice}</Notice>}
    </MoneyCard>
  );
}

function LimitRow({
  label,
  limit,
  money,
  when,
}: {
  label: string;
  limit: DepositLimit;
  money: (minor: number) => string;
  when: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const share = limit.amount ? Math.min(1, limit.used / limit.amount) : 0;
  return (
    <li className="pay-limit">
      <div className="pay-limit__head">
        <span className="pay-limit__label">{label}</span>
        <span className="pay-limit__amount" dir="ltr">
          {limit.amount === null ? t('payments.limits.none') : money(limit.amount)}
        </span>
      </div>
      {limit.amount !== null && (
        <progress className="pay-limit__bar" max={1} value={share} aria-label={label}>
          {Math.round(share * 100)}%
        </progress>
      )}
      <p className="pay-limit__used">
        {limit.amount === null
          ? t('payments.limits.usedNoLimit', { used: money(limit.used) })
          : t('payments.limits.used', { used: money(limit.used), limit: money(limit.amount) })}
      </p>
      {limit.pending && (
        <p className="pay-limit__pending">
          <PaymentIcon name="clock" size={16} />
          {limit.pending.amount === null
            ? t('payments.limits.pendingRemove', { time: when(limit.pending.effectiveAt) })
            : t('payments.limits.pendingRaise', {
                amount: money(limit.pending.amount),
                time: when(limit.pending.effectiveAt),
              })}
        </p>
      )}
    </li>
  );
}

type Texts = Record<LimitPeriod, string>;

function LimitsForm({
  current,
  onDone,
  onCancel,
}: {
  current: Record<LimitPeriod, DepositLimit>;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const problemText = useAmountProblemText();
  const save = useSetDepositLimits();
  // A waiting change is what the member last asked for, so the form starts from it.
  const start = (limit: DepositLimit) => {
    const wanted = limit.pending ? limit.pending.amount : limit.amount;
    return wanted === null ? '' : minorToInput(wanted, currencyDecimals);
  };
  const [texts, setTexts] = useState<Texts>({
    daily: start(current.daily),
    weekly: start(current.weekly),
    monthly: start(current.monthly),
  });
  const [errors, setErrors] = useState<Partial<Texts>>({});
  const [failure, setFailure] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed: Partial<Record<LimitPeriod, number | null>> = {};
    const problems: Partial<Texts> = {};
    for (const period of limitPeriods) {
      if (texts[period].trim() === '') {
        parsed[period] = null;
        continue;
      }
      const amount = parseAmount(texts[period], currencyDecimals);
      if (amount.ok) parsed[period] = amount.minor;
      else problems[period] = problemText(amount.problem, { decimals: currencyDecimals, available: '' });
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setFailure('');
    try {
      const saved = await save.mutateAsync({
        daily: parsed.daily ?? null,
        weekly: parsed.weekly ?? null,
        monthly: parsed.monthly ?? null,
      });
      const waiting = limitPeriods.some((period) => saved[period].pending);
      onDone(t(waiting ? 'payments.limits.savedPending' : 'payments.limits.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(errorMessage(error, t));
    }
  }

  return (
    <form className="form pay-limits-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="pay-limits-form__fields">
        {limitPeriods.map((period) => (
          <TextField
            key={period}
            label={t(periodKey[period])}
            value={texts[period]}
            onValueChange={(text) => {
              setTexts((old) => ({ ...old, [period]: text }));
              setErrors((old) => ({ ...old, [period]: undefined }));
            }}
            error={errors[period]}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('payments.limits.none')}
            dir="ltr"
            name={`limit-${period}`}
          />
        ))}
      </div>
      <FormActions
        failure={failure}
        cancelLabel={t('payments.limits.cancel')}
        onCancel={onCancel}
        busy={save.isPending}
        busyLabel={t('payments.limits.saving')}
      >
        {t('payments.limits.save')}
      </FormActions>
    </form>
  );
}
