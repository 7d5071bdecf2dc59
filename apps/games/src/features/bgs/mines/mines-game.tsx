import {
  bgsPaths,
  minesValueSchema,
  type MinesRoundView,
  type MinesRules,
  type MinesValue,
} from '@lobby/contract/bgs';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SymbolArt } from '../../../components/symbol-sprite';
import { postAction } from '../../../lib/api';
import { formatMultiplier } from '../../../lib/format';
import { currentMultiplier } from './current-multiplier';
import { useI18n } from '../../../lib/i18n';
import { newRequestId } from '../../../lib/request-id';
import { BetField } from '../bet-field';
import type { BgsSession } from '../bgs-session';
import { nextTile } from './grid-keys';
import './mines.css';

const columns = 5;
const quickCounts = [1, 3, 5, 10, 24];

type TileView = 'hidden' | 'gem' | 'mine' | 'exploded' | 'ghost-gem' | 'ghost-mine';

function tileView(round: MinesRoundView | null, tile: number): TileView {
  if (!round) return 'hidden';
  const mines = round.mineTiles ?? [];
  const revealed = round.revealed.includes(tile);
  if (revealed) return mines.includes(tile) ? 'exploded' : 'gem';
  if (round.status === 'open') return 'hidden';
  return mines.includes(tile) ? 'ghost-mine' : 'ghost-gem';
}

