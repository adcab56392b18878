/**
 * The document behind each PDF request (lib/reports/pdf-request.ts), built server-side from the registry with the
 * same builders as the pages: `buildReport` for the AI reports, `profileDoc` / `kycDoc` for the profile and KYC report.
 */
import { kycDoc, profileDoc } from './documents';
import type { DocLoader } from './pdf-request';
import { buildReport, reportSpecs } from './report-model';
import { companyView, kycView, serverReportContext } from './server';

/** Loads the request's document in its locale; `null` for an unknown company or KYC number. */
export const loadPdfDocument: DocLoader = async (req) => {
  const ctx = await serverReportContext(req.locale);
  const generatedAt = new Date();
  if (req.kind === 'kyc') {
    const view = kycView(req.kycNo, ctx);
    return view ? { doc: kycDoc(view, ctx), subtitle: view.company.text.name } : null;
  }
  const company = companyView(req.ckey, ctx);
  if (!company) return null;
  const subject = { ckey: company.ckey, figures: company.figures, text: company.text, operating: company.operating };
  if (req.kind === 'company') return { doc: profileDoc(company, ctx), subtitle: ctx.tc('eyebrow') };
  if (req.kind === 'ai') {
    const authorised = reportSpecs[req.type].needsAuth && req.authorised;
    return { doc: buildReport({ subject, kind: { type: req.type }, authorised, generatedAt }, ctx), subtitle: company.text.name };
  }
  return { doc: buildReport({ subject, kind: { template: req.template }, authorised: false, options: req.options, generatedAt }, ctx), subtitle: company.text.name };
};
