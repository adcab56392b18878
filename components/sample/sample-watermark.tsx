import type { ReactNode } from 'react';
import { watermarkDefaults } from '@/lib/watermark';
import styles from './sample-watermark.module.css';

const { content, fontSize, color, rotate, zIndex, gap } = watermarkDefaults;

/**
 * The watermark tile as an SVG image (spec: "image type"): the text at font size 16, grey at 0.2 opacity, rotated
 * −20°, in cells of text width + gap (150 × 150 px), staggered over two rows like antd's `Watermark`. The text is
 * drawn by the browser's own CJK font (the image cannot load web fonts; Noto Sans CJK / the system's).
 */
function tileImage(): { url: string; size: string } {
  const textWidth = Array.from(content).length * fontSize;
  const cellW = textWidth + gap[0];
  const cellH = Math.round(fontSize * 1.5) + gap[1];
  const text = (x: number, y: number) => `<text transform="translate(${x} ${y}) rotate(${rotate})">${content}</text>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${2 * cellW}" height="${2 * cellH}">` +
    `<g font-family="sans-serif" font-size="${fontSize}" fill="${color}" text-anchor="middle" dominant-baseline="middle">` +
    text(cellW / 2, cellH / 2) +
    text((3 * cellW) / 2, (3 * cellH) / 2) +
    `</g></svg>`;
  return { url: `url("data:image/svg+xml,${encodeURIComponent(svg)}")`, size: `${2 * cellW}px ${2 * cellH}px` };
}

const tile = tileImage();

/**
 * Tiles the company-name watermark (lib/watermark.ts: spec §9 / SITE.md §5 defaults) over its children. Used on
 * every sample report and profile so a screenshot or printout of a demo cannot pass as a real document.
 *
 * Decision (issue 10 item 6): drawn as a server-rendered SVG background image instead of antd's `Watermark`,
 * with the same defaults. antd's component draws to a canvas on the client, so it needed antd's ConfigProvider and
 * CSS-in-JS runtime (~48 KiB gzip and their start-up work) in every profile and report page's first load; this
 * one costs no JavaScript, shows in the first paint, and prints. The overlay ignores the pointer and is hidden
 * from assistive technology, as antd's is.
 */
export function SampleWatermark({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      {children}
      <div
        aria-hidden="true"
        data-watermark={content}
        className={styles.mark}
        style={{ zIndex, backgroundImage: tile.url, backgroundSize: tile.size }}
      />
    </div>
  );
}
