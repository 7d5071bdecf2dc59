import type { Draw, GameDetailValue } from '@lobby/contract/lottery';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Pagination } from '@/components/ui/pagination';
import { useLanguageTag } from '@/lib/i18n';
import { useDrawHistory } from '../api/get-draw-history';
import { formatTimeInZone } from '../lottery-format';
import { summaryTexts } from '../lottery-labels';
import { DrawBalls } from './draw-balls';
import { ShieldIcon } from './lottery-icons';
import { VerifyDialog } from './verify-dialog';

type Verifiable = Draw & { seed: string; result: number[] };

const verifiable = (draw: Draw): draw is Verifiable => draw.seed !== null && draw.result !== null;

/** The game's past draws, newest first: result, summary, revealed seed and its verify helper. */
export function DrawHistory({
  detail,
  timeZoneOffsetMinutes,
}: {
  detail: GameDetailValue;
  timeZoneOffsetMinutes: number;
}) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const [page, setPage] = useState(1);
  const [checking, setChecking] = useState<Verifiable | null>(null);
  const { game } = detail;
  const history = useDrawHistory({ gameCode: game.gameCode, page });

  if (history.isPending) return <p className="lotto-records__state">{t('lottery.loading')}</p>;
  if (history.isError) {
    return (
      <div className="lotto-records__state" role="alert">
        <p>{t('lottery.loadFailed')}</p>
        <button type="button" className="btn btn--outline btn--small" onClick={() => void history.refetch()}>
          {t('lottery.retry')}
        </button>
      </div>
    );
  }
  const { list, totalPages } = history.data;
  if (list.length === 0) return <p className="lotto-records__state">{t('lottery.noDraws')}</p>;

  return (
    <>
      <ol className="lotto-history">
        {list.map((draw) => (
          <li key={draw.numero} className="lotto-history__row">
            <div className="lotto-history__when">
              <span className="lotto-history__numero" dir="ltr">
                {draw.numero}
              </span>
              <span className="lotto-history__time">
                {formatTimeInZone(draw.drawsAt, languageTag, timeZoneOffsetMinutes, { date: true })}
              </span>
            </div>
            <div className="lotto-history__result">
              {draw.result ? (
                <>
                  <DrawBalls type={game.lotteryType} result={draw.result} size="small" />
                  <span className="lotto-history__summary">{summaryTexts(t, draw.summary).join(' · ')}</span>
                </>
              ) : (
                <span className="lotto-history__summary">{t('lottery.cancelled')}</span>
              )}
            </div>
            <div className="lotto-history__seed">
              {draw.seed && (
                <code className="lotto-history__hash" title={draw.seed}>
                  {draw.seed.slice(0, 16)}…
                </code>
              )}
              {verifiable(draw) && (
                <button
                  type="button"
                  className="btn btn--outline btn--small"
                  aria-label={t('lottery.verifyDraw', { numero: draw.numero })}
                  onClick={() => setChecking(draw)}
                >
                  <ShieldIcon size={16} />
                  {t('lottery.verify')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      {checking && (
        <VerifyDialog draw={checking} game={game} format={detail.result} onClose={() => setChecking(null)} />
      )}
    </>
  );
}
