import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getRegistry, resolveEntity } from '@/lib/registry';
import { readArtefact, serializeArtefact } from '@/lib/registry/artefact';
import { registryHash } from '@/lib/registry/generate';
import { registrySeed } from '@/lib/registry/keys';
import { Matcher } from '@/lib/registry/matcher';
import { makeVariant, variantFaker, variantKinds } from '@/lib/registry/variants';

// The build writes the registry and its matcher index once (scripts/build-registry.mts); servers read them back.
describe('registry artefact', () => {
  const registry = getRegistry();
  const hash = registryHash(registry);
  const dir = mkdtempSync(path.join(tmpdir(), 'registry-artefact-'));
  const file = path.join(dir, 'registry.json');
  writeFileSync(file, serializeArtefact(registry, new Matcher(registry.enterprises), 'build-1', hash));

  it('reads back the same registry (same hash, same lookup maps) and a matcher that answers as the generated one', () => {
    const back = readArtefact(file, { buildId: 'build-1', seed: registrySeed })!;
    expect(back).not.toBeNull();
    expect(registryHash(back.registry)).toBe(hash);
    expect(back.hash).toBe(hash);
    expect(back.registry.byCkey.size).toBe(registry.byCkey.size);
    expect(back.registry.investments.size).toBe(registry.investments.size);
    expect(back.registry.roles.size).toBe(registry.roles.size);
    const matcher = new Matcher(back.registry.enterprises, back.matcher);
    const f = variantFaker(7);
    for (let n = 0; n < 120; n++) {
      const e = registry.enterprises[f.number.int({ min: 0, max: registry.enterprises.length - 1 })];
      const q = makeVariant(e, variantKinds[n % variantKinds.length], f);
      if (q) expect(matcher.search(q, 5)).toEqual(resolveEntity(q, 5));
    }
  });

  it('is ignored when written by another build or from another seed, missing or unreadable', () => {
    expect(readArtefact(file, { buildId: 'build-2', seed: registrySeed })).toBeNull();
    expect(readArtefact(file, { buildId: 'build-1', seed: registrySeed + 1 })).toBeNull();
    expect(readArtefact(path.join(dir, 'missing.json'), { buildId: 'build-1', seed: registrySeed })).toBeNull();
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, '{"format":1,"buildId":"build-1"');
    expect(readArtefact(broken, { buildId: 'build-1', seed: registrySeed })).toBeNull();
  });
});

describe('matcher answer cache', () => {
  it('answers a repeated query as the first time, and a caller changing an answer does not change the next one', () => {
    const matcher = new Matcher(getRegistry().enterprises);
    const first = matcher.search('青岑冷链', 5);
    first[0].name = 'changed';
    first.pop();
    expect(matcher.search('青岑冷链', 5)).toEqual(resolveEntity('青岑冷链', 5));
    expect(matcher.search('青岑冷链', 5)[0].name).toBe('青岑冷链供应链有限公司');
    expect(matcher.search('青岑冷链', 1)).toHaveLength(1);
  });
});
