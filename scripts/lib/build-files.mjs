/**
 * Reading the build's output files, shared by the build scripts (postbuild.mts, lib/compile-hints.mjs,
 * js-modules.mjs).
 */
import path from 'node:path';
import { readdirSync } from 'node:fs';

/** Every file under `dir`, depth first (full paths). */
export function* walkFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(full);
    else yield full;
  }
}

/**
 * The source map file a chunk's trailing `//# sourceMappingURL=` comment names, next to the chunk (Turbopack names a
 * map after the chunk's pre-hash name), or undefined when the chunk has no such comment or an inline `data:` map.
 * `source` may be the whole chunk or just its last few hundred characters.
 */
export function sourceMapPathOf(chunkFile, source) {
  const name = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(source.slice(-300))?.[1];
  return name && !name.startsWith('data:') ? path.join(path.dirname(chunkFile), name) : undefined;
}
