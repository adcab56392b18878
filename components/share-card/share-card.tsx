/**
 * The share card template (1200 × 630, lib/share-card.ts): the brand mark and name, the page's section, its title and
 * what it offers, the site's host, and a small drawing of the product's risk board. Rendered to PNG by Next's
 * `ImageResponse` (satori), so it uses only what satori supports: flexbox, inline styles, no CSS classes.
 * Fonts: `shareCardFonts()` — Noto Sans for Latin text and punctuation first, Noto Sans SC for Chinese.
 */
import { fontBytes } from '@/lib/fonts';
import { brandMarkSvg } from '@/lib/brand-icon';

export interface ShareCardProps {
  /** The brand as displayed (衡析 · Hengxi). */
  brand: string;
  /** The page's section, e.g. 产品服务 / Services. */
  section: string;
  /** The page's title (its `metaTitle`). */
  title: string;
  /** What the page offers (its `metaDescription`). */
  summary: string;
  /** The site's host, e.g. www.hengxi.example. */
  host: string;
  /** The brand's line, e.g. "Enterprise risk intelligence for financial institutions". */
  tagline: string;
}

const navy = '#0a2540';
const blue = '#0b4f8a';
const mint = '#7fd1c3';

/** The fonts for `ImageResponse`: Latin first (curly quotes and dashes at Latin widths), then CJK. */
export function shareCardFonts() {
  return [
    { name: 'Noto Sans', data: fontBytes('latin', 400), weight: 400 as const, style: 'normal' as const },
    { name: 'Noto Sans', data: fontBytes('latin', 700), weight: 700 as const, style: 'normal' as const },
    { name: 'Noto Sans SC', data: fontBytes('cjk', 400), weight: 400 as const, style: 'normal' as const },
    { name: 'Noto Sans SC', data: fontBytes('cjk', 700), weight: 700 as const, style: 'normal' as const },
  ];
}

const bars = [
  { h: 46, c: mint },
  { h: 82, c: '#ffffff' },
  { h: 60, c: mint },
  { h: 118, c: '#f5b94c' },
  { h: 74, c: '#ffffff' },
];

/** One card; every text is already in the page's locale. */
export function ShareCard({ brand, section, title, summary, host, tagline }: ShareCardProps) {
  const mark = `data:image/svg+xml;base64,${Buffer.from(brandMarkSvg).toString('base64')}`;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: `linear-gradient(135deg, ${navy} 0%, ${blue} 100%)`,
        color: '#ffffff',
        padding: '56px 72px',
        fontFamily: '"Noto Sans", "Noto Sans SC"',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
          <img src={mark} width={64} height={64} alt="" />
          <div style={{ display: 'flex', fontSize: 34, fontWeight: 700, marginLeft: 20 }}>{brand}</div>
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: 24,
            padding: '8px 22px',
            borderRadius: 999,
            border: `2px solid ${mint}`,
            color: mint,
          }}
        >
          {section}
        </div>
      </div>
      <div style={{ display: 'flex', flex: 1, alignItems: 'center' }}>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, paddingRight: 48 }}>
          <div style={{ display: 'block', fontSize: 52, fontWeight: 700, lineHeight: 1.2, lineClamp: 3 }}>{title}</div>
          <div
            style={{
              display: 'block',
              fontSize: 26,
              lineHeight: 1.5,
              marginTop: 20,
              color: '#d6e4f2',
              lineClamp: 3,
            }}
          >
            {summary}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'flex-end',
            width: 220,
            height: 170,
            padding: '20px 22px',
            borderRadius: 20,
            background: 'rgba(255,255,255,0.08)',
            border: '2px solid rgba(255,255,255,0.18)',
          }}
        >
          {bars.map((b, i) => (
            <div
              key={i}
              style={{
                display: 'flex',
                width: 24,
                height: b.h,
                marginRight: i < bars.length - 1 ? 12 : 0,
                borderRadius: 5,
                background: b.c,
              }}
            />
          ))}
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 24, color: '#b7cde3' }}>
        <div style={{ display: 'flex' }}>{tagline}</div>
        <div style={{ display: 'flex' }}>{host}</div>
      </div>
    </div>
  );
}
