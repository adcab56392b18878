import { buildId } from '@/lib/build-meta';
import { handleUbo } from '@/lib/registry/api';

/** GET /api/registry/entities/{ckey}/ubo: beneficial owners (lib/registry/ubo.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ ckey: string }> }) {
  return handleUbo(request, (await params).ckey, buildId);
}
