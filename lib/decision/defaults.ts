/**
 * The default decision flow as plain data (no zod), so the page's first load can show and edit it; flow.ts builds
 * the import schema on top of these defaults and loads with the flow editor.
 */

export const stageKinds = ['admission', 'antiFraud', 'judicial', 'financial', 'limit'] as const;
export type StageKind = (typeof stageKinds)[number];

/** Default thresholds per stage kind (what each checks: evaluate.ts). Percentages 0–100; limits in yuan. */
export const defaultThresholds = {
  admission: { minAgeYears: 2, minPaidInPct: 30 },
  antiFraud: { minInsuredPct: 50, maxNameChanges: 2, allowSharedAddress: false },
  judicial: { maxDishonest: 0, maxEnforcement: 0, maxDefendantCases: 3 },
  financial: { maxDebtToAssetsPct: 75, minCurrentRatio: 1, maxLossYears: 1, maxHighRedFlags: 1 },
  limit: { revenuePct: 10, equityMultiple: 1, maxLimit: 50_000_000, referHaircutPct: 50 },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends boolean ? boolean : T[K] extends number ? number : T[K] };
export type Thresholds<K extends StageKind = StageKind> = Widen<(typeof defaultThresholds)[K]>;

export type Stage = {
  [K in StageKind]: { id: string; kind: K; thresholds: Thresholds<K>; position?: { x: number; y: number } };
}[StageKind];

export interface Flow {
  format: 'hengxi-decision-flow';
  version: 1;
  name?: string;
  stages: Stage[];
}

/** The default flow: the five stages in order with default thresholds. */
export function defaultFlow(): Flow {
  return {
    format: 'hengxi-decision-flow',
    version: 1,
    stages: stageKinds.map((kind) => ({ id: kind, kind, thresholds: { ...defaultThresholds[kind] } }) as Stage),
  };
}
