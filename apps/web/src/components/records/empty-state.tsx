import type { ReactNode } from 'react';
import './load-state.css';

type Props = {
  icon: ReactNode;
  /** A card of its own, rather than a part of one. */
  card?: boolean;
  children: ReactNode;
};

/** What a money page or card shows when there is nothing to list or to pay with. */
export function EmptyState({ icon, card = false, children }: Props) {
  return (
    <div className={card ? 'mc-card wallet-empty' : 'wallet-empty'}>
      {icon}
      <p>{children}</p>
    </div>
  );
}
