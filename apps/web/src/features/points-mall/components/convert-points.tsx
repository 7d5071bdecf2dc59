import { useRef, useState, type FormEvent } from 'react';
import type { ConvertPointsValue, PointConfigValue } from '@lobby/contract/points';
import { Notice } from '@/components/money/notice';
import { TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { pinPattern } from '@/lib/payment-password';
import { createRequestIds } from '@/lib/request-id';
import { useTranslation } from '@/lib/use-translation';
import { useConvertPoints } from '../api/points';
import type { Formats } from '../points-format';
import { PaymentPasswordField } from './payment-password-field';
import './convert-points.css';

type Props = { config: PointConfigValue; balance: number; formats: Formats };

/** Points to money at the operator's ratio, in whole steps from the minimum, behind the payment password. */
export function ConvertPoints({ config, balance, formats }: Props) {
  const { t } = useTranslation();
  const convert = useConvertPoints();
  const requestIds = useRef(createRequestIds());
  const [pointsText, setPointsText] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ points?: string; pin?: string }>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState<ConvertPointsValue | null>(null);

  const step = config.convertPoints;
  const points = /^\d{1,12}$/.test(pointsText) ? Number(pointsText) : 0;
  const money = step > 0 ? Math.floor(points / step) * config.convertAmount : 0;
  const most = step > 0 ? Math.floor(balance / step) * step : 0;

  if (!config.convertEnabled)
    return <p className="convert-points__off">{t('serverMessage.points_convert_disabled')}</p>;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (convert.isPending) return;
    setFailure('');
    setDone(null);
    const found: { points?: string; pin?: string } = {};
    if (points < config.minConvertPoints || points % step !== 0 || points > balance) {
      found.points = t('pointsMall.convertInvalid', {
        step: formats.points(step),
        min: formats.points(config.minConvertPoints),
      });
    }
    if (!pinPattern.test(pin)) found.pin = t('pointsMall.pinInvalid');
    setErrors(found);
    if (found.points || found.pin) return;
    try {
      const value = await convert.mutateAsync({
        points,
        paymentPassword: pin,
        requestId: requestIds.current.for(String(points)),
      });
      requestIds.current.done();
      setPointsText('');
      setPin('');
      setDone(value);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(errorMessage(error, t));
    }
  }

  return (
    <form className="form convert-points" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="convert-points__ratio">
        {t('pointsMall.convertRatio', {
          points: formats.points(step),
          amount: formats.money(config.convertAmount),
        })}
        {' · '}
        {t('pointsMall.convertMin', { points: formats.points(config.minConvertPoints) })}
      </p>
      <TextField
        label={t('pointsMall.convertPoints')}
        value={pointsText}
        onValueChange={(text) => {
          setPointsText(text.replace(/\D/g, ''));
          setErrors((old) => ({ ...old, points: undefined }));
        }}
        error={errors.points}
        hint={t('pointsMall.convertMost', { points: formats.points(most) })}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        name="points"
      />
      <p className="convert-points__gets" data-testid="convert-gets">
        {t('pointsMall.convertGets', { amount: formats.money(money) })}
      </p>
      <PaymentPasswordField
        value={pin}
        onValueChange={(text) => {
          setPin(text);
          setErrors((old) => ({ ...old, pin: undefined }));
        }}
        error={errors.pin}
      />
      {failure && <Notice kind="error">{failure}</Notice>}
      {done && (
        <Notice kind="success">
          {t('pointsMall.converted', {
            points: formats.points(done.points),
            amount: formats.money(done.amount),
          })}
        </Notice>
      )}
      <SubmitButton busy={convert.isPending} busyLabel={t('pointsMall.converting')}>
        {t('pointsMall.convertSubmit')}
      </SubmitButton>
    </form>
  );
}
