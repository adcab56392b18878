import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceSlugs } from '@/lib/catalog';
import { demoNames, demos, serviceDemoSlugs } from '@/lib/demos';

/**
 * The demo table (lib/demos.ts) is the one list of live demos: each entry names a real service, folder and API
 * routes, and the hand-written registrations that must stay by the code (the server component in service-demos.tsx,
 * the client loader in demo-island.tsx) have an entry for each demo. Failures say what to add.
 */
const root = path.resolve(__dirname, '../..');
const read = (p: string) => readFileSync(path.join(root, p), 'utf8');

describe('the demo table (lib/demos.ts)', () => {
  it('gives each demo its own service page, and each service at most one demo', () => {
    for (const slug of serviceDemoSlugs) expect(serviceSlugs, `service ${slug} is in lib/catalog.ts`).toContain(slug);
    expect(new Set(serviceDemoSlugs).size, 'one demo per service').toBe(serviceDemoSlugs.length);
  });

  it.each(demoNames)('%s: its folder, API routes and registrations exist', (name) => {
    const demo = demos[name];
    expect(existsSync(path.join(root, 'components/try-it', demo.folder)), `components/try-it/${demo.folder}/`).toBe(
      true,
    );
    for (const route of demo.api) {
      const file = path.join(root, 'app', route.replace(/\{(\w+)\}/g, '[$1]'), 'route.ts');
      expect(existsSync(file), `${route}: add app${route}/route.ts or fix lib/demos.ts`).toBe(true);
    }
    expect(
      read('components/try-it/service-demos.tsx'),
      `components/try-it/service-demos.tsx: add \`${demo.service}: () => <…Demo />\``,
    ).toMatch(new RegExp(`^\\s+${demo.service}: \\(\\) => <\\w+ />,$`, 'm'));
    expect(
      read('components/try-it/demo-island.tsx'),
      `components/try-it/demo-island.tsx: add the loader \`${name}: …import('./${demo.folder}/…')…\``,
    ).toMatch(new RegExp(`^\\s+${name}: [\\s\\S]*?import\\('\\./${demo.folder}/`, 'm'));
  });

  it.each(demoNames)('%s: says how uploaded files are handled exactly when it takes one', (name) => {
    // The upload control of the demos whose endpoint reads a file (components/try-it/file-picker.tsx, lib/intake/).
    const folder = path.join('components/try-it', demos[name].folder);
    const picksFiles = readdirSync(path.join(root, folder)).some((f) =>
      read(path.join(folder, f)).includes('<FilePicker'),
    );
    expect(
      demos[name].uploads,
      picksFiles
        ? `${folder} renders a FilePicker: set \`uploads: true\` for ${name} in lib/demos.ts`
        : `${folder} takes no file: set \`uploads: false\` for ${name} in lib/demos.ts`,
    ).toBe(picksFiles);
  });
});
