import { entitySource } from '@/lib/entities';
import { handleStatementAnalysis } from '@/lib/statements/handler';

/** POST /api/statement-analysis — bank-statement analysis of an upload or a sample (lib/statements/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleStatementAnalysis(request, {
    entities: entitySource,
    // The PDF code (pdfkit and the font) loads only when a PDF is asked for.
    renderPdf: async (result, locale) => (await import('@/lib/pdf/statement')).statementPdf(result.analysis, locale),
  });
}
