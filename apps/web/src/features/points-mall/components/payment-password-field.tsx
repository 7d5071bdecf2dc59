import { PasswordField } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/use-translation';

type PaymentPasswordFieldProps = {
  value: string;
  /** A new value; the caller clears its error with it. */
  onValueChange: (value: string) => void;
  error?: string;
};

/** The six-digit payment password that redeeming and converting points ask for. */
export function PaymentPasswordField({ value, onValueChange, error }: PaymentPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t('pointsMall.paymentPassword')}
      value={value}
      onValueChange={onValueChange}
      error={error}
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      dir="ltr"
      name="paymentPassword"
    />
  );
}
