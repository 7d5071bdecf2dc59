/*
 * Google's tag (gtag.js), loaded only after the visitor accepted analytics cookies. The set-up calls
 * are made here rather than in an inline script, so the page's CSP needs no nonce: the server names
 * Google's origins in it when the brand has an analytics id (docs/decisions.md, Analytics).
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const googleTagOrigin = 'https://www.googletagmanager.com';

let started: string | null = null;

/* gtag.js reads the `arguments` objects themselves from the data layer, not arrays. */
function gtag(..._: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js needs the arguments object as it is.
  window.dataLayer.push(arguments);
}

/** Loads the tag once for this page, with consent for analytics storage and none for advertising. */
export function startGoogleTag(id: string): void {
  if (started === id) return;
  if (started === null) {
    gtag('consent', 'default', {
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    gtag('js', new Date());
    const script = document.createElement('script');
    script.async = true;
    script.src = `${googleTagOrigin}/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.append(script);
  } else {
    gtag('consent', 'update', { analytics_storage: 'granted' });
  }
  gtag('config', id);
  started = id;
}

/**
 * Consent withdrawn: the tag (if this page loaded it) stops storing and sending, and its cookies
 * (`_ga`, `_ga_<id>`) are removed from this site.
 */
export function stopGoogleTag(): void {
  if (started !== null) gtag('consent', 'update', { analytics_storage: 'denied' });
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (!/^_ga(_|$)/.test(name)) continue;
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = expired;
    document.cookie = `${expired}; domain=.${window.location.hostname}`;
  }
}

/** Tests start each case in a fresh page. */
export function forgetGoogleTag(): void {
  started = null;
  delete window.dataLayer;
}
