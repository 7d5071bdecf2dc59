import { createStore } from '@/lib/create-store';

/** Number of operations currently holding the loading cover up. */
export const loadingStore = createStore(0);

/** Raises the cover and returns the function that lowers it again. */
export function showLoading(): () => void {
  loadingStore.set((count) => count + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    loadingStore.set((count) => Math.max(0, count - 1));
  };
}

/** Drops the cover whatever holds it: called after every navigation (product §2). */
export function hideLoading(): void {
  loadingStore.set(0);
}

export async function withLoading<T>(work: Promise<T>): Promise<T> {
  const done = showLoading();
  try {
    return await work;
  } finally {
    done();
  }
}
