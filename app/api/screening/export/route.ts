import { entitySource } from '@/lib/entities';
import { handleScreeningExport } from '@/lib/screening/handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** POST /api/screening/export — screening results as XLSX, CSV or PDF (lib/screening/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function post(request: Request): Promise<Response> {
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

/** POST under the per-client rate limit of class `batch` (lib/api/rate-limit.ts). */
export const POST = rateLimitedRoute('batch', post);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
