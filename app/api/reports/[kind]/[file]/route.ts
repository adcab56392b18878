import { handlePdfRequest } from '@/lib/reports/pdf-request';

/** GET /api/reports/<kind>/<id>.pdf — AI, template, KYC and company-profile reports as PDF (lib/reports/pdf-request.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ kind: string; file: string }> }): Promise<Response> {
  const { kind, file } = await params;
  return handlePdfRequest(kind, file, new URL(request.url), {
    load: async (req) => (await import('@/lib/reports/pdf-documents')).loadPdfDocument(req),
    render: async (doc, locale, subtitle) => (await import('@/lib/pdf/report-doc')).reportDocPdf(doc, locale, subtitle),
  });
}
