import { buildId } from '@/lib/build-meta';
import { handleEntity } from '@/lib/registry/api';

/** GET /api/registry/entities/{ckey}: one enterprise's record, 404 JSON when unknown (lib/registry/api.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ ckey: string }> }) {
  return handleEntity(request, (await params).ckey, buildId);
}
