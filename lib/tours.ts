/**
 * Guided tours ("带我看看 / Guide me") of the live demos, as data: for each tour, its steps in order — the element
 * each step highlights (a CSS selector: `[data-tour="…"]`, `[data-testid="…"]` or `#id`, each written in the tour's
 * components, which tests/unit/tours.test.ts checks) and the message keys of its title and text
 * (`tours.<tour>.<step>.title|body` in messages/<locale>/tours.json). A step whose element is not on the page (a
 * result not yet shown) is left out when the tour starts, so a tour always runs to its end; the `intro` step of a
 * try-it demo is the demo's heading (components/try-it/try-it-section.tsx). The tour library (driver.js) loads on
 * click (components/tours/).
 *
 * Every step's element fits on a 390 × 844 screen together with the popover: a page section is introduced by its
 * heading and lead (the `tour` of components/layout/section.tsx), not highlighted whole. A result whose length depends
 * on the data (a screened list, a ranked list) is narrowed when the tour starts to its head (`compactTarget` in
 * components/tours/tour-runner.ts); e2e/tours.spec.ts walks the tall-section tours at 1440 and 390 px.
 */

import type { ServiceSlug } from './catalog';
import { demoOfService, type DemoName } from './demos';

export interface TourStep {
  /** Message key under `tours.<tour>`. */
  key: string;
  /** CSS selector of the element to highlight. */
  element: string;
}

const intro = { key: 'intro', element: '[data-tour="intro"]' } as const;

export const tours = {
  screening: [
    intro,
    { key: 'paste', element: '[data-tour="screening-paste"]' },
    { key: 'file', element: '[data-tour="screening-file"]' },
    { key: 'start', element: '[data-tour="screening-start"]' },
    { key: 'results', element: '[data-tour="screening-results"]' },
  ],
  statement: [
    intro,
    { key: 'samples', element: '[data-tour="statement-samples"]' },
    { key: 'upload', element: '[data-tour="statement-upload"]' },
    { key: 'result', element: '[data-tour="statement-result"]' },
  ],
  monitoring: [
    intro,
    { key: 'list', element: '[data-tour="monitoring-list"]' },
    { key: 'run', element: '[data-tour="monitoring-run"]' },
    { key: 'results', element: '[data-tour="monitoring-results"]' },
    { key: 'rules', element: '[data-tour="monitoring-rules"]' },
  ],
  news: [
    intro,
    { key: 'search', element: '[data-tour="news-search"]' },
    { key: 'results', element: '[data-tour="news-results"]' },
    { key: 'classify', element: '[data-tour="news-classify"]' },
  ],
  judicial: [
    intro,
    { key: 'search', element: '[data-tour="judicial-search"]' },
    { key: 'candidates', element: '[data-testid="judicial-candidates"]' },
    { key: 'result', element: '[data-testid="judicial-result"]' },
  ],
  kycIndividual: [
    intro,
    { key: 'consent', element: '[data-tour="kyc-individual-consent"]' },
    { key: 'form', element: '[data-tour="kyc-individual-form"]' },
    { key: 'result', element: '[data-tour="kyc-individual-result"]' },
  ],
  matching: [
    intro,
    { key: 'modes', element: '[data-tour="matching-modes"]' },
    { key: 'search', element: '[data-tour="matching-search"]' },
    { key: 'result', element: '[data-testid="matching-result"]' },
  ],
  association: [
    intro,
    { key: 'list', element: '[data-tour="association-list"]' },
    { key: 'results', element: '[data-tour="association-results"]' },
  ],
  kyc: [
    intro,
    { key: 'company', element: '[data-tour="kyc-company"]' },
    { key: 'covers', element: '[data-tour="kyc-covers"]' },
    { key: 'open', element: '[data-tour="kyc-open"]' },
  ],
  finance: [
    intro,
    { key: 'company', element: '[data-tour="finance-company"]' },
    { key: 'upload', element: '[data-tour="finance-upload"]' },
    { key: 'flags', element: '[data-tour="finance-flags"]' },
    { key: 'ratios', element: '[data-tour="finance-ratios"]' },
    { key: 'industry', element: '[data-tour="finance-industry"]' },
  ],
  portrait: [
    intro,
    { key: 'filters', element: '[data-tour="portrait-filters"]' },
    { key: 'charts', element: '[data-tour="portrait-charts"]' },
    { key: 'list', element: '[data-tour="portrait-list"]' },
    { key: 'export', element: '[data-tour="portrait-export"]' },
  ],
  decision: [
    intro,
    { key: 'company', element: '[data-tour="decision-company"]' },
    { key: 'graph', element: '[data-tour="decision-graph"]' },
    { key: 'thresholds', element: '[data-tour="decision-thresholds"]' },
    { key: 'json', element: '[data-tour="decision-json"]' },
  ],
  remote: [
    intro,
    { key: 'company', element: '[data-tour="remote-company"]' },
    { key: 'camera', element: '[data-tour="remote-camera"]' },
    { key: 'checklist', element: '[data-tour="remote-checklist"]' },
    { key: 'record', element: '[data-tour="remote-record"]' },
  ],
  company: [
    { key: 'registration', element: '[data-tour="company-registration"]' },
    { key: 'shareholders', element: '[data-tour="company-shareholders"]' },
    { key: 'relations', element: '[data-tour="company-relations"]' },
    { key: 'risks', element: '[data-tour="company-risks"]' },
    { key: 'judicial', element: '[data-tour="company-judicial"]' },
    { key: 'pdf', element: '[data-testid="report-pdf"]' },
  ],
  graph: [
    { key: 'ubo', element: '[data-testid="ubo-toggle"]' },
    { key: 'path', element: '[data-tour="graph-path"]' },
    { key: 'canvas', element: '[data-testid="graph-canvas-box"]' },
    { key: 'fullscreen', element: '[data-testid="graph-fullscreen"]' },
    { key: 'edges', element: '[data-tour="graph-edges"]' },
  ],
  aiReport: [
    { key: 'flow', element: '[data-tour="report-flow"]' },
    { key: 'pick', element: '[data-tour="report-start"]' },
    { key: 'types', element: '[data-tour="report-types"]' },
    { key: 'how', element: '[data-tour="report-how"]' },
    { key: 'more', element: '[data-tour="report-more"]' },
  ],
} as const satisfies Record<string, readonly TourStep[]>;

export type TourName = keyof typeof tours;

/**
 * The tour of each service page's live demo (the `tryIt` slot, components/try-it/service-demos.tsx): a demo's tour
 * has the demo's name (lib/demos.ts).
 */
export const serviceTours = demoOfService satisfies Partial<Record<ServiceSlug, TourName>>;

// Fails to compile, naming the demo, when a demo of lib/demos.ts has no tour above: add `<name>: [intro, …]` to
// `tours` and its texts to messages/<locale>/tours.json.
const everyDemoHasATour: Exclude<DemoName, TourName> extends never ? true : Exclude<DemoName, TourName> = true;
void everyDemoHasATour;
