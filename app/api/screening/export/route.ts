import { entitySource } from '@/lib/entities';
import { handleScreeningExport } from '@/lib/screening/handler';

/** POST /api/screening/export — screening results as XLSX, CSV or PDF (lib/screening/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleScreeningExport(request, {
    entities: entitySource,
    xlsx: async (results, summary, locale, extra, options) =>
      (await import('@/lib/screening/xlsx')).screeningXlsx(results, summary, locale, extra, options),
    csv: async (results, summary, locale, extra, options) =>
      (await import('@/lib/screening/xlsx')).screeningCsv(results, summary, locale, extra, options),
    pdf: async (results, summary, locale, extra) =>
      (await import('@/lib/pdf/screening')).screeningPdf(results, summary, locale, extra),
  });
}
