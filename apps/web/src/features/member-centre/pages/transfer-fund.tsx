import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import type { TransferDirection, VendorWallet, WalletsValue } from '@lobby/contract/wallet';
import { SelectField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { useWallets, walletsQueryKey } from '../api/get-wallets';
import { useTransferWallet } from '../api/transfer-wallet';
import { AmountField, useAmountProblemText } from '@/components/money/amount-field';
import { LoadState } from '@/components/records/load-state';
import { MoneyCard } from '@/components/money/money-card';
import { Notice, type NoticeMessage } from '@/components/money/notice';
import { useBalanceUpdates } from '../hooks/use-balance-updates';
import { minorToInput, parseAmount } from '@/lib/money-input';
import { createRequestIds, newRequestId } from '@/lib/request-id';
import './money-pages.css';
import './wallet-pages.css';

function useMoney(wallets: WalletsValue | undefined) {
  const languageTag = useLanguageTag();
  return (minor: number) =>
    // A no-break space, so the symbol never ends a line without its amount.
    `${wallets?.currencySymbol ?? ''}\u00a0${formatMinorUnits(minor, languageTag, { decimals: wallets?.decimals ?? 2 })}`.trim();
}

/**
 * transferFund (product §2 'wallet', §7 wallet transfer): the main wallet and every game vendor's
 * wallet, and transfers between them, an amount or everything (all-in, all-out). A single-wallet
 * brand (GCS_merchantWallet isSingle) shows the main wallet only.
 */
export default function TransferFund() {
  const { t } = useTranslation();
  const wallets = useWallets();
  const value = wallets.data;
  const money = useMoney(value);
  const client = useQueryClient();
  // A balance pushed by the server (a game, a deposit, another tab) reloads the wallets shown here.
  useBalanceUpdates((balance) => {
    if (value && balance !== value.balance) void client.invalidateQueries({ queryKey: walletsQueryKey });
  });

  if (!value) {
    return (
      <LoadState
        card
        failed={wallets.isError}
        message={t('wallet.loadFailed')}
        onRetry={() => void wallets.refetch()}
      />
    );
  }

  const refresh = { refreshing: wallets.isFetching, onRefresh: () => void wallets.refetch() };
  return (
    <div className="wallet-page">
      {value.isSingle ? (
        <>
          <WalletSummary value={value} money={money} {...refresh} />
          <p className="mc-card wallet-note">{t('wallet.singleWallet')}</p>
        </>
      ) : (
        <TransferPanel value={value} money={money} refresh={refresh} />
      )}
    </div>
  );
}

type Refresh = { refreshing: boolean; onRefresh: () => void };

type SummaryProps = Refresh & {
  value: WalletsValue;
  money: (minor: number) => string;
  /** More buttons beside Refresh (all to main wallet), and what the last of them did. */
  actions?: ReactNode;
  notice?: NoticeMessage | null;
};

function WalletSummary({ value, money, refreshing, onRefresh, actions, notice }: SummaryProps) {
  const { t } = useTranslation();
  const inGames = value.vendors.reduce((sum, vendor) => sum + vendor.balance, 0);
  return (
    <section className="mc-card wallet-summary" aria-labelledby="main-wallet-heading">
      <div className="wallet-summary__main">
        <h2 id="main-wallet-heading" className="wallet-summary__label">
          <Icon name="coins" size={18} />
          {t('wallet.mainWallet')}
        </h2>
        <p className="wallet-summary__amount" dir="ltr" data-testid="main-wallet-balance">
          {money(value.balance)}
        </p>
        {!value.isSingle && (
          <p className="wallet-summary__total">
            {t('wallet.total')} <span dir="ltr">{money(value.balance + inGames)}</span>
          </p>
        )}
      </div>
      <div className="wallet-summary__actions">
        <button
          type="button"
          className={`btn btn--outline btn--small wallet-refresh${refreshing ? ' is-busy' : ''}`}
          onClick={onRefresh}
          aria-busy={refreshing || undefined}
        >
          <Icon size={16} name={shapes.refresh} />
          {t('wallet.refresh')}
        </button>
        {actions}
      </div>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
    </section>
  );
}

type PanelProps = { value: WalletsValue; money: (minor: number) => string; refresh: Refresh };

function TransferPanel({ value, money, refresh }: PanelProps) {
  const { t } = useTranslation();
  const problemText = useAmountProblemText();
  const transfer = useTransferWallet();
  const formId = useId();
  const requestIds = useRef(createRequestIds());
  const [direction, setDirection] = useState<TransferDirection>('in');
  const [vendorCode, setVendorCode] = useState(() => value.vendors.find((v) => v.enabled)?.vassalage ?? '');
  const [amountText, setAmountText] = useState('');
  const [all, setAll] = useState(false);
  const [fieldError, setFieldError] = useState('');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  /** What "all to main wallet" did; shown in the main wallet's card, beside its button. */
  const [recallNotice, setRecallNotice] = useState<NoticeMessage | null>(null);
  const [recalling, setRecalling] = useState(false);

  const vendor = value.vendors.find((v) => v.vassalage === vendorCode);
  const available = direction === 'in' ? value.balance : (vendor?.balance ?? 0);
  const choices = value.vendors.filter((v) => v.enabled || direction === 'out');
  const busy = transfer.isPending || recalling;

  function choose(next: VendorWallet) {
    setVendorCode(next.vassalage);
    if (!next.enabled) setDirection('out');
    setAll(false);
    setFieldError('');
    setNotice(null);
  }

  function changeDirection(next: TransferDirection) {
    setDirection(next);
    setAll(false);
    setFieldError('');
    setNotice(null);
    if (next === 'in' && vendor && !vendor.enabled) {
      setVendorCode(value.vendors.find((v) => v.enabled)?.vassalage ?? '');
    }
  }

  function takeAll() {
    setAll(true);
    setAmountText(minorToInput(available, value.decimals));
    setFieldError(available > 0 ? '' : t('serverMessage.nothing_to_transfer'));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !vendor) return;
    setNotice(null);
    let amount: number | undefined;
    if (all) {
      if (available <= 0) return setFieldError(t('serverMessage.nothing_to_transfer'));
    } else {
      const parsed = parseAmount(amountText, value.decimals, available);
      if (!parsed.ok) {
        return setFieldError(
          problemText(parsed.problem, { decimals: value.decimals, available: money(available) }),
        );
      }
      amount = parsed.minor;
    }
    setFieldError('');
    const ask = { vassalage: vendor.vassalage, direction, ...(all ? { all: true } : { amount }) };
    try {
      const moved = await transfer.mutateAsync({
        requestId: requestIds.current.for(JSON.stringify(ask)),
        ...ask,
      });
      requestIds.current.done();
      setAmountText('');
      setAll(false);
      setNotice({
        kind: 'success',
        text: t('wallet.transferDone', { amount: money(moved.amount), balance: money(moved.mainBalance) }),
      });
    } catch (error) {
      // A 401 ends the session elsewhere (query client); everything else is said here.
      if (error instanceof ApiError && error.status === 401) return;
      setNotice({ kind: 'error', text: errorMessage(error, t) });
    }
  }

  /** Everything back to the main wallet: an all-out for each game wallet that holds money. */
  async function recallAll() {
    if (busy) return;
    setNotice(null);
    setRecallNotice(null);
    const holding = value.vendors.filter((v) => v.balance > 0);
    if (holding.length === 0) return setRecallNotice({ kind: 'success', text: t('wallet.nothingToRecall') });
    setRecalling(true);
    let collected = 0;
    try {
      for (const wallet of holding) {
        try {
          const moved = await transfer.mutateAsync({
            requestId: newRequestId(),
            vassalage: wallet.vassalage,
            direction: 'out',
            all: true,
          });
          collected += moved.amount;
        } catch (error) {
          // Emptied meanwhile (a game, another tab): nothing left to collect there.
          if (error instanceof ApiError && error.message === 'nothing_to_transfer') continue;
          throw error;
        }
      }
      setRecallNotice({ kind: 'success', text: t('wallet.recallDone', { amount: money(collected) }) });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        setRecallNotice({ kind: 'error', text: errorMessage(error, t) });
    } finally {
      setRecalling(false);
    }
  }

  return (
    <>
      <WalletSummary
        value={value}
        money={money}
        {...refresh}
        notice={recallNotice}
        actions={
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => void recallAll()}
            aria-busy={recalling || undefined}
          >
            {recalling ? t('wallet.recalling') : t('wallet.recallAll')}
          </button>
        }
      />
      <MoneyCard headingId={`${formId}-title`} title={t('wallet.transferTitle')}>
        <form className="form wallet-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <fieldset className="wallet-direction">
            <legend className="visually-hidden">{t('wallet.direction')}</legend>
            {(['in', 'out'] as const).map((option) => (
              <label
                key={option}
                className={`wallet-direction__option${direction === option ? ' is-active' : ''}`}
              >
                <input
                  type="radio"
                  name={`${formId}-direction`}
                  value={option}
                  checked={direction === option}
                  onChange={() => changeDirection(option)}
                />
                {option === 'in' ? t('wallet.directionIn') : t('wallet.directionOut')}
              </label>
            ))}
          </fieldset>
          <SelectField
            label={t('wallet.vendor')}
            value={vendorCode}
            onValueChange={(code) => {
              const next = value.vendors.find((v) => v.vassalage === code);
              if (next) choose(next);
            }}
            options={choices.map((v) => ({
              value: v.vassalage,
              label: `${v.displayName} · ${money(v.balance)}`,
            }))}
          />
          <AmountField
            value={amountText}
            onValueChange={(text) => {
              setAmountText(text);
              setAll(false);
              setFieldError('');
            }}
            error={fieldError || undefined}
            hint={
              all
                ? t('wallet.allHint', { amount: money(available) })
                : t('wallet.available', { amount: money(available) })
            }
            symbol={value.currencySymbol}
            addon={
              <button
                type="button"
                className={`wallet-all${all ? ' is-active' : ''}`}
                onClick={takeAll}
                aria-pressed={all}
              >
                {t('wallet.all')}
              </button>
            }
          />
          {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
          <SubmitButton busy={transfer.isPending && !recalling} busyLabel={t('wallet.sending')}>
            {direction === 'in' ? t('wallet.submitIn') : t('wallet.submitOut')}
          </SubmitButton>
        </form>
      </MoneyCard>

      <MoneyCard headingId={`${formId}-games`} title={t('wallet.gameWallets')}>
        <p className="wallet-hint">{t('wallet.gameWalletsHint')}</p>
        <ul className="wallet-grid">
          {value.vendors.map((wallet) => (
            <li key={wallet.vassalage}>
              <button
                type="button"
                className={`wallet-tile${wallet.vassalage === vendorCode ? ' is-selected' : ''}${wallet.balance > 0 ? ' has-money' : ''}`}
                onClick={() => choose(wallet)}
                aria-pressed={wallet.vassalage === vendorCode}
                data-vendor={wallet.vassalage}
              >
                <span className="wallet-tile__name" dir="auto">
                  {wallet.displayName}
                </span>
                <span className="wallet-tile__amount" dir="ltr">
                  {money(wallet.balance)}
                </span>
                {!wallet.enabled && <span className="wallet-tile__closed">{t('wallet.disabledVendor')}</span>}
              </button>
            </li>
          ))}
        </ul>
      </MoneyCard>
    </>
  );
}
