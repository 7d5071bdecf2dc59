/*
 * The id a money-moving request carries (idempotency key). One id per user action, reused when the
 * same action is tried again after a lost answer, so the server moves the money once.
 */

function fallbackUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** crypto.randomUUID exists only in secure contexts; a plain-http address gets the same from bytes. */
export function newRequestId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : fallbackUuid();
}

/**
 * Keeps the id while the same request (by `key`) is retried; a different request gets a new one, and
 * so does the next request after `done()` (a success, or a refusal the server would only repeat).
 */
export function createRequestIds() {
  let last: { key: string; id: string } | null = null;
  return {
    for(key: string): string {
      if (last?.key !== key) last = { key, id: newRequestId() };
      return last.id;
    },
    done(): void {
      last = null;
    },
  };
}
