/** Example companies under the news box, chosen by rule: the first with ≥ 3 negative items in 180 days, and the first with none. */
import { factsAsOf } from '@/lib/facts/as-of';
import type { Registry } from '@/lib/registry/types';
import { companyNews } from './index';

export function newsExamples(registry: Registry, locale: string): string[] {
  const name = (i: number) => (locale === 'en-US' ? registry.enterprises[i].nameEn : registry.enterprises[i].name);
  const pool = registry.enterprises.slice(9, 800);
  const negative = pool.find(
    (e) => companyNews(e, factsAsOf, 180).items.filter((i) => i.sentiment === 'negative').length >= 3,
  );
  const calm = pool.find(
    (e) =>
      e !== negative &&
      companyNews(e, factsAsOf, 180).items.length >= 2 &&
      companyNews(e, factsAsOf, 180).alerts.length === 0,
  );
  return [negative, calm].filter((e) => !!e).map((e) => name(e!.index));
}
