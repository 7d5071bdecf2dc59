import type { ReactNode } from 'react';
import { PaymentIcon, type PaymentIconName } from './payment-icons';
import './pay-icon.css';
import './money-card.css';

type Props = {
  /** The heading's id: the section is named by its heading. */
  headingId: string;
  title: ReactNode;
  icon?: PaymentIconName;
  /**
   * What stands at the heading's end (a button, a count). Given at all, even as null, it puts the
   * heading in a row, so a card whose button comes and goes keeps its layout.
   */
  aside?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
};

/** A card of a money page: a section under its own h2, with an optional icon and an end control. */
export function MoneyCard({ headingId, title, icon, aside, className, testId, children }: Props) {
  const heading = (
    <h2 id={headingId} className={icon ? 'mc-card__title pay-title-icon' : 'mc-card__title'}>
      {icon && <PaymentIcon name={icon} />}
      {title}
    </h2>
  );
  return (
    <section
      className={className ? `mc-card ${className}` : 'mc-card'}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      {aside === undefined ? (
        heading
      ) : (
        <div className="wallet-card-head">
          {heading}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}
