import { handleFinanceTemplate } from '@/lib/financials/handler';

/** GET /api/financial-analysis/template — the statements template (XLSX or CSV), filled with sample data. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleFinanceTemplate(request);
}
