import { expect, test } from './fixtures';
import { scriptsOf } from '../scripts/lib/first-load.mjs';

/**
 * The chunks a page loads first carry V8's compile hint (scripts/lib/compile-hints.mjs, issue 28): Chromium compiles
 * them while streaming instead of in the bootstrap task. Chunks loaded on use stay lazy.
 */
test('first-load chunks compile eagerly; the relationship graph’s chunks, loaded on use, do not', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/en-US/pricing', '/company/a7c3e9f5d2']) {
    const res = await request.get(path);
    const { urls } = scriptsOf(await res.text(), res.url());
    expect(urls.length, path).toBeGreaterThan(3);
    for (const url of urls)
      expect((await (await request.get(url)).text()).split('\n')[0], url).toBe('//# allFunctionsCalledOnLoad');
  }
  // Chunks fetched after the page has loaded and settled are the ones loaded on use (here: the graph's drawing).
  let settled = false;
  const onUse = new Set<string>();
  page.on('response', (r) => {
    if (settled && /\/_next\/static\/chunks\/.+\.js$/.test(new URL(r.url()).pathname)) onUse.add(r.url());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/company/a7c3e9f5d2');
  await page.waitForLoadState('networkidle');
  settled = true;
  const box = page.getByTestId('graph-canvas-box');
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-loaded', 'true');
  expect(onUse.size).toBeGreaterThan(0);
  const heads = await Promise.all(
    [...onUse].map(async (url) => (await (await request.get(url)).text()).split('\n')[0]),
  );
  expect(heads.some((head) => head !== '//# allFunctionsCalledOnLoad')).toBe(true);
});
