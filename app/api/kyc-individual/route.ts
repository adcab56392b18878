import { handleKycIndividual } from '@/lib/kyc/handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** POST /api/kyc-individual — individual KYC with consent (lib/kyc/handler.ts). Logs nothing: ID numbers are never logged. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function post(request: Request): Promise<Response> {
  return handleKycIndividual(request);
}

/** POST under the per-client rate limit of class `identity` (lib/api/rate-limit.ts). */
export const POST = rateLimitedRoute('identity', post);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
