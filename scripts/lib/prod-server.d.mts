/** Types of prod-server.mjs, for the TypeScript scripts that use it (check-html, bench-registry, bench-screening). */
export function startServer(): Promise<{
  base: string;
  stop: () => void;
  /** The server process id. */
  pid: number | undefined;
  /** performance.now() when the server was spawned. */
  startedAt: number;
  /** Lines the server printed, with the performance.now() time each arrived. */
  output: { at: number; line: string }[];
}>;
