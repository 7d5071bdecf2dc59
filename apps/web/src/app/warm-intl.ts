/*
 * A page's first Intl format costs a phone's main thread about 50 ms: V8 sets up its ICU locale data
 * once per process, on first use. A worker of the same page pays that on another core instead, after
 * which the page's own formats (money, dates, the hot counter) are built in about a millisecond.
 */
export function warmIntl(): void {
  if (typeof Worker === 'undefined') return;
  const worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module' });
  const done = () => worker.terminate();
  worker.addEventListener('message', done);
  worker.addEventListener('error', done);
}
