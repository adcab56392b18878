import { buildId, buildMeta } from '@/lib/build-meta';

/**
 * GET /builds/meta/<build id>.json → that build's prerendered paths and route rules (spec §7). Only the running
 * build's meta exists; any other id (or a name without `.json`) is 404. Immutable for a given id, so cacheable.
 */
// Stated: any id reaches the handler, which answers with its own JSON 404 (not Next's HTML page).
export const dynamicParams = true;

export async function GET(_request: Request, { params }: RouteContext<'/builds/meta/[file]'>) {
  const { file } = await params;
  if (file !== `${buildId}.json`) {
    return Response.json({ error: 'Unknown build id' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return Response.json(buildMeta(), { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } });
}
