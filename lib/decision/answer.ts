import type { FlowComparison } from '@/lib/decision/compare';
import type { Decision } from '@/lib/decision/evaluate';

/** The answer of POST /api/decision-flow: the flow's decision and, beside it, the company's credit assessment. */
export type DecisionAnswer = Decision & {
  company: { ckey: string; name: string; nameEn: string };
  assessment: FlowComparison;
};
