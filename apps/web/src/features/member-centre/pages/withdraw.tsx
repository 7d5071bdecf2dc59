import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Binding, Withdrawal, WithdrawInfoValue } from '@lobby/contract/payments';
import { showDialog } from '@/components/ui/dialog-store';
import { PasswordField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useLanguageTag } from '@/lib/i18n';
import { useBindings } from '../api/get-bindings';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { useWithdraw } from '../api/withdraw';
import { AmountField, useAmountProblemText } from '../components/amount-field';
import { bindingIcon, PaymentIcon } from '../components/payment-icons';
import { PaymentPasswordForm } from '../components/payment-password-form';
import { WithdrawBindings } from '../components/withdraw-bindings';
import { WithdrawHistory } from '../components/withdraw-history';
import { createRequestIds, minorToInput, parseAmount } from '../money-input';
import type { MemberPageProps } from '../page-props';
import { currencyDecimals, moneyFormatter, pinPattern } from '../payments-format';
import './wallet-pages.css';
import './payments.css';

type Money = (minor: number) => string;

/**
 * withdraw: the main balance and the rules, the payment password (set first), the bank accounts
 * and e-wallets, the withdrawal form with a confirmation step, and the history where paid-out
 * withdrawals are confirmed as received, partly received or not received.
 */
export default function Withdraw({ member, timeZoneOffsetMinutes = 480 }: Partial<MemberPageProps>) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const symbol = member?.currencySymbol ?? '';
  const money = moneyFormatter(symbol, languageTag);
  const info = useWithdrawInfo();
  const bindings = useBindings();

  if (!info.data || !bindings.data) {
    const failed = info.isError || bindings.isError;
    return (
      <div className="mc-card wallet-state" role={failed ? 'alert' : 'status'}>
        {failed ? (
          <>
            <p>{t('payments.loadFailed')}</p>
            <button
              type="button"
              className="btn btn--outline"
              onClick={() => {
                void info.refetch();
                void bindings.refetch();
              }}
            >
              {t('wallet.retry')}
            </button>
          </>
        ) : (
          <>
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('common.loading')}</span>
          </>
        )}
      </div>
    );
  }

  const value = info.data;
  return (
    <div className="wallet-page pay-page">
      <WithdrawSummary value={value} money={money} />
      {!value.paymentPasswordSet && (
        <section
          className="mc-card pay-setup"
          aria-labelledby="pin-set-heading"
          data-testid="payment-password-setup"
        >
          <h2 id="pin-set-heading" className="mc-card__title pay-title-icon">
            <PaymentIcon name="shield" />
            {t('payments.pin.setTitle')}
          </h2>
          <p className="wallet-hint">{t('payments.pin.setIntro')}</p>
          <PaymentPasswordForm mode="set" />
        </section>
      )}
      <WithdrawForm info={value} bindings={bindings.data.list} money={money} symbol={symbol} />
      <WithdrawBindings list={bindings.data.list} max={bindings.data.max} payeeName={value.payeeName} />
      <WithdrawHistory money={money} symbol={symbol} timeZoneOffsetMinutes={timeZoneOffsetMinutes} />
      {value.paymentPasswordSet && <ChangePaymentPassword />}
    </div>
  );
}

function WithdrawSummary({ value, money }: { value: WithdrawInfoValue; money: Money }) {
  const { t } = useTranslation();
  return (
    <section className="mc-card wallet-summary pay-summary" aria-label={t('wallet.mainWallet')}>
      <div className="wallet-summary__main">
        <span className="wallet-summary__label">
          <Icon name="coins" size={16} />
          {t('wallet.mainWallet')}
        </span>
        <span className="wallet-summary__amount" dir="ltr" data-testid="withdraw-balance">
          {money(value.balance)}
        </span>
        <span className="wallet-summary__total">
          {t('payments.withdraw.rules', { min: money(value.minAmount), max: money(value.maxAmount) })}
        </span>
      </div>
      {value.turnoverRemaining > 0 && (
        <p className="wallet-notice pay-warning" role="note">
          <Icon name="warning" size={18} />
          {t('payments.withdraw.turnover', { amount: money(value.turnoverRemaining) })}
        </p>
      )}
    </section>
  );
}

type FormProps = { info: WithdrawInfoValue; bindings: Binding[]; money: Money; symbol: string };

