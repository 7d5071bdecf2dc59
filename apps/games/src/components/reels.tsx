import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { SymbolArt } from './symbol-sprite';
import './reels.css';

/** A spin to show: a new `id` starts the reels, which land on `window` (window[reel][row]). */
export type ReelSpin = { id: number; window: string[][] };

type Props = {
  /** What the reels show at rest before the first spin. */
  window: string[][];
  /** The reel strips, whose symbols roll past while a reel spins. */
  strips: readonly (readonly string[])[];
  spin: ReelSpin | null;
  /** Called once every reel of the current spin has stopped. */
  onSettled: (id: number) => void;
  /** Cells to light up ("reel:row"); the others dim while any is lit. */
  highlight?: ReadonlySet<string>;
  /** Paylines to draw over the reels: the row per reel of each, with its colour index. */
  lines?: Array<{ rows: readonly number[]; index: number }>;
  /** A description of what the reels show, for screen readers. */
  label: string;
  /** Names of symbols, for the cells' titles. */
  nameOf: (symbol: string) => string;
  className?: string;
};

/** How many symbols roll past on each reel: later reels roll longer, so they stop one after another. */
const fillerFor = (reel: number) => 12 + reel * 4;
const durationFor = (reel: number) => 900 + reel * 220;

function filler(strip: readonly string[], count: number): string[] {
  const start = Math.floor(Math.random() * strip.length);
  return Array.from({ length: count }, (_, i) => strip[(start + i) % strip.length]!);
}

type Phase = { id: number; from: string[][]; to: string[][]; fillers: string[][]; running: boolean };

/**
 * Slot reels. A spin rolls each reel's strip downwards with a CSS transform transition (on the
 * compositor, no frame-by-frame scripting), the reels stopping left to right with a small overshoot.
 * With reduced motion asked for, the reels change at once.
 */
export function Reels(props: Props) {
  const reduced = useReducedMotion();
  const [rest, setRest] = useState(props.window);
  const [phase, setPhase] = useState<Phase | null>(null);
  const pending = useRef(0);
  const { spin, onSettled } = props;
  const lastSpin = useRef<number | null>(null);

  const startSpin = useEffectEvent((next: ReelSpin) => {
    if (reduced) {
      setRest(next.window);
      setPhase(null);
      onSettled(next.id);
      return;
    }
    pending.current = next.window.length;
    setPhase({
      id: next.id,
      from: rest,
      to: next.window,
      fillers: next.window.map((_, reel) => filler(props.strips[reel] ?? [], fillerFor(reel))),
      running: false,
    });
  });

  useEffect(() => {
    if (!spin || spin.id === lastSpin.current) return;
    lastSpin.current = spin.id;
    startSpin(spin);
  }, [spin]);

  // The start position must be laid out before the transition is switched on, or nothing moves.
  useLayoutEffect(() => {
    if (!phase || phase.running) return;
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => setPhase((p) => (p && p.id === phase.id ? { ...p, running: true } : p))),
    );
    return () => cancelAnimationFrame(frame);
  }, [phase]);

  function finish(id: number) {
    if (!phase || phase.id !== id) return;
    setRest(phase.to);
    setPhase(null);
    onSettled(id);
  }

  function reelStopped(id: number) {
    pending.current -= 1;
    if (pending.current <= 0) finish(id);
  }

  // A hidden tab may never deliver transitionend: the spin still ends, a little after it should have.
  const running = phase?.running ? phase.id : null;
  const finishLate = useEffectEvent((id: number) => finish(id));
  const reelCount = props.window.length;
  useEffect(() => {
    if (running === null) return;
    const timer = setTimeout(() => finishLate(running), durationFor(reelCount) + 400);
    return () => clearTimeout(timer);
  }, [running, reelCount]);

  const rows = rest[0]?.length ?? 3;
  const lit = props.highlight && props.highlight.size > 0 ? props.highlight : null;

  return (
    <div className={`reels ${props.className ?? ''}`} role="img" aria-label={props.label}>
      {(phase ? phase.to : rest).map((_, reel) => {
        const column = phase
          ? [...phase.to[reel]!, ...phase.fillers[reel]!, ...phase.from[reel]!]
          : rest[reel]!;
        const count = column.length;
        const style: CSSProperties = {
          height: `${(count / rows) * 100}%`,
          transform:
            phase && !phase.running ? `translateY(${(-(count - rows) / count) * 100}%)` : 'translateY(0)',
          transition: phase?.running
            ? `transform ${durationFor(reel)}ms cubic-bezier(0.15, 0.55, 0.3, 1.04)`
            : 'none',
        };
        return (
          <div className="reel" key={reel}>
            <div
              className="reel__strip"
              style={style}
              onTransitionEnd={(event) => {
                if (event.target === event.currentTarget && phase?.running) reelStopped(phase.id);
              }}
            >
              {column.map((symbol, i) => {
                const row = i;
                const isWindow = !phase && row < rows;
                const key = `${reel}:${row}`;
                const state = isWindow && lit ? (lit.has(key) ? ' cell--win' : ' cell--dim') : '';
                return (
                  <div
                    className={`cell${state}`}
                    key={i}
                    data-symbol={symbol}
                    title={isWindow ? props.nameOf(symbol) : undefined}
                  >
                    <SymbolArt symbol={symbol} className="cell__art" />
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
      {!phase && props.lines && props.lines.length > 0 && (
        <svg
          className="reels__lines"
          viewBox={`0 0 ${rest.length} ${rows}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {props.lines.map((line) => (
            <polyline
              key={line.index}
              className={`payline payline--${line.index % 10}`}
              points={line.rows.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      )}
    </div>
  );
}
