import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/error-message';
import { createRequestIds } from '@/lib/request-id';
import { useTranslation } from '@/lib/use-translation';
import { useOpenRedEnvelope } from '../api/open-red-envelope';
import './open-envelope-dialog.css';

export type OpenEnvelopeDialogProps = {
  roundId: number;
  money: (minor: number) => string;
  bonusDetailsHref: string;
  onClose: () => void;
};

/**
 * The envelope itself: sealed until the member breaks the seal, then its flap lifts and a card with
 * the amount rises out of it (a still change under prefers-reduced-motion), with the wagering the
 * amount carries and the way to the bonus details. A lost answer is retried with the same request id.
 */
export default function OpenEnvelopeDialog({
  roundId,
  money,
  bonusDetailsHref,
  onClose,
}: OpenEnvelopeDialogProps) {
  const { t } = useTranslation();
  const requestIds = useRef(createRequestIds());
  const opening = useOpenRedEnvelope();
  const result = opening.data?.opened;
  const state = result ? 'opened' : opening.isPending ? 'opening' : 'sealed';
  // The seal goes once the answer is in: focus moves to the way out rather than to the page.
  const done = useRef<HTMLButtonElement>(null);
  const answered = result !== undefined || opening.isError;
  useEffect(() => {
    if (answered) done.current?.focus();
  }, [answered]);

  function open() {
    opening.mutate(
      { roundId, requestId: requestIds.current.for(String(roundId)) },
      { onSuccess: () => requestIds.current.done() },
    );
  }

  return (
    <Modal title={t('redEnvelope.dialogTitle')} onClose={onClose} size="small" className="envelope-dialog">
      <div className={`envelope envelope--${state}`}>
        <div className="envelope__back" />
        <div className="envelope__card" aria-hidden={!result}>
          <span className="envelope__card-label">{t('redEnvelope.youGotLabel')}</span>
          <strong className="envelope__amount">{result ? money(result.amount) : ''}</strong>
        </div>
        <div className="envelope__front" />
        <div className="envelope__flap" />
        {!result && (
          <button
            type="button"
            className="envelope__seal"
            onClick={open}
            disabled={opening.isPending}
            aria-label={t('redEnvelope.openSeal')}
            data-autofocus
          >
            <span aria-hidden="true">{opening.isPending ? '…' : t('redEnvelope.tapToOpen')}</span>
          </button>
        )}
      </div>
      <div className="envelope-dialog__result" aria-live="polite">
        {result && (
          <>
            <p className="envelope-dialog__headline">
              {t('redEnvelope.youGot', { amount: money(result.amount) })}
            </p>
            <p className="envelope-dialog__wager">
              {result.turnoverRequired > 0
                ? t('redEnvelope.wager', { amount: money(result.turnoverRequired) })
                : t('redEnvelope.noWager')}
            </p>
          </>
        )}
        {opening.isError && (
          <p className="envelope-dialog__error" role="alert">
            {errorMessage(opening.error, t)}
          </p>
        )}
        {!result && !opening.isError && <p className="envelope-dialog__hint">{t('redEnvelope.hint')}</p>}
      </div>
      {answered && (
        <div className="envelope-dialog__actions">
          <Link className="btn btn--outline" to={bonusDetailsHref} onClick={onClose}>
            {t('redEnvelope.bonusDetails')}
          </Link>
          <button type="button" className="btn btn--gold" onClick={onClose} ref={done}>
            {t('redEnvelope.done')}
          </button>
        </div>
      )}
    </Modal>
  );
}
