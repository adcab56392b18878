/**
 * The brand mark: a balance beam over an analysis bar chart (衡 = weigh, 析 = analyse). Inline SVG, decorative;
 * the accessible name comes from the text or link around it.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b4f8a" />
      <path d="M7 11h18" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path d="M16 7v4" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <rect x="8" y="17" width="4" height="8" rx="1" fill="#7fd1c3" />
      <rect x="14" y="14" width="4" height="11" rx="1" fill="#fff" />
      <rect x="20" y="19" width="4" height="6" rx="1" fill="#7fd1c3" />
    </svg>
  );
}
