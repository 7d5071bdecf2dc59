import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import type { BetRecord } from '@lobby/contract/bets';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguage, useLanguageTag } from '@/lib/i18n';
import { useBetHistory } from '../api/get-bet-history';
import {
  betStatusKey as statusKey,
  gameTypeKey,
  outcomeClass,
  signedMinorUnits,
  verifyHref,
} from '../bet-format';
import { brandDay } from '../brand-day';
import { EmptyState } from '../components/empty-state';
import { BetFilterFields, type BetFilterValues } from '../components/bet-filter-fields';
import { HistoryFilters } from '../components/history-filters';
import { HistoryResults } from '../components/history-results';
import { Pager } from '../components/pager';
import { BetTotals } from '../components/totals';
import { useRecordFilters } from '../hooks/use-record-filters';
import type { MemberPageProps } from '../page-props';
import { formatInZone } from '../profile-format';
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
 * personalHistoryCopy, the betting record (spec §2): every game round of the member, of every
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
  const money = (minor: number) => formatMinorUnits(minor, languageTag);
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
                <table className="bet-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('wallet.history.time')}</th>
                      <th scope="col">{t('bets.game')}</th>
                      <th scope="col" className="is-number">
                        {t('bets.stake')}
                      </th>
                      <th scope="col" className="is-number">
                        {t('bets.payout')}
                      </th>
                      <th scope="col" className="is-number">
                        {t('bets.winLoss')}
                      </th>
                      <th scope="col">{t('bets.statusLabel')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('bets.details')}</span>
                      </th>
                    </tr>
                  </thead>
                  {result.list.map((record) => (
                    <BetItem
                      key={record.id}
                      record={record}
                      // The linked round starts open; a press toggles it like any other.
                      open={expanded.has(record.id) !== (record.roundId === round)}
                      onToggle={() => toggle(record.id)}
                      time={time}
                      money={money}
                      typeName={typeName(record.gameType)}
                    />
                  ))}
                </table>
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

type ItemProps = {
  record: BetRecord;
  open: boolean;
  onToggle: () => void;
  time: (iso: string) => string;
  money: (minor: number) => string;
  typeName: string;
};

/** One round: a row (a card on phones) and, when opened, its details under it. */
function BetItem({ record, open, onToggle, time, money, typeName }: ItemProps) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const detailId = useId();
  const placed = time(record.placedAt);
  return (
    <tbody className={`bet-item${open ? ' is-open' : ''}`} data-round-id={record.roundId}>
      <tr className="bet-row">
        <td className="bet-row__time" data-label={t('wallet.history.time')}>
          {placed}
        </td>
        <td className="bet-row__game" data-label={t('bets.game')}>
          <bdi className="bet-row__name">{record.gameName}</bdi>
          <span className="bet-row__meta">
            {/* The in-house vendor and its category share a name; it is said once. */}
            {record.vendorName === typeName ? (
              typeName
            ) : (
              <>
                <bdi>{record.vendorName}</bdi> · {typeName}
              </>
            )}
          </span>
        </td>
        <td className="is-number bet-row__stake" data-label={t('bets.stake')}>
          <span dir="ltr">{money(record.stake)}</span>
        </td>
        <td className="is-number bet-row__payout" data-label={t('bets.payout')}>
          <span dir="ltr">{money(record.payout)}</span>
        </td>
        <td
          className={`is-number bet-row__outcome bet-outcome ${outcomeClass(record.winLoss)}`}
          data-label={t('bets.winLoss')}
        >
          <span dir="ltr">{signedMinorUnits(record.winLoss, languageTag)}</span>
        </td>
        <td className="bet-row__status" data-label={t('bets.statusLabel')}>
          <span className={`bet-status bet-status--${record.status.toLowerCase()}`}>
            {t(statusKey[record.status])}
          </span>
        </td>
        <td className="bet-row__toggle">
          <button
            type="button"
            className="bet-toggle"
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            aria-label={t('bets.detailsOf', { game: record.gameName, time: placed })}
            onClick={onToggle}
          >
            <span aria-hidden="true">{t('bets.details')}</span>
            <Icon name="chevron-down" size={16} className="bet-toggle__icon" />
          </button>
        </td>
      </tr>
      {open && (
        <tr className="bet-detail-row">
          <td colSpan={7} id={detailId}>
            <BetDetail record={record} time={time} typeName={typeName} />
          </td>
        </tr>
      )}
    </tbody>
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
