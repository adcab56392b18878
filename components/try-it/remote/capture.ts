/**
 * Browser-side photo handling of the site visit: a frame from the camera or an image file, drawn on a canvas with the
 * watermark band (lib/remote/watermark.ts) and returned as a JPEG. Nothing is uploaded.
 */
import { watermarkLines, type WatermarkInput } from '@/lib/remote/watermark';

const maxWidth = 1280;

/** Draws `source` scaled to ≤ 1280 px wide with the watermark; resolves to a JPEG blob. */
export async function watermarkImage(source: CanvasImageSource & { width?: number; height?: number; videoWidth?: number; videoHeight?: number }, w: WatermarkInput): Promise<Blob> {
  const sw = source.videoWidth || (source.width as number);
  const sh = source.videoHeight || (source.height as number);
  const scale = Math.min(1, maxWidth / sw);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(sw * scale);
  canvas.height = Math.round(sh * scale);
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  const lines = watermarkLines(w);
  const size = Math.max(12, Math.round(canvas.width / 48));
  const band = lines.length * size * 1.35 + size;
  ctx.fillStyle = 'rgba(0, 0, 0, 0.55)';
  ctx.fillRect(0, canvas.height - band, canvas.width, band);
  ctx.fillStyle = '#fff';
  ctx.font = `${size}px system-ui, "Noto Sans CJK SC", sans-serif`;
  ctx.textBaseline = 'top';
  lines.forEach((l, i) => ctx.fillText(l, size * 0.6, canvas.height - band + size * 0.5 + i * size * 1.35, canvas.width - size * 1.2));
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/jpeg', 0.85));
}

/** An image file as a drawable bitmap. */
export function fileBitmap(file: File): Promise<ImageBitmap> {
  return createImageBitmap(file);
}
