/** A small red envelope with a gold seal: the announcement's emblem (decorative). */
export function EnvelopeMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 60" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="envelope-mark-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8283f" />
          <stop offset="1" stopColor="#a50d22" />
        </linearGradient>
        <linearGradient id="envelope-mark-seal" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#d99a1e" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="44" height="56" rx="6" fill="url(#envelope-mark-body)" />
      <path d="M2 8a6 6 0 0 1 6-6h32a6 6 0 0 1 6 6v6c-6 7-14 11-22 11S8 21 2 14z" fill="#c0162e" />
      <path d="M2 14c6 7 14 11 22 11s16-4 22-11" fill="none" stroke="#7d0a1a" strokeWidth="1.5" />
      <circle cx="24" cy="25" r="8" fill="url(#envelope-mark-seal)" stroke="#fff3c4" strokeWidth="1" />
      <path d="M24 20.5l1.4 2.9 3.1.4-2.3 2.2.6 3.1-2.8-1.5-2.8 1.5.6-3.1-2.3-2.2 3.1-.4z" fill="#a5650e" />
    </svg>
  );
}
