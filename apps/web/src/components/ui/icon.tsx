import type { ReactElement } from 'react';

/*
 * Line icons drawn on a 24-unit grid; inline so they cost no request and obey currentColor. These are
 * the ones the always-loaded shell and home route draw, so they ride in the entry chunk; a shape only
 * lazy screens draw belongs in icon-shapes.tsx (or a feature's own module), which those screens import.
 */
const paths = {
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3.5 22 20.5H2Z" />
      <path d="M12 10v4.5M12 17.5v.5" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </>
  ),
  close: <path d="m6 6 12 12M18 6 6 18" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  'chevron-start': <path d="m15 5-7 7 7 7" />,
  'chevron-end': <path d="m9 5 7 7-7 7" />,
  'chevron-down': <path d="m5 9 7 7 7-7" />,
  'arrow-up': <path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />,
  deposit: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M3 10h18M12 13v4M10 15h4" />
    </>
  ),
  withdraw: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M3 10h18M9.5 15h5" />
    </>
  ),
  agent: (
    <>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M3 19.5c.7-3.3 3-5 6-5s5.3 1.7 6 5" />
      <circle cx="17.5" cy="9.5" r="2.5" />
      <path d="M16.5 14.2c2.3.2 3.8 1.7 4.5 4.3" />
    </>
  ),
  gift: (
    <>
      <rect x="3.5" y="9" width="17" height="11" rx="1.5" />
      <path d="M3.5 13h17M12 9v11M12 9c-1.5-3.5-5.5-4-5.5-1.5S10 9 12 9Zm0 0c1.5-3.5 5.5-4 5.5-1.5S14 9 12 9Z" />
    </>
  ),
  game: (
    <>
      <rect x="2.5" y="7" width="19" height="11" rx="5.5" />
      <path d="M7.5 10.5v4M5.5 12.5h4M15.5 11.5v.5M17.5 13.5v.5" />
    </>
  ),
  download: <path d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" />,
  headset: (
    <>
      <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
      <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M18.5 19c0 1.5-1.5 2-4 2" />
    </>
  ),
  telegram: <path d="m3.5 11.5 16.5-7-3 15.5-5-4-2.5 3v-4.5l7.5-7-9.5 5.5Z" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9S9.5 5.7 12 3Z" />
    </>
  ),
  megaphone: (
    <>
      <path d="M3.5 10v4h3l7 4.5v-13l-7 4.5Z" />
      <path d="M17 9a4 4 0 0 1 0 6M6.5 14l1.5 5.5h2.5L9.5 15" />
    </>
  ),
  coins: (
    <>
      <ellipse cx="9" cy="7" rx="5.5" ry="2.5" />
      <path d="M3.5 7v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5V7" />
      <path d="M9.5 15.5c.9 1 3 1.5 5 1.5 3 0 5.5-1.1 5.5-2.5v-4c0-1.4-2.5-2.5-5.5-2.5" />
      <path d="M9.5 15.5v3c.9 1 3 1.5 5 1.5 3 0 5.5-1.1 5.5-2.5v-3" />
    </>
  ),
  fish: (
    <>
      <path d="M3 12c3-4.5 7.5-6 11-4.5 2.3 1 4 2.8 5 4.5-1 1.7-2.7 3.5-5 4.5C10.5 18 6 16.5 3 12Z" />
      <path d="M3 12 1.5 8.5M3 12l-1.5 3.5M15.5 11v.5" />
    </>
  ),
  cards: (
    <>
      <rect x="3.5" y="5" width="10" height="14" rx="1.5" transform="rotate(-10 8.5 12)" />
      <path d="M13 5.5h4.5a1.5 1.5 0 0 1 1.5 1.5v11a1.5 1.5 0 0 1-1.5 1.5H13" />
      <path d="m8.5 10 1.5 2-1.5 2-1.5-2Z" />
    </>
  ),
  ball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 3.5 2.5-1.3 4h-4.4L8.5 10Z" />
      <path d="M12 7.5V3.5M15.5 10l4-1.5M14.2 14l2.3 3.5M9.8 14l-2.3 3.5M8.5 10l-4-1.5" />
    </>
  ),
  ticket: (
    <>
      <path d="M3.5 7.5h17v3a1.5 1.5 0 0 0 0 3v3h-17v-3a1.5 1.5 0 0 0 0-3Z" />
      <path d="M14.5 7.5v9" strokeDasharray="1.5 2" />
    </>
  ),
  // VIP (the side menu's entry and the member centre's page).
  crown: <path d="M4 8.5 8 12l4-6.5 4 6.5 4-3.5-1.5 10h-13ZM6.5 21h11" />,
  trophy: (
    <>
      <path d="M7.5 4.5h9v5a4.5 4.5 0 0 1-9 0Z" />
      <path d="M7.5 6.5h-3a3 3 0 0 0 3 4M16.5 6.5h3a3 3 0 0 1-3 4M12 14v3.5M8.5 20h7M9.5 17.5h5v2.5h-5Z" />
    </>
  ),
  dice: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3.5" />
      <path d="M8.5 8.5v.5M15.5 8.5v.5M12 12v.5M8.5 15.5v.5M15.5 15.5v.5" />
    </>
  ),
  video: (
    <>
      <rect x="3" y="6.5" width="13" height="11" rx="2" />
      <path d="m16 10.5 5-3v9l-5-3Z" />
    </>
  ),
  facebook: (
    <path d="M14 21v-7.5h2.7l.4-3.2H14V8.4c0-.9.3-1.6 1.6-1.6h1.6V4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.4H8.1v3.2h2.7V21" />
  ),
  tiktok: (
    <path d="M14.5 3.5c.4 2.6 2 4.2 4.5 4.4v3.2a7.6 7.6 0 0 1-4.4-1.4v6.1a5.6 5.6 0 1 1-5.6-5.6h.5v3.3a2.4 2.4 0 1 0 1.8 2.3V3.5Z" />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3Z" />
    </>
  ),
  twitter: <path d="M4 4.5h4.5l11.5 15h-4.5ZM19.5 4.5l-6.4 7M4.5 19.5l6.4-7" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7v.5" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof paths;

/** A shape kept outside the shell's set (icon-shapes.tsx, a feature's module), passed by import. */
export type IconShape = ReactElement;

/** One of the shell's icons by name, or a shape from icon-shapes.tsx or a feature's own module. */
type IconProps = { name: IconName | IconShape; className?: string; size?: number };

/**
 * Decorative by default: the control around it carries the accessible name. Whatever the form of the
 * shape, it matches the shell's icons in grid, stroke and size.
 */
export function Icon({ name, className, size = 20 }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {typeof name === 'string' ? paths[name] : name}
    </svg>
  );
}
