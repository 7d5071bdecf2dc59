import './status-chip.css';

/** How a status chip is coloured; its words always say the same, so colour is never the only sign. */
export type ChipTone = 'gold' | 'teal' | 'info' | 'pending' | 'success' | 'danger' | 'muted';

/** Where something stands (a reward, a bonus, a deposit), in words on a tinted pill. */
export function StatusChip({ tone, children }: { tone: ChipTone; children: string }) {
  return <span className={`status-chip status-chip--${tone}`}>{children}</span>;
}
