/**
 * The decision flow beside the company's credit assessment (lib/facts/assessment.ts): the assessment contains the
 * default flow (its checks are credit findings), so when the visitor's flow answers differently, the reason is one of
 * the thresholds the visitor changed (each named, with both values and both outcomes), a stage the visitor's flow
 * leaves out, or a hard rule the flow does not express (a sanctions or PEP hit, for example).
 */
import { companyFacts, type Finding } from '@/lib/facts';
import type { Enterprise, Registry } from '@/lib/registry/types';
import { defaultFlow, defaultThresholds, type Flow, type StageKind } from './defaults';
import { evaluateFlow, type Decision, type Outcome } from './evaluate';

/** A threshold of the visitor's flow that makes a check answer differently from the assessment's default flow. */
export interface ThresholdDifference {
  stage: StageKind;
  rule: string;
  threshold: number | boolean;
  defaultThreshold: number | boolean;
  outcome: Outcome | 'skipped';
  defaultOutcome: Outcome | 'skipped';
}

export interface FlowComparison {
  /** The assessment's credit recommendation, grade, score and line. */
  recommendation: 'onboard' | 'onboardWithConditions' | 'enhancedDueDiligence' | 'decline';
  grade: string;
  score: number;
  line: number;
  version: string;
  asOf: string;
  /** Both decline, or neither declines and the lines are equal. */
  agrees: boolean;
  differences: ThresholdDifference[];
  /** Stages of the default flow the visitor's flow leaves out. */
  missingStages: StageKind[];
  /** Limit-stage thresholds the visitor changed (they move the line). */
  limitChanges: { rule: string; threshold: number; defaultThreshold: number }[];
  /** Hard-rule findings outside the flow (sanctions, PEP, moved out): the rule ids, in rule order. */
  beyondFlow: Pick<Finding, 'rule' | 'code' | 'effect'>[];
}

/** Compares the visitor's `decision` (of `flow`) with the assessment of `e` (see module doc). */
export function compareWithAssessment(
  flow: Flow,
  decision: Decision,
  e: Enterprise,
  registry: Registry,
): FlowComparison {
  const a = companyFacts(e.ckey, registry).assessment;
  const base = evaluateFlow(defaultFlow(), e, registry);
  const differences: ThresholdDifference[] = [];
  const outcomeOf = (d: Decision, kind: StageKind, rule: string) => {
    const st = d.stages.find((s) => s.kind === kind);
    return st?.checks.find((c) => c.rule === rule)?.outcome ?? st?.outcome ?? 'skipped';
  };
  for (const st of flow.stages) {
    if (st.kind === 'limit') continue;
    const defaults = defaultThresholds[st.kind] as Record<string, number | boolean>;
    for (const [rule, threshold] of Object.entries(st.thresholds as Record<string, number | boolean>)) {
      const outcome = outcomeOf(decision, st.kind, rule);
      const defaultOutcome = outcomeOf(base, st.kind, rule);
      if (threshold !== defaults[rule] && outcome !== defaultOutcome)
        differences.push({
          stage: st.kind,
          rule,
          threshold,
          defaultThreshold: defaults[rule],
          outcome,
          defaultOutcome,
        });
    }
  }
  const limitStage = flow.stages.find((s) => s.kind === 'limit');
  const limitChanges = limitStage
    ? Object.entries(limitStage.thresholds as Record<string, number>)
        .filter(([rule, v]) => v !== (defaultThresholds.limit as Record<string, number>)[rule])
        .map(([rule, threshold]) => ({
          rule,
          threshold,
          defaultThreshold: (defaultThresholds.limit as Record<string, number>)[rule],
        }))
    : [];
  const kinds = new Set(flow.stages.map((s) => s.kind));
  const missingStages = defaultFlow()
    .stages.map((s) => s.kind)
    .filter((k) => !kinds.has(k));
  const beyondFlow = a.hardFindings
    .filter((f) => f.code !== 'statusClosed')
    .map((f) => ({ rule: f.rule, code: f.code, effect: f.effect }));
  const declines = a.credit.recommendation === 'decline';
  const agrees = declines
    ? decision.decision === 'decline'
    : decision.decision !== 'decline' && (decision.limit ?? 0) === a.credit.line;
  return {
    recommendation: a.credit.recommendation,
    grade: a.credit.grade,
    score: a.credit.score,
    line: a.credit.line,
    version: a.version,
    asOf: a.asOf,
    agrees,
    differences,
    missingStages,
    limitChanges,
    beyondFlow,
  };
}
