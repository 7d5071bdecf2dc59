import { symbolGradients } from './symbol-gradients';

/*
 * The reel symbols, drawn once as <symbol>s with their gradients and used by reference (<use>), so a
 * reel of forty symbols costs forty tiny elements. The sprite is sized to nothing rather than hidden:
 * browsers do not paint gradients defined inside display:none.
 */
export function SymbolSprite() {
  return (
    <svg className="symbol-sprite" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {symbolGradients.map((gradient) => {
          const stops = gradient.stops.map(([offset, color, opacity]) => (
            <stop key={offset} offset={offset} stopColor={color} stopOpacity={opacity} />
          ));
          return 'radial' in gradient ? (
            <radialGradient key={gradient.id} id={gradient.id} {...gradient.radial}>
              {stops}
            </radialGradient>
          ) : (
            <linearGradient key={gradient.id} id={gradient.id} {...gradient.linear}>
              {stops}
            </linearGradient>
          );
        })}
      </defs>

      <symbol id="sym-CHERRY" viewBox="0 0 100 100">
        <path
          d="M52 14c-6 14-18 30-24 46M52 14c4 16 14 30 22 44"
          stroke="#2f7a2a"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M52 14c10-8 24-8 32 2-10 6-22 6-32-2Z" fill="url(#g-leaf)" />
        <circle cx="30" cy="68" r="19" fill="url(#g-red)" />
        <circle cx="72" cy="66" r="19" fill="url(#g-red)" />
        <ellipse cx="24" cy="61" rx="5" ry="3.5" fill="#fff" opacity="0.7" />
        <ellipse cx="66" cy="59" rx="5" ry="3.5" fill="#fff" opacity="0.7" />
      </symbol>

      <symbol id="sym-LEMON" viewBox="0 0 100 100">
        <path
          d="M12 52c4-18 20-32 38-32s34 14 38 32c-4 18-20 30-38 30S16 70 12 52Z"
          fill="url(#g-yellow)"
          transform="rotate(-18 50 52)"
        />
        <path d="M8 58l8-4M92 44l-8 4" stroke="#c88d00" strokeWidth="5" strokeLinecap="round" />
        <ellipse cx="38" cy="40" rx="10" ry="5" fill="#fff" opacity="0.55" transform="rotate(-25 38 40)" />
      </symbol>

      <symbol id="sym-ORANGE" viewBox="0 0 100 100">
        <circle cx="50" cy="56" r="34" fill="url(#g-orange)" />
        <path d="M50 24c2-8 10-12 20-10-2 9-10 13-20 10Z" fill="url(#g-leaf)" />
        <path d="M50 24v-6" stroke="#2f7a2a" strokeWidth="4" strokeLinecap="round" />
        <g fill="#a84200" opacity="0.35">
          <circle cx="36" cy="62" r="1.8" />
          <circle cx="60" cy="70" r="1.8" />
          <circle cx="66" cy="50" r="1.8" />
          <circle cx="48" cy="76" r="1.8" />
          <circle cx="72" cy="62" r="1.8" />
        </g>
        <ellipse cx="38" cy="42" rx="9" ry="6" fill="#fff" opacity="0.5" />
      </symbol>

      <symbol id="sym-PLUM" viewBox="0 0 100 100">
        <path d="M50 24c22 0 34 16 34 34S70 88 50 88 16 76 16 58s12-34 34-34Z" fill="url(#g-plum)" />
        <path d="M50 26c-2 20-2 42 0 60" stroke="#2a0750" strokeWidth="2" opacity="0.5" fill="none" />
        <path d="M50 26c2-8 0-14-4-18" stroke="#5a3a1a" strokeWidth="4" fill="none" strokeLinecap="round" />
        <path d="M52 20c8-8 20-8 26-2-8 6-18 6-26 2Z" fill="url(#g-leaf)" />
        <ellipse cx="34" cy="46" rx="7" ry="10" fill="#fff" opacity="0.4" transform="rotate(20 34 46)" />
      </symbol>

      <symbol id="sym-BELL" viewBox="0 0 100 100">
        <path
          d="M50 12c4 0 6 3 6 6 14 4 20 16 20 30 0 14 4 20 10 26H14c6-6 10-12 10-26 0-14 6-26 20-30 0-3 2-6 6-6Z"
          fill="url(#g-gold)"
          stroke="#8a5200"
          strokeWidth="2"
        />
        <rect x="12" y="72" width="76" height="8" rx="4" fill="#e09a10" stroke="#8a5200" strokeWidth="2" />
        <circle cx="50" cy="86" r="7" fill="url(#g-gold)" stroke="#8a5200" strokeWidth="2" />
        <path d="M36 34c-4 8-4 18-4 26" stroke="#fff" strokeWidth="5" strokeLinecap="round" opacity="0.55" />
      </symbol>

      <symbol id="sym-SEVEN" viewBox="0 0 100 100">
        <path
          d="M20 14h62v14L52 88H32l28-56H34v8H20Z"
          fill="url(#g-seven)"
          stroke="url(#g-gold)"
          strokeWidth="5"
          strokeLinejoin="round"
        />
        <path d="M26 20h48" stroke="#fff" strokeWidth="3" opacity="0.5" strokeLinecap="round" />
      </symbol>

      <symbol id="sym-WILD" viewBox="0 0 100 100">
        <LabelPlate
          label="WILD"
          plate={{ y: 22, height: 56, rx: 14, fill: 'url(#g-wild)' }}
          text={{ fontSize: 26, fill: '#fff', letterSpacing: 1 }}
        />
        <path d="M50 6l4 10 10 1-8 6 3 10-9-6-9 6 3-10-8-6 10-1Z" fill="url(#g-gold)" />
      </symbol>

      <symbol id="sym-STAR" viewBox="0 0 100 100">
        <circle cx="50" cy="52" r="44" fill="url(#g-glow)" />
        <path
          d="M50 10l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3Z"
          fill="url(#g-gold)"
          stroke="#b26a00"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M50 24l5 12" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity="0.6" />
      </symbol>

      <symbol id="sym-GEM" viewBox="0 0 100 100">
        <path
          d="M30 18h40l20 22-40 46-40-46Z"
          fill="url(#g-gem)"
          stroke="#0c7a5a"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path
          d="M10 40h80M30 18l8 22 12 46 12-46 8-22M38 40l12-22 12 22"
          fill="none"
          stroke="#d9fff1"
          strokeWidth="2"
          opacity="0.6"
          strokeLinejoin="round"
        />
        <path d="M34 24l-6 12" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity="0.8" />
      </symbol>

      <symbol id="sym-MINE" viewBox="0 0 100 100">
        <g stroke="#2a2f45" strokeWidth="7" strokeLinecap="round">
          <path d="M50 10v14M50 76v14M10 50h14M76 50h14M22 22l10 10M68 68l10 10M78 22 68 32M32 68 22 78" />
        </g>
        <circle cx="50" cy="50" r="28" fill="url(#g-mine)" />
        <circle cx="40" cy="40" r="7" fill="#fff" opacity="0.55" />
        <circle cx="50" cy="50" r="28" fill="none" stroke="#ff5d73" strokeWidth="2" opacity="0.6" />
      </symbol>

      <symbol id="sym-BAR" viewBox="0 0 100 100">
        <LabelPlate
          label="BAR"
          plate={{ y: 30, height: 40, rx: 8, fill: 'url(#g-bar)' }}
          text={{ fontSize: 28, fill: 'url(#g-gold)', letterSpacing: 2 }}
        />
      </symbol>
    </svg>
  );
}

/** A word symbol (WILD, BAR): a plate with a gold rim, the word in heavy type across its middle. */
function LabelPlate(props: {
  label: string;
  plate: { y: number; height: number; rx: number; fill: string };
  text: { fontSize: number; fill: string; letterSpacing: number };
}) {
  return (
    <>
      <rect x="8" width="84" {...props.plate} stroke="url(#g-gold)" strokeWidth="4" />
      <text
        x="50"
        y="60"
        textAnchor="middle"
        fontWeight="900"
        fontFamily="system-ui, sans-serif"
        {...props.text}
      >
        {props.label}
      </text>
    </>
  );
}

/** One reel symbol by name (CHERRY, SEVEN, ...), decorative: its name is given by the cell around it. */
export function SymbolArt(props: { symbol: string; className?: string }) {
  return (
    <svg className={props.className} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <use href={`#sym-${props.symbol}`} />
    </svg>
  );
}
