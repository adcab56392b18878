import type { Decision } from '@/lib/decision/evaluate';

/** The answer of POST /api/decision-flow. */
export type DecisionAnswer = Decision & { company: { ckey: string; name: string; nameEn: string } };
