'use client';

import { Watermark } from 'antd';
import type { ReactNode } from 'react';
import { watermarkDefaults } from '@/lib/watermark';

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
