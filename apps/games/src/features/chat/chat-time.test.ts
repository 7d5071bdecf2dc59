import { describe, expect, it } from 'vitest';
import { messageTime, relativeWhen } from './chat-time';

const now = Date.parse('2026-03-02T13:00:00.000Z');
const later = (ms: number) => new Date(now + ms).toISOString();

describe('chat times', () => {
  it('says when the host goes on or off relative to now', () => {
    expect(relativeWhen(later(25 * 60_000), now, 'en')).toBe('in 25 minutes');
    expect(relativeWhen(later(10_000), now, 'en')).toBe('in 1 minute');
    expect(relativeWhen(later(5 * 3_600_000), now, 'en')).toBe('in 5 hours');
    expect(relativeWhen(later(30 * 3_600_000), now, 'en')).toBe('in 30 hours');
    expect(relativeWhen(later(3 * 86_400_000), now, 'en')).toBe('in 3 days');
    expect(relativeWhen('soon', now, 'en')).toBe('');
  });

  it('shows a message’s time, with the date when it is not today', () => {
    expect(messageTime(new Date(now).toISOString(), now, 'en')).not.toMatch(/Mar/);
    expect(messageTime(later(-3 * 86_400_000), now, 'en')).toMatch(/Feb/);
  });
});
