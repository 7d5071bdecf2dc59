/** One colour stop: where it sits along the gradient (0 to 1), its colour and, when not opaque, its opacity. */
type Stop = readonly [offset: number, color: string, opacity?: number];

type Radial = { cx: string; cy: string; r: string };
type Linear = { x1: number; y1: number; x2: number; y2: number };

/** A gradient the reel symbols fill with (fill="url(#id)"): radial or linear within the symbol's box. */
export type SymbolGradient = { id: string; stops: readonly Stop[] } & (
  { radial: Radial } | { linear: Linear }
);

const radial = (id: string, radial: Radial, ...stops: Stop[]): SymbolGradient => ({ id, radial, stops });
const linear = (id: string, linear: Linear, ...stops: Stop[]): SymbolGradient => ({ id, linear, stops });

const downwards = { x1: 0, y1: 0, x2: 0, y2: 1 };
const diagonal = { x1: 0, y1: 0, x2: 1, y2: 1 };
/* Lit from the upper left, as a shiny fruit is. */
const upperLeft = (r: string) => ({ cx: '35%', cy: '30%', r });

/* One line a gradient, so the palette reads as a table; the sprite draws them all alike. */
export const symbolGradients: readonly SymbolGradient[] = [
  radial('g-red', upperLeft('75%'), [0, '#ff9aa6'], [0.45, '#f0243f'], [1, '#8e0b22']),
  radial('g-yellow', upperLeft('80%'), [0, '#fff7b8'], [0.5, '#ffd92e'], [1, '#d69a00']),
  radial('g-orange', upperLeft('80%'), [0, '#ffd49a'], [0.5, '#ff8a1a'], [1, '#c24e00']),
  radial('g-plum', upperLeft('80%'), [0, '#e2b8ff'], [0.5, '#8d3ad6'], [1, '#3f0f73']),
  linear('g-gold', downwards, [0, '#fff1b0'], [0.5, '#ffc94d'], [1, '#c77c00']),
  linear('g-seven', downwards, [0, '#ff7a8a'], [0.55, '#e3102d'], [1, '#7d0015']),
  linear('g-wild', diagonal, [0, '#ff6bd6'], [0.5, '#8b4dff'], [1, '#2f6bff']),
  linear('g-leaf', diagonal, [0, '#9cf27a'], [1, '#1f8a3a']),
  radial('g-glow', { cx: '50%', cy: '50%', r: '50%' }, [0, '#ffd978', 0.55], [1, '#ffd978', 0]),
  linear('g-gem', diagonal, [0, '#b6ffe4'], [0.45, '#36e39a'], [1, '#0a8a5e']),
  radial('g-mine', { cx: '38%', cy: '35%', r: '75%' }, [0, '#6b7396'], [0.5, '#262b44'], [1, '#0b0d18']),
  linear('g-bar', downwards, [0, '#3b4466'], [1, '#0e1226']),
];
