import { brandIconImage } from '@/components/share-card/brand-icon-image';
import { brandIconSizes, icoFromPng } from '@/lib/brand-icon';

export const dynamic = 'force-static';

/** `GET /favicon.ico`: the brand mark, 32 × 32, as a PNG inside an ICO (built once at build time). */
export async function GET(): Promise<Response> {
  const png = new Uint8Array(await brandIconImage(brandIconSizes.favicon).arrayBuffer());
  return new Response(Buffer.from(icoFromPng(png, brandIconSizes.favicon)), {
    headers: { 'Content-Type': 'image/x-icon', 'Cache-Control': 'public, max-age=86400' },
  });
}
