import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import './notice.css';

export type NoticeKind = 'success' | 'error';

/** A notice kept in state until the next action. */
export type NoticeMessage = { kind: NoticeKind; text: string };

type Props = { kind: NoticeKind; className?: string; children: ReactNode };

/** What a money form or action did: an error is announced at once, a success politely. */
export function Notice({ kind, className, children }: Props) {
  return (
    <p
      className={`wallet-notice wallet-notice--${kind}${className ? ` ${className}` : ''}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <Icon name={kind} size={18} />
      {children}
    </p>
  );
}
