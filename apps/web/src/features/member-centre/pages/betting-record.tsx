import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import type { BetRecord } from '@lobby/contract/bets';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { useLanguage, useLanguageTag } from '@/lib/i18n';
import { useBetHistory } from '../api/get-bet-history';
import { gameTypeKey, verifyHref } from '@/lib/bet-format';
import { brandDay } from '@/lib/brand-day';
import { BetFilterFields, type BetFilterValues } from '@/components/records/bet-filter-fields';
import { BetTable } from '@/components/records/bet-table';
import { EmptyState } from '@/components/records/empty-state';
import { HistoryFilters } from '@/components/records/history-filters';
import { HistoryResults } from '@/components/records/history-results';
import { Pager } from '@/components/records/pager';
import { BetTotals } from '@/components/records/totals';
import { useRecordFilters } from '@/components/records/use-record-filters';
import type { MemberPageProps } from '../page-props';
import { formatInZone } from '@/lib/zoned-time';
import { roundParam } from '../round-link';
import './money-pages.css';
import './wallet-pages.css';
import './bet-pages.css';

const pageSize = 20;

/* What providers write about a round; another key shows as the provider wrote it. */
const detailKey: Record<string, string> = {
  lotteryType: 'bets.detail.lotteryType',
  numero: 'bets.detail.numero',
  betType: 'bets.detail.betType',
  selection: 'bets.detail.selection',
  odds: 'bets.detail.odds',
  result: 'bets.detail.result',
  direction: 'bets.detail.direction',
  target: 'bets.detail.target',
  roll: 'bets.detail.roll',
  winChance: 'bets.detail.winChance',
  mines: 'bets.detail.mines',
  revealed: 'bets.detail.revealed',
  mineTiles: 'bets.detail.mineTiles',
  symbols: 'bets.detail.symbols',
  line: 'bets.detail.line',
  lines: 'bets.detail.lines',
  scatter: 'bets.detail.scatter',
  lineBetMultiplier: 'bets.detail.lineBetMultiplier',
  multiplier: 'bets.detail.multiplier',
};
const directionKey: Record<string, string> = {
  under: 'bets.direction.under',
  over: 'bets.direction.over',
};

type Filters = BetFilterValues & { pageNo: number };

/**
 * personalHistoryCopy, the betting record (product §2): every game round of the member, of every
 * provider, with its stake, payout and win/loss, filtered by days of the brand's time zone, game
 * type, vendor and status, 20 to a page, with the totals of everything the filters match. A round
 * opens to show what it was (round id, the provider's account of it) and its provably-fair data,
 * with a link to the provider's verify page. A table on wide screens, one card per round on phones.
 */
export default function BettingRecord({ timeZoneOffsetMinutes = 480 }: Partial<MemberPageProps>) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const language = useLanguage();
  const { filters, change, reset, goTo, rangeWrong } = useRecordFilters<Filters>(() => ({
    startDate: brandDay(timeZoneOffsetMinutes, 6),
    endDate: brandDay(timeZoneOffsetMinutes),
    gameType: '',
    vendor: '',
    status: '',
    pageNo: 1,
  }));
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  // The account record links a game movement here (round-link.ts): that round alone, of any day.
  const [params, setParams] = useSearchParams();
  const round = params.get(roundParam) ?? '';
  const history = useBetHistory(
    round
      ? { round, language }
      : {
          startDate: filters.startDate || undefined,
          endDate: filters.endDate || undefined,
          gameType: filters.gameType || undefined,
          vendor: filters.vendor || undefined,
          status: filters.status || undefined,
          pageNo: filters.pageNo,
          pageSize,
          language,
        },
  );
  const showAllRounds = () => {
    const next = new URLSearchParams(params);
    next.delete(roundParam);
    setParams(next);
  };

  const typeName = (type: string) => (gameTypeKey[type] ? t(gameTypeKey[type]) : type);
  const toggle = (betId: number) =>
    setExpanded((old) => {
      const next = new Set(old);
      if (!next.delete(betId)) next.add(betId);
      return next;
    });
  const time = (iso: string) => formatInZone(iso, languageTag, timeZoneOffsetMinutes, true);

  return (
    <div className="wallet-page">
      {round ? (
        <div className="mc-card bet-round-only" data-testid="round-only">
          <p>{t('bets.roundOnly')}</p>
          <button type="button" className="btn btn--outline btn--small" onClick={showAllRounds}>
            {t('bets.allRounds')}
          </button>
        </div>
      ) : (
        <HistoryFilters label={t('wallet.history.filters')} rangeWrong={rangeWrong}>
          <BetFilterFields
            filters={filters}
            onChange={change}
            onReset={reset}
            choices={history.data}
            timeZoneOffsetMinutes={timeZoneOffsetMinutes}
          />
        </HistoryFilters>
      )}

      <HistoryResults
        title={t('memberCentre.menu.personalHistoryCopy')}
        query={history}
        failure={rangeWrong && !round ? t('serverMessage.invalid_date_range') : undefined}
      >
        {(result) => (
          <>
            <BetTotals totals={result.totals} />
            {result.list.length === 0 ? (
              <EmptyState icon={<Icon name="dice" size={32} />}>{t('bets.empty')}</EmptyState>
            ) : (
              <>
                <BetTable
                  records={result.list}
                  timeZoneOffsetMinutes={timeZoneOffsetMinutes}
                  details={{
                    // The linked round starts open; a press toggles it like any other.
                    isOpen: (record) => expanded.has(record.id) !== (record.roundId === round),
                    onToggle: (record) => toggle(record.id),
                    render: (record) => (
                      <BetDetail record={record} time={time} typeName={typeName(record.gameType)} />
                    ),
                  }}
                />
                {result.totalPages > 1 && (
                  <Pager page={filters.pageNo} totalPages={result.totalPages} onChange={goTo} />
                )}
              </>
            )}
          </>
        )}
      </HistoryResults>
    </div>
  );
}

