import { apiNotFound } from '@/lib/api/errors';

/**
 * Any path under `/api/` that no endpoint serves: a JSON 404 in the request's language (lib/api/errors.ts), whatever
 * the method or body — never the HTML not-found page, and never an attempt to read the body (a multipart type with
 * a body that is not multipart got a 500 "Failed to parse body as FormData" when this fell to the page renderer).
 */
export const dynamic = 'force-dynamic';

export const GET = apiNotFound;
export const HEAD = apiNotFound;
export const POST = apiNotFound;
export const PUT = apiNotFound;
export const PATCH = apiNotFound;
export const DELETE = apiNotFound;
export const OPTIONS = apiNotFound;
