import type { ReactNode } from 'react';
import { PaymentIcon, type PaymentIconName } from '@/components/money/payment-icons';
import { StatusChip, type ChipTone } from '@/components/ui/status-chip';

type Props = {
  icon: PaymentIconName;
  title: ReactNode;
  /** The lines under the title. */
  children?: ReactNode;
  /** What stands at the row's end: the amount and status, or a button. */
  end: ReactNode;
  /** Full-width parts under the row: actions, a form, a notice. */
  below?: ReactNode;
  variant?: 'wide' | 'binding';
  testId?: string;
};

/** One row of a money list (a deposit, a withdrawal, a bound account): icon, text, and its end. */
export function PayRecord({ icon, title, children, end, below, variant, testId }: Props) {
  return (
    <li className={variant ? `pay-record pay-record--${variant}` : 'pay-record'} data-testid={testId}>
      <span className="pay-record__icon">
        <PaymentIcon name={icon} />
      </span>
      <div className="pay-record__main">
        <span className="pay-record__title">{title}</span>
        {children}
      </div>
      {end}
      {below}
    </li>
  );
}

export type StatusTone = Extract<ChipTone, 'pending' | 'info' | 'success' | 'muted' | 'danger'>;

/** A record's end: its amount, and its status as a coloured tag. */
export function RecordAmount({ amount, status, tone }: { amount: string; status: string; tone: StatusTone }) {
  return (
    <div className="pay-record__side">
      <span className="pay-record__amount" dir="ltr">
        {amount}
      </span>
      <StatusChip tone={tone}>{status}</StatusChip>
    </div>
  );
}
