/** Types of build-files.mjs. */
/** Every file under `dir`, depth first (full paths). */
export function walkFiles(dir: string): Generator<string>;
/** The source map file a chunk's trailing `//# sourceMappingURL=` comment names, or undefined (none, or inline). */
export function sourceMapPathOf(chunkFile: string, source: string): string | undefined;
