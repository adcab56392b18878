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
import { hasServiceDemo, type DemoServiceSlug } from './service-demo-slugs';

export { serviceDemoSlugs } from './service-demo-slugs';

/**
 * The interactive "try it" demo of each service that has one. The service template shows the demo under the hero
 * (`ServicePage`'s `tryIt` slot); services without one render as before. The list of these services, in display
 * order, is service-demo-slugs.ts (this registry must have exactly its keys): pages that only list the demos import
 * that, not this module, because Next puts every client module a page's server code imports into the page's
 * first-load JavaScript (issue 28: /demo carried all the demos' client code for their names). A new demo: its slug
 * there, its entry here.
 */
const demos: Record<DemoServiceSlug, () => ReactNode> = {
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

/** The "try it" demo of a service, or undefined when it has none. */
export function serviceDemo(slug: ServiceSlug): ReactNode | undefined {
  return hasServiceDemo(slug) ? demos[slug]() : undefined;
}
