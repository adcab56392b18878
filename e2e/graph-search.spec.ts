import { spawnSync } from 'node:child_process';
import { expect, test } from './fixtures';

// Issue 11: header search → profile → graph, UBO chains, path between two companies, keyboard use, pages found.
for (const [prefix, query, pageQuery, pageTitle] of [
  ['', '启屿新材', '舆情', '舆情预警'],
  ['/en-US', 'Qiyu New Materials', 'sentiment', 'News sentiment alerts'],
] as const) {
  test.describe(`graph and search ${prefix || '/'}`, () => {
    test('a registry company found by its abbreviation in the header search opens its profile; the graph expands and highlights UBO chains', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${prefix}/pricing`);
      const input = page.getByTestId('header-search').getByRole('combobox');
      await input.fill(query);
      const first = page.getByTestId('header-search').getByRole('option').first();
      // The first search on a fresh server loads the search route's code: allow for it on a busy machine.
      await expect(first).toContainText(prefix ? 'Qiyu New Materials' : '启屿新材', { timeout: 15_000 });
      await input.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/company/a7c3e9f5d2$`));

      // The canvas (and cytoscape) loads only once the graph comes into view.
      const box = page.getByTestId('graph-canvas-box');
      await expect(box).toHaveAttribute('data-loaded', 'false');
      await box.scrollIntoViewIfNeeded();
      await expect(box).toHaveAttribute('data-loaded', 'true');
      await expect(page.getByTestId('graph-canvas').locator('canvas').first()).toBeAttached();

      // The table lists the same edges as the API's one-hop graph (plus UBO chain links).
      const api = (await (await page.request.get('/api/registry/entities/a7c3e9f5d2/graph?depth=1')).json()) as {
        edges: { from: string; to: string; kind: string; role?: string }[];
      };
      const rows = page.locator('#relations tr[data-edge]');
      const keys = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-edge')));
      for (const e of api.edges) expect(keys).toContain(`${e.from}>${e.to}>${e.kind}>${e.role ?? ''}`);

      // UBO chains highlighted (shown in the table for everyone).
      await page.getByTestId('ubo-toggle').click();
      await expect(page.locator('#relations tr[data-highlighted=true]').first()).toBeVisible();
      const ubo = (await (await page.request.get('/api/registry/entities/a7c3e9f5d2/ubo')).json()) as {
        personId: string;
        paths: string[][];
      }[];
      const highlighted = await page.getByTestId('highlighted-nodes').textContent();
      for (const u of ubo) expect(highlighted).toContain(u.personId);

      // Keyboard-only: expand an entity from the table.
      const before = await rows.count();
      const expand = page.locator('#relations tbody button').first();
      await expand.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('graph-status')).not.toBeEmpty();
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    });

    test('on a phone the graph’s edges are a stacked list of label/value pairs that fits the screen', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix}/company/a7c3e9f5d2`);
      const list = page.getByTestId('graph-list');
      await list.scrollIntoViewIfNeeded();
      const items = list.locator('li[data-edge]');
      await expect(items.first()).toBeVisible();
      await expect(page.locator('#relations table')).toBeHidden();
      // The same edges as the API's one-hop graph, each with its labels.
      const api = (await (await page.request.get('/api/registry/entities/a7c3e9f5d2/graph?depth=1')).json()) as {
        edges: { from: string; to: string; kind: string; role?: string }[];
      };
      const keys = await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-edge')));
      for (const e of api.edges) expect(keys).toContain(`${e.from}>${e.to}>${e.kind}>${e.role ?? ''}`);
      await expect(items.first().locator('dt')).toHaveText(
        prefix ? ['Entity', 'Relation', 'Related to'] : ['主体', '关系', '对象'],
      );
      // Nothing wider than the screen, and the page does not scroll sideways.
      for (const box of await items.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().right)))
        expect(box).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Keyboard: expand from the list.
      const before = await items.count();
      await list.getByRole('button').first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => items.count()).toBeGreaterThan(before);
    });

    test('how are these two related: a path to a company picked with the search', async ({ page }) => {
      await page.goto(`${prefix}/company/a7c3e9f5d2`);
      const picker = page.getByTestId('path-search').getByRole('combobox');
      await picker.fill(prefix ? 'Shenzhen Qiyu Holdings' : '深圳启屿控股');
      await expect(page.getByTestId('path-search').getByRole('option').first()).toBeVisible();
      await picker.press('ArrowDown');
      await picker.press('Enter');
      await expect(page.getByTestId('path-list').locator('li')).toHaveCount(1);
    });

    test('a data-correction request is validated, stored and exported with --kind correction', async ({ page }) => {
      const marker = `e2e-correction-${prefix || 'zh'}-${Date.now()}`;
      await page.goto(`${prefix}/company/a7c3e9f5d2`);
      const box = page.getByTestId('correction');
      // A disclosure (<details>) with the form in the HTML; required fields marked.
      await box.locator('summary', { hasText: prefix ? 'Report an error' : '报告错误' }).click();
      await expect(box.locator('textarea')).toHaveAttribute('required', '');
      // Submitting empty shows field errors, focuses the first one and stores nothing.
      await box.getByRole('button', { name: prefix ? 'Send correction' : '提交纠错' }).click();
      await expect(box.locator('[aria-invalid=true]').first()).toBeVisible();
      await expect(box.getByRole('combobox')).toBeFocused();
      await expect(box.getByRole('combobox')).toHaveAttribute('aria-describedby', /correction-field-error/);
      await box.getByRole('combobox').selectOption('shareholders');
      await box.locator('textarea').fill(`${marker}: 第二大股东持股比例应为 20%`);
      await box.getByLabel(prefix ? 'Your name' : '您的姓名').fill('E2E Tester');
      await box.getByLabel(prefix ? 'Work email' : '工作邮箱').fill('e2e@example.com');
      await box.getByRole('checkbox').check();
      await box.getByRole('button', { name: prefix ? 'Send correction' : '提交纠错' }).click();
      await expect(page.getByTestId('correction-success')).toBeVisible();

      const run = spawnSync('npx', ['tsx', 'scripts/leads-export.ts', '--kind', 'correction', '--format', 'jsonl'], {
        env: { ...process.env, LEADS_SQLITE_PATH: 'data/e2e-leads.sqlite', DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(run.status).toBe(0);
      const rows = run.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { kind: string; subject: string; subjectField: string; message: string });
      const mine = rows.find((r) => r.message.startsWith(marker));
      expect(mine).toMatchObject({ kind: 'correction', subject: 'a7c3e9f5d2', subjectField: 'shareholders' });
    });

    test('Chinese typed one character at a time right after focusing the header search keeps its order', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${prefix}/pricing`);
      const box = page.getByTestId('header-search');
      const input = box.getByRole('combobox');
      // The box widens as it takes focus; characters arriving at once used to land before the first one (青岑 →
      // 岑青) while its width was animating. Several fresh focuses, as fast as keys can come and at typing speed.
      for (const delay of [0, 0, 0, 0, 0, 50]) {
        await input.focus();
        await page.keyboard.type('青岑冷链', { delay });
        await expect(input).toHaveValue('青岑冷链');
        await input.fill('');
        await input.blur();
        await page.waitForTimeout(250);
      }
      await input.pressSequentially('青岑', { delay: 50 });
      await expect(input).toHaveValue('青岑');
      await expect(box.getByRole('option').first()).toContainText(prefix ? 'Qingcen Cold Chain' : '青岑冷链');
    });

    test('a page of the site is found through the same box, keyboard only', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${prefix}/demo`);
      const input = page.getByTestId('header-search').getByRole('combobox');
      await input.focus();
      // A Chinese IME commits a whole word at once; insertText does the same (and types Latin words in one go).
      await page.keyboard.insertText(pageQuery);
      const option = page.getByTestId('header-search').getByRole('option', { name: new RegExp(pageTitle) });
      await expect(option).toBeVisible();
      // Move to it with the arrow keys, then Enter.
      const options = page.getByTestId('header-search').getByRole('option');
      const index = (await options.allTextContents()).findIndex((t) => t.includes(pageTitle));
      for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
      await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/service/publicOpinionWarning$`));
    });
  });
}
