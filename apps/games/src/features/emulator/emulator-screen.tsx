import {
  providerPaths,
  providerStateValueSchema,
  roundsValueSchema,
  spinValueSchema,
  type ProviderStateValue,
  type RoundsValue,
  type SpinValue,
} from '@lobby/contract/provider';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HistoryIcon, InfoIcon } from '../../components/icons';
import { Panel } from '../../components/panel';
import { Reels, type ReelSpin } from '../../components/reels';
import { SpinButton } from '../../components/spin-button';
import { StakeStepper } from '../../components/stake-stepper';
import { TopBar, TopBarButton } from '../../components/top-bar';
import { isSessionLost, post, postAction } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { currencyDecimals, formatMoney, formatPercent, titleOfGameCode } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { newRequestId } from '../../lib/request-id';
import { describeWindow, symbolName } from '../../lib/symbol-names';
import { EmulatorFairness } from './emulator-fairness';
import { EmulatorHistory } from './emulator-history';
import { EmulatorPaytable } from './emulator-paytable';
import './emulator.css';

/** What a reel shows around its stop: the symbol above, the stop on the pay line, the one below. */
export function windowAt(strip: readonly string[], stops: readonly number[]): string[][] {
  const n = strip.length;
  return stops.map((stop) => [strip[(stop - 1 + n) % n]!, strip[stop % n]!, strip[(stop + 1) % n]!]);
}

/**
 * The vendor emulator: every third-party vendor's game is this one honest 3-reel slot, titled with
 * the launched game and its vendor. Each spin's reels come from a server seed revealed with the
 * result, which the page checks itself.
 */
