/**
 * Demo paths by institution type (the demo centre on /demo): for a reader from a bank, a leasing company, a
 * factor… the ordered list of services to demonstrate, taken from the solution pages' lifecycle mapping
 * (`solutionMap` in lib/catalog.ts: before → during → after the loan/deal), each service once, at its first stage.
 */
import { solutionMap, type LifecycleStage, type ServiceSlug, type SolutionSlug } from './catalog';

/** Institution types offered, in display order (each is a solution of the catalogue). */
export const pathInstitutions = [
  'bank',
  'leasing',
  'factoring',
  'microfinance',
  'guarantee',
  'BNPL',
  'financialHolding',
  'pawn',
] as const satisfies readonly SolutionSlug[];

/** An institution type that has a demo path (`/demo?path=<type>`). */
export type PathInstitution = (typeof pathInstitutions)[number];

const stages: LifecycleStage[] = ['before', 'during', 'after'];

/** The ordered demo path of an institution type. */
export function demoPath(institution: SolutionSlug): { service: ServiceSlug; stage: LifecycleStage }[] {
  const seen = new Set<ServiceSlug>();
  const out: { service: ServiceSlug; stage: LifecycleStage }[] = [];
  for (const stage of stages) {
    for (const service of solutionMap[institution].stages[stage]) {
      if (seen.has(service)) continue;
      seen.add(service);
      out.push({ service, stage });
    }
  }
  return out;
}
