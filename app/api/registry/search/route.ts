import { buildId } from '@/lib/build-meta';
import { handleSearch } from '@/lib/registry/api';

/** GET /api/registry/search?q=&limit=: entity resolution over the sample registry (lib/registry/api.ts). */
export function GET(request: Request) {
  return handleSearch(request, buildId);
}
