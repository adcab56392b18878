import { handleFinancialAnalysis } from '@/lib/financials/handler';

/** POST /api/financial-analysis — financial-statement analysis of a registry company or an uploaded template (lib/financials/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  // The PDF code (pdfkit and the font) loads only when a PDF is asked for.
  return handleFinancialAnalysis(request, async (a, title, locale) =>
    (await import('@/lib/pdf/financials')).financialsPdf(a, title, locale),
  );
}