type DetailProps = { record: BetRecord; time: (iso: string) => string; typeName: string };

function BetDetail({ record, time, typeName }: DetailProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fairness = record.fairness;
  const verify = verifyHref(record, language);
  const detailLabel = (key: string) => (detailKey[key] ? t(detailKey[key]) : key);
  const detailValue = (key: string, value: string) =>
    key === 'direction' && directionKey[value] ? t(directionKey[value]) : value;
  return (
    <div className="bet-detail">
      <dl className="bet-facts">
        <div>
          <dt>{t('bets.roundId')}</dt>
          <dd className="bet-code">{record.roundId}</dd>
        </div>
        <div>
          <dt>{t('bets.vendor')}</dt>
          <dd>
            <bdi>{record.vendorName}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('bets.gameType')}</dt>
          <dd>{typeName}</dd>
        </div>
        <div>
          <dt>{t('bets.placedAt')}</dt>
          <dd>{time(record.placedAt)}</dd>
        </div>
        <div>
          <dt>{t('bets.settledAt')}</dt>
          <dd>{record.settledAt ? time(record.settledAt) : '—'}</dd>
        </div>
        {record.detail.map((item) => (
          <div key={item.key}>
            <dt>{detailLabel(item.key)}</dt>
            <dd>
              {/* Isolated, so a provider's left-to-right value keeps its order in Urdu. */}
              <bdi>{detailValue(item.key, item.value)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {fairness && (
        <section className="bet-fairness" aria-label={t('bets.fairness')}>
          <h3 className="bet-fairness__title">
            <Icon name={shapes.lock} size={16} />
            {t('bets.fairness')}
          </h3>
          <dl className="bet-facts bet-facts--codes">
            <div>
              <dt>{t('bets.serverSeedHash')}</dt>
              <dd className="bet-code">{fairness.serverSeedHash}</dd>
            </div>
            <div>
              <dt>{t('bets.serverSeed')}</dt>
              <dd className={fairness.serverSeed ? 'bet-code' : 'bet-muted'}>
                {fairness.serverSeed ?? t('bets.seedHidden')}
              </dd>
            </div>
            {fairness.clientSeed !== null && (
              <div>
                <dt>{t('bets.clientSeed')}</dt>
                <dd className="bet-code">{fairness.clientSeed}</dd>
              </div>
            )}
            {fairness.nonce !== null && (
              <div>
                <dt>{t('bets.nonce')}</dt>
                <dd className="bet-code">{fairness.nonce}</dd>
              </div>
            )}
          </dl>
          {verify && (
            <a
              className="btn btn--outline btn--small bet-verify"
              href={verify}
              target="_blank"
              rel="noopener"
            >
              {t('bets.verify')}
              <span className="visually-hidden"> {t('bets.newTab')}</span>
            </a>
          )}
        </section>
      )}
    </div>
  );
}
