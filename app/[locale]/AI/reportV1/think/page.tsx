import { CompanyNotFound } from '@/components/reports/company-not-found';
import { reportFlowMessages } from '@/lib/reports/report-flow-messages';
import { ThinkHeading, ThinkSteps } from '@/components/reports/think-steps';
import { ReportFlowPage } from '@/components/reports/report-flow-page';
import { SampleBadge } from '@/components/sample/sample-badge';
import { SectionMessages } from '@/components/shell/section-messages';
import { formatDate } from '@/lib/format';
import { loadReportSubject } from '@/lib/registry/page-data';
import { reportQueryFrom, thinkSteps } from '@/lib/reports/report-model';
import { serverReportContext } from '@/lib/reports/server';
import { resolveLocale } from '@/lib/route-params';
import { defaultCkey } from '@/lib/sample-data/companies';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('aiReportV1Think');

/**
 * /AI/reportV1/think: the analysis steps for `?ckey=…&type=…` (any registry company; an unknown key says so and
 * offers the search). The steps' findings are written here, on the server; the browser animates them.
 */
export default async function AiReportThinkPage({ params, searchParams }: PageProps<'/[locale]/AI/reportV1/think'>) {
  const locale = await resolveLocale(params);
  const search = await searchParams;
  const found = await loadReportSubject(search.ckey, defaultCkey, locale);
  const { type } = reportQueryFrom(search);
  if (!('company' in found)) {
    return (
      <ReportFlowPage step="think" stage="analyse">
        <CompanyNotFound ckey={found.notFound} />
      </ReportFlowPage>
    );
  }
  const ctx = await serverReportContext(locale);
  const subject = found.company;
  return (
    <SectionMessages namespaces={reportFlowMessages.think}>
      <ReportFlowPage step="think" stage="analyse" title={<ThinkHeading />}>
        <ThinkSteps
          ckey={subject.ckey}
          name={subject.text.name}
          type={type}
          typeName={ctx.t(`types.${type}.name`)}
          steps={thinkSteps(subject, type, ctx)}
          asOf={formatDate(ctx.format, subject.figures.asOf)}
          badge={<SampleBadge />}
        />
      </ReportFlowPage>
    </SectionMessages>
  );
}
