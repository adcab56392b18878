import type { SVGProps } from 'react';

/**
 * The icons registered by name (spec §3): delete, document1, document2, download, home, more-icon, not-topped,
 * topped; and the site's own arrow-up (back to top), info and warning (components/layout/notice.tsx). Inline SVG on a 24×24 grid using `currentColor`, so they inherit text colour and ship no extra requests.
 */
const paths = {
  delete: 'M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h-2',
  document1: 'M6 2h8l5 5v15H6V2Zm8 1.5V8h4.5M9 12h7M9 15h7M9 18h5',
  document2: 'M5 3h10l4 4v14H5V3Zm3 6h8M8 12h8M8 15h8M8 18h4M15 3v4h4',
  download: 'M12 3v11m0 0-4-4m4 4 4-4M5 17v3h14v-3',
  home: 'M3 11 12 4l9 7M6 9.5V20h4v-6h4v6h4V9.5',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 8v5m0-8.5h.01',
  'more-icon': 'M5 12h.01M12 12h.01M19 12h.01',
  /** Back to top: an arrow up to a bar (the page's top). */
  'arrow-up': 'M12 20V9m0 0-5.5 5.5M12 9l5.5 5.5M5 4h14',
  'not-topped': 'M8 3h8l-1 6 3 3v2H6v-2l3-3-1-6Zm4 11v7M4 4l16 16',
  topped: 'M8 3h8l-1 6 3 3v2H6v-2l3-3-1-6Zm4 11v7',
  warning: 'M12 3 2 20h20L12 3Zm0 6v5m0 3h.01',
} as const;

export type IconName = keyof typeof paths;

/** Renders a registered icon. Decorative by default; pass `title` to give it an accessible name. */
export function Icon({
  name,
  title,
  size = 20,
  ...rest
}: { name: IconName; title?: string; size?: number } & SVGProps<SVGSVGElement>) {
  const dots = name === 'more-icon';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={dots ? 3.5 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      data-icon={name}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <path d={paths[name]} />
    </svg>
  );
}
