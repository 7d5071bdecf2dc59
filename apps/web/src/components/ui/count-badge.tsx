import './count-badge.css';

/**
 * How many things wait (rewards to claim, messages unread): a number for the eye, words for a screen reader. Nothing
 * at zero.
 */
export function CountBadge({ count, label, testId }: { count: number; label: string; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" data-testid={testId}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      {/* Its own comma: names join their parts without spaces ("Rewards, 2 new", not "Rewards2 new"). */}
      <span className="visually-hidden">{`, ${label}`}</span>
    </span>
  );
}
