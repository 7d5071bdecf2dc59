import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useLanguage, useLanguageTag } from '@/lib/i18n';
import { drawHistoryKey } from '../api/get-draw-history';
import { useLotteryGame } from '../api/get-lottery-game';
import { myLotteryBetsKey, useMyLotteryBets } from '../api/get-my-lottery-bets';
import { useOpenDraw } from '../api/get-open-draw';
import { useLaunchLottery } from '../api/launch-lottery';
import { addToSlip, slipTotal, type SlipLine } from '../bet-slip';
import { formatAmount, type Currency } from '../lottery-format';
import { BetBoard } from './bet-board';
import { BetSlipPanel } from './bet-slip-panel';
import { DrawHeader } from './draw-header';
import { DrawHistory } from './draw-history';
import { MyBets } from './my-bets';
import './lottery-game.css';

type LotteryGameProps = {
  gameCode: string;
  /** The view's lobby (/lottery, /seaLottery, /vnLottery). */
  basePath: string;
  currency: Currency;
  /** The member's main wallet in minor units; undefined while unknown. */
  balance: number | undefined;
  /** The brand's time zone, which the draw calendar runs on. */
  timeZoneOffsetMinutes: number;
  /** A ticket was placed: the wallet after its stakes. */
  onBalance: (balance: number) => void;
  /** Bets were settled (paid or lost): the wallet may have changed. */
  onBetsSettled: () => void;
};

type RecordsTab = 'draws' | 'bets';

/**
 * Product §2 lottery view with a game: the open draw with its countdown and committed seed hash, the
 * last result, the betting board and slip, and the recent draws and the member's bets. What is shown
 * turns over with the draw calendar (draw-timing.ts): a new result refreshes the draw list, and bets
 * settling refresh the member's bets and wallet.
 */
export function LotteryGame({
  gameCode,
  basePath,
  currency,
  balance,
  timeZoneOffsetMinutes,
  onBalance,
  onBetsSettled,
}: LotteryGameProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const languageTag = useLanguageTag();
  const client = useQueryClient();
  const detail = useLotteryGame({ gameCode, language });
  const open = useOpenDraw(gameCode);
  // Records the game among the member's recent games (product §7 lobby launch); the page needs no answer.
  useLaunchLottery({ gameCode, language });
  const [slip, setSlip] = useState<SlipLine[]>([]);
  const [records, setRecords] = useState<RecordsTab>('draws');
  const clockOffsetMs = open.data?.clockOffsetMs ?? 0;
  // Watches the open bets whatever tab shows, so their settlement is noticed (and polled for) at once.
  const openBets = useMyLotteryBets({ gameCode, status: 'OPEN', page: 1 }, clockOffsetMs);

  const lastNumero = open.data?.last?.numero;
  const seenNumero = useRef(lastNumero);
  useEffect(() => {
    if (lastNumero === seenNumero.current) return;
    seenNumero.current = lastNumero;
    void client.invalidateQueries({ queryKey: drawHistoryKey(gameCode) });
  }, [client, gameCode, lastNumero]);

  const openCount = openBets.data?.total;
  const seenOpen = useRef(openCount);
  useEffect(() => {
    const before = seenOpen.current;
    seenOpen.current = openCount;
    if (before === undefined || openCount === undefined || openCount >= before) return;
    void client.invalidateQueries({ queryKey: myLotteryBetsKey });
    onBetsSettled();
  }, [client, openCount, onBetsSettled]);

  if (detail.isPending) {
    return (
      <div className="page__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{t('lottery.loading')}</p>
      </div>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="lotto-empty" role="alert">
        <p>{missing ? t('lottery.gameUnavailable') : errorMessage(detail.error, t)}</p>
        <div className="lotto-empty__actions">
          {!missing && (
            <button type="button" className="btn btn--outline" onClick={() => void detail.refetch()}>
              {t('lottery.retry')}
            </button>
          )}
          <Link to={basePath} className="btn btn--gold">
            {t('lottery.backToLobby')}
          </Link>
        </div>
      </div>
    );
  }

  const game = detail.data;
  const addLines = (lines: Omit<SlipLine, 'key'>[]) => {
    const result = addToSlip(slip, lines, game.limits.maxBetsPerTicket);
    if (result.full) return 'full' as const;
    setSlip(result.slip);
    return 'added' as const;
  };

  return (
    <div className="lotto-game">
      <DrawHeader
        game={game.game}
        open={open.data}
        basePath={basePath}
        timeZoneOffsetMinutes={timeZoneOffsetMinutes}
      />
      {open.isError && (
        <p className="lotto-notice lotto-notice--error" role="alert">
          {errorMessage(open.error, t)}
        </p>
      )}
      <div className="lotto-game__play">
        <BetBoard detail={game} currency={currency} onAdd={addLines} />
        {slip.length > 0 && (
          // Phones: the slip is below a long board, so a bar follows the board with its total.
          <div className="lotto-slipbar">
            <span className="lotto-slipbar__text">
              {t('lottery.slipCount', { count: slip.length, max: game.limits.maxBetsPerTicket })} ·{' '}
              <strong>{formatAmount(slipTotal(slip), currency, languageTag)}</strong>
            </span>
            <button
              type="button"
              className="btn btn--gold btn--small"
              onClick={() => {
                const target = document.getElementById('lotto-slip');
                target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                target?.focus({ preventScroll: true });
              }}
            >
              {t('lottery.viewSlip')}
            </button>
          </div>
        )}
        <BetSlipPanel
          detail={game}
          numero={open.data?.current.numero}
          slip={slip}
          onSlipChange={setSlip}
          currency={currency}
          balance={balance}
          onPlaced={onBalance}
        />
      </div>
      <section className="lotto-records" aria-label={t('lottery.records')}>
        <Tabs
          label={t('lottery.records')}
          idPrefix="lotto-records"
          value={records}
          onChange={setRecords}
          items={[
            { id: 'draws', label: t('lottery.recentDraws') },
            { id: 'bets', label: t('lottery.myBets') },
          ]}
        />
        <div {...tabPanelProps('lotto-records', records)} className="lotto-records__panel">
          {records === 'draws' ? (
            <DrawHistory detail={game} timeZoneOffsetMinutes={timeZoneOffsetMinutes} />
          ) : (
            <MyBets
              detail={game}
              currency={currency}
              clockOffsetMs={clockOffsetMs}
              timeZoneOffsetMinutes={timeZoneOffsetMinutes}
            />
          )}
        </div>
      </section>
    </div>
  );
}
