import type { Draw, DrawnGame, GameDetailValue } from '@lobby/contract/lottery';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Modal } from '@/components/ui/modal';
import { canVerify, verifyDraw, type Verification } from '../verify-draw';
import { DrawBalls } from './draw-balls';
import { CheckIcon, CrossIcon } from './lottery-icons';

type VerifyDialogProps = {
  draw: Draw & { seed: string; result: number[] };
  game: DrawnGame;
  format: GameDetailValue['result'];
  onClose: () => void;
};

type State =
  { status: 'checking' } | { status: 'done'; verification: Verification } | { status: 'unavailable' };

function Check({ ok, text }: { ok: boolean; text: string }) {
  return (
    <li className={`lotto-check ${ok ? 'is-ok' : 'is-bad'}`}>
      {ok ? <CheckIcon /> : <CrossIcon />}
      <span>{text}</span>
    </li>
  );
}

/**
 * The verify helper: recomputes a drawn draw in this browser from its revealed seed (verify-draw.ts)
 * and shows both checks, with the recipe in four steps for checking it anywhere else.
 */
export function VerifyDialog({ draw, game, format, onClose }: VerifyDialogProps) {
  const { t } = useTranslation();
  const available = canVerify();
  const [state, setState] = useState<State>(available ? { status: 'checking' } : { status: 'unavailable' });

  useEffect(() => {
    if (!available) return;
    let live = true;
    verifyDraw(format, draw, game.nodeId).then(
      (verification) => live && setState({ status: 'done', verification }),
      () => live && setState({ status: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, [available, format, draw, game.nodeId]);

  const message = `${game.nodeId}:${draw.numero}:k`;
  return (
    <Modal title={t('lottery.verifyTitle', { numero: draw.numero })} onClose={onClose} size="medium">
      <div className="lotto-verify">
        <DrawBalls type={game.lotteryType} result={draw.result} size="small" />
        <dl className="lotto-verify__values">
          <div>
            <dt>{t('lottery.seedHash')}</dt>
            <dd>
              <code>{draw.seedHash}</code>
            </dd>
          </div>
          <div>
            <dt>{t('lottery.seed')}</dt>
            <dd>
              <code>{draw.seed}</code>
            </dd>
          </div>
          <div>
            <dt>{t('lottery.hmacMessage')}</dt>
            <dd>
              <code>{message}</code>
            </dd>
          </div>
        </dl>
        <div role="status" aria-live="polite">
          {state.status === 'checking' && <p className="lotto-verify__state">{t('lottery.checking')}</p>}
          {state.status === 'unavailable' && (
            <p className="lotto-verify__state">{t('lottery.cannotVerifyHere')}</p>
          )}
          {state.status === 'done' && (
            <>
              <ul className="lotto-verify__checks">
                <Check ok={state.verification.hashMatches} text={t('lottery.hashCheck')} />
                <Check ok={state.verification.resultMatches} text={t('lottery.resultCheck')} />
              </ul>
              <p className="lotto-verify__state">
                {state.verification.hashMatches && state.verification.resultMatches
                  ? t('lottery.verified')
                  : t('lottery.verifyFailed')}
              </p>
            </>
          )}
        </div>
        <details className="lotto-verify__how">
          <summary>{t('lottery.howToVerify')}</summary>
          <ol>
            <li>{t('lottery.howStep1')}</li>
            <li>{t('lottery.howStep2')}</li>
            <li>{t('lottery.howStep3', { message })}</li>
            <li>{t('lottery.howStep4')}</li>
          </ol>
        </details>
      </div>
    </Modal>
  );
}
