/** Types of prod-server.mjs, for the TypeScript scripts that use it (scripts/check-html.ts). */
export function startServer(): Promise<{ base: string; stop: () => void }>;
