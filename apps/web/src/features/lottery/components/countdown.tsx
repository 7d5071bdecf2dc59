import { useServerNow } from '../hooks/use-server-now';
import { formatCountdown, msUntil } from '../server-clock';

type CountdownProps = {
  /** ISO time the countdown runs to, on the server's clock. */
  to: string;
  clockOffsetMs: number;
  className?: string;
};

/**
 * A live mm:ss to a moment on the server's clock. It is a timer (role=timer is not announced on each
 * tick); the text around it says what it counts down to.
 */
export function Countdown({ to, clockOffsetMs, className }: CountdownProps) {
  const now = useServerNow(clockOffsetMs);
  return (
    <time role="timer" dateTime={to} className={className} dir="ltr">
      {formatCountdown(msUntil(to, now))}
    </time>
  );
}
