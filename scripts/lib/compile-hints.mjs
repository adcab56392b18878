/**
 * V8's explicit compile hints for the JavaScript a page runs on load (issue 28 goal 2).
 *
 * Without a hint, V8 pre-parses a script and compiles each function on its first call, on the main thread. Turbopack
 * wraps every module in a function that the runtime calls when the page hydrates, so a cold load compiled React DOM,
 * the router and the shell's modules inside the bootstrap task (on this machine ~30 ms of the framework's ~140 ms of
 * script time, unthrottled; Lighthouse counts it four times in TBT). The magic comment `//# allFunctionsCalledOnLoad`
 * on a file's first line (Chrome 136+, https://v8.dev/blog/explicit-compile-hints) makes V8 compile all of the file's
 * functions when it streams the script, on a background thread while the rest downloads. Other browsers ignore the
 * comment.
 *
 * Only the chunks a page loads first get it (the framework's `rootMainFiles` and each route segment's `entryJSFiles`
 * from the build manifests): their functions do run on load. Chunks loaded with `import()` on use (antd, cytoscape,
 * the demos' islands) are left lazy, because most of their functions never run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { sourceMapPathOf, walkFiles } from './build-files.mjs';

/** The comment, as V8 expects it on the first line. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** The source with the hint as its first line (unchanged when it has it already). */
export function withCompileHint(source) {
  return source.startsWith(compileHint) ? source : `${compileHint}\n${source}`;
}

/**
 * Paths (relative to `.next`, e.g. `static/chunks/1zy….js`) of every chunk some page loads first: the build
 * manifest's `rootMainFiles` and the `entryJSFiles` of every `*_client-reference-manifest.js` under `.next/server/app`
 * (each assigns `globalThis.__RSC_MANIFEST[route]`; it is evaluated in an empty context).
 */
export function firstLoadChunks(nextDir) {
  const chunks = new Set();
  const build = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  for (const file of build.rootMainFiles ?? []) chunks.add(file);
  const appDir = path.join(nextDir, 'server', 'app');
  if (existsSync(appDir)) {
    for (const file of walkFiles(appDir)) {
      if (!file.endsWith('_client-reference-manifest.js')) continue;
      const context = {};
      context.globalThis = context;
      vm.runInNewContext(readFileSync(file, 'utf8'), context, { timeout: 1000 });
      for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
        for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const f of files) chunks.add(f);
      }
    }
  }
  return [...chunks].filter((f) => f.endsWith('.js')).sort();
}

/**
 * A source map (v3, plain or with `sections`) moved one generated line down, for a chunk that got the hint on a new
 * first line: `mappings` gains an empty first line, each section's offset one line.
 */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return {
      ...map,
      sections: map.sections.map((s) => ({ ...s, offset: { ...s.offset, line: (s.offset?.line ?? 0) + 1 } })),
    };
  }
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}

/**
 * Adds the hint to every first-load chunk under `nextDir` (before they are precompressed and copied), and moves the
 * chunk's source map along when the build wrote one (`HX_ANALYZE=1`, for `npm run analyze:js`). Returns the number of
 * files hinted and their total size in bytes.
 */
export function addCompileHints(nextDir) {
  let files = 0;
  let bytes = 0;
  for (const rel of firstLoadChunks(nextDir)) {
    const file = path.join(nextDir, rel);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      writeFileSync(file, hinted);
      const mapFile = sourceMapPathOf(file, source);
      if (mapFile && existsSync(mapFile))
        writeFileSync(mapFile, JSON.stringify(shiftSourceMap(JSON.parse(readFileSync(mapFile, 'utf8')))));
    }
    files++;
    bytes += Buffer.byteLength(hinted);
  }
  return { files, bytes };
}
