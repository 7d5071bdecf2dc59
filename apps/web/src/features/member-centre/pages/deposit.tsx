import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { DepositOrder, PaymentChannel } from '@lobby/contract/payments';
import { Icon } from '@/components/ui/icon';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useLanguage, useLanguageTag } from '@/lib/i18n';
import { memberQueryKey } from '@/lib/session';
import { useCreateDeposit } from '../api/create-deposit';
import { useDepositChannels } from '../api/get-deposit-channels';
import { useDepositOrder } from '../api/get-deposit-order';
import { AmountField, useAmountProblemText } from '@/components/money/amount-field';
import { ChoiceTiles } from '../components/choice-tiles';
import { DepositHistory } from '../components/deposit-history';
import { DepositLimits } from '../components/deposit-limits';
import { EmptyState } from '@/components/records/empty-state';
import { LoadState } from '@/components/records/load-state';
import { MoneyCard } from '@/components/money/money-card';
import { Notice } from '@/components/money/notice';
import { channelMark, PaymentIcon } from '@/components/money/payment-icons';
import { minorToInput, parseAmount } from '@/lib/money-input';
import { createRequestIds } from '@/lib/request-id';
import type { MemberPageProps } from '../page-props';
import { currencyDecimals, moneyFormatter, quickAmounts } from '../payments-format';
import './money-pages.css';
import './payments.css';

/* Keys stay literal so the locale test finds them. */
const channelTypeKey = {
  BANK_TRANSFER: 'payments.deposit.channelType.BANK_TRANSFER',
  EWALLET: 'payments.deposit.channelType.EWALLET',
  CARD: 'payments.deposit.channelType.CARD',
} as const;

/**
 * depositv2: choose a payment channel and an amount, go to the gateway's hosted page (a full page
 * load), and on the way back (?order=) see how the payment went. Below: the member's own deposit
 * limits and the deposit history.
 */
export default function Deposit({ member, timeZoneOffsetMinutes = 480 }: Partial<MemberPageProps>) {
  const languageTag = useLanguageTag();
  const money = moneyFormatter(member?.currencySymbol ?? '', languageTag);
  const [params, setParams] = useSearchParams();
  const orderId = params.get('order');
  // Limits and history wait for the form: arriving above them, it would push them down the screen.
  const formPending = useDepositChannels().isPending;

  function closeResult() {
    const next = new URLSearchParams(params);
    next.delete('order');
    setParams(next, { replace: true });
  }

  return (
    <div className="wallet-page pay-page">
      {orderId && <DepositResult orderId={orderId} money={money} onClose={closeResult} />}
      <DepositForm money={money} symbol={member?.currencySymbol ?? ''} />
      {!formPending && (
        <>
          <DepositLimits money={money} timeZoneOffsetMinutes={timeZoneOffsetMinutes} />
          <DepositHistory money={money} timeZoneOffsetMinutes={timeZoneOffsetMinutes} />
        </>
      )}
    </div>
  );
}

type Money = (minor: number) => string;

const resultText = {
  paid: ['payments.result.paidTitle', 'payments.result.paid'],
  pending: ['payments.result.pendingTitle', 'payments.result.pending'],
  cancelled: ['payments.result.cancelledTitle', 'payments.result.cancelled'],
  expired: ['payments.result.expiredTitle', 'payments.result.expired'],
  failed: ['payments.result.failedTitle', 'payments.result.failed'],
} as const satisfies Record<DepositOrder['status'], readonly [string, string]>;

