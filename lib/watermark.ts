/**
 * Watermark constants of spec §9 / SITE.md §5, shared by the on-screen watermark (a server-rendered SVG tile,
 * components/sample/sample-watermark.tsx) and the PDF reports (lib/pdf). The text is the Chinese company name in
 * both locales.
 */
export const watermarkDefaults = {
  content: '衡析科技',
  fontSize: 16,
  color: 'rgba(128, 128, 128, 0.2)',
  rotate: -20,
  zIndex: 9999,
  gap: [150, 150] as [number, number],
} as const;
