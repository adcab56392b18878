import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { caseSlugs, serviceSlugs, solutionSlugs } from '@/lib/catalog';
import type { CaseContent, ServiceContent, SolutionContent } from '@/lib/content/types';

const root = path.resolve(__dirname, '../../messages');
const load = <T>(locale: string, file: string, ns: string): Record<string, T> =>
  JSON.parse(readFileSync(path.join(root, locale, `${file}.json`), 'utf8'))[ns] ?? {};

const filled = (v: unknown) => typeof v === 'string' && v.trim().length > 0;

/** Every catalogue page has every section of its template, in both locales, with the counts its template expects. */
describe.each(routing.locales)('catalogue content (%s)', (locale) => {
  const services = load<ServiceContent>(locale, 'services', 'services');
  const solutions = load<SolutionContent>(locale, 'solutions', 'solutions');
  const cases = load<CaseContent>(locale, 'cases', 'cases');

  it.each(serviceSlugs)('service %s has all sections', (slug) => {
    const c = services[slug];
    expect(c, slug).toBeDefined();
    for (const k of ['name', 'summary', 'metaTitle', 'metaDescription', 'h1', 'intro', 'problem'] as const) expect(filled(c[k]), k).toBe(true);
    expect(c.checks.length).toBeGreaterThanOrEqual(4);
    expect(c.inputs.length).toBeGreaterThanOrEqual(2);
    expect(c.outputs.length).toBeGreaterThanOrEqual(3);
    expect(c.dataSources.length).toBeGreaterThanOrEqual(3);
    expect([c.delivery.web, c.delivery.api, c.delivery.batch].every(filled)).toBe(true);
    expect(c.sample.rows.length).toBeGreaterThanOrEqual(3);
    expect(c.faq.length).toBeGreaterThanOrEqual(3);
    expect(filled(c.cta.title) && filled(c.cta.body)).toBe(true);
  });

  it.each(solutionSlugs)('solution %s has all sections', (slug) => {
    const c = solutions[slug];
    expect(c, slug).toBeDefined();
    for (const k of ['name', 'summary', 'metaTitle', 'metaDescription', 'h1', 'intro'] as const) expect(filled(c[k]), k).toBe(true);
    expect(c.pains.length).toBeGreaterThanOrEqual(3);
    expect([c.lifecycle.before, c.lifecycle.during, c.lifecycle.after].every(filled)).toBe(true);
    expect(c.workflow.length).toBeGreaterThanOrEqual(4);
    expect(c.results).toHaveLength(3);
  });

  it.each(caseSlugs)('case %s has all sections and names no client', (slug) => {
    const c = cases[slug];
    expect(c, slug).toBeDefined();
    for (const k of ['name', 'summary', 'metaTitle', 'metaDescription', 'h1', 'intro'] as const) expect(filled(c[k]), k).toBe(true);
    expect(c.facts.length).toBeGreaterThanOrEqual(4);
    expect(c.challenge.points.length).toBeGreaterThanOrEqual(2);
    expect(c.solution.points.length).toBeGreaterThanOrEqual(2);
    expect(c.timeline.length).toBeGreaterThanOrEqual(3);
    expect(c.results.length).toBeGreaterThanOrEqual(3);
    expect(filled(c.quote.text) && filled(c.quote.role)).toBe(true);
    // Anonymised: the internal slug (which echoes a client's name) never appears in the copy.
    expect(JSON.stringify(c).toLowerCase()).not.toContain(slug.toLowerCase());
  });

  it('meta descriptions are unique per page', () => {
    const all = [...Object.values(services), ...Object.values(solutions), ...Object.values(cases)].map((c) => c.metaDescription);
    expect(new Set(all).size).toBe(all.length);
  });
});
