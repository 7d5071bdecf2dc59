import type { BetTypeInfo, GameDetailValue } from '@lobby/contract/lottery';
import type { LotteryType } from '@lobby/contract/lottery-menus';
import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLanguageTag } from '@/lib/i18n';
import {
  buildBets,
  canMark,
  markOdds,
  noMarks,
  oddsOf,
  payoutFor,
  rowsOf,
  selectionKind,
  setRow,
  toggleMark,
  valuesOf,
  type Mark,
  type Marks,
} from '../bet-builder';
import { parseStake, stakeText, type SlipLine, type StakeProblem } from '../bet-slip';
import { formatAmount, type Currency } from '../lottery-format';
import { betTypeHint, betTypeName, choiceName, numberText, oddsText, rowName } from '../lottery-labels';
import { markSixColour } from '../mark-six';
import { BetTypeTabs, betPanelId, betTabId } from './bet-type-tabs';

type BetBoardProps = {
  detail: GameDetailValue;
  currency: Currency;
  /** Adds the board's bets to the slip; 'full' when the slip cannot take them all. */
  onAdd: (lines: Omit<SlipLine, 'key'>[]) => 'added' | 'full';
};

/** Quick picks of a row of numbers: which of the row's values each one marks. */
const quickPicks = {
  all: () => true,
  big: (n: number, mid: number) => n >= mid,
  small: (n: number, mid: number) => n < mid,
  odd: (n: number) => n % 2 === 1,
  even: (n: number) => n % 2 === 0,
} as const;

const quickKeys = {
  all: 'lottery.quick.all',
  big: 'lottery.quick.big',
  small: 'lottery.quick.small',
  odd: 'lottery.quick.odd',
  even: 'lottery.quick.even',
} as const;

/** A phone's row: ten digits as two rows of five, Mark Six's 49 numbers as seven rows of seven. */
function phoneColumns(count: number): number {
  if (count <= 4) return count;
  if (count <= 12) return Math.ceil(count / 2);
  return count % 7 === 0 ? 7 : 6;
}

function markClass(type: LotteryType, value: Mark): string {
  if (typeof value === 'string') return `lotto-pick--choice lotto-pick--${value.toLowerCase()}`;
  if (type === 'PK10') return `lotto-pick--car lotto-pick--car-${value}`;
  if (type === 'LHC') return `lotto-pick--ring lotto-pick--${markSixColour(value).toLowerCase()}`;
  return '';
}

