import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { caseMap, caseSlugs } from '@/lib/catalog';

const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../messages', locale, `${file}.json`), 'utf8'));

describe('case studies name each service as the menu does (issue 41)', () => {
  for (const locale of routing.locales) {
    it(locale, () => {
      const services = read(locale, 'services').services as Record<string, { name: string }>;
      const cases = read(locale, 'cases').cases as Record<string, { solution: { points: string[] } }>;
      for (const slug of caseSlugs) {
        const names = caseMap[slug].services.map((s) => services[s].name);
        for (const point of cases[slug].solution.points) {
          // Every "<service>: what it did" point starts with the menu name of a service the case used.
          const label = /^([^:：]+)[:：]/.exec(point)?.[1];
          expect(names, `${slug}: "${point}"`).toContain(label);
        }
      }
    });
  }
});
