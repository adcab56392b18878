import type { ReactNode } from 'react';
import type { ServiceSlug } from '@/lib/catalog';
import { AssociationDemo } from './association/association-demo';
import { JudicialDemo } from './judicial/judicial-demo';
import { KycIndividualDemo } from './kyc-individual/kyc-individual-demo';
import { NewsDemo } from './news/news-demo';
import { MatchingDemo } from './matching/matching-demo';
import { MonitoringDemo } from './monitoring/monitoring-demo';
import { FinanceDemo } from './finance/finance-demo';
import { PortraitDemo } from './portrait/portrait-demo';
import { KycDemo } from './kyc/kyc-demo';
import { DecisionDemo } from './decision/decision-demo';
import { RemoteDemo } from './remote/remote-demo';
import { ScreeningDemo } from './screening/screening-demo';
import { StatementDemo } from './statement/statement-demo';

/**
 * Services that have an interactive "try it" demo, and the demo for each. The service template shows the demo
 * under the hero (`ServicePage`'s `tryIt` slot); services without one render as before.
 */
const demos: Partial<Record<ServiceSlug, () => ReactNode>> = {
  waterDueDiligence: () => <StatementDemo />,
  batchPreliminaryScreening: () => <ScreeningDemo />,
  riskWarning: () => <MonitoringDemo />,
  judicialDueDiligence: () => <JudicialDemo />,
  exactMatch: () => <MatchingDemo />,
  kycDueDiligence: () => <KycDemo />,
  financeDueDiligence: () => <FinanceDemo />,
  marketingPortrait: () => <PortraitDemo />,
  intelligentAssociation: () => <AssociationDemo />,
  kycIndividualDue: () => <KycIndividualDemo />,
  publicOpinionWarning: () => <NewsDemo />,
  decisionMap: () => <DecisionDemo />,
  remoteDueDiligence: () => <RemoteDemo />,
};

/** Services with a "try it" demo, in display order (the demo centre links each one's demo section, `#try-it`). */
export const serviceDemoSlugs = Object.keys(demos) as ServiceSlug[];

/** The "try it" demo of a service, or undefined when it has none. */
export function serviceDemo(slug: ServiceSlug): ReactNode | undefined {
  return demos[slug]?.();
}
