import type { SpinValue, SlotSymbol } from '@lobby/contract/provider';
import { useEffect, useState } from 'react';
import { CheckIcon, CrossIcon, ShieldIcon } from '../../components/icons';
import { sha256Hex } from '../../lib/fair/digest';
import { emulatorStops } from '../../lib/fair/emulator-outcome';
import { useI18n } from '../../lib/i18n';

type Check = 'checking' | 'ok' | 'mismatch';

/**
 * The round's fairness, checked here in the browser: the revealed server seed hashes to the committed
 * hash, and the reels it draws are the reels shown.
 */
export function EmulatorFairness(props: { result: SpinValue; reel: readonly SlotSymbol[] }) {
  const { t } = useI18n();
  const { result, reel } = props;
  const [check, setCheck] = useState<{ roundId: string; state: Check }>({
    roundId: result.roundId,
    state: 'checking',
  });
  const state = check.roundId === result.roundId ? check.state : 'checking';

  useEffect(() => {
    let live = true;
    const { serverSeed, serverSeedHash, roundId } = result.fairness;
    void Promise.all([
      sha256Hex(serverSeed),
      emulatorStops(serverSeed, roundId, reel.length, result.stops.length),
    ]).then(([hash, stops]) => {
      if (!live) return;
      const ok = hash === serverSeedHash && stops.every((stop, i) => stop === result.stops[i]);
      setCheck({ roundId: result.roundId, state: ok ? 'ok' : 'mismatch' });
    });
    return () => {
      live = false;
    };
  }, [result, reel.length]);

  return (
    <details className={`emulator-fair emulator-fair--${state}`} data-testid="emulator-fairness">
      <summary className="emulator-fair__summary">
        <ShieldIcon />
        <span data-testid="emulator-fair-state">
          {state === 'checking'
            ? t('emulator.checking')
            : state === 'ok'
              ? t('emulator.checked')
              : t('emulator.mismatch')}
        </span>
        {state === 'ok' && <CheckIcon className="emulator-fair__mark" />}
        {state === 'mismatch' && <CrossIcon className="emulator-fair__mark" />}
      </summary>
      <dl className="emulator-fair__data">
        <div>
          <dt>{t('history.roundId')}</dt>
          <dd className="mono">{result.fairness.roundId}</dd>
        </div>
        <div>
          <dt>{t('fairness.serverSeedHash')}</dt>
          <dd className="mono">{result.fairness.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t('fairness.serverSeed')}</dt>
          <dd className="mono" data-testid="emulator-server-seed">
            {result.fairness.serverSeed}
          </dd>
        </div>
        <div>
          <dt>{t('emulator.stops')}</dt>
          <dd className="mono">{result.stops.join(', ')}</dd>
        </div>
      </dl>
      <p className="emulator-fair__how">{t('emulator.how')}</p>
    </details>
  );
}
