import { buildId } from '@/lib/build-meta';
import { openApiDocument } from '@/lib/api/openapi';
import { otherMethods } from '@/lib/api/errors';

// Generated once per process from the same zod schemas the handlers use.
let document: string | undefined;

/** GET /api/openapi.json: the OpenAPI 3.1 document of the registry API, cacheable per build (ETag = build id). */
export function GET(request: Request) {
  document ??= JSON.stringify(openApiDocument(buildId));
  const etag = `"${buildId}"`;
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
    ETag: etag,
  };
  if (
    request.headers
      .get('if-none-match')
      ?.split(',')
      .some((m) => m.trim().replace(/^W\//, '') === etag)
  )
    return new Response(null, { status: 304, headers });
  return new Response(document, { headers });
}

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
