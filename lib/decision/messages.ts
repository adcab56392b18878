/**
 * Localized texts of a flow's import problems (shared by the page and the API): each names where in the JSON it is
 * and what is expected. `t` is a translator over `liveDemos.decision`.
 */
import type { FlowIssue } from './flow';

type T = (key: string, values?: Record<string, string | number>) => string;

const known = [
  'too_small',
  'too_big',
  'invalid_type',
  'invalid_value',
  'invalid_union',
  'unrecognized_keys',
  'invalid_format',
  'duplicateIds',
  'limitLast',
];

/** One issue as a sentence. */
export function flowIssueText(t: T, issue: FlowIssue): string {
  return t(`issues.${known.includes(issue.code) ? issue.code : 'other'}`, { path: issue.path, detail: issue.detail });
}

/** The whole answer for a rejected import: not JSON, or the list of issues. */
export function flowImportError(t: T, r: { notJson: boolean; issues: FlowIssue[] }): string {
  return r.notJson
    ? t('errors.notJson')
    : t('errors.invalidFlow', { issues: r.issues.map((i) => flowIssueText(t, i)).join('; ') });
}
