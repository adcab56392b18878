/**
 * The document behind each report file (PDF, HTML, text) request (lib/reports/report-file-request.ts), built server-side from the registry with the
 * same builders as the pages: `buildReport` for the AI reports, `profileDoc` / `kycDoc` for the profile and KYC report.
 */
import { kycDoc, profileDoc } from './documents';
import type { DocLoader, ReportFileRequest } from './report-file-request';
import { buildReport, reportSpecs, type ReportDoc } from './report-model';
import { companyView, kycView, serverReportContext, type ServerReportContext } from './server';

/** Loads the request's document in its locale; `null` for an unknown company or KYC number. */
export const loadReportFileDocument: DocLoader = async (req) => {
  const ctx = await serverReportContext(req.locale);
  const sampleLabel = ctx.messages.common.sample.badge;
  const found = documentOf(req, ctx);
  return found && { ...found, sampleLabel };
};

/** The document of a request and the subtitle of its PDF pages. */
function documentOf(req: ReportFileRequest, ctx: ServerReportContext): { doc: ReportDoc; subtitle: string } | null {
  const generatedAt = new Date();
  if (req.kind === 'kyc') {
    const view = kycView(req.kycNo, ctx);
    return view ? { doc: kycDoc(view, ctx), subtitle: view.company.text.name } : null;
  }
  const company = companyView(req.ckey, ctx);
  if (!company) return null;
  const subject = company;
  if (req.kind === 'company') return { doc: profileDoc(company, ctx), subtitle: ctx.tc('eyebrow') };
  if (req.kind === 'ai') {
    const authorised = reportSpecs[req.type].needsAuth && req.authorised;
    return {
      doc: buildReport({ subject, kind: { type: req.type }, authorised, generatedAt }, ctx),
      subtitle: company.text.name,
    };
  }
  return {
    doc: buildReport(
      { subject, kind: { template: req.template }, authorised: false, options: req.options, generatedAt },
      ctx,
    ),
    subtitle: company.text.name,
  };
}
