import { describe, expect, it } from 'vitest';
import { createRequestIds, newRequestId } from './request-id';

describe('request ids', () => {
  it('keeps the id while the same request is retried, and renews it after done or a change', () => {
    const ids = createRequestIds();
    const first = ids.for('ticket A');
    expect(ids.for('ticket A')).toBe(first);
    const other = ids.for('ticket B');
    expect(other).not.toBe(first);
    ids.done();
    expect(ids.for('ticket B')).not.toBe(other);
    expect(newRequestId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
