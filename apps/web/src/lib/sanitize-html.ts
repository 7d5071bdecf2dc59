import DOMPurify from 'dompurify';

/*
 * Announcement, promotion and help bodies are operator-written HTML. Besides removing scripts,
 * this strips what the site's CSP would refuse anyway (inline styles, images from other origins),
 * so such content degrades quietly instead of filling the console with violations.
 */

function isAllowedImageSource(src: string): boolean {
  if (src.startsWith('data:image/')) return true;
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

let hooksInstalled = false;

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/i)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!isAllowedImageSource(src)) node.remove();
      else node.setAttribute('loading', 'lazy');
    }
  });
}

/*
 * Chromium reports a CSP violation for every inline handler as soon as HTML holding one is parsed,
 * even into a document that never runs it (DOMPurify's own parse included). Dropping `on…=`
 * attributes from the text first keeps such content quiet; DOMPurify still does the sanitising.
 */
const inlineHandler = /(<[a-z][^>]*?)\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

function withoutInlineHandlers(html: string): string {
  let previous;
  let current = html;
  do {
    previous = current;
    current = current.replace(inlineHandler, '$1');
  } while (current !== previous);
  return current;
}

export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(withoutInlineHandlers(html), {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style', 'srcset'],
  });
}
