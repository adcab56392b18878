/**
 * A credit decision flow (service decisionMap): an ordered chain of stages — 准入 admission → 反欺诈 anti-fraud →
 * 司法 judicial → 财务 financial → 额度 limit — each with editable thresholds. The flow is data: it exports and
 * imports as JSON validated by `flowSchema` (zod), which also documents it in /api/openapi.json. No server or
 * registry dependencies here, so the page's flow editor (loaded on use) validates imports with the same schema.
 */
import { z } from 'zod';
import { defaultThresholds as d, stageKinds, type Flow, type StageKind } from './defaults';

export { defaultFlow, stageKinds, type Flow, type Stage, type StageKind, type Thresholds } from './defaults';

const pct = z.number().min(0).max(100);
const count = z.number().int().min(0).max(1000);

/** Thresholds of each stage kind, with their defaults (see evaluate.ts for what each one checks). */
export const thresholdSchemas = {
  admission: z
    .object({
      minAgeYears: z.number().min(0).max(100).default(d.admission.minAgeYears),
      minPaidInPct: pct.default(d.admission.minPaidInPct),
    })
    .strict(),
  antiFraud: z
    .object({
      minInsuredPct: pct.default(d.antiFraud.minInsuredPct),
      maxNameChanges: count.default(d.antiFraud.maxNameChanges),
      allowSharedAddress: z.boolean().default(d.antiFraud.allowSharedAddress),
    })
    .strict(),
  judicial: z
    .object({
      maxDishonest: count.default(d.judicial.maxDishonest),
      maxEnforcement: count.default(d.judicial.maxEnforcement),
      maxDefendantCases: count.default(d.judicial.maxDefendantCases),
    })
    .strict(),
  financial: z
    .object({
      maxDebtToAssetsPct: pct.default(d.financial.maxDebtToAssetsPct),
      minCurrentRatio: z.number().min(0).max(20).default(d.financial.minCurrentRatio),
      maxLossYears: z.number().int().min(0).max(3).default(d.financial.maxLossYears),
      maxHighRedFlags: count.default(d.financial.maxHighRedFlags),
    })
    .strict(),
  limit: z
    .object({
      revenuePct: pct.default(d.limit.revenuePct),
      equityMultiple: z.number().min(0).max(20).default(d.limit.equityMultiple),
      maxLimit: z.number().min(0).max(1e10).default(d.limit.maxLimit),
      referHaircutPct: pct.default(d.limit.referHaircutPct),
    })
    .strict(),
} as const;

const nodeId = z
  .string()
  .regex(/^[A-Za-z][\w-]{0,31}$/, { message: 'id: letters, digits, - or _, starting with a letter, at most 32' });
const position = z.object({ x: z.number().finite(), y: z.number().finite() }).optional();

/** One stage of each kind; missing thresholds take their defaults. */
export const stageSchema = z.discriminatedUnion(
  'kind',
  stageKinds.map((kind) => {
    const thresholds = thresholdSchemas[kind] as unknown as z.ZodType;
    return z
      .object({
        id: nodeId,
        kind: z.literal(kind),
        thresholds: thresholds.default(thresholds.parse({}) as never),
        position,
      })
      .strict();
  }) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

/** A decision flow as exported and imported (JSON). */
export const flowSchema = z
  .object({
    format: z.literal('hengxi-decision-flow'),
    version: z.literal(1),
    name: z.string().max(80).optional(),
    stages: z
      .array(stageSchema)
      .min(1)
      .max(12)
      .refine((s) => new Set(s.map((x) => (x as { id: string }).id)).size === s.length, { message: 'duplicateIds' })
      .refine(
        (s) =>
          (s as { kind: StageKind }[]).filter((x) => x.kind === 'limit').length <= 1 &&
          ((s as { kind: StageKind }[]).findIndex((x) => x.kind === 'limit') === -1 ||
            (s[s.length - 1] as { kind: StageKind }).kind === 'limit'),
        { message: 'limitLast' },
      ),
  })
  .strict()
  .meta({
    id: 'DecisionFlow',
    description:
      'Stages evaluated in order; a decline ends the path, a refer continues and makes the final decision a referral.',
  });

/** One problem of an imported flow: where (a JSON path like `stages.2.thresholds.minAgeYears`) and the zod code. */
export interface FlowIssue {
  path: string;
  /** too_small, too_big, invalid_type, invalid_value, invalid_union, unrecognized_keys, invalid_format, duplicateIds, limitLast… */
  code: string;
  /** The bound or the expected values/keys, for the message. */
  detail: string;
}

/** Parses a flow from JSON text: the flow, or the problems (not JSON, or each schema violation with its path). */
export function parseFlow(
  text: string,
): { ok: true; flow: Flow } | { ok: false; notJson: boolean; issues: FlowIssue[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, notJson: true, issues: [] };
  }
  const r = flowSchema.safeParse(raw);
  if (r.success) return { ok: true, flow: r.data as unknown as Flow };
  return { ok: false, notJson: false, issues: flowIssues(r.error.issues) };
}

/** zod issues of a flow as `FlowIssue`s (first 8). */
export function flowIssues(issues: z.core.$ZodIssue[]): FlowIssue[] {
  return issues.slice(0, 8).map((i) => {
    const x = i as unknown as Record<string, unknown>;
    const detail =
      i.code === 'too_small'
        ? String(x.minimum)
        : i.code === 'too_big'
          ? String(x.maximum)
          : i.code === 'unrecognized_keys'
            ? (x.keys as string[]).join(', ')
            : i.code === 'invalid_type'
              ? String(x.expected)
              : i.code === 'invalid_value'
                ? ((x.values as unknown[]) ?? []).map(String).join(' | ')
                : i.code === 'invalid_union'
                  ? stageKinds.join(' | ')
                  : '';
    return { path: i.path.join('.') || '(root)', code: i.code === 'custom' ? i.message : i.code, detail };
  });
}
