/**
 * Part of `npm run build` (after next build and postbuild): writes the registry artefact (lib/registry/artefact.ts)
 * — the sample registry generated from its fixed seed plus the matcher's index — to `.next/registry.json` and,
 * when there is a standalone output, `.next/standalone/.next/registry.json`, tagged with this build's id. Servers of
 * this build read it at start instead of generating the registry (issue 10: ready ≤ 2 s). Prints one line.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { artefactPath, serializeArtefact } from '@/lib/registry/artefact';
import { generateRegistry, registryHash } from '@/lib/registry/generate';
import { registrySeed } from '@/lib/registry/keys';
import { Matcher } from '@/lib/registry/matcher';

const root = process.cwd();
const buildId = readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
const t = performance.now();
const registry = generateRegistry(registrySeed);
const matcher = new Matcher(registry.enterprises);
const hash = registryHash(registry);
const json = serializeArtefact(registry, matcher, buildId, hash);
const file = artefactPath(root);
writeFileSync(file, json);
const standalone = path.join(root, '.next', 'standalone');
if (existsSync(standalone)) copyFileSync(file, artefactPath(standalone));
console.log(
  `[build-registry] ${registry.enterprises.length} enterprises, ${registry.persons.size} people, hash ${hash.slice(0, 12)}…, ${(json.length / 1e6).toFixed(1)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s → ${path.relative(root, file)}${existsSync(standalone) ? ' (and standalone)' : ''}`,
);
