import { useEffect, useMemo, useState } from 'react';
import './safe-html.css';

type SafeHtmlProps = { html: string; className?: string; id?: string };
type Sanitize = (html: string) => string;

/* DOMPurify is only needed once some operator HTML is shown, so it stays out of the first download. */
let loaded: Sanitize | null = null;
const loadSanitizer = () =>
  import('@/lib/sanitize-html').then((module) => {
    loaded = module.sanitizeHtml;
    return module.sanitizeHtml;
  });

/** Loads the sanitiser ahead, so a popup of operator HTML opens at its full size rather than growing. */
export function preloadSafeHtml(): Promise<unknown> {
  return loaded ? Promise.resolve() : loadSanitizer();
}

function useSanitizer(): Sanitize | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    void loadSanitizer().then((fn) => {
      if (live) setSanitize(() => fn);
    });
    return () => {
      live = false;
    };
  }, [sanitize]);
  return sanitize;
}

/** Operator-written HTML (announcements, promotions, help), sanitised before it touches the DOM. */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const sanitize = useSanitizer();
  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  const classes = `rich-text ${className ?? ''}`;
  if (clean === null) return <div id={id} className={classes} aria-busy="true" />;
  return <div id={id} className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
