import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { PeerTransferValue } from '@lobby/contract/wallet';
import { showDialog } from '@/components/ui/dialog-store';
import { Icon } from '@/components/ui/icon';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { useUpline } from '../api/get-upline';
import { useTransferUpline } from '../api/transfer-upline';
import { AmountField, useAmountProblemText } from '@/components/money/amount-field';
import { EmptyState } from '@/components/records/empty-state';
import { LoadState } from '@/components/records/load-state';
import { MoneyCard } from '@/components/money/money-card';
import { Notice } from '@/components/money/notice';
import { parseAmount } from '@/lib/money-input';
import { createRequestIds } from '@/lib/request-id';
import './money-pages.css';
import './wallet-pages.css';

/**
 * transferUpline (product §6: members and agents send money to their upline): who the direct upline
 * agent is, the amount, and a payment confirmation naming the recipient before anything moves.
 */
export default function TransferUpline() {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const problemText = useAmountProblemText();
  const upline = useUpline();
  const send = useTransferUpline();
  const requestIds = useRef(createRequestIds());
  const [amountText, setAmountText] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState<PeerTransferValue | null>(null);

  const value = upline.data;
  const symbol = value?.currencySymbol ?? '';
  const decimals = value?.decimals ?? 2;
  const money = (minor: number) =>
    `${symbol}\u00a0${formatMinorUnits(minor, languageTag, { decimals })}`.trim();

  if (!value) {
    return (
      // The page may end as one short empty card: its loading keeps no room (pages.ts).
      <LoadState
        card
        reserve={false}
        failed={upline.isError}
        message={t('wallet.loadFailed')}
        onRetry={() => void upline.refetch()}
      />
    );
  }

  const agent = value.upline;
  if (!agent) {
    return (
      <EmptyState card icon={<Icon name="agent" size={32} />}>
        {t('wallet.upline.none')}
      </EmptyState>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending || !agent || !value) return;
    setFailure('');
    setSent(null);
    const parsed = parseAmount(amountText, decimals, value.balance);
    if (!parsed.ok) {
      return setFieldError(problemText(parsed.problem, { decimals, available: money(value.balance) }));
    }
    setFieldError('');
    const confirmed = await showDialog({
      icon: 'info',
      title: t('wallet.upline.confirmTitle'),
      message: t('wallet.upline.confirmMessage', {
        amount: money(parsed.minor),
        name: agent.nickname,
        account: agent.account,
      }),
      confirmText: t('wallet.upline.confirm'),
      cancelText: t('wallet.upline.cancel'),
    });
    if (!confirmed) return;
    const ask = { upline: agent.account, amount: parsed.minor };
    try {
      const result = await send.mutateAsync({
        requestId: requestIds.current.for(JSON.stringify(ask)),
        ...ask,
      });
      requestIds.current.done();
      setAmountText('');
      setSent(result);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(errorMessage(error, t));
    }
  }

  return (
    <div className="wallet-page">
      <section className="mc-card upline-card" aria-labelledby="upline-heading">
        <span className="upline-card__avatar" aria-hidden="true">
          <Icon name="agent" size={26} />
        </span>
        <div className="upline-card__who">
          <h2 id="upline-heading" className="wallet-summary__label">
            {t('wallet.upline.title')}
          </h2>
          <p className="upline-card__name" data-testid="upline-name">
            {agent.nickname}
          </p>
          <p className="upline-card__account" dir="ltr">
            {agent.account}
          </p>
        </div>
        <div className="upline-card__balance">
          <span className="wallet-summary__label">{t('wallet.mainWallet')}</span>
          <span className="upline-card__amount" dir="ltr" data-testid="main-wallet-balance">
            {money(value.balance)}
          </span>
        </div>
      </section>

      <MoneyCard headingId="upline-form-heading" title={t('wallet.upline.submit')}>
        <p className="wallet-hint">{t('wallet.upline.intro')}</p>
        <form className="form wallet-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <AmountField
            value={amountText}
            onValueChange={(text) => {
              setAmountText(text);
              setFieldError('');
            }}
            error={fieldError || undefined}
            hint={t('wallet.available', { amount: money(value.balance) })}
            symbol={symbol}
          />
          {failure && <Notice kind="error">{failure}</Notice>}
          {sent && (
            <Notice kind="success">
              {t('wallet.upline.done', {
                amount: money(sent.amount),
                name: sent.to.nickname,
                balance: money(sent.balance),
              })}
            </Notice>
          )}
          <SubmitButton busy={send.isPending} busyLabel={t('wallet.sending')}>
            {t('wallet.upline.submit')}
          </SubmitButton>
        </form>
      </MoneyCard>
    </div>
  );
}
