import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ stay true to the repository: every relative link points at a file that exists, and every
 * `npm run <script>` they name is a script of package.json. (Issue 25: a newcomer follows these literally.)
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
    '%s: every `npm run` script it names exists',
    (_name, file) => {
      const missing = npmScripts(readFileSync(file, 'utf8')).filter((s) => !scripts.includes(s));
      expect(missing).toEqual([]);
    },
  );

  it('each docs page starts with a sentence saying who it is for', () => {
    for (const file of files.filter((f) => path.relative(root, f).startsWith(`docs${path.sep}`))) {
      const firstParagraph = readFileSync(file, 'utf8').split('\n\n')[1] ?? '';
      expect(firstParagraph, path.relative(root, file)).toMatch(/^For /);
    }
  });
});
