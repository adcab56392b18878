/**
 * Windows display scaling (spec §2 page shell, SITE.md §5). Windows laptops often run at 125–150 % scaling, which
 * makes a 1440-px design overflow. We zoom the body by the inverse of the *operating system's* scale factor only:
 * devicePixelRatio = OS scale × browser zoom, and the browser zoom (Ctrl +/-) stays in effect.
 */

/** Scale factors Windows offers. */
const windowsScaleSteps = [1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 3, 3.5];

/** Whether a user agent (or UA-CH platform) is Windows. */
export function isWindows(userAgent: string, platform?: string): boolean {
  return /windows/i.test(platform ?? '') || /Windows NT/i.test(userAgent);
}

/**
 * The body zoom to apply, or 1 for none.
 * @param devicePixelRatio window.devicePixelRatio
 * @param browserZoom the user's own zoom, estimated as outerWidth / innerWidth (1 when unknown, e.g. headless)
 */
export function windowsBodyZoom(devicePixelRatio: number, browserZoom = 1): number {
  if (!Number.isFinite(devicePixelRatio) || devicePixelRatio <= 0) return 1;
  const zoom = Number.isFinite(browserZoom) && browserZoom > 0.25 && browserZoom < 5 ? browserZoom : 1;
  const osScale = devicePixelRatio / zoom;
  // Snap to the nearest Windows step so rounding in outerWidth doesn't produce odd zoom values.
  const step = windowsScaleSteps.reduce((best, s) => (Math.abs(s - osScale) < Math.abs(best - osScale) ? s : best), 1);
  return step <= 1 ? 1 : Math.round((1 / step) * 10000) / 10000;
}

/** Estimates the browser zoom from window sizes; 1 when the numbers are unusable. */
export function estimateBrowserZoom(outerWidth: number, innerWidth: number): number {
  if (!outerWidth || !innerWidth) return 1;
  const ratio = outerWidth / innerWidth;
  // Scrollbars and window borders make the ratio slightly above the true zoom; treat near-1 as 1.
  return Math.abs(ratio - 1) < 0.05 ? 1 : ratio;
}