/** Mines: a 5×5 field; every safe tile raises the multiplier, a mine ends the round. */
export function MinesGame({ session, rules }: { session: BgsSession; rules: MinesRules }) {
  const { t, tag, dir } = useI18n();
  const { money, state } = session;
  const id = useId();
  const resumed = state.openRound;
  const [round, setRound] = useState<MinesRoundView | null>(resumed);
  const [stake, setStake] = useState<number | null>(resumed?.stake ?? state.stake.default);
  const [mines, setMines] = useState(resumed?.mines ?? 3);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [focus, setFocus] = useState(0);
  const [fresh, setFresh] = useState<number | null>(null);
  const tiles = useRef<Array<HTMLButtonElement | null>>([]);
  const ladder = useRef<HTMLOListElement>(null);

  const open = round?.status === 'open';
  const rows = Math.ceil(rules.tiles / columns);
  const steps = rules.multipliers[mines - 1] ?? [];
  const safeCount = rules.tiles - mines;
  const gems = round ? round.revealed.filter((tile) => !(round.mineTiles ?? []).includes(tile)).length : 0;
  const short = !open && stake !== null && stake > session.balance;

  // Keeps the ladder's current step in view as the round climbs; a new choice of mines starts at the left.
  const status = round?.status;
  useEffect(() => {
    const list = ladder.current;
    if (!list) return;
    const current = list.querySelector<HTMLElement>('[aria-current="step"]');
    list.scrollLeft = current ? current.offsetLeft - list.clientWidth / 2 + current.clientWidth / 2 : 0;
  }, [gems, mines, status]);

  function apply(value: MinesValue) {
    setRound(value.round);
    session.setBalance(value.balance);
    if (value.round.status !== 'open') session.roundPlayed(value.round.fairness);
  }

  async function act(action: () => Promise<MinesValue>) {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      apply(await action());
    } catch (error) {
      // A refused stake (not enough money) reads the balance again: the notice then names the real one.
      const text = session.failure(error);
      if (text) setMessage(text);
      session.refreshBalance();
    } finally {
      setBusy(false);
    }
  }

  const start = () => {
    if (stake === null) return;
    if (short) {
      setMessage(t('mines.notEnough', { bet: money(stake), balance: money(session.balance) }));
      return;
    }
    setFresh(null);
    void act(async () => {
      const value = await postAction(
        bgsPaths.minesStart,
        { token: session.token, requestId: newRequestId(), stake, mines },
        minesValueSchema,
      );
      session.roundPlayed(value.round.fairness);
      return value;
    });
  };

  const reveal = (tile: number) => {
    if (!open || round.revealed.includes(tile)) return;
    setFresh(tile);
    void act(() => postAction(bgsPaths.minesReveal, { token: session.token, tile }, minesValueSchema));
  };

  const cashOut = () =>
    void act(() => postAction(bgsPaths.minesCashout, { token: session.token }, minesValueSchema));

  function onGridKey(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextTile(focus, event.key, { columns, rows, rtl: dir === 'rtl', ctrl: event.ctrlKey });
    if (next === null) return;
    event.preventDefault();
    setFocus(next);
    tiles.current[next]?.focus();
  }

  const tileName = (tile: number, view: TileView) =>
    t('mines.tileName', {
      row: Math.floor(tile / columns) + 1,
      column: (tile % columns) + 1,
      state: t(
        view === 'gem' || view === 'ghost-gem'
          ? 'mines.stateGem'
          : view === 'mine' || view === 'exploded' || view === 'ghost-mine'
            ? 'mines.stateMine'
            : 'mines.stateHidden',
      ),
    });

  const ended = round !== null && round.status !== 'open';

  return (
    <section className="mines" aria-label={t('games.mines')}>
      <div className="mines__settings game-card">
        <BetField session={session} value={stake} onChange={setStake} disabled={open || busy} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-mines`}>
            {t('mines.count')}
          </label>
          <div className="mines__count">
            <select
              id={`${id}-mines`}
              className="input mines__select"
              value={mines}
              disabled={open || busy}
              onChange={(event) => setMines(Number(event.target.value))}
            >
              {Array.from({ length: rules.maxMines - rules.minMines + 1 }, (_, i) => rules.minMines + i).map(
                (count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ),
              )}
            </select>
            <div className="mines__quick" role="group" aria-label={t('mines.quickCounts')}>
              {quickCounts.map((count) => (
                <button
                  key={count}
                  type="button"
                  className="btn btn--small"
                  aria-pressed={mines === count}
                  disabled={open || busy}
                  onClick={() => setMines(count)}
                >
                  {count}
                </button>
              ))}
            </div>
          </div>
        </div>
      </div>

      <div className="mines__play game-card">
        {open ? (
          <>
            <div className="mines__stats">
              <div className="stat">
                <span className="stat__label">{t('mines.gems')}</span>
                <span className="stat__value" data-testid="mines-gems">
                  {gems} / {safeCount}
                </span>
              </div>
              <div className="stat">
                <span className="stat__label">{t('mines.current')}</span>
                <span className="stat__value stat__value--gold" data-testid="mines-multiplier">
                  {formatMultiplier(currentMultiplier(round, gems), tag)}
                </span>
              </div>
              <div className="stat">
                <span className="stat__label">{t('mines.next')}</span>
                <span className="stat__value" data-testid="mines-next">
                  {round.nextMultiplier === null ? '—' : formatMultiplier(round.nextMultiplier, tag)}
                </span>
              </div>
            </div>
            <button
              type="button"
              className="btn btn--win mines__action"
              onClick={cashOut}
              aria-disabled={busy || gems === 0}
              disabled={gems === 0}
              data-testid="cash-out"
            >
              {t('mines.cashOut', { amount: money(round.payout) })}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn--primary mines__action"
            onClick={start}
            aria-disabled={busy || stake === null || short}
            disabled={stake === null}
            data-testid="mines-start"
          >
            {t('mines.start')}
          </button>
        )}

        {short && (
          <div className="notice notice--error" role="alert" data-testid="not-enough">
            {t('mines.notEnough', { bet: money(stake ?? 0), balance: money(session.balance) })}
          </div>
        )}
        {message && !short && (
          <div className="notice notice--error" role="alert">
            {message}
          </div>
        )}
        {resumed && open && round.roundId === resumed.roundId && (
          <p className="field__hint">{t('mines.resumed')}</p>
        )}
      </div>

      <div className="mines__board game-card">
        <div
          className={`mines__grid${round?.status === 'busted' ? ' mines__grid--busted' : ''}`}
          role="grid"
          aria-label={t('mines.field')}
          aria-disabled={!open}
          onKeyDown={onGridKey}
          data-testid="mines-grid"
        >
          {Array.from({ length: rows }, (_, row) => (
            <div role="row" className="mines__row" key={row}>
              {Array.from({ length: columns }, (_, column) => {
                const tile = row * columns + column;
                const view = tileView(round, tile);
                return (
                  <button
                    key={tile}
                    ref={(element) => {
                      tiles.current[tile] = element;
                    }}
                    type="button"
                    role="gridcell"
                    className={`tile tile--${view}${fresh === tile ? ' tile--fresh' : ''}`}
                    tabIndex={focus === tile ? 0 : -1}
                    aria-label={tileName(tile, view)}
                    aria-disabled={!open || view !== 'hidden' || busy}
                    data-tile={tile}
                    data-state={view}
                    onFocus={() => setFocus(tile)}
                    onClick={() => reveal(tile)}
                  >
                    {view !== 'hidden' && (
                      <SymbolArt symbol={view.endsWith('gem') ? 'GEM' : 'MINE'} className="tile__art" />
                    )}
                  </button>
                );
              })}
            </div>
          ))}
        </div>

        {ended && (
          <div
            className={`mines__outcome mines__outcome--${round.status}`}
            role="status"
            data-testid="mines-outcome"
          >
            {round.status === 'cashed'
              ? t('mines.cashedOut', {
                  amount: money(round.payout),
                  multiplier: formatMultiplier(round.multiplier, tag),
                })
              : t('mines.busted')}
          </div>
        )}

        {/* Focusable: the ladder scrolls on phones, and keyboards must be able to scroll it. */}
        <ol className="mines__ladder" ref={ladder} aria-label={t('mines.ladder')} tabIndex={0}>
          {steps.map((multiplier, i) => (
            <li
              key={i}
              className={`mines__step${i < gems ? ' mines__step--done' : ''}`}
              aria-current={
                (open && i === gems) || (ended && round.status === 'cashed' && i === gems - 1)
                  ? 'step'
                  : undefined
              }
            >
              <span className="mines__step-count">{t('mines.stepGems', { count: i + 1 })}</span>
              <span className="mines__step-value">{formatMultiplier(multiplier, tag)}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
