import { handleReportFileRequest } from '@/lib/reports/report-file-request';
import { otherMethods } from '@/lib/api/errors';

/** GET /api/reports/<kind>/<id>.<pdf|html|txt> — AI, template, KYC and company-profile reports as files (lib/reports/report-file-request.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ kind: string; file: string }> },
): Promise<Response> {
  const { kind, file } = await params;
  return handleReportFileRequest(kind, file, new URL(request.url), {
    load: async (req) => (await import('@/lib/reports/report-file-documents')).loadReportFileDocument(req),
    render: async (doc, locale, subtitle) => (await import('@/lib/pdf/report-doc')).reportDocPdf(doc, locale, subtitle),
  });
}

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