export function EmulatorScreen(props: {
  token: string;
  initial: ProviderStateValue;
  onSessionLost: () => void;
}) {
  const { t, tag } = useI18n();
  const { token, initial, onSessionLost } = props;
  const title = titleOfGameCode(initial.gameCode);
  const format = useMemo(
    () => ({ currency: initial.currency, decimals: currencyDecimals(initial.currency), tag }),
    [initial.currency, tag],
  );
  const money = useCallback((minorUnits: number) => formatMoney(minorUnits, format), [format]);
  const [balance, setBalance] = useState(initial.balance);
  const [bet, setBet] = useState(
    () => initial.betLevels.find((level) => level >= 100) ?? initial.betLevels[0] ?? 0,
  );
  const [busy, setBusy] = useState(false);
  const [spin, setSpin] = useState<ReelSpin | null>(null);
  const [result, setResult] = useState<SpinValue | null>(null);
  const [rounds, setRounds] = useState<RoundsValue['rounds']>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [panel, setPanel] = useState<'rules' | 'history' | null>(null);
  const pending = useRef<SpinValue | null>(null);
  const spins = useRef(0);
  const strips = useMemo(() => [initial.reel, initial.reel, initial.reel], [initial.reel]);
  const firstWindow = useMemo(() => windowAt(initial.reel, [3, 10, 17]), [initial.reel]);
  const short = bet > balance;

  useEffect(() => {
    document.title = `${title} · ${initial.vendorCode}`;
  }, [title, initial.vendorCode]);

  const failure = useCallback(
    (error: unknown) => {
      if (isSessionLost(error)) {
        onSessionLost();
        return null;
      }
      return errorText(error, t);
    },
    [onSessionLost, t],
  );

  const loadRounds = useCallback(() => {
    post(providerPaths.rounds, { token }, roundsValueSchema)
      .then((value) => setRounds(value.rounds))
      .catch((error: unknown) => failure(error));
  }, [token, failure]);

  useEffect(loadRounds, [loadRounds]);

  async function play() {
    if (busy) return;
    if (short) {
      setMessage(t('slot.notEnough', { bet: money(bet), balance: money(balance) }));
      return;
    }
    setBusy(true);
    setMessage(null);
    setResult(null);
    const before = balance;
    setBalance(before - bet);
    try {
      const value = await postAction(
        providerPaths.spin,
        { token, requestId: newRequestId(), bet },
        spinValueSchema,
      );
      pending.current = value;
      spins.current += 1;
      setSpin({ id: spins.current, window: windowAt(initial.reel, value.stops) });
    } catch (error) {
      setBusy(false);
      setBalance(before);
      // A refused bet (not enough money) reads the balance again: the notice then names the real one.
      const text = failure(error);
      if (text) setMessage(text);
      post(providerPaths.state, { token }, providerStateValueSchema)
        .then((state) => setBalance(state.balance))
        .catch(() => undefined);
    }
  }

  function settled() {
    const value = pending.current;
    if (!value) return;
    pending.current = null;
    setResult(value);
    setBalance(value.balance);
    setBusy(false);
    loadRounds();
  }

  const win = result?.win ?? null;
  const highlight = useMemo(
    () => new Set(win ? Array.from({ length: win.count }, (_, reel) => `${reel}:1`) : []),
    [win],
  );

  return (
    <div className="game-shell emulator">
      <TopBar title={title} studio={initial.vendorCode} balance={money(balance)}>
        <TopBarButton label={t('panels.rules')} icon={<InfoIcon />} onClick={() => setPanel('rules')} />
        <TopBarButton
          label={t('panels.history')}
          icon={<HistoryIcon />}
          onClick={() => setPanel('history')}
        />
      </TopBar>

      <main className="game-main">
        <section className="emulator__machine" aria-label={title}>
          <div className="emulator__marquee" aria-hidden="true">
            <span className="emulator__vendor">{initial.vendorCode}</span>
            <span className="emulator__title">{title}</span>
          </div>
          <div className="emulator__reels">
            <Reels
              window={firstWindow}
              strips={strips}
              spin={spin}
              onSettled={settled}
              highlight={highlight}
              lines={win ? [{ rows: [1, 1, 1], index: 0 }] : []}
              label={describeWindow(result ? windowAt(initial.reel, result.stops) : firstWindow, t)}
              nameOf={(symbol) => symbolName(symbol, t)}
              className="reels--three"
            />
            <span className="emulator__payline-mark emulator__payline-mark--start" aria-hidden="true" />
            <span className="emulator__payline-mark emulator__payline-mark--end" aria-hidden="true" />
          </div>
          <p className="emulator__result" aria-live="polite" data-testid="win-line">
            {busy
              ? t('slot.goodLuck')
              : !result
                ? t('emulator.hint')
                : win
                  ? t('emulator.win', {
                      count: win.count,
                      symbol: symbolName(win.symbol, t),
                      multiplier: win.multiplier,
                      amount: money(result.payout),
                    })
                  : t('slot.noWin')}
          </p>
        </section>

        <div className="emulator__controls game-card">
          <div className="stat">
            <span className="stat__label">{t('common.win')}</span>
            <output
              className={`stat__value${result && result.payout > 0 ? ' stat__value--win' : ''}`}
              data-testid="win-amount"
            >
              {money(busy || !result ? 0 : result.payout)}
            </output>
          </div>
          <StakeStepper
            label={t('common.bet')}
            levels={initial.betLevels}
            value={bet}
            onChange={setBet}
            format={money}
            disabled={busy}
          />
          <SpinButton label={t('slot.spin')} busy={busy} blocked={short} onClick={() => void play()} />
        </div>

        {short && !busy && (
          <div className="notice notice--error emulator__notice" role="alert" data-testid="not-enough">
            {t('slot.notEnough', { bet: money(bet), balance: money(balance) })}
          </div>
        )}
        {message && !short && (
          <div className="notice notice--error emulator__notice" role="alert">
            {message}
          </div>
        )}

        {result && !busy && <EmulatorFairness result={result} reel={initial.reel} />}

        <section className="emulator__recent" aria-label={t('emulator.recent')}>
          <h2 className="emulator__recent-title">{t('emulator.recent')}</h2>
          <EmulatorHistory rounds={rounds.slice(0, 5)} money={money} compact />
        </section>
      </main>

      <footer className="game-footer">
        <span>{t('common.rtp', { rtp: formatPercent(Math.round(initial.rtp * 10_000), tag) })}</span>
        <span>{t('emulator.footer', { vendor: initial.vendorCode })}</span>
      </footer>

      {panel === 'rules' && (
        <Panel title={t('panels.rulesOf', { game: title })} onClose={() => setPanel(null)}>
          <EmulatorPaytable state={initial} bet={bet} money={money} />
        </Panel>
      )}
      {panel === 'history' && (
        <Panel title={t('panels.history')} onClose={() => setPanel(null)}>
          <EmulatorHistory rounds={rounds} money={money} />
        </Panel>
      )}
    </div>
  );
}
