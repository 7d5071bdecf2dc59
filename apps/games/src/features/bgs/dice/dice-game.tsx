import { bgsPaths, diceRollValueSchema, type DiceDirection, type DiceRules } from '@lobby/contract/bgs';
import { useEffect, useId, useRef, useState } from 'react';
import { postAction } from '../../../lib/api';
import { formatMultiplier, formatPercent, formatRoll } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { newRequestId } from '../../../lib/request-id';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { BetField } from '../bet-field';
import type { BgsSession } from '../bgs-session';
import {
  clampTarget,
  diceMultiplier,
  flipTarget,
  payoutOf,
  targetBounds,
  targetForChance,
  winningRolls,
} from './dice-math';
import './dice.css';

type Roll = {
  roundId: string;
  roll: number;
  won: boolean;
  payout: number;
  direction: DiceDirection;
  target: number;
};

const historyLength = 16;
const animationMs = 600;

/** Dice: pick a target, roll under or over it; the lower the chance, the higher the multiplier. */
export function DiceGame({ session, rules }: { session: BgsSession; rules: DiceRules }) {
  const { t, tag } = useI18n();
  const { money, state } = session;
  const id = useId();
  const reduced = useReducedMotion();
  const [stake, setStake] = useState<number | null>(state.stake.default);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(Math.floor(rules.outcomes / 2));
  const [rolling, setRolling] = useState(false);
  const [last, setLast] = useState<Roll | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [history, setHistory] = useState<Roll[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const frame = useRef(0);

  const winning = winningRolls(direction, target, rules);
  const multiplier = diceMultiplier(winning, rules);
  const payout = stake === null ? 0 : payoutOf(stake, multiplier);
  const [lo, hi] = targetBounds(direction, rules);
  const tooRich = payout > state.maxPayout;
  const short = stake !== null && stake > session.balance;
  const percent = (value: number) => `${(value / rules.outcomes) * 100}%`;

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  /** Counts the big number up to the roll while the marker slides there. */
  function animateTo(roll: number, from: number, done: () => void) {
    if (reduced) {
      setShown(roll);
      done();
      return;
    }
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / animationMs);
      const eased = 1 - (1 - progress) ** 3;
      setShown(Math.round(from + (roll - from) * eased));
      if (progress < 1) frame.current = requestAnimationFrame(step);
      else done();
    };
    frame.current = requestAnimationFrame(step);
  }

  async function roll() {
    if (rolling || stake === null) return;
    if (short) {
      setMessage(t('dice.notEnough', { bet: money(stake), balance: money(session.balance) }));
      return;
    }
    setMessage(null);
    setRolling(true);
    const before = session.balance;
    session.setBalance(before - stake);
    try {
      const value = await postAction(
        bgsPaths.diceRoll,
        { token: session.token, requestId: newRequestId(), stake, direction, target },
        diceRollValueSchema,
      );
      const entry: Roll = {
        roundId: value.roundId,
        roll: value.outcome.roll,
        won: value.outcome.won,
        payout: value.payout,
        direction: value.outcome.direction,
        target: value.outcome.target,
      };
      setLast(entry);
      animateTo(value.outcome.roll, shown ?? Math.floor(rules.outcomes / 2), () => {
        setLast(entry);
        setHistory((h) => [entry, ...h].slice(0, historyLength));
        session.setBalance(value.balance);
        session.roundPlayed(value.fairness);
        setRolling(false);
      });
    } catch (error) {
      setRolling(false);
      session.setBalance(before);
      // A refused stake (not enough money) reads the balance again: the notice then names the real one.
      const text = session.failure(error);
      if (text) setMessage(text);
      session.refreshBalance();
    }
  }

  const settled = last !== null && !rolling;
  const resultClass = settled ? (last.won ? ' dice__number--win' : ' dice__number--lose') : '';

  return (
    <section className="dice" aria-label={t('games.dice')}>
      <div className="dice__stage game-card">
        <div className="dice__result">
          <output className={`dice__number${resultClass}`} data-testid="dice-roll" aria-live="off">
            {shown === null ? '—' : formatRoll(shown, tag)}
          </output>
          <p className="dice__verdict" aria-live="polite" data-testid="dice-verdict">
            {settled
              ? last.won
                ? t('dice.won', { amount: money(last.payout), roll: formatRoll(last.roll, tag) })
                : t('dice.lost', { roll: formatRoll(last.roll, tag) })
              : rolling
                ? t('dice.rolling')
                : t('dice.hint')}
          </p>
        </div>

        <div className={`dice__track dice__track--${direction}`}>
          <div className="dice__bar" aria-hidden="true">
            <span className="dice__bar-low" style={{ width: percent(target) }} />
            <span className="dice__bar-high" />
          </div>
          {last && (
            <span
              className={`dice__marker${settled ? (last.won ? ' dice__marker--win' : ' dice__marker--lose') : ''}`}
              style={{ insetInlineStart: percent(shown ?? last.roll) }}
              aria-hidden="true"
            >
              {formatRoll(shown ?? last.roll, tag)}
            </span>
          )}
          <input
            type="range"
            className="dice__slider"
            min={lo}
            max={hi}
            step={1}
            value={target}
            disabled={rolling}
            aria-label={t('dice.target')}
            aria-valuetext={t(direction === 'under' ? 'dice.rollUnder' : 'dice.rollOver', {
              target: formatRoll(target, tag),
            })}
            onChange={(event) => setTarget(clampTarget(direction, Number(event.target.value), rules))}
          />
          <div className="dice__ticks" aria-hidden="true">
            {[0, 25, 50, 75, 100].map((tick) => (
              <span key={tick}>{tick}</span>
            ))}
          </div>
        </div>

        <div className="dice__figures">
          <NumberBox
            id={`${id}-target`}
            label={t(direction === 'under' ? 'dice.rollUnderLabel' : 'dice.rollOverLabel')}
            value={formatRoll(target, 'en')}
            disabled={rolling}
            onCommit={(text) => {
              const value = Number(text);
              if (Number.isFinite(value)) setTarget(clampTarget(direction, value * 100, rules));
            }}
          />
          <NumberBox
            id={`${id}-chance`}
            label={t('dice.winChance')}
            value={(winning / 100).toFixed(2)}
            suffix="%"
            disabled={rolling}
            onCommit={(text) => {
              const value = Number(text);
              if (Number.isFinite(value))
                setTarget(targetForChance(direction, Math.round(value * 100), rules));
            }}
          />
          <div className="dice__figure">
            <span className="field__label">{t('dice.multiplier')}</span>
            <output className="dice__figure-value" data-testid="dice-multiplier">
              {formatMultiplier(multiplier, tag)}
            </output>
          </div>
        </div>
      </div>

      <div className="dice__controls game-card">
        <BetField session={session} value={stake} onChange={setStake} disabled={rolling} />
        <div className="field">
          <span className="field__label" id={`${id}-direction`}>
            {t('dice.direction')}
          </span>
          <div className="segmented" role="group" aria-labelledby={`${id}-direction`}>
            {(['under', 'over'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="segmented__option"
                aria-pressed={direction === option}
                disabled={rolling}
                onClick={() => {
                  if (option === direction) return;
                  setDirection(option);
                  setTarget(clampTarget(option, flipTarget(target, rules), rules));
                }}
              >
                {t(option === 'under' ? 'dice.under' : 'dice.over')}
              </button>
            ))}
          </div>
        </div>
        <div className="dice__summary">
          <div className="stat">
            <span className="stat__label">{t('dice.winChance')}</span>
            <span className="stat__value">{formatPercent(winning, tag)}</span>
          </div>
          <div className="stat">
            <span className="stat__label">{t('dice.payoutOnWin')}</span>
            <span className="stat__value stat__value--gold" data-testid="dice-payout">
              {money(payout)}
            </span>
          </div>
        </div>
        {tooRich && (
          <div className="notice notice--error" role="alert">
            {t('errors.max_payout_exceeded')} ({money(state.maxPayout)})
          </div>
        )}
        {short && !rolling && (
          <div className="notice notice--error" role="alert" data-testid="not-enough">
            {t('dice.notEnough', { bet: money(stake ?? 0), balance: money(session.balance) })}
          </div>
        )}
        {message && !short && (
          <div className="notice notice--error" role="alert">
            {message}
          </div>
        )}
        <button
          type="button"
          className="btn btn--primary dice__roll"
          onClick={() => void roll()}
          aria-disabled={rolling || stake === null || tooRich || short}
          disabled={stake === null || tooRich}
          data-testid="roll"
        >
          {rolling ? t('dice.rolling') : t('dice.roll')}
        </button>
      </div>

      <div className="dice__history">
        <h2 className="dice__history-title">{t('dice.history')}</h2>
        {history.length === 0 ? (
          <p className="dice__history-empty">{t('dice.historyEmpty')}</p>
        ) : (
          <ol className="dice__history-list" aria-label={t('dice.history')} data-testid="dice-history">
            {history.map((entry) => (
              <li
                key={entry.roundId}
                className={`dice__chip${entry.won ? ' dice__chip--win' : ''}`}
                title={t(entry.direction === 'under' ? 'dice.rollUnder' : 'dice.rollOver', {
                  target: formatRoll(entry.target, tag),
                })}
              >
                {formatRoll(entry.roll, tag)}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/** A figure the player may type: kept as text while typing, applied on Enter or leaving the field. */
function NumberBox(props: {
  id: string;
  label: string;
  value: string;
  suffix?: string;
  disabled?: boolean;
  onCommit: (text: string) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text !== null) props.onCommit(text.replace(',', '.'));
    setText(null);
  };
  return (
    <div className="dice__figure">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <div className="dice__figure-box">
        <input
          id={props.id}
          className="input dice__figure-input"
          inputMode="decimal"
          autoComplete="off"
          value={text ?? props.value}
          disabled={props.disabled}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        {props.suffix && <span className="dice__figure-suffix">{props.suffix}</span>}
      </div>
    </div>
  );
}
