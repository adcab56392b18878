/**
 * `GET /api/reports/subject/{ckey}?locale=zh-CN|en-US` — any registry company as a report subject (`ReportSubject`:
 * figures, prose, authorised operating figures, the facts layer's results and ownership, the same `companyView` the one-click report and the report files
 * use), so the template studio (/AI/reportV2) writes its preview for every company of the sample registry, not only
 * the three showcase ones. 200 JSON; 400 `{ error: "badKey" }` for a malformed key; 404 `{ error: "notFound" }`.
 * Read-only, fictional sample data; cacheable for a build.
 */
import { routing, type Locale } from '@/i18n/routing';
import type { ReportSubject } from './report-model';
import { companyView, serverReportContext } from './server';

const ckeyPattern = /^[0-9a-f]{10}$/;

/** The subject of `ckey` in `locale`, or null for an unknown company. */
export async function reportSubject(ckey: string, locale: Locale): Promise<ReportSubject | null> {
  const view = companyView(ckey, await serverReportContext(locale));
  if (!view) return null;
  const { kycNo: _kycNo, ...subject } = view;
  void _kycNo;
  return subject;
}

/** Handles one request (see module doc). */
export async function handleReportSubject(request: Request, ckey: string): Promise<Response> {
  const asked = new URL(request.url).searchParams.get('locale');
  const locale: Locale = (routing.locales as readonly string[]).includes(asked ?? '')
    ? (asked as Locale)
    : routing.defaultLocale;
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' };
  if (!ckeyPattern.test(ckey)) return new Response(JSON.stringify({ error: 'badKey' }), { status: 400, headers });
  const subject = await reportSubject(ckey, locale);
  if (!subject) return new Response(JSON.stringify({ error: 'notFound' }), { status: 404, headers });
  return new Response(JSON.stringify(subject), { status: 200, headers });
}
