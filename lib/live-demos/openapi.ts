/**
 * OpenAPI paths of the live demos of issue 23, generated from the same zod schemas their handlers validate with;
 * merged into /api/openapi.json by `openApiDocument` (lib/registry/schemas.ts).
 */
import { financePaths } from '@/lib/financials/schemas';
import { portraitPaths } from '@/lib/portrait/schemas';
import { decisionPaths } from '@/lib/decision/schemas';
import { remotePaths } from '@/lib/remote/handler';

export const liveDemoPaths = { ...financePaths, ...portraitPaths, ...decisionPaths, ...remotePaths };
