import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceDemoSlugs } from '@/components/try-it/service-demo-slugs';
import { demoNames, demos, type DemoName } from '@/lib/demos';
import { serviceTours, tours, type TourName } from '@/lib/tours';

const root = join(__dirname, '../..');
const read = (p: string) => readFileSync(join(root, p), 'utf8');

/** Every .tsx file under a path (a file or a folder). */
function sources(path: string): string[] {
  const abs = join(root, path);
  if (statSync(abs).isFile()) return [read(path)];
  return readdirSync(abs).flatMap((f) =>
    f.endsWith('.tsx') || statSync(join(abs, f)).isDirectory() ? sources(join(path, f)) : [],
  );
}

/** Where each tour's button and elements are written (the try-it section supplies every demo's `intro`). */
const tourFiles: Record<TourName, string[]> = {
  ...(Object.fromEntries(demoNames.map((name) => [name, [`components/try-it/${demos[name].folder}`]])) as Record<
    DemoName,
    string[]
  >),
  company: ['components/profiles/company-profile.tsx', 'components/relations/relations-section.tsx'],
  graph: ['components/relations'],
  aiReport: ['components/reports/report-v1-start.tsx'],
};

/** Whether a step's selector (`#id`, `[attr="value"]`) is written in the source: as a literal or an expression. */
function written(selector: string, text: string): boolean {
  const id = /^#([\w-]+)$/.exec(selector);
  if (id) return text.includes(`id="${id[1]}"`);
  const attr = /^\[([\w-]+)="([\w-]+)"\]$/.exec(selector);
  if (!attr) throw new Error(`unsupported selector ${selector}`);
  // A page section's head carries its section's `tour` (components/layout/section.tsx).
  const section = attr[1] === 'data-tour' && new RegExp(`<Section\\s[^>]*\\btour="${attr[2]}"`).test(text);
  return (
    section || text.includes(`${attr[1]}="${attr[2]}"`) || new RegExp(`${attr[1]}=\\{[^}]*'${attr[2]}'`).test(text)
  );
}

const messages = (locale: string) =>
  (
    JSON.parse(read(`messages/${locale}/tours.json`)) as {
      tours: Record<string, Record<string, { title: string; body: string }>>;
    }
  ).tours;

describe('guided tours (lib/tours.ts)', () => {
  it('every live demo of the service pages has a tour, and its demo renders the try-it section (and its button) of that tour', () => {
    const registry = read('components/try-it/service-demos.tsx');
    const live = [...registry.matchAll(/^\s+(\w+): \(\) => <(\w+) \/>,$/gm)].map((m) => ({
      slug: m[1],
      component: m[2],
    }));
    expect(live.map((l) => l.slug).sort()).toEqual([...serviceDemoSlugs].sort());
    for (const { slug, component } of live) {
      const tour = serviceTours[slug as keyof typeof serviceTours];
      expect(tour, `${slug} has a tour`).toBeDefined();
      const from = new RegExp(`import \\{ ${component} \\} from '\\./([\\w/-]+)'`).exec(registry)![1];
      // The try-it section's tour button takes the demo's tour (components/try-it/try-it-section.tsx).
      expect(read(`components/try-it/${from}.tsx`), `${component}: render <TryItSection demo="${tour}" …>`).toContain(
        `<TryItSection demo="${tour}"`,
      );
    }
  });

  it('the company profile, its relation graph and the AI report flow have their tour buttons', () => {
    expect(read('components/profiles/company-profile.tsx')).toContain('<TourButton tour="company" />');
    expect(read('components/relations/relations-section.tsx')).toContain('<TourButton tour="graph" />');
    expect(read('components/reports/report-v1-start.tsx')).toContain('<TourButton tour="aiReport" />');
  });

  it("every step's element is written in its tour's components", () => {
    const section = read('components/try-it/try-it-section.tsx');
    for (const [tour, steps] of Object.entries(tours) as [TourName, readonly { key: string; element: string }[]][]) {
      const text = [section, ...tourFiles[tour].flatMap(sources)].join('\n');
      for (const step of steps) expect(written(step.element, text), `${tour}.${step.key}: ${step.element}`).toBe(true);
    }
  });

  it('every step has a title and a text in both locales, and each locale has only the steps of lib/tours.ts', () => {
    for (const locale of ['zh-CN', 'en-US']) {
      const m = messages(locale);
      for (const [tour, steps] of Object.entries(tours)) {
        expect(Object.keys(m[tour]).sort(), `${locale} ${tour}`).toEqual(steps.map((s) => s.key).sort());
        for (const s of steps) {
          expect(m[tour][s.key].title.trim(), `${locale} ${tour}.${s.key}.title`).not.toBe('');
          expect(m[tour][s.key].body.trim(), `${locale} ${tour}.${s.key}.body`).not.toBe('');
        }
      }
    }
    // zh-CN texts are written in Chinese, en-US texts in English.
    expect(messages('zh-CN').screening.paste.body).toMatch(/[\u4e00-\u9fff]/);
    expect(messages('en-US').screening.paste.body).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
