import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { catalogCounts } from '@/lib/catalog';
import { demoNames } from '@/lib/demos';
import { alertRules } from '@/lib/monitoring/rules';
import { tours } from '@/lib/tours';

/**
 * The README and docs/ stay true to the repository: every relative link points at a file that exists and every
 * `#section` link at a heading of its file (GitHub's anchors, github-slugger), every repository path they name in
 * backticks (`lib/facts/index.ts`, `components/try-it/`) exists, and every `npm run <script>` they name is a script
 * of package.json. (Issues 25 and 43: a newcomer follows these literally.)
 */
const root = path.resolve(__dirname, '..', '..');
const scripts = Object.keys(
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>,
);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? markdownFiles(full) : name.endsWith('.md') ? [full] : [];
  });
}

const files = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];

/** Markdown links `[text](target)` outside code, with their targets. */
function links(text: string): string[] {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

/** The anchors GitHub gives the headings of a Markdown file (outside code blocks). */
function anchors(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} +(.+?) *#*$/gm)].map((m) => slugger.slug(m[1]!.replace(/`/g, ''))));
}

/** Top-level folders and files of the repository that a doc names in backticks as paths. */
const pathRoots = /^(?:app|components|lib|scripts|tests|e2e|docs|server|deploy|messages|i18n|types|patches)\//;

/**
 * Repository paths named in backticks (`lib/facts/index.ts`, `scripts/stack/`), without placeholders (`<locale>`,
 * `[locale]` route folders are real), globs (`*`) or ellipses. A `path:line` or `path#L1` suffix is dropped.
 */
function namedPaths(text: string): string[] {
  return [...text.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!.replace(/(?::\d+|#L\d+)$/, ''))
    .filter((p) => pathRoots.test(p) && !/[<>*…{}]|\.\.\./.test(p));
}

/** Script names after `npm run` (also `npm run -s name`, `npm run name -- args`). */
function npmScripts(text: string): string[] {
  return [...text.matchAll(/npm run(?: -s)? ([a-z](?:[\w:.-]*\w)?)/g)].map((m) => m[1]!);
}

describe('README and docs', () => {
  it('README is short enough to read in five minutes (≤ 120 lines) and docs/ has the subjects it links', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(120);
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [path.relative(root, f), f]))(
    '%s: every relative link points at a file that exists',
    (_name, file) => {
      const text = readFileSync(file, 'utf8');
      const broken = links(text)
        .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
        .map((target) => target.split('#')[0]!)
        .filter((target) => !existsSync(path.resolve(path.dirname(file), decodeURI(target))));
      expect(broken).toEqual([]);
    },
  );

  it.each(files.map((f) => [path.relative(root, f), f]))(
    '%s: every #section link points at a heading of its file (fix the link or the heading)',
    (_name, file) => {
      const broken = links(readFileSync(file, 'utf8'))
        .filter((target) => !/^[a-z]+:/i.test(target) && target.includes('#'))
        .filter((target) => {
          const [page, anchor] = target.split('#') as [string, string];
          const target_ = page ? path.resolve(path.dirname(file), decodeURI(page)) : file;
          return !existsSync(target_) || !target_.endsWith('.md') ? false : !anchors(target_).has(decodeURI(anchor));
        });
      expect(broken).toEqual([]);
    },
  );

  it.each(files.map((f) => [path.relative(root, f), f]))(
    '%s: every repository path it names in backticks exists (update the doc when a file moves)',
    (_name, file) => {
      const missing = namedPaths(readFileSync(file, 'utf8')).filter((p) => !existsSync(path.join(root, p)));
      expect(missing).toEqual([]);
    },
  );

  it.each(files.map((f) => [path.relative(root, f), f]))(
    '%s: every `npm run` script it names exists',
    (_name, file) => {
      const missing = npmScripts(readFileSync(file, 'utf8')).filter((s) => !scripts.includes(s));
      expect(missing).toEqual([]);
    },
  );

  it('architecture.md names every folder of lib/, and app/actions/ and server/ (add a row to its table for a new one)', () => {
    const text = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const folders = [
      ...readdirSync(path.join(root, 'lib'), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => `lib/${d.name}/`),
      'app/actions/',
      'server/',
    ];
    expect(folders.filter((f) => !text.includes(`\`${f}\``))).toEqual([]);
  });

  it('gives each decision record its own number, and lists every record in docs/decisions/README.md', () => {
    const dir = path.join(root, 'docs/decisions');
    const records = readdirSync(dir).filter((f) => /^\d{4}-.+\.md$/.test(f));
    const byNumber = new Map<string, string[]>();
    for (const f of records) byNumber.set(f.slice(0, 4), [...(byNumber.get(f.slice(0, 4)) ?? []), f]);
    const shared = [...byNumber].filter(([, fs]) => fs.length > 1).map(([n, fs]) => `${n}: ${fs.join(', ')}`);
    expect(shared, 'renumber the later record to the next free number and fix every link to it').toEqual([]);
    const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
    expect(
      records.filter((f) => !index.includes(`](${f})`)),
      'add `- [NNNN. Title](NNNN-….md)` to docs/decisions/README.md',
    ).toEqual([]);
  });

  it('states counts of the catalogue, demos, tours and rules as the code has them (or not at all)', () => {
    // The living reference only: measurement logs (performance.md) and decision records keep the counts of their day.
    const living = files.filter((f) => /README\.md$|docs[\\/](architecture|demos)\.md$|docs[\\/]how-to[\\/]/.test(f));
    const actual: Record<string, number> = {
      services: catalogCounts.services,
      solutions: catalogCounts.solutions,
      cases: catalogCounts.cases,
      demos: demoNames.length,
      tours: Object.keys(tours).length,
      steps: Object.values(tours).reduce((n, steps) => n + steps.length, 0),
      'named rules': alertRules.length,
    };
    const wrong = living.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(\d+) (services|solutions|cases|demos|tours|steps|named rules)\b/g)]
        .filter((m) => Number(m[1]) !== actual[m[2]!])
        .map(
          (m) =>
            `${path.relative(root, file)}: "${m[0]}" (the code has ${actual[m[2]!]}; correct it or drop the number)`,
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('each docs page starts with a sentence saying who it is for', () => {
    for (const file of files.filter((f) => path.relative(root, f).startsWith(`docs${path.sep}`))) {
      const firstParagraph = readFileSync(file, 'utf8').split('\n\n')[1] ?? '';
      expect(firstParagraph, path.relative(root, file)).toMatch(/^For /);
    }
  });
});
