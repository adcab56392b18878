import { buildId } from '@/lib/build-meta';
import { handleGraph } from '@/lib/registry/api';

/** GET /api/registry/entities/{ckey}/graph?depth=: relations around an enterprise (lib/registry/graph.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ ckey: string }> }) {
  return handleGraph(request, (await params).ckey, buildId);
}
