export type Sanitize = (html: string) => string;

/* DOMPurify is only needed once some operator HTML is shown, so it stays out of the first download. */
let loaded: Sanitize | null = null;

export function loadSanitizer(): Promise<Sanitize> {
  return import('@/lib/sanitize-html').then((module) => {
    loaded = module.sanitizeHtml;
    return module.sanitizeHtml;
  });
}

export const loadedSanitizer = (): Sanitize | null => loaded;

/** Loads the sanitiser ahead, so a popup of operator HTML opens at its full size rather than growing. */
export function preloadSafeHtml(): Promise<unknown> {
  return loaded ? Promise.resolve() : loadSanitizer();
}
