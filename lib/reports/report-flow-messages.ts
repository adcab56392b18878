import type { ClientNamespace } from '@/i18n/client-messages';

/**
 * The messages each client component of the one-click report flow (/AI/reportV1/*) reads; the server component
 * around it hands them over with SectionMessages. The flow's report, its analysis findings and the company's facts
 * are written on the server, so the browser gets labels only (before, every V1 page shipped the whole of
 * `aiReport`, `company`, `customerProfile` and the showcase companies' prose: 44 KB of its HTML).
 */
export const reportFlowMessages = {
  /** ReportPicker and its CompanyField. */
  picker: ['aiReport.v1', 'aiReport.types'],
  /** ThinkHeading and ThinkSteps (the steps' titles and findings come from the server). */
  think: [
    'aiReport.think.h1',
    'aiReport.think.h1Done',
    'aiReport.think.subject',
    'aiReport.think.type',
    'aiReport.think.change',
    'aiReport.think.progressLabel',
    'aiReport.think.progress',
    'aiReport.think.showAll',
    'aiReport.think.running',
    'aiReport.think.finished',
    'aiReport.think.finishedAuth',
    'aiReport.think.finishedReport',
    'aiReport.think.nextAuthorize',
    'aiReport.think.nextReport',
    'aiReport.think.asOf',
  ],
  /** AuthorizeConfirm. */
  authorize: [
    'aiReport.authorize.confirmButton',
    'aiReport.authorize.back',
    'aiReport.authorize.done',
    'aiReport.authorize.modal',
  ],
  /** ReportActions. */
  actions: ['aiReport.actions', 'aiReport.pdf'],
} as const satisfies Record<string, readonly ClientNamespace[]>;
