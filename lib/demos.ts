import type { ClientNamespace } from '@/i18n/client-messages';
import type { ServiceSlug } from './catalog';

/**
 * The live demos, each declared once: the one list every other list of demos is derived from — the services with a
 * demo and their order (`serviceDemoSlugs`, the demo centre, the demo paths), each service's tour (`serviceTours`
 * in lib/tours.ts), the messages its island is given (`islandNamespaces` in components/try-it/island-intl.ts), the
 * folders the tour and island tests read, and the pages the e2e tours walk.
 *
 * A demo's name is its island's name and its tour's name (`tours[name]` in lib/tours.ts). Its code lives in
 * `components/try-it/<folder>/`; its server component is registered in components/try-it/service-demos.tsx and its
 * client tool's loader in components/try-it/demo-island.tsx (their types require an entry for each demo here). See
 * docs/how-to/add-a-live-demo.md.
 */
export interface DemoDeclaration {
  /** The service page that carries the demo (`/service/<service>`, its `#try-it` section). */
  service: ServiceSlug;
  /** Folder under components/try-it/. */
  folder: string;
  /**
   * The message namespaces the island's client code reads (only these are serialised into the page);
   * tests/unit/island-messages.test.ts resolves every key the code reads against them.
   */
  namespaces: readonly ClientNamespace[];
  /** The API routes the demo calls (each documented in `/api/openapi.json`). */
  api: readonly string[];
  /**
   * Whether the demo sends a file of the visitor's to its endpoint (a statement, a list, a watchlist, statements):
   * its try-it section then says how uploads are handled (`tryIt.sampleNotice`); the others carry the site's
   * sample-data notice (`common.sample.notice`).
   */
  uploads: boolean;
}

/** The demos in display order (demo centre, service lists). */
export const demos = {
  statement: {
    service: 'waterDueDiligence',
    folder: 'statement',
    namespaces: ['tryIt.intake', 'tryIt.mapping', 'tryIt.fields', 'tryIt.statement'],
    api: ['/api/statement-analysis', '/api/statement-analysis/samples/{file}'],
    uploads: true,
  },
  screening: {
    service: 'batchPreliminaryScreening',
    folder: 'screening',
    namespaces: ['tryIt.intake', 'tryIt.mapping', 'tryIt.screening', 'riskDemos.listScreening.record'],
    api: ['/api/screening', '/api/screening/file', '/api/screening/export', '/api/screening/record'],
    uploads: true,
  },
  monitoring: {
    service: 'riskWarning',
    folder: 'monitoring',
    namespaces: ['riskDemos.common', 'riskDemos.monitoring', 'tryIt.intake'],
    api: ['/api/monitoring', '/api/monitoring/digest'],
    uploads: true,
  },
  judicial: {
    service: 'judicialDueDiligence',
    folder: 'judicial',
    namespaces: ['riskDemos.common', 'riskDemos.judicial'],
    api: ['/api/judicial', '/api/judicial/pdf'],
    uploads: false,
  },
  matching: {
    service: 'exactMatch',
    folder: 'matching',
    namespaces: ['riskDemos.common', 'riskDemos.matching'],
    api: ['/api/matching', '/api/matching/list'],
    uploads: false,
  },
  kyc: {
    service: 'kycDueDiligence',
    folder: 'kyc',
    namespaces: ['aiReport.v1', 'liveDemos.kyc'],
    api: ['/api/registry/search'],
    uploads: false,
  },
  finance: {
    service: 'financeDueDiligence',
    folder: 'finance',
    namespaces: ['aiReport.v1', 'tryIt.intake', 'liveDemos.finance', 'registryText.sections'],
    api: ['/api/financial-analysis', '/api/financial-analysis/template'],
    uploads: true,
  },
  portrait: {
    service: 'marketingPortrait',
    folder: 'portrait',
    namespaces: ['tryIt.intake', 'liveDemos.portrait'],
    api: ['/api/target-clients', '/api/target-clients/export'],
    uploads: false,
  },
  association: {
    service: 'intelligentAssociation',
    folder: 'association',
    namespaces: ['riskDemos.common', 'riskDemos.association'],
    api: ['/api/association'],
    uploads: false,
  },
  kycIndividual: {
    service: 'kycIndividualDue',
    folder: 'kyc-individual',
    namespaces: ['riskDemos.common', 'riskDemos.kyc', 'riskDemos.listScreening', 'riskDemos.screeningLists'],
    api: ['/api/kyc-individual', '/api/kyc-individual/record', '/api/screening/names', '/api/screening/names/record'],
    uploads: false,
  },
  news: {
    service: 'publicOpinionWarning',
    folder: 'news',
    namespaces: ['riskDemos.common', 'riskDemos.news'],
    api: ['/api/news'],
    uploads: false,
  },
  decision: {
    service: 'decisionMap',
    folder: 'decision',
    namespaces: ['aiReport.v1', 'tryIt.intake', 'liveDemos.decision'],
    api: ['/api/decision-flow'],
    uploads: false,
  },
  remote: {
    service: 'remoteDueDiligence',
    folder: 'remote',
    namespaces: ['aiReport.v1', 'tryIt.intake', 'remoteVisit', 'company.status'],
    api: ['/api/remote-visit/checklist', '/api/remote-visit/font'],
    uploads: false,
  },
} as const satisfies Record<string, DemoDeclaration>;

/** A demo's name: its island's and its tour's. */
export type DemoName = keyof typeof demos;

/** Every demo's name, in display order. */
export const demoNames = Object.keys(demos) as DemoName[];

/** The service that carries each demo. */
export type DemoServiceSlug = (typeof demos)[DemoName]['service'];

/** Services with a live demo, in display order. */
export const serviceDemoSlugs = demoNames.map((name) => demos[name].service) as readonly DemoServiceSlug[];

/** The demo of each service that has one. */
export const demoOfService = Object.fromEntries(demoNames.map((name) => [demos[name].service, name])) as {
  [N in DemoName as (typeof demos)[N]['service']]: N;
};
