/**
 * Fictional 居民身份证号码 of the registry's people, generated with the registry in their own seeded streams (registry
 * seed + person id + `idNumbers`): birth date 1955–2000, sequence, valid GB 11643 check character, region code in the
 * never-assigned province 00 (`lib/kyc/id-number.ts`), so no number is a real person's. Unique across the registry.
 */
import { sampleIdNumber } from '@/lib/kyc/id-number';
import { registrySeed } from './keys';
import { seededStream } from './streams';
import type { Registry } from './types';

const cache = new WeakMap<Registry, { byPerson: Map<string, string>; byNumber: Map<string, string> }>();

function build(registry: Registry) {
  const byPerson = new Map<string, string>();
  const byNumber = new Map<string, string>();
  for (const p of registry.persons.values()) {
    const s = seededStream(registrySeed, p.id, 'idNumbers');
    const region = String(s.int(1, 9999)).padStart(4, '0');
    const birth = s.date('1955-01-01', '2000-12-31');
    let seq = s.int(1, 999);
    let n = sampleIdNumber(region, birth, seq);
    while (byNumber.has(n)) n = sampleIdNumber(region, birth, (seq = (seq % 999) + 1));
    byPerson.set(p.id, n);
    byNumber.set(n, p.id);
  }
  return { byPerson, byNumber };
}

function book(registry: Registry) {
  let b = cache.get(registry);
  if (!b) cache.set(registry, (b = build(registry)));
  return b;
}

/** A person's sample ID number (18 characters). */
export function idNumberOf(personId: string, registry: Registry): string | undefined {
  return book(registry).byPerson.get(personId);
}

/** The person holding a sample ID number, or undefined. */
export function personByIdNumber(number: string, registry: Registry): string | undefined {
  return book(registry).byNumber.get(number);
}