/** The return from the gateway: the order's outcome, asked again while the provider has not confirmed. */
function DepositResult({ orderId, money, onClose }: { orderId: string; money: Money; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const order = useDepositOrder(orderId);
  const status = order.data?.status;

  useEffect(() => {
    if (status !== 'paid') return;
    // The header's balance, the history and the limits' usage all changed.
    void client.invalidateQueries({ queryKey: [...memberQueryKey, 'balance'] });
    void client.invalidateQueries({ queryKey: [...memberQueryKey, 'deposit-history'] });
    void client.invalidateQueries({ queryKey: [...memberQueryKey, 'deposit-limits'] });
  }, [status, client]);

  if (!order.data) {
    return (
      <section
        className="mc-card pay-result"
        role={order.isError ? 'alert' : 'status'}
        data-testid="deposit-result"
      >
        {order.isError ? (
          <p className="pay-result__text">{t('payments.result.notFound')}</p>
        ) : (
          <p className="pay-result__text">
            <span className="spinner" aria-hidden="true" /> {t('payments.result.checking')}
          </p>
        )}
        <button type="button" className="btn btn--outline btn--small" onClick={onClose}>
          {t('payments.result.close')}
        </button>
      </section>
    );
  }

  const data = order.data;
  const [title, text] = resultText[data.status];
  const tone = data.status === 'paid' ? 'success' : data.status === 'pending' ? 'pending' : 'muted';
  return (
    <section
      className={`mc-card pay-result pay-result--${tone}`}
      role="status"
      aria-live="polite"
      data-testid="deposit-result"
      data-status={data.status}
    >
      <div className="pay-result__head">
        <span className="pay-result__icon" aria-hidden="true">
          {data.status === 'pending' ? (
            <span className="spinner" />
          ) : (
            <Icon name={data.status === 'paid' ? 'success' : 'info'} size={28} />
          )}
        </span>
        <div>
          <h2 className="pay-result__title">{t(title)}</h2>
          <p className="pay-result__text">{t(text, { amount: money(data.amount) })}</p>
          <p className="pay-result__meta" dir="ltr">
            {t('payments.result.order', { id: data.orderId })} · {data.channelName}
          </p>
        </div>
      </div>
      <button type="button" className="btn btn--outline btn--small pay-result__close" onClick={onClose}>
        {t('payments.result.close')}
      </button>
    </section>
  );
}

/**
 * The provider's page is told the site's language on its address (decision 0248): it is a page of
 * its own, so it cannot read the site's choice, and the browser's language may not be the member's.
 */
function inLanguage(payUrl: string, language: string): string {
  return `${payUrl}${payUrl.includes('?') ? '&' : '?'}language=${encodeURIComponent(language)}`;
}

function DepositForm({ money, symbol }: { money: Money; symbol: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const problemText = useAmountProblemText();
  const channels = useDepositChannels();
  const create = useCreateDeposit();
  const requestIds = useRef(createRequestIds());
  const [channelId, setChannelId] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState('');
  const [leaving, setLeaving] = useState(false);

  const list = channels.data?.channels ?? [];
  const channel: PaymentChannel | undefined = list.find((c) => c.id === channelId) ?? list[0];

  if (!channels.data) {
    return (
      <LoadState
        card
        failed={channels.isError}
        message={t('payments.loadFailed')}
        onRetry={() => void channels.refetch()}
      />
    );
  }

  if (!channel) {
    return (
      <EmptyState card icon={<PaymentIcon name="bank" size={32} />}>
        {t('payments.deposit.noChannels')}
      </EmptyState>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending || leaving || !channel) return;
    setFailure('');
    const parsed = parseAmount(amountText, currencyDecimals);
    if (!parsed.ok) {
      return setFieldError(problemText(parsed.problem, { decimals: currencyDecimals, available: '' }));
    }
    if (parsed.minor < channel.minAmount) {
      return setFieldError(
        t('payments.deposit.belowMin', { channel: channel.name, amount: money(channel.minAmount) }),
      );
    }
    if (parsed.minor > channel.maxAmount) {
      return setFieldError(
        t('payments.deposit.aboveMax', { channel: channel.name, amount: money(channel.maxAmount) }),
      );
    }
    setFieldError('');
    const ask = { channelId: channel.id, amount: parsed.minor };
    try {
      const created = await create.mutateAsync({
        ...ask,
        requestId: requestIds.current.for(JSON.stringify(ask)),
      });
      requestIds.current.done();
      setLeaving(true);
      // The provider's page is a page of its own: a full navigation, as a real gateway needs.
      window.location.assign(inLanguage(created.payUrl, language));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(errorMessage(error, t));
    }
  }

  return (
    <MoneyCard headingId="deposit-heading" title={t('payments.deposit.title')}>
      <form className="form pay-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <ChoiceTiles
          legend={t('payments.deposit.channel')}
          name="channel"
          choices={list.map((option) => ({
            value: option.id,
            icon: channelMark(option),
            name: option.name,
            meta: [
              { text: t(channelTypeKey[option.type]) },
              {
                text: (
                  <>
                    {money(option.minAmount)} – {money(option.maxAmount)}
                  </>
                ),
                ltr: true,
              },
            ],
          }))}
          selected={channel.id}
          onSelect={(id) => {
            setChannelId(id);
            setFieldError('');
          }}
        />
        <AmountField
          value={amountText}
          onValueChange={(text) => {
            setAmountText(text);
            setFieldError('');
          }}
          error={fieldError || undefined}
          hint={t('payments.deposit.range', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
          symbol={symbol}
        />
        <div className="pay-quick" role="group" aria-label={t('payments.deposit.quick')}>
          {quickAmounts(channel.minAmount, channel.maxAmount).map((minor) => (
            <button
              key={minor}
              type="button"
              className="pay-quick__chip"
              onClick={() => {
                setAmountText(minorToInput(minor, currencyDecimals));
                setFieldError('');
              }}
            >
              {money(minor)}
            </button>
          ))}
        </div>
        <p className="wallet-note">{t('payments.deposit.intro')}</p>
        {failure && <Notice kind="error">{failure}</Notice>}
        <SubmitButton busy={create.isPending || leaving} busyLabel={t('payments.deposit.redirecting')}>
          {t('payments.deposit.submit')}
        </SubmitButton>
      </form>
    </MoneyCard>
  );
}
