'use client';

import { useEffect } from 'react';
import { estimateBrowserZoom, isWindows, windowsBodyZoom } from '@/lib/runtime/windows-zoom';

/**
 * On Windows, zooms the body by the inverse of the OS display scale and re-adjusts on every resize (spec §2 page
 * shell). The applied value is mirrored in `data-hx-zoom` on <body> for the self-check page and tests, and its inverse
 * in the `--hx-unzoom` custom property: what script places at measured window coordinates inside the body (the tour's
 * popover and overlay, the back-to-top button) takes `zoom: var(--hx-unzoom)`, so a position measured with
 * getBoundingClientRect lands where it was measured (issue 41).
 */
export function useWindowsScaling(): void {
  useEffect(() => {
    const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform;
    if (!isWindows(navigator.userAgent, platform)) return;
    const apply = () => {
      const zoom = windowsBodyZoom(window.devicePixelRatio, estimateBrowserZoom(window.outerWidth, window.innerWidth));
      document.body.style.setProperty('zoom', zoom === 1 ? '' : String(zoom));
      document.body.style.setProperty('--hx-unzoom', zoom === 1 ? '' : String(1 / zoom));
      document.body.dataset.hxZoom = String(zoom);
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}
