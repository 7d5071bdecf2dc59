import type { Draw, OpenNumeroValue } from '@lobby/contract/lottery';
import { describe, expect, it } from 'vitest';
import {
  awaitingResult,
  menuRefetchMs,
  myBetsRefetchMs,
  openDrawRefetchMs,
  previousDrawsAt,
} from './draw-timing';

const at = (time: string) => Date.parse(`2026-11-22T${time}Z`);

function draw(numero: string, opensAt: string, closesAt: string, drawsAt: string): Draw {
  return {
    numero,
    status: 'OPEN',
    opensAt: `2026-11-22T${opensAt}Z`,
    closesAt: `2026-11-22T${closesAt}Z`,
    drawsAt: `2026-11-22T${drawsAt}Z`,
    seedHash: 'h',
    seed: null,
    result: null,
    summary: null,
    drawnAt: null,
  };
}

/* A one-minute game closing 10 s before each draw: 0192 open, 0191 drawn at 12:00:00 or not yet. */
const current = draw('20261122-0192', '11:59:50', '12:00:50', '12:01:00');
const previous = { ...draw('20261122-0191', '11:58:50', '11:59:50', '12:00:00'), status: 'SETTLED' as const };
const value = (last: Draw | null): OpenNumeroValue => ({
  gameCode: 'fast3',
  vassalage: 'TCG',
  lotteryType: 'SSC',
  serverTime: '2026-11-22T11:59:55Z',
  current,
  last,
});

describe('draw timing', () => {
  it('finds the previous draw’s time from the open one', () => {
    expect(previousDrawsAt(current)).toBe(at('12:00:00'));
  });

  it('waits for the previous result after betting closed on it, then asks right after the draw', () => {
    expect(awaitingResult(value(null), at('11:59:55'))).toBe(true);
    expect(openDrawRefetchMs(value(null), at('11:59:55'))).toBe(5_000 + 1_200);
    // Due and not there yet: every 2 s, for two minutes at most.
    expect(openDrawRefetchMs(value(null), at('12:00:01'))).toBe(2_000);
    expect(awaitingResult(value(null), at('12:02:01'))).toBe(false);
  });

  it('asks next when betting on the open draw closes, once the last result is in', () => {
    expect(awaitingResult(value(previous), at('12:00:01'))).toBe(false);
    expect(openDrawRefetchMs(value(previous), at('12:00:30'))).toBe(20_250);
    // Never longer than a minute.
    const slow = { ...value(previous), current: { ...current, closesAt: '2026-11-22T13:00:00Z' } };
    expect(openDrawRefetchMs(slow, at('12:00:30'))).toBe(60_000);
  });

  it('polls open bets whose draw has come, and waits for the next draw otherwise', () => {
    const open = (drawsAt: string) => ({ status: 'OPEN' as const, drawsAt: `2026-11-22T${drawsAt}Z` });
    expect(myBetsRefetchMs([], at('12:00:00'))).toBe(false);
    expect(myBetsRefetchMs([{ status: 'WON', drawsAt: current.drawsAt }], at('12:00:00'))).toBe(false);
    expect(myBetsRefetchMs([open('12:01:00')], at('12:00:30'))).toBe(31_200);
    expect(myBetsRefetchMs([open('12:01:00')], at('12:01:01'))).toBe(2_000);
    expect(myBetsRefetchMs([open('12:01:00')], at('12:05:00'))).toBe(false);
  });

  it('asks for a lobby again when its first game closes', () => {
    expect(menuRefetchMs(['2026-11-22T12:00:50Z', '2026-11-22T12:00:20Z'], at('12:00:00'))).toBe(20_250);
    expect(menuRefetchMs([], at('12:00:00'))).toBe(2_000);
  });
});
