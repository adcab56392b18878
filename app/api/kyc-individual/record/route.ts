import { handleKycRecord } from '@/lib/screening/record-handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** POST /api/kyc-individual/record — an individual KYC's audit record, PDF or JSON (lib/screening/record-handler.ts). Logs nothing. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function post(request: Request): Promise<Response> {
  return handleKycRecord(request);
}

/** POST under the per-client rate limit of class `identity` (lib/api/rate-limit.ts): the body carries an ID number. */
export const POST = rateLimitedRoute('identity', post);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
