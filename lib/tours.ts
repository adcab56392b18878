/**
 * Guided tours ("带我看看 / Guide me") of the live demos: for each demo, its steps in order — the element each step
 * highlights (a CSS selector inside the page) and the message keys of its title and text
 * (`liveDemos.tours.<tour>.<step>.title|body`). A step whose element is not on the page (a result not yet shown) is
 * left out when the tour starts, so a tour always runs to its end. The tour library (driver.js) loads on click.
 */

export interface TourStep {
  /** Message key under `liveDemos.tours.<tour>`. */
  key: string;
  /** CSS selector of the element to highlight; absent for a centred step. */
  element?: string;
}

export const tours = {
  kyc: [
    { key: 'intro', element: '#try-it .section__head' },
    { key: 'company', element: '[data-demo="kyc"] [data-stand-in="company-select"], [data-demo="kyc"] .ant-select' },
    { key: 'covers', element: '[data-demo="kyc"] ul' },
    { key: 'open', element: '[data-demo="kyc"] a[data-kyc-no]' },
  ],
  finance: [
    { key: 'intro', element: '#try-it .section__head' },
    { key: 'company', element: '[data-tour="finance-company"]' },
    { key: 'upload', element: '[data-tour="finance-upload"]' },
    { key: 'flags', element: '[data-tour="finance-flags"]' },
    { key: 'ratios', element: '[data-tour="finance-ratios"]' },
    { key: 'industry', element: '[data-tour="finance-industry"]' },
  ],
  portrait: [
    { key: 'intro', element: '#try-it .section__head' },
    { key: 'filters', element: '[data-tour="portrait-filters"]' },
    { key: 'charts', element: '[data-tour="portrait-charts"]' },
    { key: 'list', element: '[data-tour="portrait-list"]' },
    { key: 'export', element: '[data-tour="portrait-export"]' },
  ],
  decision: [
    { key: 'intro', element: '#try-it .section__head' },
    { key: 'company', element: '[data-tour="decision-company"]' },
    { key: 'graph', element: '[data-tour="decision-graph"]' },
    { key: 'thresholds', element: '[data-tour="decision-thresholds"]' },
    { key: 'json', element: '[data-tour="decision-json"]' },
  ],
} as const satisfies Record<string, readonly TourStep[]>;

export type TourName = keyof typeof tours;
