import { useEffect, useMemo, useState } from 'react';
import { loadedSanitizer, loadSanitizer, type Sanitize } from './sanitizer';
import './safe-html.css';

type SafeHtmlProps = { html: string; className?: string; id?: string };

function useSanitizer(): Sanitize | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(loadedSanitizer);
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

/**
 * Operator-written HTML (announcements, promotions, help), sanitised before it touches the DOM. Its
 * direction comes from its own text (dir="auto"): an English article on an Urdu page keeps its full
 * stops at the end and its lines aligned left.
 */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const sanitize = useSanitizer();
  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  const classes = `rich-text ${className ?? ''}`;
  if (clean === null) return <div id={id} className={classes} dir="auto" aria-busy="true" />;
  return <div id={id} className={classes} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
