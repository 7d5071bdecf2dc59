/*
 * Payment-method badges for the footer and the deposit page: each method's name set as a styled wordmark
 * in colours that recall it. They are drawn here, not copied from the brands' logo files (those are
 * trademarks), inline so they cost no request, and labelled with the method's name for screen readers.
 */
import type { ReactNode } from 'react';

export const paymentMethods = ['gcash', 'maya', 'instapay', 'cards'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const methodName: Record<PaymentMethod, string> = {
  gcash: 'GCash',
  maya: 'Maya',
  instapay: 'InstaPay',
  cards: 'Visa / Mastercard',
};

const font = 'system-ui,-apple-system,Segoe UI,Roboto,sans-serif';

/** A wide badge, 84 × 28 units. */
const wide: Record<PaymentMethod, ReactNode> = {
  gcash: (
    <>
      <rect width="84" height="28" rx="6" fill="#0a6cf0" />
      <circle cx="15" cy="14" r="7.5" fill="none" stroke="#fff" strokeWidth="2.4" />
      <circle cx="15" cy="14" r="3" fill="#fff" />
      <text x="27" y="19" fontSize="14" fontWeight="800" fill="#fff" fontFamily={font}>
        GCash
      </text>
    </>
  ),
  maya: (
    <>
      <rect width="84" height="28" rx="6" fill="#0d0d0d" />
      <text
        x="42"
        y="19.5"
        fontSize="16"
        fontWeight="800"
        fill="#3ee88f"
        textAnchor="middle"
        fontFamily={font}
      >
        maya
      </text>
    </>
  ),
  instapay: (
    <>
      <rect width="84" height="28" rx="6" fill="#14307a" />
      <path d="M9 17.5 13.5 8h3L12 17.5Z" fill="#f7b500" />
      <text x="20" y="18.5" fontSize="12" fontWeight="800" fill="#fff" fontFamily={font}>
        Insta
        <tspan fill="#f7b500">Pay</tspan>
      </text>
    </>
  ),
  cards: (
    <>
      <rect width="84" height="28" rx="6" fill="#fff" />
      <text
        x="6"
        y="18.5"
        fontSize="12.5"
        fontWeight="900"
        fontStyle="italic"
        fill="#1a1f71"
        fontFamily={font}
      >
        VISA
      </text>
      <rect x="41" y="6" width="1" height="16" fill="#cbd5e1" />
      <text x="46" y="13" fontSize="7" fontWeight="800" fill="#d9480f" fontFamily={font}>
        master
      </text>
      <text x="46" y="21" fontSize="7" fontWeight="800" fill="#d97706" fontFamily={font}>
        card
      </text>
    </>
  ),
};

/** A square badge, 40 × 40 units, for the deposit page's channel tiles. */
const square: Record<PaymentMethod, ReactNode> = {
  gcash: (
    <>
      <rect width="40" height="40" rx="8" fill="#0a6cf0" />
      {/* The mark alone: the tile writes "GCash" beside it, and the badge must not say it a second time. */}
      <circle cx="20" cy="20" r="11.5" fill="none" stroke="#fff" strokeWidth="3" />
      <text x="20" y="24.5" fontSize="13" fontWeight="900" fill="#fff" textAnchor="middle" fontFamily={font}>
        G
      </text>
    </>
  ),
  maya: (
    <>
      <rect width="40" height="40" rx="8" fill="#0d0d0d" />
      <text x="20" y="25" fontSize="13" fontWeight="800" fill="#3ee88f" textAnchor="middle" fontFamily={font}>
        maya
      </text>
    </>
  ),
  instapay: (
    <>
      <rect width="40" height="40" rx="8" fill="#14307a" />
      <text x="20" y="18" fontSize="10.5" fontWeight="800" fill="#fff" textAnchor="middle" fontFamily={font}>
        Insta
      </text>
      <text
        x="20"
        y="30"
        fontSize="10.5"
        fontWeight="800"
        fill="#f7b500"
        textAnchor="middle"
        fontFamily={font}
      >
        Pay
      </text>
    </>
  ),
  cards: (
    <>
      <rect width="40" height="40" rx="8" fill="#fff" />
      <text
        x="20"
        y="19"
        fontSize="12"
        fontWeight="900"
        fontStyle="italic"
        fill="#1a1f71"
        textAnchor="middle"
        fontFamily={font}
      >
        VISA
      </text>
      <text
        x="20"
        y="30"
        fontSize="6.5"
        fontWeight="800"
        fill="#d9480f"
        textAnchor="middle"
        fontFamily={font}
      >
        mastercard
      </text>
    </>
  ),
};

type PaymentLogoProps = {
  method: PaymentMethod;
  shape?: 'wide' | 'square';
  /** Height in CSS pixels; the width follows the shape. */
  height?: number;
  /** Decorative where the method's name is written beside the badge. */
  decorative?: boolean;
};

export function PaymentLogo({ method, shape = 'wide', height = 28, decorative = false }: PaymentLogoProps) {
  const [w, h] = shape === 'wide' ? [84, 28] : [40, 40];
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': methodName[method] } as const);
  return (
    <svg
      className="payment-logo"
      width={Math.round((height * w) / h)}
      height={height}
      viewBox={`0 0 ${w} ${h}`}
      focusable="false"
      {...a11y}
    >
      {shape === 'wide' ? wide[method] : square[method]}
    </svg>
  );
}
