import { handleFinanceTemplate } from '@/lib/financials/handler';
import { otherMethods } from '@/lib/api/errors';

/** GET /api/financial-analysis/template — the statements template (XLSX or CSV), filled with sample data. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleFinanceTemplate(request);
}

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
