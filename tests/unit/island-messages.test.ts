import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickClientMessages } from '@/i18n/client-messages';
import type { Messages } from '@/i18n/messages';
import { islandNamespaces } from '@/components/try-it/island-intl';

/**
 * Each demo island is given only the message namespaces `islandNamespaces` lists (issue 28). A key its client code
 * reads outside them would show as a raw key path in the demo. This reads every module an island's code imports,
 * from the dynamic import in demo-island.tsx, and checks each `t('…')` of a `useTranslations('…')` against the
 * messages the island is actually given, in both locales.
 */
const root = process.cwd();

function loadMessages(locale: string): Messages {
  const dir = path.join(root, 'messages', locale);
  return Object.assign(
    {},
    ...readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8'))),
  ) as Messages;
}

/** The island → tool module table of demo-island.tsx (`name: … import('./x/y') …`). */
function islandEntries(): Map<string, string> {
  const source = readFileSync(path.join(root, 'components/try-it/demo-island.tsx'), 'utf8');
  const entries = new Map<string, string>();
  for (const m of source.matchAll(/^\s*(\w+): (?:(?!^\s*\w+: )[\s\S])*?import\('(\.\/[^']+)'\)/gm)) {
    entries.set(m[1], resolveModule(path.join(root, 'components/try-it/demo-island.tsx'), m[2])!);
  }
  return entries;
}

function resolveModule(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
}

/** Every source module reachable from `entry` through value imports (type-only imports and CSS left out). */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/^import (?!type )[^;]*?from '((?:\.{1,2}\/|@\/)[^']+)'/gms)) {
      if (m[1].endsWith('.css')) continue;
      const resolved = resolveModule(file, m[1]);
      if (resolved) queue.push(resolved);
    }
  }
  return [...seen];
}

/**
 * The message paths a module reads: each call of a translator from `useTranslations('ns')`, as `ns.key`, or for a
 * template literal its static head (`ns.sentiments` for `` t(`sentiments.${s}`) ``). A call belongs to the nearest
 * translator of that name declared before it (a module may declare `t` once per component).
 */
function readPaths(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const declarations = [...source.matchAll(/const (\w+) = useTranslations\(\s*'([^']*)'\s*\)/g)].map((m) => ({
    at: m.index,
    name: m[1],
    ns: m[2],
  }));
  const paths: string[] = [];
  for (const name of new Set(declarations.map((d) => d.name))) {
    for (const call of source.matchAll(
      new RegExp(`\\b${name}(?:\\.rich|\\.markup)?\\(\\s*(['\`])([^'\`]*)\\1?`, 'g'),
    )) {
      const owner = declarations.filter((d) => d.name === name && d.at < call.index).at(-1);
      if (!owner) continue;
      const head = call[2].split('${')[0];
      const key = head === call[2] ? head : head.slice(0, Math.max(0, head.lastIndexOf('.')));
      paths.push([owner.ns, key].filter(Boolean).join('.'));
    }
  }
  return paths;
}

function lookup(messages: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);
}

describe('demo islands are given the messages their client code reads', () => {
  const entries = islandEntries();

  it('finds every island of the namespace table in demo-island.tsx', () => {
    expect([...entries.keys()].sort()).toEqual(Object.keys(islandNamespaces).sort());
  });

  for (const locale of ['zh-CN', 'en-US']) {
    it(`resolves every key each island reads (${locale})`, () => {
      const messages = loadMessages(locale);
      let checked = 0;
      for (const [island, entry] of entries) {
        const given = pickClientMessages(messages, islandNamespaces[island as keyof typeof islandNamespaces]);
        for (const file of moduleGraph(entry)) {
          for (const dotted of readPaths(file)) {
            checked++;
            expect(lookup(given, dotted), `${island}: ${path.relative(root, file)} reads ${dotted}`).toBeDefined();
          }
        }
      }
      // The walk really reaches the tools' code (hundreds of reads), not just the entry modules.
      expect(checked).toBeGreaterThan(200);
    });
  }
});
