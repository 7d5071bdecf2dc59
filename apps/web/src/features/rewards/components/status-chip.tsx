import type { ChipTone } from '../hooks/use-reward-format';
import './status-chip.css';

/** Where an activity or a bonus stands, in words (the colour only repeats them). */
export function StatusChip({ tone, children }: { tone: ChipTone; children: string }) {
  return <span className={`reward-chip reward-chip--${tone}`}>{children}</span>;
}
