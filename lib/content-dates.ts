/**
 * When each page's content last changed, for the sitemap's `lastmod` (issue 41): a page's content is its message
 * namespace (lib/page-meta.ts `metaNamespaceOf`: its title, description and body copy), and its date is the commit
 * date of the oldest commit since which that namespace has stayed as it is now. `npm run build` computes the dates
 * once from git (scripts/content-dates.mts → build/content-dates.json) and the sitemap reads them
 * (`readContentDates`); a page without a date (no git history, a content file outside it) gets no `lastmod` rather
 * than an invented one.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/i18n/routing';

/** `locale → route name → ISO 8601 date` of the last content change. */
export type ContentDates = Partial<Record<Locale, Record<string, string>>>;

/** Where the build writes the dates, relative to the project root. */
export const contentDatesFile = path.join('build', 'content-dates.json');

/** The value at a dotted namespace (`services.riskWarning`) of a parsed message file, or undefined. */
export function subtree(messages: unknown, namespace: string): unknown {
  let node: unknown = messages;
  for (const key of namespace.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * The date since which `current` has been unchanged, walking a file's history from newest to oldest: the date of the
 * oldest version in the unbroken run of versions equal to `current` at the head of the history. `undefined` when the
 * newest version already differs (uncommitted content: the caller dates it to the build) or there is no history.
 *
 * @param history versions of the namespace, newest first: the commit's ISO date and the namespace's value then
 * @param current the namespace's value now
 */
export function unchangedSince(
  history: readonly { date: string; value: unknown }[],
  current: unknown,
): string | undefined {
  const same = (v: unknown) => JSON.stringify(v) === JSON.stringify(current);
  let since: string | undefined;
  for (const version of history) {
    if (!same(version.value)) break;
    since = version.date;
  }
  return since;
}

/** The dates the build wrote, or `{}` when it wrote none (a build without git, or tests). */
export function readContentDates(root = process.cwd()): ContentDates {
  const file = path.join(root, contentDatesFile);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ContentDates;
  } catch {
    return {};
  }
}
