/**
 * Building blocks every module uses to describe its endpoints for the one OpenAPI assembly (lib/api/openapi.ts):
 * the shared error body, per-endpoint error responses and request bodies with the example a test sends verbatim
 * (tests/unit/openapi.test.ts).
 */
import { z } from 'zod';

/** The body of every error under `/api` (lib/api/errors.ts `apiError`). */
export const apiErrorSchema = z
  .object({
    error: z.string().meta({ description: 'A stable code (`notFound`, `unsupportedMedia`, `rateLimited`, …).' }),
    message: z.string().meta({
      description:
        'What went wrong, in the request’s language: `locale` in the body, else `?locale=`, else Accept-Language (zh-CN or en-US).',
    }),
    details: z.record(z.string(), z.unknown()).optional().meta({ description: 'Machine-readable details, if any.' }),
  })
  .meta({ id: 'ApiError' });

/** Error responses with this endpoint's own descriptions, each with the `ApiError` body. */
export function errorResponses(descriptions: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(descriptions).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: apiErrorSchema } } },
    ]),
  );
}

/** A JSON request body with the example tests/unit/openapi.test.ts sends verbatim. */
export function jsonBody<S extends z.ZodType>(schema: S, example: z.input<S>) {
  return { required: true, content: { 'application/json': { schema, example } } };
}

/** A `multipart/form-data` request body with its example (fields as strings), sent as a form by the test. */
export function formBody<S extends z.ZodType>(schema: S, example: Record<string, string>) {
  return { required: true, content: { 'multipart/form-data': { schema, example } } };
}

/** A file answer (PDF, XLSX, CSV, font). */
export const binary = z.string().meta({ format: 'binary' });
