/* The chat page's line icons, drawn like components/icons.tsx (currentColor, 24-unit grid, decorative). */
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

export const EyeIcon = () => (
  <svg {...base} width={16} height={16}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

/* Points along the reading direction; mirrored for right-to-left pages in chat.css. */
export const SendIcon = () => (
  <svg {...base} className="chat-icon--directional">
    <path d="M4 12 20 4l-5 16-3-7-8-1Z" />
    <path d="m12 13 8-9" />
  </svg>
);

export const ArrowDownIcon = () => (
  <svg {...base} width={16} height={16}>
    <path d="M12 5v14M5.5 12.5 12 19l6.5-6.5" />
  </svg>
);
