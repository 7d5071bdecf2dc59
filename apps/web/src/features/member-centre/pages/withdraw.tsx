import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
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
import { AmountField, useAmountProblemText } from '@/components/money/amount-field';
import { ChoiceTiles } from '../components/choice-tiles';
import { LoadState } from '@/components/records/load-state';
import { MoneyCard } from '@/components/money/money-card';
import { Notice } from '@/components/money/notice';
import { bindingIcon } from '@/components/money/payment-icons';
import { PaymentPasswordForm } from '../components/payment-password-form';
import { WithdrawBindings } from '../components/withdraw-bindings';
import { WithdrawHistory } from '../components/withdraw-history';
import { minorToInput, parseAmount } from '@/lib/money-input';
import { createRequestIds } from '@/lib/request-id';
import type { MemberPageProps } from '../page-props';
import { currencyDecimals, moneyFormatter, pinPattern } from '../payments-format';
import './money-pages.css';
import './payments.css';

type Money = (minor: number) => string;

/** Where the member can forfeit a bonus to withdraw at once, when the member centre links there. */
function BonusDetailsLink({ href }: { href: string | undefined }) {
  const { t } = useTranslation();
  if (!href) return null;
  return (
    <Link to={href} className="pay-link">
      {t('payments.withdraw.openBonusDetails')}
    </Link>
  );
}

/**
 * withdraw: the main balance and the rules, the payment password (set first), the bank accounts
 * and e-wallets, the withdrawal form with a confirmation step, and the history where paid-out
 * withdrawals are confirmed as received, partly received or not received.
 */
export default function Withdraw({ member, timeZoneOffsetMinutes = 480, hrefOf }: Partial<MemberPageProps>) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const symbol = member?.currencySymbol ?? '';
  const money = moneyFormatter(symbol, languageTag);
  const info = useWithdrawInfo();
  const bindings = useBindings();

  if (!info.data || !bindings.data) {
    return (
      <LoadState
        card
        failed={info.isError || bindings.isError}
        message={t('payments.loadFailed')}
        onRetry={() => {
          void info.refetch();
          void bindings.refetch();
        }}
      />
    );
  }

  const value = info.data;
  const bonusDetailsHref = hrefOf?.('bonusDetails');
  return (
    <div className="wallet-page pay-page">
      <WithdrawSummary value={value} money={money} bonusDetailsHref={bonusDetailsHref} />
      {!value.paymentPasswordSet && (
        <MoneyCard
          headingId="pin-set-heading"
          title={t('payments.pin.setTitle')}
          icon="shield"
          className="pay-setup"
          testId="payment-password-setup"
        >
          <p className="wallet-hint">{t('payments.pin.setIntro')}</p>
          <PaymentPasswordForm mode="set" />
        </MoneyCard>
      )}
      <WithdrawForm
        info={value}
        bindings={bindings.data.list}
        money={money}
        symbol={symbol}
        bonusDetailsHref={bonusDetailsHref}
      />
      <WithdrawBindings list={bindings.data.list} max={bindings.data.max} payeeName={value.payeeName} />
      <WithdrawHistory money={money} symbol={symbol} timeZoneOffsetMinutes={timeZoneOffsetMinutes} />
      {value.paymentPasswordSet && <ChangePaymentPassword />}
    </div>
  );
}

type SummaryProps = { value: WithdrawInfoValue; money: Money; bonusDetailsHref: string | undefined };

function WithdrawSummary({ value, money, bonusDetailsHref }: SummaryProps) {
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
          <span>
            {t('payments.withdraw.turnover', { amount: money(value.turnoverRemaining) })}{' '}
            <BonusDetailsLink href={bonusDetailsHref} />
          </span>
        </p>
      )}
    </section>
  );
}

type FormProps = {
  info: WithdrawInfoValue;
  bindings: Binding[];
  money: Money;
  symbol: string;
  bonusDetailsHref: string | undefined;
};

function WithdrawForm({ info, bindings, money, symbol, bonusDetailsHref }: FormProps) {
  const { t } = useTranslation();
  const problemText = useAmountProblemText();
  const send = useWithdraw();
  const requestIds = useRef(createRequestIds());
  const [bindingId, setBindingId] = useState<number | null>(null);
  const [amountText, setAmountText] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; pin?: string }>({});
  // A refusal for a bonus's open wagering says what is left (withdraw info, reloaded after every
  // attempt) and leads to the bonus details, where the bonus can be forfeited.
  const [failure, setFailure] = useState<{ text: string; turnover: boolean } | null>(null);
  const [result, setResult] = useState<Withdrawal | null>(null);

  const binding = bindings.find((b) => b.id === bindingId) ?? bindings[0];
  const ready = info.paymentPasswordSet && binding !== undefined;
  const most = Math.min(info.balance, info.maxAmount);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending || !binding) return;
    setFailure(null);
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
      const turnover = error instanceof ApiError && error.message === 'turnover_requirement_not_met';
      setFailure({ text: errorMessage(error, t), turnover });
    }
  }

  return (
    <MoneyCard headingId="withdraw-heading" title={t('payments.withdraw.title')}>
      {!info.paymentPasswordSet && <p className="wallet-note">{t('payments.withdraw.needPassword')}</p>}
      {info.paymentPasswordSet && bindings.length === 0 && (
        <p className="wallet-note">{t('payments.withdraw.noAccount')}</p>
      )}
      {ready && (
        <form className="form pay-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <ChoiceTiles
            legend={t('payments.withdraw.account')}
            name="binding"
            choices={bindings.map((option) => ({
              value: option.id,
              icon: bindingIcon[option.type],
              name: option.provider,
              meta: [{ text: option.accountNumberMasked, ltr: true }, { text: option.holderName }],
            }))}
            selected={binding.id}
            onSelect={setBindingId}
          />
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
            <Notice kind="error">
              {failure.turnover ? (
                <span>
                  {info.turnoverRemaining > 0
                    ? t('payments.withdraw.turnoverRefused', { amount: money(info.turnoverRemaining) })
                    : failure.text}{' '}
                  <BonusDetailsLink href={bonusDetailsHref} />
                </span>
              ) : (
                failure.text
              )}
            </Notice>
          )}
          {result && (
            <Notice kind="success">
              {t(result.status === 'paid' ? 'payments.withdraw.donePaid' : 'payments.withdraw.done', {
                amount: money(result.amount),
              })}
            </Notice>
          )}
          <SubmitButton busy={send.isPending} busyLabel={t('payments.withdraw.sending')}>
            {t('payments.withdraw.submit')}
          </SubmitButton>
        </form>
      )}
    </MoneyCard>
  );
}

function ChangePaymentPassword() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <MoneyCard
      headingId="pin-change-heading"
      title={t('payments.pin.changeTitle')}
      icon="shield"
      aside={
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          {t(open ? 'payments.confirm.cancel' : 'payments.pin.open')}
        </button>
      }
    >
      {open && <PaymentPasswordForm mode="change" />}
    </MoneyCard>
  );
}
