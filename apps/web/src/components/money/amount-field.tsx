import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TextField } from '@/components/ui/form-field';
import type { AmountProblem } from '@/lib/money-input';
import './amount-field.css';

/* Keys stay literal so the locale test finds them. */
const problemKey: Record<AmountProblem, string> = {
  empty: 'wallet.amountError.empty',
  format: 'wallet.amountError.format',
  decimals: 'wallet.amountError.decimals',
  zero: 'wallet.amountError.zero',
  tooLarge: 'wallet.amountError.tooLarge',
  overBalance: 'wallet.amountError.overBalance',
};

/** What is wrong with a typed amount, in the reader's language. */
export function useAmountProblemText() {
  const { t } = useTranslation();
  return (problem: AmountProblem, options: { decimals: number; available: string }) =>
    t(problemKey[problem], { decimals: options.decimals, amount: options.available });
}

type AmountFieldProps = {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  addon?: ReactNode;
  symbol: string;
};

/** The amount of a money form: decimal keyboard on phones, currency symbol in front, LTR digits. */
export function AmountField({ value, onValueChange, error, hint, addon, symbol }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('wallet.amount')}
      value={value}
      onValueChange={onValueChange}
      error={error}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      dir="ltr"
      leading={
        <span className="amount-field__symbol" aria-hidden="true">
          {symbol}
        </span>
      }
      addon={addon}
      name="amount"
    />
  );
}
