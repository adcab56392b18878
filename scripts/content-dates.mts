/**
 * Part of `npm run build` (before next build): the date each indexable page's content last changed, per locale, from
 * git (lib/content-dates.ts), written to build/content-dates.json for the sitemap's `lastmod`. A namespace changed in
 * the working tree (not yet committed) is dated now. Without git the file is an empty object (no `lastmod`, never an
 * invented one). Prints one line.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { messageFiles } from '@/i18n/messages';
import { routing } from '@/i18n/routing';
import { contentDatesFile, subtree, unchangedSince, type ContentDates } from '@/lib/content-dates';
import { metaNamespaceOf } from '@/lib/page-meta';
import { allRoutes, type RouteName } from '@/lib/routes';

const root = process.cwd();
const started = performance.now();
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 }).toString();

/** Versions of one message file, newest first (parsed once per commit). */
function history(file: string): { date: string; messages: unknown }[] {
  const log = git('log', '--format=%H %cI', '--', file).trim();
  if (!log) return [];
  return log.split('\n').map((line) => {
    const [sha, date] = line.split(' ');
    try {
      return { date, messages: JSON.parse(git('show', `${sha}:${file}`)) };
    } catch {
      return { date, messages: undefined };
    }
  });
}

const now = new Date().toISOString();
const dates: ContentDates = {};
let dated = 0;
try {
  git('rev-parse', '--is-inside-work-tree');
  for (const locale of routing.locales) {
    const files = messageFiles.map((f) => `messages/${locale}/${f}.json`);
    const versions = new Map(files.map((f) => [f, history(f)]));
    const current = new Map(files.map((f) => [f, JSON.parse(readFileSync(path.join(root, f), 'utf8')) as unknown]));
    const perRoute: Record<string, string> = {};
    for (const route of allRoutes.filter((r) => r.indexable)) {
      const ns = metaNamespaceOf(route.name as RouteName);
      const file = files.find((f) => subtree(current.get(f), ns) !== undefined);
      if (!file) continue;
      const now_ = subtree(current.get(file), ns);
      const past = versions.get(file)!.map((v) => ({ date: v.date, value: subtree(v.messages, ns) }));
      perRoute[route.name] = unchangedSince(past, now_) ?? now;
      dated++;
    }
    dates[locale] = perRoute;
  }
} catch {
  // Not a git checkout: no dates.
}
mkdirSync(path.dirname(path.join(root, contentDatesFile)), { recursive: true });
writeFileSync(path.join(root, contentDatesFile), JSON.stringify(dates, null, 2) + '\n');
console.log(
  `[content-dates] ${dated} page contents dated in ${((performance.now() - started) / 1000).toFixed(1)} s → ${contentDatesFile}`,
);
