import { bgsPaths, slotSpinValueSchema, type SlotRules, type SlotSpinValue } from '@lobby/contract/bgs';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { AutoIcon } from '../../../components/icons';
import { Reels, type ReelSpin } from '../../../components/reels';
import { SpinButton } from '../../../components/spin-button';
import { StakeStepper } from '../../../components/stake-stepper';
import { postAction } from '../../../lib/api';
import { useI18n } from '../../../lib/i18n';
import { newRequestId } from '../../../lib/request-id';
import { describeWindow, symbolName } from '../../../lib/symbol-names';
import type { BgsSession } from '../bgs-session';
import { winItems, type WinItem } from './win-items';
import './slot.css';

const autoCounts = [10, 25, 50, 100];
/** A win of at least this many total bets is celebrated as a big win. */
const bigWinFactor = 10;

/** Lucky Lines: 5 reels, 3 rows, 20 fixed lines. */
export function SlotGame({ session, rules }: { session: BgsSession; rules: SlotRules }) {
  const { t } = useI18n();
  const { money } = session;
  const levels = session.state.stake.levels;
  const [stake, setStake] = useState(session.state.stake.default);
  const [phase, setPhase] = useState<'idle' | 'requesting' | 'spinning'>('idle');
  const [spin, setSpin] = useState<ReelSpin | null>(null);
  const [result, setResult] = useState<SlotSpinValue | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [auto, setAuto] = useState(0);
  const [autoMenu, setAutoMenu] = useState(false);
  const [focus, setFocus] = useState<number | null>(null);
  const pending = useRef<SlotSpinValue | null>(null);
  const spins = useRef(0);

  const firstWindow = useMemo(
    () =>
      rules.reels.map((strip, reel) =>
        Array.from({ length: rules.rows }, (_, row) => strip[(reel * 9 + row) % strip.length]!),
      ),
    [rules],
  );
  const lineCount = rules.lines.length;
  const lineBet = Math.floor(stake / lineCount);
  const busy = phase !== 'idle';
  const short = stake > session.balance;
  const items: WinItem[] = useMemo(() => (result ? winItems(result, rules) : []), [result, rules]);
  const shown = focus === null ? items : items.slice(focus, focus + 1);

  async function play() {
    if (busy) return;
    if (stake > session.balance) {
      setAuto(0);
      setMessage(t('slot.notEnough', { bet: money(stake), balance: money(session.balance) }));
      return;
    }
    setMessage(null);
    setResult(null);
    setFocus(null);
    setPhase('requesting');
    const before = session.balance;
    // The stake leaves the balance as the reels start; the round's answer sets the true figure.
    session.setBalance(before - stake);
    try {
      const value = await postAction(
        bgsPaths.slotSpin,
        { token: session.token, requestId: newRequestId(), stake },
        slotSpinValueSchema,
      );
      pending.current = value;
      spins.current += 1;
      setSpin({ id: spins.current, window: value.outcome.window });
      setPhase('spinning');
    } catch (error) {
      setPhase('idle');
      setAuto(0);
      session.setBalance(before);
      // A refused stake (not enough money) reads the balance again: the notice then names the real one.
      const text = session.failure(error);
      if (text) setMessage(text);
      session.refreshBalance();
    }
  }

  function settled() {
    const value = pending.current;
    if (!value) return;
    pending.current = null;
    setResult(value);
    session.setBalance(value.balance);
    session.roundPlayed(value.fairness);
    setPhase('idle');
  }

  // Autoplay: the next spin starts a moment after the last one settled (longer after a win).
  const nextAuto = useEffectEvent(() => {
    setAuto((n) => Math.max(0, n - 1));
    void play();
  });
  useEffect(() => {
    if (phase !== 'idle' || auto <= 0 || !result) return;
    const timer = setTimeout(nextAuto, result.payout > 0 ? 1600 : 600);
    return () => clearTimeout(timer);
  }, [phase, auto, result]);

  // After all wins were shown together, each is shown on its own in turn.
  useEffect(() => {
    if (busy || items.length < 2) return;
    const timer = setInterval(() => setFocus((f) => (f === null ? 0 : (f + 1) % items.length)), 1800);
    return () => clearInterval(timer);
  }, [busy, items.length]);

  function startAuto(count: number) {
    setAutoMenu(false);
    setAuto(count - 1);
    void play();
  }

  const highlight = useMemo(
    () => new Set(shown.flatMap((item) => item.cells.map(([reel, row]) => `${reel}:${row}`))),
    [shown],
  );
  const lines = shown.flatMap((item) =>
    item.line === null ? [] : [{ rows: rules.lines[item.line]!, index: item.line }],
  );
  const win = result?.payout ?? 0;
  const bigWin = result !== null && win >= result.stake * bigWinFactor;

  return (
    <section className="slot" aria-label={t('games.slot')}>
      <div className="slot__machine">
        <div className="slot__marquee" aria-hidden="true">
          <span className="slot__marquee-text">{t('games.slot')}</span>
          <span className="slot__marquee-sub">{t('slot.linesBadge', { lines: lineCount })}</span>
        </div>
        <div className="slot__reels">
          <Reels
            window={firstWindow}
            strips={rules.reels}
            spin={spin}
            onSettled={settled}
            highlight={highlight}
            lines={lines}
            label={describeWindow(result?.outcome.window ?? firstWindow, t)}
            nameOf={(symbol) => symbolName(symbol, t)}
          />
          {bigWin && !busy && (
            <div className="slot__bigwin" aria-hidden="true">
              <span className="slot__bigwin-title">{t('slot.bigWin')}</span>
              <span className="slot__bigwin-amount">{money(win)}</span>
            </div>
          )}
        </div>
        <p className="slot__winline" aria-live="polite" data-testid="win-line">
          {busy
            ? t('slot.goodLuck')
            : result === null
              ? t('slot.idleHint', { lines: lineCount })
              : items.length === 0
                ? t('slot.noWin')
                : focus === null
                  ? t('slot.totalWin', { amount: money(win), count: items.length })
                  : describeItem(items[focus]!)}
        </p>
      </div>

      <div className="slot__controls game-card">
        <div className="stat slot__win">
          <span className="stat__label">{t('common.win')}</span>
          <output
            className={`stat__value${win > 0 && !busy ? ' stat__value--win' : ''}`}
            data-testid="win-amount"
          >
            {money(busy ? 0 : win)}
          </output>
        </div>
        <StakeStepper
          label={t('common.bet')}
          levels={levels}
          value={stake}
          onChange={setStake}
          format={money}
          disabled={busy || auto > 0}
          hint={t('slot.lineBetHint', { amount: money(lineBet), lines: lineCount })}
        />
        {auto > 0 ? (
          <button type="button" className="slot__stop" onClick={() => setAuto(0)}>
            <span className="slot__stop-label">{t('slot.stopAuto')}</span>
            <span className="slot__stop-count">{auto}</span>
          </button>
        ) : (
          <SpinButton label={t('slot.spin')} busy={busy} blocked={short} onClick={() => void play()} />
        )}
        <div className="slot__auto">
          <button
            type="button"
            className="btn slot__auto-button"
            aria-expanded={autoMenu}
            aria-haspopup="true"
            aria-label={t('slot.auto')}
            onClick={() => setAutoMenu((open) => !open)}
            disabled={busy || auto > 0}
          >
            <AutoIcon />
            <span>{t('slot.auto')}</span>
          </button>
          {autoMenu && (
            <div className="slot__auto-menu" role="group" aria-label={t('slot.autoTitle')}>
              <span className="slot__auto-title">{t('slot.autoTitle')}</span>
              {autoCounts.map((count) => (
                <button key={count} type="button" className="btn btn--small" onClick={() => startAuto(count)}>
                  {count}
                </button>
              ))}
            </div>
          )}
        </div>
      </div>

      {short && !busy && (
        <div className="notice notice--error slot__notice" role="alert" data-testid="not-enough">
          {t('slot.notEnough', { bet: money(stake), balance: money(session.balance) })}
        </div>
      )}
      {message && !short && (
        <div className="notice notice--error slot__notice" role="alert">
          {message}
        </div>
      )}
    </section>
  );

  function describeItem(item: WinItem): string {
    const symbol = symbolName(item.symbol, t);
    return item.line === null
      ? t('slot.scatterWin', { count: item.count, symbol, amount: money(item.amount) })
      : t('slot.lineWin', { line: item.line + 1, count: item.count, symbol, amount: money(item.amount) });
  }
}
