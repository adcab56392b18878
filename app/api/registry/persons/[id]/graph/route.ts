import { buildId } from '@/lib/build-meta';
import { handlePersonGraph } from '@/lib/registry/paths';

/** GET /api/registry/persons/{id}/graph: a person's holdings and seats, one hop (lib/registry/paths.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handlePersonGraph(request, (await params).id, buildId);
}
