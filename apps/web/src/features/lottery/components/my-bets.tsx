import type { Bet, GameDetailValue } from '@lobby/contract/lottery';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Pagination } from '@/components/ui/pagination';
import { useLanguageTag } from '@/lib/i18n';
import { useMyLotteryBets, type MyLotteryBetsParams } from '../api/get-my-lottery-bets';
import { formatAmount, formatTimeInZone, type Currency } from '../lottery-format';
import { betStatusName, betTypeName, oddsText, selectionText } from '../lottery-labels';
import { DrawBalls } from './draw-balls';

type MyBetsProps = {
  detail: GameDetailValue;
  currency: Currency;
  clockOffsetMs: number;
  timeZoneOffsetMinutes: number;
};

const filters = ['OPEN', 'SETTLED'] as const;
const filterKeys = { OPEN: 'lottery.openBets', SETTLED: 'lottery.settledBets' } as const;

function BetRow({
  bet,
  detail,
  currency,
  timeZoneOffsetMinutes,
}: { bet: Bet } & Omit<MyBetsProps, 'clockOffsetMs'>) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const type = detail.game.lotteryType;
  const money = (minor: number) => formatAmount(minor, currency, languageTag);
  return (
    <li className={`lotto-bet lotto-bet--${bet.status.toLowerCase()}`} data-testid="my-bet">
      <div className="lotto-bet__what">
        <span className="lotto-bet__type">{betTypeName(t, type, bet.betType)}</span>
        <span className="lotto-bet__selection">
          {selectionText(t, type, { betType: bet.betType, ...bet.selection })}
        </span>
        <span className="lotto-bet__meta">
          <bdi dir="ltr">{bet.numero}</bdi> ·{' '}
          {formatTimeInZone(bet.placedAt, languageTag, timeZoneOffsetMinutes, { date: true })}
        </span>
      </div>
      <dl className="lotto-bet__figures">
        <div>
          <dt>{t('lottery.stakeShort')}</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('lottery.odds')}</dt>
          <dd dir="ltr">{oddsText(bet.odds, languageTag)}</dd>
        </div>
        <div>
          <dt>{t('lottery.payout')}</dt>
          <dd data-testid="bet-payout">{bet.status === 'OPEN' ? '–' : money(bet.payout)}</dd>
        </div>
      </dl>
      <div className="lotto-bet__outcome">
        <span className={`lotto-status lotto-status--${bet.status.toLowerCase()}`} data-testid="bet-status">
          {betStatusName(t, bet.status)}
        </span>
        {bet.result && <DrawBalls type={type} result={bet.result} size="small" />}
      </div>
    </li>
  );
}

/** The member's bets on this game, open or settled, paged, with outcome and payout. */
export function MyBets({ detail, currency, clockOffsetMs, timeZoneOffsetMinutes }: MyBetsProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<MyLotteryBetsParams['status']>('OPEN');
  const [page, setPage] = useState(1);
  const bets = useMyLotteryBets({ gameCode: detail.game.gameCode, status, page }, clockOffsetMs);

  return (
    <div className="lotto-mybets">
      <div className="lotto-filter" role="group" aria-label={t('lottery.myBets')}>
        {filters.map((filter) => (
          <button
            key={filter}
            type="button"
            className={`lotto-chip${status === filter ? ' is-active' : ''}`}
            aria-pressed={status === filter}
            onClick={() => {
              setStatus(filter);
              setPage(1);
            }}
          >
            {t(filterKeys[filter])}
            {status === filter && bets.data && ` (${bets.data.total})`}
          </button>
        ))}
      </div>
      {bets.isPending ? (
        <p className="lotto-records__state">{t('lottery.loading')}</p>
      ) : bets.isError ? (
        <div className="lotto-records__state" role="alert">
          <p>{t('lottery.loadFailed')}</p>
          <button type="button" className="btn btn--outline btn--small" onClick={() => void bets.refetch()}>
            {t('lottery.retry')}
          </button>
        </div>
      ) : bets.data.list.length === 0 ? (
        <p className="lotto-records__state">{t('lottery.noBets')}</p>
      ) : (
        <>
          <ul className="lotto-bets">
            {bets.data.list.map((bet) => (
              <BetRow
                key={bet.betId}
                bet={bet}
                detail={detail}
                currency={currency}
                timeZoneOffsetMinutes={timeZoneOffsetMinutes}
              />
            ))}
          </ul>
          <Pagination page={page} totalPages={bets.data.totalPages} onChange={setPage} />
        </>
      )}
    </div>
  );
}
