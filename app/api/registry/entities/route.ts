import { buildId } from '@/lib/build-meta';
import { handleList } from '@/lib/registry/api';

/** GET /api/registry/entities?page=&size=: the sample registry, paged (lib/registry/api.ts). */
export function GET(request: Request) {
  return handleList(request, buildId);
}
