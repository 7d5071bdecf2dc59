import { useId } from 'react';
import './vip-crest.css';

/** The colour family of a rank: bronze, silver, gold, platinum, then diamond for every rank above. */
export function tierOf(rank: number): string {
  if (rank <= 0) return 'none';
  return ['bronze', 'silver', 'gold', 'platinum'][rank - 1] ?? 'diamond';
}

/**
 * A level's crest: a cut gem in its tier's colours (bronze, silver, gold, platinum, diamond) with the
 * rank on it. Decorative: the level's name is always written beside it.
 */
export function VipCrest({ rank, size }: { rank: number; size: number }) {
  const gradient = useId();
  const tier = tierOf(rank);
  return (
    <svg
      className="vip-crest"
      data-tier={tier}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="vip-crest__light" />
          <stop offset="1" className="vip-crest__dark" />
        </linearGradient>
      </defs>
      <path d="M24 3 42 13v22L24 45 6 35V13Z" fill={`url(#${gradient})`} className="vip-crest__gem" />
      <path d="M24 9 37 16.5v15L24 39 11 31.5v-15Z" className="vip-crest__facet" />
      <path d="M11 16.5 24 24l13-7.5M24 24v15" className="vip-crest__cut" />
      <text x="24" y="28.5" textAnchor="middle" className="vip-crest__rank">
        {rank > 0 ? rank : '–'}
      </text>
    </svg>
  );
}
