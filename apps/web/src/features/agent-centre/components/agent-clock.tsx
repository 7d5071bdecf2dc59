import { useEffect, useState } from 'react';
import { gmtLabel } from '@/lib/zoned-time';
import { cached } from '@/lib/cached';

const clockFormat = cached(
  (languageTag: string) =>
    new Intl.DateTimeFormat(`${languageTag}-u-nu-latn`, {
      timeZone: 'UTC',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The time of day in the brand's zone: the instant shifted by the offset, formatted as UTC. */
export function clockText(now: number, offsetMinutes: number, languageTag: string): string {
  return clockFormat(languageTag).format(new Date(now + offsetMinutes * 60_000));
}

/** Product §2: the agent centre header shows the GMT offset and a clock that moves every second. */
export function AgentClock({ offsetMinutes, languageTag }: { offsetMinutes: number; languageTag: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="agent-clock" dir="ltr">
      <span className="agent-clock__zone">{gmtLabel(offsetMinutes)}</span>
      <time className="agent-clock__time">{clockText(now, offsetMinutes, languageTag)}</time>
    </span>
  );
}
