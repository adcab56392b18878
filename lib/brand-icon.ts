/**
 * The brand mark (the app icon of app/icon.svg, kept once here as a string) and its raster forms: the PNG icons and
 * `/favicon.ico` are drawn from it at build time by Next's `ImageResponse` (app/favicon.ico/route.ts,
 * app/apple-touch-icon.png/route.ts, app/icon-512.png/route.ts), and the share cards embed it.
 */

/** The mark as SVG (32 × 32 view box): a blue rounded square with a balance beam and three bars. */
export const brandMarkSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b4f8a"/><path d="M7 11h18M16 7v4" stroke="#fff" stroke-width="2" stroke-linecap="round"/><rect x="8" y="17" width="4" height="8" rx="1" fill="#7fd1c3"/><rect x="14" y="14" width="4" height="11" rx="1" fill="#fff"/><rect x="20" y="19" width="4" height="6" rx="1" fill="#7fd1c3"/></svg>';

/** Square PNG sizes the site publishes, in pixels: the favicon, the Apple touch icon, the manifest / logo icon. */
export const brandIconSizes = { favicon: 32, appleTouch: 180, large: 512 } as const;

/** The paths of the raster icons (metadata, manifest, Organization logo). */
export const brandIconPaths = {
  favicon: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  large: '/icon-512.png',
} as const;

/**
 * Wraps one PNG in an ICO container (the PNG-in-ICO form every browser since 2007 reads): 6-byte header, one 16-byte
 * directory entry, then the PNG bytes. `size` is the PNG's width and height in pixels (1–256).
 */
export function icoFromPng(png: Uint8Array, size: number): Uint8Array {
  if (!Number.isInteger(size) || size < 1 || size > 256) throw new RangeError(`ICO size must be 1–256, got ${size}`);
  const out = new Uint8Array(22 + png.length);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  out[6] = size % 256; // width (0 means 256)
  out[7] = size % 256; // height
  out[8] = 0; // palette colours
  out[9] = 0; // reserved
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.length, true); // image size
  view.setUint32(18, 22, true); // offset of the image
  out.set(png, 22);
  return out;
}
