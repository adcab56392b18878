import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addCompileHints,
  compileHint,
  firstLoadChunks,
  shiftSourceMap,
  withCompileHint,
} from '../../scripts/lib/compile-hints.mjs';

/** A minimal `.next` as `next build` writes it: the build manifest, one page's client reference manifest, chunks. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hints-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(dir, 'server', 'app', '[locale]', 'pricing'), { recursive: true });
  writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/turbopack-runtime.js'] }),
  );
  const manifest = {
    '/[locale]/pricing/page': {
      entryJSFiles: {
        '[project]/app/layout': ['static/chunks/shell.js'],
        '[project]/app/[locale]/pricing/page': ['static/chunks/shell.js', 'static/chunks/pricing.js'],
      },
      entryCSSFiles: {},
    },
  };
  writeFileSync(
    path.join(dir, 'server', 'app', '[locale]', 'pricing', 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/[locale]/pricing/page"]=${JSON.stringify(manifest['/[locale]/pricing/page'])}`,
  );
  for (const name of ['framework', 'turbopack-runtime', 'shell', 'pricing', 'antd-on-use']) {
    writeFileSync(
      path.join(dir, 'static', 'chunks', `${name}.js`),
      `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}"]);`,
    );
  }
  return dir;
}

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('compile hints on the first-load chunks', () => {
  it('puts the magic comment on the first line once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([])');
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('finds the framework chunks and every route segment’s entry chunks, not the chunks loaded on use', () => {
    dir = fakeBuild();
    expect(firstLoadChunks(dir)).toEqual([
      'static/chunks/framework.js',
      'static/chunks/pricing.js',
      'static/chunks/shell.js',
      'static/chunks/turbopack-runtime.js',
    ]);
  });

  it('hints each first-load chunk once and leaves the lazy chunk as built', () => {
    dir = fakeBuild();
    expect(addCompileHints(dir).files).toBe(4);
    addCompileHints(dir);
    const read = (name: string) => readFileSync(path.join(dir, 'static', 'chunks', `${name}.js`), 'utf8');
    expect(read('shell').startsWith(`${compileHint}\n(globalThis.TURBOPACK`)).toBe(true);
    expect(read('shell').split(compileHint)).toHaveLength(2);
    expect(read('antd-on-use').startsWith('(globalThis.TURBOPACK')).toBe(true);
  });
});

describe('source maps of hinted chunks (HX_ANALYZE=1 builds)', () => {
  it('moves a plain map and an index map one generated line down', () => {
    expect(shiftSourceMap({ version: 3, mappings: 'AAAA,CAAC;AACA' }).mappings).toBe(';AAAA,CAAC;AACA');
    const index = shiftSourceMap({
      version: 3,
      sections: [{ offset: { line: 0, column: 0 } }, { offset: { line: 4, column: 10 } }],
    });
    expect(index.sections!.map((s) => s.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 5, column: 10 },
    ]);
  });

  it('rewrites the map a hinted chunk points to', () => {
    dir = fakeBuild();
    const chunk = path.join(dir, 'static', 'chunks', 'shell.js');
    writeFileSync(chunk, `${readFileSync(chunk, 'utf8')}\n//# sourceMappingURL=shell.js.map`);
    writeFileSync(`${chunk}.map`, JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA' }));
    addCompileHints(dir);
    expect(JSON.parse(readFileSync(`${chunk}.map`, 'utf8')).mappings).toBe(';AAAA');
  });
});
