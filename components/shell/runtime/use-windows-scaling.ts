'use client';

import { useEffect } from 'react';
import { estimateBrowserZoom, isWindows, windowsBodyZoom } from '@/lib/runtime/windows-zoom';

/**
 * On Windows, zooms the body by the inverse of the OS display scale and re-adjusts on every resize (spec §2 page
 * shell). The applied value is mirrored in `data-hx-zoom` on <body> for the self-check page and tests.
 */
export function useWindowsScaling(): void {
  useEffect(() => {
    const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform;
    if (!isWindows(navigator.userAgent, platform)) return;
    const apply = () => {
      const zoom = windowsBodyZoom(window.devicePixelRatio, estimateBrowserZoom(window.outerWidth, window.innerWidth));
      document.body.style.setProperty('zoom', zoom === 1 ? '' : String(zoom));
      document.body.dataset.hxZoom = String(zoom);
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}
