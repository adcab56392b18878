/**
 * Posts to the pages whose form runs a Server Action (`formPages` in ./request-guard.ts: the booking form on /demo,
 * the correction request on company pages), checked in the proxy before Next.js sees them (issue 42). Next answers
 * each of these with a 500 ("Invalid Server Actions request", "Failed to parse body as FormData"):
 *
 * - an `Origin` whose host is neither the request's `Host` nor its `X-Forwarded-Host` (which the instance server
 *   keeps only from a trusted proxy, server/client-address.mjs), or `Origin: null` → 403 `forbidden`;
 * - a `Next-Action` header naming no action of this build (`.next/server/server-reference-manifest.json`) → 400;
 * - a `multipart/form-data` body that does not parse as a form → 400 `malformed`.
 *
 * The answer is the API's JSON error (lib/api/errors.ts) in the page's locale (its path prefix). Same-origin posts of
 * a real action with a readable body go on to Next unchanged.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/i18n/routing';
import { apiError } from '@/lib/api/errors';

let cachedActions: ReadonlySet<string> | null | undefined;

/** The Server Action ids of the build this process serves (cached), or `null` when the manifest is absent (dev). */
export function loadActionIds(): ReadonlySet<string> | null {
  if (cachedActions !== undefined) return cachedActions;
  try {
    const file = path.join(
      /* turbopackIgnore: true */ process.cwd(),
      '.next',
      'server',
      'server-reference-manifest.json',
    );
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { node?: Record<string, unknown> };
    cachedActions = new Set(Object.keys(manifest.node ?? {}));
  } catch {
    cachedActions = null;
  }
  return cachedActions;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * What is wrong with a form post's headers, or `null`: `forbidden` for another origin, `unknownAction` for a
 * `Next-Action` that is not one of `actions` (skipped when `actions` is `null`).
 */
export function checkFormPostHeaders(
  headers: Headers,
  actions: ReadonlySet<string> | null,
): 'forbidden' | 'unknownAction' | null {
  const origin = headers.get('origin');
  if (origin !== null) {
    const own = [headers.get('x-forwarded-host')?.split(',')[0], headers.get('host')]
      .filter((h): h is string => Boolean(h))
      .map((h) => h.trim().toLowerCase());
    const from = origin.trim() === 'null' ? null : hostOf(origin);
    if (!from || !own.includes(from)) return 'forbidden';
  }
  const action = headers.get('next-action');
  if (action !== null && actions && !actions.has(action.trim())) return 'unknownAction';
  return null;
}

/**
 * The answer to a form post that must not reach Next, or `null` to let it through. Reads a clone of the body only
 * when it claims to be multipart (the forms' bodies are a few KB; nginx and the instance cap them).
 */
export async function guardFormPost(request: Request, locale: Locale): Promise<Response | null> {
  const problem = checkFormPostHeaders(request.headers, loadActionIds());
  if (problem === 'forbidden') return apiError(403, 'forbidden', locale);
  if (problem === 'unknownAction') return apiError(400, 'malformed', locale);
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('multipart/form-data')) {
    try {
      await request.clone().formData();
    } catch {
      return apiError(400, 'malformed', locale);
    }
  }
  return null;
}
