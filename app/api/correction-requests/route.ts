import { handleDemoRequest } from '@/lib/leads/handler';
import { rateLimiterFromEnv } from '@/lib/leads/rate-limit';
import { getLeadStore } from '@/lib/leads/store';
import { isRegistryCkey } from '@/lib/registry/keys';
import { siteUrl } from '@/lib/site-config';
import { otherMethods } from '@/lib/api/errors';

/**
 * POST /api/correction-requests — a free data-correction request from a company page (issue 11). Same endpoint
 * logic as demo requests (lib/leads/handler.ts: origin, rate limit, size, honeypot, validation, durable store),
 * with the correction's fields (lib/leads/correction.ts); stored with kind `correction`.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const limiter = rateLimiterFromEnv();

export async function POST(request: Request): Promise<Response> {
  return handleDemoRequest(request, {
    getStore: getLeadStore,
    limiter,
    allowedOrigins: [siteUrl],
    kind: 'correction',
    correctionExists: isRegistryCkey,
  });
}

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
