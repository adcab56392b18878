import { brandIconImage } from '@/components/share-card/brand-icon-image';
import { brandIconSizes } from '@/lib/brand-icon';

export const dynamic = 'force-static';

/** `GET /apple-touch-icon.png`: the brand mark, 180 × 180 on white (the path iOS asks for without a link). */
export async function GET(): Promise<Response> {
  const png = await brandIconImage(brandIconSizes.appleTouch, { opaque: true }).arrayBuffer();
  return new Response(png, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' } });
}
