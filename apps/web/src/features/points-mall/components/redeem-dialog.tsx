import { useId, useRef, useState, type FormEvent } from 'react';
import type { PointReward, Redemption } from '@lobby/contract/points';
import { Notice } from '@/components/money/notice';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useLanguage } from '@/lib/i18n';
import { pinPattern } from '@/lib/payment-password';
import { createRequestIds } from '@/lib/request-id';
import { useTranslation } from '@/lib/use-translation';
import { useRedeemPoints } from '../api/points';
import type { Formats } from '../points-format';
import { PaymentPasswordField } from './payment-password-field';
import './redeem-dialog.css';

type Props = {
  reward: PointReward;
  balance: number;
  maxQuantity: number;
  formats: Formats;
  onClose: () => void;
};

/**
 * The redemption's confirmation: a quantity within the stock, the balance and the server's most per
 * redemption, the total, and the payment password. The server's refusal is shown here, in its words.
 */
export function RedeemDialog({ reward, balance, maxQuantity, formats, onClose }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const redeem = useRedeemPoints();
  const requestIds = useRef(createRequestIds());
  const [quantityText, setQuantityText] = useState('1');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ quantity?: string; pin?: string }>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState<Redemption | null>(null);

  const affordable = Math.floor(balance / reward.points);
  const most = Math.max(0, Math.min(maxQuantity, reward.stock ?? maxQuantity, affordable));
  const quantity = /^\d{1,3}$/.test(quantityText) ? Number(quantityText) : 0;
  const total = quantity * reward.points;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (redeem.isPending || done) return;
    const found: { quantity?: string; pin?: string } = {};
    if (most === 0) found.quantity = t('pointsMall.notEnough');
    else if (quantity < 1 || quantity > most) found.quantity = t('pointsMall.quantityInvalid', { max: most });
    if (!pinPattern.test(pin)) found.pin = t('pointsMall.pinInvalid');
    setErrors(found);
    setFailure('');
    if (found.quantity || found.pin) return;
    const ask = { rewardId: reward.id, quantity };
    try {
      const value = await redeem.mutateAsync({
        ...ask,
        paymentPassword: pin,
        requestId: requestIds.current.for(JSON.stringify(ask)),
        language,
      });
      requestIds.current.done();
      setPin('');
      setDone(value.redemption);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(errorMessage(error, t));
    }
  }

  return (
    <Modal title={t('pointsMall.confirmTitle')} onClose={onClose} size="small" className="redeem-dialog">
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className="redeem-dialog__reward">
          <strong>{reward.title}</strong>
          <span>{t('pointsMall.pointsValue', { points: formats.points(reward.points) })}</span>
        </p>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-quantity`}>
            {t('pointsMall.quantity')}
          </label>
          <input
            id={`${id}-quantity`}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, most)}
            dir="ltr"
            value={quantityText}
            disabled={done !== null}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={`${id}-quantity-hint`}
            onChange={(event) => {
              setQuantityText(event.target.value);
              setErrors((old) => ({ ...old, quantity: undefined }));
            }}
          />
          <p className="field__hint" id={`${id}-quantity-hint`}>
            {t('pointsMall.quantityHint', { max: most })}
          </p>
          {errors.quantity && (
            <p className="field__error" role="alert">
              {errors.quantity}
            </p>
          )}
        </div>
        <p className="redeem-dialog__total">
          <span>{t('pointsMall.total')}</span>
          <strong data-testid="redeem-total">
            {t('pointsMall.pointsValue', { points: formats.points(total) })}
          </strong>
        </p>
        {!done && (
          <PaymentPasswordField
            value={pin}
            onValueChange={(text) => {
              setPin(text);
              setErrors((old) => ({ ...old, pin: undefined }));
            }}
            error={errors.pin}
          />
        )}
        {failure && <Notice kind="error">{failure}</Notice>}
        {done ? (
          <>
            <Notice kind="success">
              {t(done.status === 'approved' ? 'pointsMall.redeemedApproved' : 'pointsMall.redeemedPending', {
                title: done.title,
                points: formats.points(done.points),
              })}
            </Notice>
            <button type="button" className="btn btn--gold" onClick={onClose}>
              {t('pointsMall.close')}
            </button>
          </>
        ) : (
          <SubmitButton busy={redeem.isPending} busyLabel={t('pointsMall.sending')}>
            {t('pointsMall.confirm')}
          </SubmitButton>
        )}
      </form>
    </Modal>
  );
}
