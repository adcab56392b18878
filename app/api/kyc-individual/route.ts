import { handleKycIndividual } from '@/lib/kyc/handler';

/** POST /api/kyc-individual — individual KYC with consent (lib/kyc/handler.ts). Logs nothing: ID numbers are never logged. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleKycIndividual(request);
}
