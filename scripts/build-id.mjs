/**
 * The build identifier shared by `next build` (generateBuildId), the client bundle (NEXT_PUBLIC_BUILD_ID) and the
 * /builds endpoints. Taken from BUILD_ID when the deploy sets one; otherwise derived once per build and written to
 * .next-build-id so every worker of the same build, and `next start`, read the same value.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';

const file = path.join(process.cwd(), '.next-build-id');

/** Creates a fresh id (git short sha + time in base 36) and stores it; called once before `next build`. */
export function createBuildId() {
  let sha = 'local';
  try {
    sha =
      execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || sha;
  } catch {
    // Not a git checkout (e.g. a tarball deploy): the timestamp alone keeps ids unique.
  }
  const id = (process.env.BUILD_ID || `${sha}-${Date.now().toString(36)}`).replace(/[^A-Za-z0-9_-]/g, '');
  writeFileSync(file, id);
  return id;
}

/** Reads the id of the current build; 'development' when no build has been prepared. */
export function readBuildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID.replace(/[^A-Za-z0-9_-]/g, '');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : 'development';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(createBuildId());
}
