/**
 * OpenAPI paths of the live demos of issue 23, generated from the same zod schemas their handlers validate with;
 * merged into /api/openapi.json by `openApiDocument` (lib/registry/schemas.ts).
 */
import { financePaths } from '@/lib/financials/schemas';
import { portraitPaths } from '@/lib/portrait/schemas';

export const liveDemoPaths = { ...financePaths, ...portraitPaths };
