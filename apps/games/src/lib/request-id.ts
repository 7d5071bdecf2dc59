/**
 * One id per play action, kept while that action is retried, so the server never plays it twice.
 * `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost); a provider page served over
 * plain HTTP still has `getRandomValues`.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
