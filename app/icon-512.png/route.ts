import { brandIconImage } from '@/components/share-card/brand-icon-image';
import { brandIconSizes } from '@/lib/brand-icon';

export const dynamic = 'force-static';

/** `GET /icon-512.png`: the brand mark, 512 × 512 — the web manifest's install icon and the Organization logo. */
export async function GET(): Promise<Response> {
  const png = await brandIconImage(brandIconSizes.large).arrayBuffer();
  return new Response(png, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' } });
}
