/** Types of compile-hints.mjs, for the TypeScript that uses it (scripts/postbuild.mts, tests/unit/compile-hints.test.ts). */
export const compileHint: string;
/** The source with V8's `//# allFunctionsCalledOnLoad` as its first line (unchanged when it has it already). */
export function withCompileHint(source: string): string;
/** Paths relative to `.next` of every chunk some page loads first (rootMainFiles and every segment's entryJSFiles). */
export function firstLoadChunks(nextDir: string): string[];
/** Adds the hint to every first-load chunk under `nextDir`; the number of files and their total bytes. */
export function addCompileHints(nextDir: string): { files: number; bytes: number };
/** A source map (v3, plain or with `sections`) moved one generated line down. */
export function shiftSourceMap<
  T extends { mappings?: string; sections?: { offset: { line: number; column: number } }[] },
>(map: T): T;
