/**
 * Browser-side photo handling of the site visit: a frame of the camera's <video> or a picked image file, drawn on a
 * canvas, scaled to at most `visitLimits.photoWidth` px wide, with the watermark band (lines from
 * lib/remote/watermark.ts) drawn over its bottom, and encoded as a JPEG. Nothing is uploaded.
 */
import { visitLimits, type PhotoEntry } from '@/lib/remote/record';

/** A photo taken in this visit: the record's entry plus the JPEG, its object URL (for the thumbnail) and size. */
export interface Photo extends PhotoEntry, Watermarked {
  url: string;
}

type Drawable = CanvasImageSource & { width?: number; height?: number; videoWidth?: number; videoHeight?: number };

/** A watermarked photo: the JPEG and its pixel size. */
export interface Watermarked {
  blob: Blob;
  width: number;
  height: number;
}

/**
 * Resolves true once `video` shows a frame (readyState ≥ HAVE_CURRENT_DATA and a non-zero size), false after
 * `timeoutMs`. A canvas drawn from a video with no frame yet is 0 × 0 and `toBlob` gives null.
 */
export function frameReady(video: HTMLVideoElement, timeoutMs = 5000): Promise<boolean> {
  const ready = () => video.readyState >= 2 && video.videoWidth > 0;
  if (ready()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      video.removeEventListener('loadeddata', check);
      video.removeEventListener('resize', check);
      resolve(ok);
    };
    const check = () => ready() && done(true);
    const timer = setTimeout(() => done(ready()), timeoutMs);
    video.addEventListener('loadeddata', check);
    video.addEventListener('resize', check);
  });
}

/** Draws `source` with the watermark `lines` (top to bottom) on a dark band along the bottom edge; a JPEG (quality 0.85). */
export async function watermarkImage(source: Drawable, lines: string[]): Promise<Watermarked> {
  const sw = source.videoWidth || Number(source.width);
  const sh = source.videoHeight || Number(source.height);
  if (!sw || !sh) throw new Error('empty image');
  const scale = Math.min(1, visitLimits.photoWidth / sw);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(sw * scale);
  canvas.height = Math.round(sh * scale);
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  const size = Math.max(12, Math.round(canvas.width / 42));
  const band = Math.min(canvas.height, Math.round(lines.length * size * 1.35 + size));
  ctx.fillStyle = 'rgba(0, 0, 0, 0.62)';
  ctx.fillRect(0, canvas.height - band, canvas.width, band);
  ctx.fillStyle = '#fff';
  ctx.font = `${size}px system-ui, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif`;
  ctx.textBaseline = 'top';
  lines.forEach((l, i) =>
    ctx.fillText(l, size * 0.6, canvas.height - band + size * 0.5 + i * size * 1.35, canvas.width - size * 1.2),
  );
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new Error('toBlob');
  return { blob, width: canvas.width, height: canvas.height };
}

/** A picked file as a drawable bitmap (rejects when the browser cannot decode it). */
export function fileBitmap(file: File): Promise<ImageBitmap> {
  return createImageBitmap(file);
}
