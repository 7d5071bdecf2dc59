/* Line icons drawn in currentColor, 24-unit grid; decorative unless given a label by their button. */
type IconProps = { className?: string };

const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const InfoIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </svg>
);

export const ShieldIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m8.8 12.2 2.2 2.2 4.3-4.6" />
  </svg>
);

export const HistoryIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <path d="M3.5 12a8.5 8.5 0 1 0 2.6-6.1L3.5 8.5" />
    <path d="M3.5 3.5v5h5M12 7.5V12l3 2" />
  </svg>
);

export const CloseIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const PlusIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const MinusIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <path d="M5 12h14" />
  </svg>
);

export const CopyIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </svg>
);

export const CheckIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
);

export const CrossIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <path d="M7 7l10 10M17 7 7 17" />
  </svg>
);

export const RotateIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <path d="M20 11a8 8 0 0 0-14.9-3.5L4 9" />
    <path d="M4 4v5h5M4 13a8 8 0 0 0 14.9 3.5L20 15" />
    <path d="M20 20v-5h-5" />
  </svg>
);

export const AutoIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <path d="M17 2.5 20.5 6 17 9.5" />
    <path d="M3.5 11.5V10a4 4 0 0 1 4-4h13" />
    <path d="M7 21.5 3.5 18 7 14.5" />
    <path d="M20.5 12.5V14a4 4 0 0 1-4 4h-13" />
  </svg>
);

export const ExternalIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </svg>
);

export const WalletIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a1 1 0 0 0 1-1v-3" />
    <path d="M20 8H14a3.5 3.5 0 0 0 0 7h6a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1Z" />
    <path d="M14.5 11.5h.01" />
  </svg>
);

export const AlertIcon = (p: IconProps) => (
  <svg {...base} className={p.className}>
    <path d="M12 3.5 2.5 20h19L12 3.5Z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </svg>
);

export const SpinIcon = (p: IconProps) => (
  <svg {...base} className={p.className} strokeWidth={2.4}>
    <path d="M20 12a8 8 0 1 1-2.34-5.66" />
    <path d="M20 4v5h-5" />
  </svg>
);
