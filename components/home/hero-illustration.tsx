import styles from './home.module.css';

/**
 * Decorative hero artwork for the home page: a report panel holding a relationship graph (one dashed hidden link),
 * a rising trend over bars, and a risk gauge, with a floating "verified" card. Purely visual: `aria-hidden`, no text.
 */
export function HeroIllustration() {
  return (
    <svg className={styles.heroArt} viewBox="0 0 480 380" width="480" height="380" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hx-hero-gauge" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#0f7b6c" />
          <stop offset="1" stopColor="#0b4f8a" />
        </linearGradient>
        <linearGradient id="hx-hero-area" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#0f7b6c" stopOpacity="0.22" />
          <stop offset="1" stopColor="#0f7b6c" stopOpacity="0" />
        </linearGradient>
      </defs>

      {/* Report panel */}
      <rect x="30" y="44" width="410" height="312" rx="18" fill="#ffffff" stroke="#d5dce5" />
      <path d="M30 62a18 18 0 0 1 18-18h374a18 18 0 0 1 18 18v26H30z" fill="#e8f1fa" />
      <circle cx="54" cy="66" r="5" fill="#b6c2d1" />
      <circle cx="70" cy="66" r="5" fill="#b6c2d1" />
      <circle cx="86" cy="66" r="5" fill="#b6c2d1" />
      <rect x="110" y="61" width="130" height="10" rx="5" fill="#c7d8ea" />

      {/* Relationship graph */}
      <g stroke="#8fb3d6" strokeWidth="2">
        <line x1="140" y1="190" x2="82" y2="134" />
        <line x1="140" y1="190" x2="206" y2="130" />
        <line x1="140" y1="190" x2="78" y2="246" />
        <line x1="140" y1="190" x2="204" y2="250" />
        <line x1="206" y1="130" x2="204" y2="250" />
      </g>
      <line x1="82" y1="134" x2="78" y2="246" stroke="#b42318" strokeWidth="2" strokeDasharray="5 5" />
      <circle cx="140" cy="190" r="20" fill="#0b4f8a" />
      <path d="M131 190h18M140 182v6" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="82" cy="134" r="12" fill="#ffffff" stroke="#0b4f8a" strokeWidth="2.5" />
      <circle cx="206" cy="130" r="12" fill="#7fd1c3" />
      <circle cx="78" cy="246" r="12" fill="#ffffff" stroke="#0b4f8a" strokeWidth="2.5" />
      <circle cx="204" cy="250" r="12" fill="#7fd1c3" />

      {/* Trend chart */}
      <line x1="262" y1="262" x2="412" y2="262" stroke="#d5dce5" strokeWidth="2" />
      <g fill="#e8f1fa">
        <rect x="270" y="210" width="18" height="52" rx="3" />
        <rect x="300" y="190" width="18" height="72" rx="3" />
        <rect x="330" y="200" width="18" height="62" rx="3" />
        <rect x="360" y="166" width="18" height="96" rx="3" />
        <rect x="390" y="146" width="18" height="116" rx="3" />
      </g>
      <path d="M279 200L309 176L339 184L369 146L399 124V262H279Z" fill="url(#hx-hero-area)" />
      <polyline
        points="279,200 309,176 339,184 369,146 399,124"
        fill="none"
        stroke="#0f7b6c"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="399" cy="124" r="5" fill="#0f7b6c" />

      {/* Risk gauge */}
      <rect x="62" y="300" width="346" height="12" rx="6" fill="#eef2f6" />
      <rect x="62" y="300" width="226" height="12" rx="6" fill="url(#hx-hero-gauge)" />
      <circle cx="288" cy="306" r="9" fill="#ffffff" stroke="#0b4f8a" strokeWidth="3" />
      <rect x="62" y="324" width="90" height="8" rx="4" fill="#d5dce5" />
      <rect x="318" y="324" width="90" height="8" rx="4" fill="#d5dce5" />

      {/* Floating verified card */}
      <g>
        <rect x="300" y="14" width="160" height="62" rx="12" fill="#ffffff" stroke="#d5dce5" />
        <circle cx="328" cy="45" r="14" fill="#0f7b6c" />
        <path
          d="M321 45l5 5 9-10"
          fill="none"
          stroke="#ffffff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="352" y="34" width="86" height="8" rx="4" fill="#0b4f8a" />
        <rect x="352" y="49" width="60" height="8" rx="4" fill="#c7d8ea" />
      </g>
    </svg>
  );
}
