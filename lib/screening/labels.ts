/** Localized labels of screening results, shared by the XLSX and PDF exports (the UI uses the same messages). */
import type { TryItTranslate } from '@/lib/try-it/api';
import type { Flag, ScreeningResult } from './index';

/** A flag as text: "涉诉 3" / "Litigation 3". */
export function flagLabel(t: TryItTranslate, f: Flag): string {
  return t(`screening.flags.${f.code}`, { count: f.count ?? 0 });
}

/** The verdict as text (clean / to review / high risk). */
export function verdictLabel(t: TryItTranslate, r: Pick<ScreeningResult, 'verdict'>): string {
  return t(`screening.summary.${r.verdict}`);
}

/** The source records behind a result's flags, e.g. "被执行人 d4e8b6a2c1/j1". */
export function sourcesLabel(t: TryItTranslate, r: ScreeningResult): string {
  return r.flags
    .flatMap((f) => f.sources ?? [])
    .map((s) => `${t(`statement.sections.${s.section}`)} ${s.recordId}`)
    .join('; ');
}
