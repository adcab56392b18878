/**
 * "Use a sample portfolio of 50 borrowers": the 3 showcase companies and 47 operating registry companies drawn with
 * their own seeded stream (`streams.ts`, key `registry`, stream `samplePortfolio`), so the list is the same on every
 * build. Written as a loan book lists them: the registered name, or the USCC on every fifth line. Fictional.
 */
import { ckeys as showcaseCkeys } from '@/lib/sample-data/keys';
import { registrySeed } from '@/lib/registry/keys';
import { seededStream } from '@/lib/registry/streams';
import type { Enterprise, Registry } from '@/lib/registry/types';
import { localName } from '@/lib/registry/local-name';

/** The sample portfolio's enterprises, in list order. */
export function samplePortfolio(registry: Registry, size = 50): Enterprise[] {
  const s = seededStream(registrySeed, 'registry', 'samplePortfolio');
  const out = showcaseCkeys.map((k) => registry.byCkey.get(k)).filter((e): e is Enterprise => !!e);
  const used = new Set(out.map((e) => e.ckey));
  const n = registry.enterprises.length;
  for (let guard = 0; out.length < size && guard < 100_000; guard++) {
    const e = registry.enterprises[s.int(9, n - 1)];
    if (!e || used.has(e.ckey) || (e.status !== 'active' && e.status !== 'operating') || e.industry === 'L') continue;
    used.add(e.ckey);
    out.push(e);
  }
  return out;
}

/** The sample portfolio as the lines of a pasted list (name, or USCC on every fifth line), in the locale. */
export function samplePortfolioLines(registry: Registry, locale: string): string[] {
  return samplePortfolio(registry).map((e, i) => (i % 5 === 4 ? e.uscc : localName(e, locale)));
}
