import type { GameDetailValue } from '@lobby/contract/lottery';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useLanguageTag } from '@/lib/i18n';
import { createRequestIds } from '@/lib/request-id';
import { usePlaceLotteryBets } from '../api/place-lottery-bets';
import { payoutFor } from '../bet-builder';
import { removeLine, slipTotal, ticketOf, type SlipLine } from '../bet-slip';
import { formatAmount, type Currency } from '../lottery-format';
import { betTypeName, oddsText, selectionText } from '../lottery-labels';
import { TicketIcon } from './lottery-icons';

type Notice = { kind: 'success' | 'error'; text: string };

type BetSlipPanelProps = {
  detail: GameDetailValue;
  /** The draw open for betting, whose numero the ticket names; none while it is being fetched. */
  numero: string | undefined;
  slip: SlipLine[];
  onSlipChange: (slip: SlipLine[]) => void;
  currency: Currency;
  /** The member's main wallet, for the not-enough-money refusal; unknown while loading. */
  balance: number | undefined;
  /** The wallet after the stakes, as the ticket's answer says. */
  onPlaced: (balance: number) => void;
};

/** Refusals the member can act on, said with the figures that matter. */
function refusalText(
  error: unknown,
  t: ReturnType<typeof useTranslation>['t'],
  figures: { total: string; balance: string | null; maxPerDraw: string; maxPayout: string },
): string {
  if (!(error instanceof ApiError)) return errorMessage(error, t);
  switch (error.message) {
    case 'insufficient_balance':
      return figures.balance
        ? t('lottery.insufficient', { total: figures.total, balance: figures.balance })
        : errorMessage(error, t);
    case 'lottery_draw_closed':
      return `${errorMessage(error, t)} ${t('lottery.slipKept')}`;
    case 'lottery_draw_limit_reached':
      return t('lottery.drawLimit', { max: figures.maxPerDraw });
    case 'lottery_payout_above_maximum':
      return t('lottery.payoutAbove', { max: figures.maxPayout });
    default:
      return errorMessage(error, t);
  }
}

/**
 * The bet slip: up to 20 bets with their odds, stake and possible win, the total, and the button that
 * places them as one ticket. The ticket's requestId stays the same while the same ticket is retried
 * (a lost answer must not take the stakes twice); a success or a refusal ends it.
 */
export function BetSlipPanel({
  detail,
  numero,
  slip,
  onSlipChange,
  currency,
  balance,
  onPlaced,
}: BetSlipPanelProps) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const place = usePlaceLotteryBets();
  const requestIds = useRef(createRequestIds());
  const [notice, setNotice] = useState<Notice | null>(null);
  const type = detail.game.lotteryType;
  const { limits } = detail;
  const money = (minor: number) => formatAmount(minor, currency, languageTag);
  const total = slipTotal(slip);
  const bestCase = slip.reduce((sum, line) => sum + payoutFor(line.stake, line.odds), 0);

  async function submit() {
    if (place.isPending || !numero) return;
    if (slip.length === 0) {
      setNotice({ kind: 'error', text: t('lottery.slipEmpty') });
      return;
    }
    if (total > limits.maxStakePerDraw) {
      setNotice({ kind: 'error', text: t('lottery.drawLimit', { max: money(limits.maxStakePerDraw) }) });
      return;
    }
    setNotice(null);
    const ask = { gameCode: detail.game.gameCode, numero, bets: ticketOf(slip) };
    try {
      const placed = await place.mutateAsync({
        ...ask,
        requestId: requestIds.current.for(JSON.stringify(ask)),
      });
      requestIds.current.done();
      onSlipChange([]);
      onPlaced(placed.balance);
      setNotice({
        kind: 'success',
        text: t('lottery.placed', {
          numero: placed.numero,
          total: money(total),
          balance: money(placed.balance),
        }),
      });
    } catch (error) {
      // A lost session is handled by the query client (logged out, login popup).
      if (error instanceof ApiError && error.status === 401) return;
      // The server answered: a repeat would only be answered the same. Unknown outcomes keep the id.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) requestIds.current.done();
      setNotice({
        kind: 'error',
        text: refusalText(error, t, {
          total: money(total),
          balance: balance === undefined ? null : money(balance),
          maxPerDraw: money(limits.maxStakePerDraw),
          maxPayout: money(limits.maxPayout),
        }),
      });
    }
  }

  return (
    <section className="lotto-slip" id="lotto-slip" tabIndex={-1} aria-labelledby="lotto-slip-title">
      <header className="lotto-slip__head">
        <h2 id="lotto-slip-title" className="lotto-panel-title">
          <TicketIcon />
          {t('lottery.slipTitle')}
        </h2>
        <span className="lotto-slip__count">
          {t('lottery.slipCount', { count: slip.length, max: limits.maxBetsPerTicket })}
        </span>
      </header>
      {slip.length === 0 ? (
        <p className="lotto-slip__empty">{t('lottery.slipEmpty')}</p>
      ) : (
        <ul className="lotto-slip__lines" aria-label={t('lottery.slipTitle')}>
          {slip.map((line) => {
            const what = selectionText(t, type, line);
            return (
              <li key={line.key} className="lotto-slip__line">
                <div className="lotto-slip__what">
                  <span className="lotto-slip__type">{betTypeName(t, type, line.betType)}</span>
                  <span className="lotto-slip__selection">{what}</span>
                </div>
                <span className="lotto-slip__odds" dir="ltr">
                  {oddsText(line.odds, languageTag)}
                </span>
                <span className="lotto-slip__stake">{money(line.stake)}</span>
                <button
                  type="button"
                  className="lotto-slip__remove"
                  aria-label={t('lottery.remove', { bet: `${betTypeName(t, type, line.betType)} ${what}` })}
                  onClick={() => onSlipChange(removeLine(slip, line.key))}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <dl className="lotto-slip__totals">
        <div>
          <dt>{t('lottery.totalStake')}</dt>
          <dd data-testid="slip-total">{money(total)}</dd>
        </div>
        <div>
          <dt>{t('lottery.potentialWin')}</dt>
          <dd>{money(bestCase)}</dd>
        </div>
        {balance !== undefined && (
          <div>
            <dt>{t('lottery.balance')}</dt>
            <dd>{money(balance)}</dd>
          </div>
        )}
      </dl>
      <div className="lotto-slip__actions">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => {
            onSlipChange([]);
            setNotice(null);
          }}
          disabled={slip.length === 0}
        >
          {t('lottery.clearSlip')}
        </button>
        <button
          type="button"
          className="btn btn--gold lotto-slip__place"
          onClick={() => void submit()}
          aria-disabled={slip.length === 0 || !numero || place.isPending}
          aria-busy={place.isPending}
        >
          {place.isPending ? t('lottery.placing') : t('lottery.placeBets')}
        </button>
      </div>
      {notice && (
        <p
          className={`lotto-notice lotto-notice--${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid="slip-notice"
        >
          <Icon name={notice.kind === 'error' ? 'warning' : 'success'} size={18} />
          <span>{notice.text}</span>
        </p>
      )}
    </section>
  );
}