function BoardRow({
  type,
  betType,
  marks,
  row,
  label,
  showLabel,
  onToggle,
  onSetRow,
}: {
  type: LotteryType;
  betType: BetTypeInfo;
  marks: Marks;
  row: number;
  label: string;
  showLabel: boolean;
  onToggle: (value: Mark) => void;
  onSetRow: (values: Mark[]) => void;
}) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const labelId = useId();
  const values = valuesOf(betType);
  const picked = marks[row] ?? [];
  const kind = selectionKind(betType);
  const numbers = values.filter((v): v is number => typeof v === 'number');
  const mid = numbers.length > 0 ? (numbers[0]! + numbers[numbers.length - 1]! + 1) / 2 : 0;
  return (
    <div
      className={`lotto-row${values.length > 12 ? ' lotto-row--wide' : ''}`}
      role="group"
      aria-labelledby={labelId}
      // Columns of the row on phones, set at run time (CSSOM, which the CSP allows).
      style={{ '--cols': phoneColumns(values.length) } as CSSProperties}
    >
      <span id={labelId} className={showLabel ? 'lotto-row__label' : 'visually-hidden'}>
        {label}
      </span>
      <div className="lotto-row__values">
        {values.map((value) => {
          const on = picked.includes(value);
          const odds = markOdds(betType, value);
          return (
            <button
              key={String(value)}
              type="button"
              className={`lotto-pick ${markClass(type, value)}${on ? ' is-on' : ''}`}
              aria-pressed={on}
              disabled={!canMark(betType, marks, row, value)}
              onClick={() => onToggle(value)}
            >
              <span className="lotto-pick__value">
                {typeof value === 'number' ? numberText(type, value) : choiceName(t, value)}
              </span>
              {odds !== undefined && (
                <span className="lotto-pick__odds" dir="ltr">
                  {oddsText(odds, languageTag)}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {kind === 'position-numbers' && (
        <div className="lotto-row__quick">
          {(Object.keys(quickPicks) as (keyof typeof quickPicks)[]).map((key) => (
            <button
              key={key}
              type="button"
              className="lotto-quick"
              aria-label={`${label}: ${t(quickKeys[key])}`}
              onClick={() => onSetRow(numbers.filter((n) => quickPicks[key](n, mid)))}
            >
              {t(quickKeys[key])}
            </button>
          ))}
          <button
            type="button"
            className="lotto-quick"
            aria-label={`${label}: ${t('lottery.quick.clear')}`}
            onClick={() => onSetRow([])}
          >
            {t('lottery.quick.clear')}
          </button>
        </div>
      )}
    </div>
  );
}

const stakeProblemKeys: Record<StakeProblem, string> = {
  empty: 'lottery.stakeEmpty',
  format: 'lottery.stakeFormat',
  below: 'lottery.stakeBelow',
  above: 'lottery.stakeAbove',
};

/**
 * The betting board: bet type tabs, the selection board of the chosen type (digits per position,
 * number grids, BIG/SMALL/ODD/EVEN and colour chips, sums), the stake per bet within the game's limits
 * and the button that puts the bets on the slip.
 */
export function BetBoard({ detail, currency, onAdd }: BetBoardProps) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const idPrefix = useId().replace(/:/g, '');
  const stakeId = useId();
  const type = detail.game.lotteryType;
  const { limits } = detail;
  const [chosen, setChosen] = useState(detail.betTypes[0]?.betType ?? '');
  const [marks, setMarks] = useState<Marks>(noMarks);
  const unit = 10 ** currency.decimals;
  const [stakeInput, setStakeInput] = useState(() =>
    stakeText(Math.min(limits.maxStake, Math.max(limits.minStake, 10 * unit)), currency.decimals),
  );
  const [stakeError, setStakeError] = useState('');
  const [addError, setAddError] = useState('');
  const money = (minor: number) => formatAmount(minor, currency, languageTag);

  const betType = detail.betTypes.find((b) => b.betType === chosen) ?? detail.betTypes[0];
  if (!betType) return null;
  const kind = selectionKind(betType);
  const rows = rowsOf(betType);
  const parsed = parseStake(stakeInput, currency.decimals, limits);
  const bets = buildBets(betType, marks, parsed.ok ? parsed.stake : 0);
  const presets = [1, 10, 50, 100]
    .map((units) => units * unit)
    .filter((stake) => stake >= limits.minStake && stake <= limits.maxStake);

  function choose(next: string) {
    setChosen(next);
    setMarks(noMarks);
    setAddError('');
  }

  function stakeMessage(problem: StakeProblem): string {
    return t(stakeProblemKeys[problem], {
      min: money(limits.minStake),
      max: money(limits.maxStake),
      decimals: currency.decimals,
    });
  }

  function add() {
    setAddError('');
    if (!parsed.ok) {
      setStakeError(stakeMessage(parsed.problem));
      return;
    }
    setStakeError('');
    if (bets.length === 0 || !betType) {
      setAddError(t('lottery.selectFirst'));
      return;
    }
    const lines = bets.map((bet) => ({ ...bet, odds: oddsOf(betType, bet) ?? 0 }));
    // The server refuses a bet that could win more than the cap: say so before it goes on the slip.
    if (lines.some((line) => payoutFor(line.stake, line.odds) > limits.maxPayout)) {
      setStakeError(t('lottery.payoutAbove', { max: money(limits.maxPayout) }));
      return;
    }
    if (onAdd(lines) === 'full') {
      setAddError(t('lottery.slipFull', { max: limits.maxBetsPerTicket }));
      return;
    }
    setMarks(noMarks);
  }

  const pickNote =
    kind === 'combo' && betType.pick
      ? t('lottery.pickRange', { min: betType.pick.min, max: betType.pick.max })
      : '';
  const comboOdds = kind === 'combo' && bets[0] ? oddsOf(betType, bets[0]) : undefined;

  return (
    <section className="lotto-board" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="lotto-panel-title">
        {t('lottery.yourBet')}
      </h2>
      <BetTypeTabs
        type={type}
        betTypes={detail.betTypes}
        value={betType.betType}
        onChange={choose}
        idPrefix={idPrefix}
      />
      <div
        className="lotto-board__panel"
        role="tabpanel"
        id={betPanelId(idPrefix)}
        aria-labelledby={betTabId(idPrefix, betType.betType)}
      >
        <p className="lotto-board__hint">{betTypeHint(t, type, betType.betType)}</p>
        {pickNote && (
          <p className="lotto-board__note" aria-live="polite">
            {pickNote} · {t('lottery.picked', { count: (marks[0] ?? []).length })}
            {comboOdds !== undefined && ` · ${oddsText(comboOdds, languageTag)}`}
          </p>
        )}
        {kind !== 'none' && (
          <div className="lotto-board__rows">
            {rows.map((row) => (
              <BoardRow
                key={`${betType.betType}-${row}`}
                type={type}
                betType={betType}
                marks={marks}
                row={row}
                label={
                  row === 0
                    ? betTypeName(t, type, betType.betType)
                    : rowName(t, type, row, kind === 'ordered')
                }
                showLabel={row !== 0}
                onToggle={(value) => {
                  setAddError('');
                  setMarks((m) => toggleMark(betType, m, row, value));
                }}
                onSetRow={(values) => setMarks((m) => setRow(betType, m, row, values))}
              />
            ))}
          </div>
        )}
      </div>

      <div className="lotto-stake">
        <label className="lotto-stake__label" htmlFor={stakeId}>
          {t('lottery.stake')}
        </label>
        <div className={`lotto-stake__field${stakeError ? ' has-error' : ''}`}>
          <span className="lotto-stake__symbol" aria-hidden="true">
            {currency.symbol}
          </span>
          <input
            id={stakeId}
            className="lotto-stake__input"
            inputMode="decimal"
            autoComplete="off"
            value={stakeInput}
            onChange={(event) => {
              setStakeInput(event.target.value);
              setStakeError('');
            }}
            aria-invalid={stakeError ? true : undefined}
            aria-describedby={`${stakeId}-limits${stakeError ? ` ${stakeId}-error` : ''}`}
          />
        </div>
        <div className="lotto-stake__presets">
          {presets.map((stake) => (
            <button
              key={stake}
              type="button"
              className={`lotto-quick${parsed.ok && parsed.stake === stake ? ' is-on' : ''}`}
              onClick={() => {
                setStakeInput(stakeText(stake, currency.decimals));
                setStakeError('');
              }}
            >
              {money(stake)}
            </button>
          ))}
        </div>
        <p className="lotto-stake__limits" id={`${stakeId}-limits`}>
          {t('lottery.stakeLimits', { min: money(limits.minStake), max: money(limits.maxStake) })}
          <br />
          {t('lottery.payoutCap', { max: money(limits.maxPayout) })}
        </p>
        {stakeError && (
          <p className="lotto-error" id={`${stakeId}-error`} role="alert">
            {stakeError}
          </p>
        )}
      </div>

      <div className="lotto-board__add">
        <p className="lotto-board__count" aria-live="polite">
          {t('lottery.boardSummary', {
            count: bets.length,
            total: money(parsed.ok ? parsed.stake * bets.length : 0),
          })}
        </p>
        <button type="button" className="btn btn--teal" onClick={add}>
          {t('lottery.addToSlip')}
        </button>
      </div>
      {addError && (
        <p className="lotto-error" role="alert">
          {addError}
        </p>
      )}
    </section>
  );
}
