/**
 * A credit decision flow (service decisionMap): an ordered chain of stages — 准入 admission → 反欺诈 anti-fraud →
 * 司法 judicial → 财务 financial → 额度 limit — each with editable thresholds. The flow is data: it exports and
 * imports as JSON validated by `flowSchema` (zod), which also documents it in /api/openapi.json. No server or
 * registry dependencies here, so the page's flow editor (loaded on use) validates imports with the same schema.
 */
import { z } from 'zod';

export const stageKinds = ['admission', 'antiFraud', 'judicial', 'financial', 'limit'] as const;
export type StageKind = (typeof stageKinds)[number];

const pct = z.number().min(0).max(100);
const count = z.number().int().min(0).max(1000);

/** Thresholds of each stage kind, with their defaults (see evaluate.ts for what each one checks). */
export const thresholdSchemas = {
  admission: z.object({ minAgeYears: z.number().min(0).max(100).default(2), minPaidInPct: pct.default(30) }).strict(),
  antiFraud: z.object({ minInsuredPct: pct.default(50), maxNameChanges: count.default(2), allowSharedAddress: z.boolean().default(false) }).strict(),
  judicial: z.object({ maxDishonest: count.default(0), maxEnforcement: count.default(0), maxDefendantCases: count.default(3) }).strict(),
  financial: z.object({ maxDebtToAssetsPct: pct.default(75), minCurrentRatio: z.number().min(0).max(20).default(1), maxLossYears: z.number().int().min(0).max(3).default(1), maxHighRedFlags: count.default(1) }).strict(),
  limit: z.object({ revenuePct: pct.default(10), equityMultiple: z.number().min(0).max(20).default(1), maxLimit: z.number().min(0).max(1e10).default(50_000_000), referHaircutPct: pct.default(50) }).strict(),
} as const;

export type Thresholds<K extends StageKind = StageKind> = z.infer<(typeof thresholdSchemas)[K]>;

const nodeId = z.string().regex(/^[A-Za-z][\w-]{0,31}$/, { message: 'id: letters, digits, - or _, starting with a letter, at most 32' });
const position = z.object({ x: z.number().finite(), y: z.number().finite() }).optional();

/** One stage of each kind; missing thresholds take their defaults. */
export const stageSchema = z.discriminatedUnion(
  'kind',
  stageKinds.map((kind) => {
    const thresholds = thresholdSchemas[kind] as unknown as z.ZodType;
    return z.object({ id: nodeId, kind: z.literal(kind), thresholds: thresholds.default(thresholds.parse({}) as never), position }).strict();
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
      .refine((s) => (s as { kind: StageKind }[]).filter((x) => x.kind === 'limit').length <= 1 && ((s as { kind: StageKind }[]).findIndex((x) => x.kind === 'limit') === -1 || (s[s.length - 1] as { kind: StageKind }).kind === 'limit'), { message: 'limitLast' }),
  })
  .strict()
  .meta({ id: 'DecisionFlow', description: 'Stages evaluated in order; a decline ends the path, a refer continues and makes the final decision a referral.' });

export type Stage = { [K in StageKind]: { id: string; kind: K; thresholds: Thresholds<K>; position?: { x: number; y: number } } }[StageKind];
export interface Flow {
  format: 'hengxi-decision-flow';
  version: 1;
  name?: string;
  stages: Stage[];
}

/** The default flow: the five stages with default thresholds. */
export function defaultFlow(): Flow {
  return {
    format: 'hengxi-decision-flow',
    version: 1,
    stages: stageKinds.map((kind) => ({ id: kind, kind, thresholds: thresholdSchemas[kind].parse({}) }) as Stage),
  };
}

/** One problem of an imported flow: where (a JSON path like `stages.2.thresholds.minAgeYears`) and the zod code. */
export interface FlowIssue {
  path: string;
  code: string;
  message: string;
}

/** Parses a flow from JSON text: the flow, or the problems (not JSON, or each schema violation with its path). */
export function parseFlow(text: string): { ok: true; flow: Flow } | { ok: false; notJson: boolean; issues: FlowIssue[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, notJson: true, issues: [] };
  }
  const r = flowSchema.safeParse(raw);
  if (r.success) return { ok: true, flow: r.data as unknown as Flow };
  return { ok: false, notJson: false, issues: r.error.issues.slice(0, 8).map((i) => ({ path: i.path.join('.') || '(root)', code: i.code, message: i.message })) };
}
