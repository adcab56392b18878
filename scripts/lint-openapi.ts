/**
 * `npm run lint:openapi` (part of npm test): writes the OpenAPI document the site serves at /api/openapi.json
 * (lib/api/openapi.ts) to a temporary file and lints it with Redocly CLI's recommended rules (redocly.yaml). Exits
 * with the linter's status; prints its summary. About 3 s.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openApiDocument } from '@/lib/api/openapi';

const dir = mkdtempSync(path.join(tmpdir(), 'hengxi-openapi-'));
const file = path.join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(openApiDocument('lint'), null, 1));
const run = spawnSync('npx', ['redocly', 'lint', file, '--config', 'redocly.yaml', '--format', 'summary'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
rmSync(dir, { recursive: true, force: true });
process.exit(run.status ?? 1);
