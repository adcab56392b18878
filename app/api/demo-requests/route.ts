import { handleDemoRequest } from '@/lib/leads/handler';
import { rateLimiterFromEnv } from '@/lib/leads/rate-limit';
import { getLeadStore } from '@/lib/leads/store';
import { siteUrl } from '@/lib/site-config';
import { otherMethods } from '@/lib/api/errors';

/**
 * POST /api/demo-requests — stores a demo request (issue 4). All the logic lives in lib/leads/handler.ts so the
 * stand-alone test server runs the same code; this file only wires it to Next.js.
 * Needs the Node.js runtime (better-sqlite3 / pg) and is never cached or prerendered.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// One limiter per server process; LEADS_RATE_LIMIT configures it (default 5 per 10 minutes per client).
const limiter = rateLimiterFromEnv();

/** Accepts a demo request (JSON or form-encoded); see lib/leads/handler.ts for the answers. */
export async function POST(request: Request): Promise<Response> {
  return handleDemoRequest(request, { getStore: getLeadStore, limiter, allowedOrigins: [siteUrl] });
}

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
