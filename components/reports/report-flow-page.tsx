import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import { pathFor } from '@/lib/routes';
import { FlowSteps, type FlowStage } from './flow-steps';

/** The AI-report sub-pages: their messages live under `aiReport.<step>`, their parent page is v1 or v2. */
type ReportStep = 'think' | 'authorize' | 'generate' | 'onlineDoc';

/**
 * The frame of an AI-report sub-page: a hero whose breadcrumbs lead back to the parent report page (/AI/reportV1
 * or /AI/reportV2), with the step's H1 and intro, `heroExtra` under the intro, and the page body in one section.
 */
export async function ReportStepPage({
  parent,
  step,
  heroExtra,
  title,
  children,
}: {
  parent: 'v1' | 'v2';
  step: ReportStep;
  heroExtra: ReactNode;
  /** Replaces the step's H1 text (`aiReport.<step>.h1`). */
  title?: ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations('aiReport');
  const parentRoute = parent === 'v1' ? 'aiReportV1' : 'aiReportV2';
  return (
    <>
      <PageHero
        crumbs={[{ label: t(`${parent}.breadcrumb`), href: pathFor(parentRoute) }, { label: t(`${step}.breadcrumb`) }]}
        title={title ?? t(`${step}.h1`)}
        intro={t(`${step}.intro`)}
      >
        {heroExtra}
      </PageHero>
      <div className="section">
        <div className="container">{children}</div>
      </div>
    </>
  );
}

/**
 * One step of the one-click AI report (/AI/reportV1/think, /authorize, /generateReport): the flow steps in the
 * hero with `stage` marked, and the step's client body (given its company and `?type=…&auth=1` by the page, so
 * the step is in the server-rendered HTML).
 */
export function ReportFlowPage({
  step,
  stage,
  title,
  children,
}: {
  step: Exclude<ReportStep, 'onlineDoc'>;
  stage: FlowStage;
  title?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ReportStepPage parent="v1" step={step} heroExtra={<FlowSteps current={stage} />} title={title}>
      {children}
    </ReportStepPage>
  );
}
