/** Product §9: a chunk that has not arrived after this long counts as failed. */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/* Messages browsers and Vite's preload helper give when a lazy script or stylesheet fails. */
const chunkFailurePatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkFailurePatterns.some((p) => p.test(error.message));
}

/**
 * Loads a lazy module, turning both a failed request and one stuck past the timeout into a
 * ChunkLoadError that the route error screen recognises and offers a reload for.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a page module took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadError(error)
            ? new ChunkLoadError(error instanceof Error ? error.message : 'Chunk failed', { cause: error })
            : error,
        );
      },
    );
  });
}
