/**
 * The build's CSP manifest: for each prerendered page, by its internal path (`/zh-CN/pricing`, `/en-US`), the sha256
 * tokens of its inline scripts. Written after `next build` by `scripts/postbuild.mts` to
 * `.next/csp-manifest.json` (and the standalone copy); read once per process. Missing file (dev, or a build made
 * without the script) → `null`, and the proxy falls back to nonces.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface CspManifest {
  buildId: string;
  /** Internal page path → `sha256-…` tokens. */
  pages: Record<string, string[]>;
}

let cached: CspManifest | null | undefined;

/** Parses a manifest file's text; `null` when it is not a manifest. */
export function parseCspManifest(text: string): CspManifest | null {
  try {
    const value = JSON.parse(text) as Partial<CspManifest>;
    if (!value || typeof value !== 'object' || typeof value.pages !== 'object' || value.pages === null) return null;
    return { buildId: String(value.buildId ?? ''), pages: value.pages as Record<string, string[]> };
  } catch {
    return null;
  }
}

/** The manifest of the build this process serves (cached), or `null`. */
export function loadCspManifest(): CspManifest | null {
  if (cached !== undefined) return cached;
  try {
    cached = parseCspManifest(
      readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), '.next', 'csp-manifest.json'), 'utf8'),
    );
  } catch {
    cached = null;
  }
  return cached;
}
