import type { ServiceSlug } from '@/lib/catalog';

/**
 * Services that have an interactive "try it" demo, in display order (the demo centre links each one's demo section,
 * `#try-it`; the demo paths mark them live). The demos themselves are in service-demos.tsx, whose registry must have
 * exactly these keys (its type says so). Kept apart from the registry so that a page listing the demos does not
 * import them: Next puts every client module a page's server code imports into that page's first-load JavaScript
 * (issue 28: /demo carried all twelve demos' client code, ~20 KiB gzip, for their names).
 */
export const serviceDemoSlugs = [
  'waterDueDiligence',
  'batchPreliminaryScreening',
  'riskWarning',
  'judicialDueDiligence',
  'exactMatch',
  'kycDueDiligence',
  'financeDueDiligence',
  'marketingPortrait',
  'intelligentAssociation',
  'kycIndividualDue',
  'publicOpinionWarning',
  'decisionMap',
  'remoteDueDiligence',
] as const satisfies readonly ServiceSlug[];

/** A service with a "try it" demo. */
export type DemoServiceSlug = (typeof serviceDemoSlugs)[number];

/** Whether a service has a "try it" demo. */
export function hasServiceDemo(slug: ServiceSlug): slug is DemoServiceSlug {
  return (serviceDemoSlugs as readonly ServiceSlug[]).includes(slug);
}
