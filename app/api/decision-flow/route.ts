import { handleDecisionFlow } from '@/lib/decision/handler';

/** POST /api/decision-flow — evaluates a credit decision flow on a registry company (lib/decision). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleDecisionFlow(request);
}
