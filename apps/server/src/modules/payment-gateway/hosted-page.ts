import { fill, hostedPageLanguage, type HostedPageLanguage } from './hosted-page-text';
import type { GatewayPayment } from './sandbox-gateway';
import { sandboxGatewayPaths } from './sandbox-gateway';

/**
 * The hosted payment page. It obeys the site's Content-Security-Policy: no inline script or style,
 * one stylesheet from this origin, and a plain form that posts back here. It speaks the language the
 * site passes (`?language=UR`), English when it does not know it, right to left for Urdu.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function formatAmount(minorUnits: number, currency: string, tag: string): string {
  // English keeps the Philippine form (₱123.45) the demo's players know; other languages their own.
  const format = new Intl.NumberFormat(tag === 'en' ? 'en-PH' : tag, { style: 'currency', currency });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** decimals);
}

/** "GMT+8", "GMT-3:30", or "UTC" for a zone `offsetMinutes` east of UTC. */
function zoneName(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * A moment as the brand's players read their clocks ("2026-11-27 23:15 GMT+8"): the brand's zone,
 * not UTC, which a player in Manila would have to convert.
 */
export function formatBrandTime(date: Date, offsetMinutes: number): string {
  const local = new Date(date.getTime() + offsetMinutes * 60_000);
  return `${local.toISOString().replace('T', ' ').slice(0, 16)} ${zoneName(offsetMinutes)}`;
}

function layout(language: HostedPageLanguage, title: string, body: string): string {
  const { words } = language;
  return `<!doctype html>
<html lang="${language.tag}" dir="${language.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox Pay</title>
<link rel="stylesheet" href="${sandboxGatewayPaths.stylesheet}">
</head>
<body>
<main class="checkout">
<header class="checkout__brand"><span class="checkout__logo" aria-hidden="true">S</span><span dir="ltr">Sandbox Pay</span><span class="checkout__badge">${escapeHtml(words.testMode)}</span></header>
${body}
<p class="checkout__note">${escapeHtml(words.note)}</p>
</main>
</body>
</html>`;
}

function details(payment: GatewayPayment, language: HostedPageLanguage): string {
  const { words } = language;
  return `<dl class="checkout__details">
<div><dt>${escapeHtml(words.merchant)}</dt><dd><bdi>${escapeHtml(payment.merchantName)}</bdi></dd></div>
<div><dt>${escapeHtml(words.order)}</dt><dd class="checkout__mono" dir="ltr">${escapeHtml(payment.merchantOrderId)}</dd></div>
${payment.description ? `<div><dt>${escapeHtml(words.description)}</dt><dd><bdi>${escapeHtml(payment.description)}</bdi></dd></div>` : ''}
</dl>`;
}

/**
 * `timeZoneOffsetMinutes`: the brand's zone (settings 'brand'), in which the expiry is shown.
 * `languageCode`: the site's language (EN, UR, ...), passed on the page's address.
 */
export function checkoutPage(
  payment: GatewayPayment,
  expired: boolean,
  timeZoneOffsetMinutes: number,
  languageCode = 'EN',
): string {
  const language = hostedPageLanguage(languageCode);
  const { words } = language;
  const money = escapeHtml(formatAmount(payment.amount, payment.currency, language.tag));
  const amount = `<p class="checkout__amount"><span class="checkout__label">${escapeHtml(words.amountToPay)}</span><strong><bdi>${money}</bdi></strong></p>`;
  const merchant = `<bdi>${escapeHtml(payment.merchantName)}</bdi>`;
  const back = `<a class="checkout__button checkout__button--secondary" href="${escapeHtml(payment.returnUrl)}">${fill(escapeHtml(words.returnTo), { merchant })}</a>`;
  if (payment.status !== 'pending' || expired) {
    const [title, text, tone] =
      payment.status === 'paid'
        ? [words.paidTitle, words.paidText, 'ok']
        : payment.status === 'cancelled'
          ? [words.cancelledTitle, words.cancelledText, 'muted']
          : [words.expiredTitle, words.expiredText, 'muted'];
    return layout(
      language,
      title,
      `<section class="checkout__card">
<h1 class="checkout__title checkout__title--${tone}">${escapeHtml(title)}</h1>
${amount}
${details(payment, language)}
<p class="checkout__text">${escapeHtml(text)}</p>
<div class="checkout__actions">${back}</div>
</section>`,
    );
  }
  // The form posts back with the language, so a page shown again (an expired payment) keeps it.
  const action = escapeHtml(`/sandbox-gateway/pay/${payment.id}?language=${language.code}`);
  const time = `<bdi dir="ltr">${escapeHtml(formatBrandTime(payment.expiresAt, timeZoneOffsetMinutes))}</bdi>`;
  return layout(
    language,
    words.confirmTitle,
    `<section class="checkout__card">
<h1 class="checkout__title">${escapeHtml(words.confirmTitle)}</h1>
${amount}
${details(payment, language)}
<p class="checkout__text">${fill(escapeHtml(words.openUntil), { time })}</p>
<form class="checkout__actions" method="post" action="${action}">
<button class="checkout__button checkout__button--primary" type="submit" name="action" value="pay">${fill(
      escapeHtml(words.pay),
      { amount: `<bdi>${money}</bdi>` },
    )}</button>
<button class="checkout__button checkout__button--secondary" type="submit" name="action" value="cancel">${escapeHtml(words.cancel)}</button>
</form>
</section>`,
  );
}

export function notFoundPage(languageCode = 'EN'): string {
  const language = hostedPageLanguage(languageCode);
  const { words } = language;
  return layout(
    language,
    words.notFoundTitle,
    `<section class="checkout__card">
<h1 class="checkout__title checkout__title--muted">${escapeHtml(words.notFoundTitle)}</h1>
<p class="checkout__text">${escapeHtml(words.notFoundText)}</p>
</section>`,
  );
}

export const checkoutStylesheet = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1d2433;background:#eef1f6;display:flex;align-items:flex-start;justify-content:center}
.checkout{width:100%;max-width:440px;padding:32px 16px 24px}
.checkout__brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:18px;margin-bottom:16px;color:#23305c}
.checkout__logo{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:8px;background:#3b5bdb;color:#fff;font-size:18px}
.checkout__badge{margin-inline-start:auto;font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.04em;color:#8a5a00;background:#fff3cd;border:1px solid #f2d58a;border-radius:999px;padding:2px 10px}
.checkout__card{background:#fff;border-radius:16px;box-shadow:0 1px 2px rgba(16,24,40,.06),0 8px 24px rgba(16,24,40,.08);padding:24px}
.checkout__title{margin:0 0 16px;font-size:20px;line-height:1.3}
.checkout__title--ok{color:#1b7f4b}
.checkout__title--muted{color:#5b6475}
.checkout__amount{margin:0 0 20px;padding:16px;border-radius:12px;background:#f5f7fb;display:flex;flex-direction:column;gap:4px}
.checkout__label{font-size:13px;color:#5b6475}
.checkout__amount strong{font-size:30px;line-height:1.2;font-variant-numeric:tabular-nums}
.checkout__details{margin:0 0 16px;display:grid;gap:10px}
.checkout__details div{display:flex;justify-content:space-between;gap:16px;border-bottom:1px solid #edf0f5;padding-bottom:10px}
.checkout__details dt{color:#5b6475;font-size:14px}
.checkout__details dd{margin:0;font-weight:600;text-align:end;overflow-wrap:anywhere}
.checkout__mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:14px}
.checkout__text{margin:0 0 20px;color:#5b6475;font-size:14px}
.checkout__actions{display:grid;gap:10px;margin:0}
.checkout__button{display:block;width:100%;min-height:48px;padding:12px 16px;border-radius:10px;font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer;border:1px solid transparent}
.checkout__button--primary{background:#3b5bdb;color:#fff}
.checkout__button--primary:hover{background:#324fc4}
.checkout__button--secondary{background:#fff;color:#23305c;border-color:#cfd6e4}
.checkout__button--secondary:hover{background:#f5f7fb}
.checkout__button:focus-visible{outline:3px solid #91a7ff;outline-offset:2px}
.checkout__badge:lang(ur){letter-spacing:0}
.checkout__note{margin:16px 4px 0;font-size:12px;color:#525b6d;text-align:center}
@media (min-width:768px){.checkout{padding-top:72px}}
`;
