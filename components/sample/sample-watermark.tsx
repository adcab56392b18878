'use client';

import { Watermark } from 'antd';
import type { ReactNode } from 'react';

/** Watermark constants of spec §9 / SITE.md §5. The text is the Chinese company name in both locales. */
export const watermarkDefaults = {
  content: '衡析科技',
  fontSize: 16,
  color: 'rgba(128, 128, 128, 0.2)',
  rotate: -20,
  zIndex: 9999,
  gap: [150, 150] as [number, number],
} as const;

/**
 * Tiles the company-name watermark over its children (antd `Watermark`, drawn to an image). Used on every
 * sample report and profile so a screenshot of a demo cannot pass as a real document.
 */
export function SampleWatermark({ children }: { children: ReactNode }) {
  return (
    <Watermark
      content={watermarkDefaults.content}
      font={{ fontSize: watermarkDefaults.fontSize, color: watermarkDefaults.color }}
      rotate={watermarkDefaults.rotate}
      zIndex={watermarkDefaults.zIndex}
      gap={watermarkDefaults.gap}
    >
      {children}
    </Watermark>
  );
}
