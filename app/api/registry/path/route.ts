import { buildId } from '@/lib/build-meta';
import { handlePath } from '@/lib/registry/paths';

/** GET /api/registry/path?from=&to=&maxHops=: shortest chain of relations between two entities (lib/registry/paths.ts). */
export async function GET(request: Request) {
  return handlePath(request, buildId);
}
