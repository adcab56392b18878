import { handleReportSubject } from '@/lib/reports/report-subject';
import { otherMethods } from '@/lib/api/errors';

/** GET /api/reports/subject/{ckey}?locale= — a registry company as the report builder reads it (lib/reports/report-subject.ts). */
export const runtime = 'nodejs';

export async function GET(request: Request, { params }: { params: Promise<{ ckey: string }> }): Promise<Response> {
  return handleReportSubject(request, (await params).ckey);
}

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