function WithdrawForm({ info, bindings, money, symbol }: FormProps) {
  const { t } = useTranslation();
  const problemText = useAmountProblemText();
  const send = useWithdraw();
  const requestIds = useRef(createRequestIds());
  const [bindingId, setBindingId] = useState<number | null>(null);
  const [amountText, setAmountText] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; pin?: string }>({});
  const [failure, setFailure] = useState('');
  const [result, setResult] = useState<Withdrawal | null>(null);

  const binding = bindings.find((b) => b.id === bindingId) ?? bindings[0];
  const ready = info.paymentPasswordSet && binding !== undefined;
  const most = Math.min(info.balance, info.maxAmount);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending || !binding) return;
    setFailure('');
    setResult(null);
    const found: { amount?: string; pin?: string } = {};
    const parsed = parseAmount(amountText, currencyDecimals, info.balance);
    if (!parsed.ok) {
      found.amount = problemText(parsed.problem, {
        decimals: currencyDecimals,
        available: money(info.balance),
      });
    } else if (parsed.minor < info.minAmount) {
      found.amount = t('payments.withdraw.belowMin', { amount: money(info.minAmount) });
    } else if (parsed.minor > info.maxAmount) {
      found.amount = t('payments.withdraw.aboveMax', { amount: money(info.maxAmount) });
    }
    if (!pinPattern.test(pin)) found.pin = t('payments.withdraw.pinInvalid');
    setErrors(found);
    if (!parsed.ok || found.amount || found.pin) return;
    const confirmed = await showDialog({
      icon: 'info',
      title: t('payments.withdraw.confirmTitle'),
      message: t('payments.withdraw.confirmMessage', {
        amount: money(parsed.minor),
        provider: binding.provider,
        number: binding.accountNumberMasked,
        holder: binding.holderName,
      }),
      confirmText: t('payments.withdraw.confirm'),
      cancelText: t('payments.withdraw.cancel'),
    });
    if (!confirmed) return;
    const ask = { bindingId: binding.id, amount: parsed.minor };
    try {
      const created = await send.mutateAsync({
        ...ask,
        paymentPassword: pin,
        requestId: requestIds.current.for(JSON.stringify(ask)),
      });
      requestIds.current.done();
      setAmountText('');
      setPin('');
      setResult(created);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(errorMessage(error, t));
    }
  }

  return (
    <section className="mc-card" aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading" className="mc-card__title">
        {t('payments.withdraw.title')}
      </h2>
      {!info.paymentPasswordSet && <p className="wallet-note">{t('payments.withdraw.needPassword')}</p>}
      {info.paymentPasswordSet && bindings.length === 0 && (
        <p className="wallet-note">{t('payments.withdraw.noAccount')}</p>
      )}
      {ready && (
        <form className="form pay-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <fieldset className="pay-choices">
            <legend className="field__label">{t('payments.withdraw.account')}</legend>
            <div className="pay-choices__grid">
              {bindings.map((option) => {
                const selected = option.id === binding.id;
                return (
                  <label key={option.id} className={`pay-choice${selected ? ' is-selected' : ''}`}>
                    <input
                      type="radio"
                      name="binding"
                      value={option.id}
                      checked={selected}
                      onChange={() => setBindingId(option.id)}
                    />
                    <span className="pay-choice__icon">
                      <PaymentIcon name={bindingIcon[option.type]} size={22} />
                    </span>
                    <span className="pay-choice__text">
                      <span className="pay-choice__name">{option.provider}</span>
                      <span className="pay-choice__meta" dir="ltr">
                        {option.accountNumberMasked}
                      </span>
                      <span className="pay-choice__meta">{option.holderName}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <AmountField
            value={amountText}
            onValueChange={(text) => {
              setAmountText(text);
              setErrors((old) => ({ ...old, amount: undefined }));
            }}
            error={errors.amount}
            hint={t('wallet.available', { amount: money(info.balance) })}
            symbol={symbol}
            addon={
              most > 0 ? (
                <button
                  type="button"
                  className="wallet-all"
                  onClick={() => {
                    setAmountText(minorToInput(most, currencyDecimals));
                    setErrors((old) => ({ ...old, amount: undefined }));
                  }}
                >
                  {t('payments.withdraw.max')}
                </button>
              ) : undefined
            }
          />
          <PasswordField
            label={t('payments.withdraw.pin')}
            value={pin}
            onValueChange={(text) => {
              setPin(text);
              setErrors((old) => ({ ...old, pin: undefined }));
            }}
            error={errors.pin}
            hint={t('payments.withdraw.pinHint')}
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            dir="ltr"
            name="paymentPassword"
          />
          {failure && (
            <p className="wallet-notice wallet-notice--error" role="alert">
              <Icon name="error" size={18} />
              {failure}
            </p>
          )}
          {result && (
            <p className="wallet-notice wallet-notice--success" role="status">
              <Icon name="success" size={18} />
              {t(result.status === 'paid' ? 'payments.withdraw.donePaid' : 'payments.withdraw.done', {
                amount: money(result.amount),
              })}
            </p>
          )}
          <SubmitButton busy={send.isPending} busyLabel={t('payments.withdraw.sending')}>
            {t('payments.withdraw.submit')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}

function ChangePaymentPassword() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="mc-card" aria-labelledby="pin-change-heading">
      <div className="wallet-card-head">
        <h2 id="pin-change-heading" className="mc-card__title pay-title-icon">
          <PaymentIcon name="shield" />
          {t('payments.pin.changeTitle')}
        </h2>
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          {t(open ? 'payments.confirm.cancel' : 'payments.pin.open')}
        </button>
      </div>
      {open && <PaymentPasswordForm mode="change" />}
    </section>
  );
}
