import { expect, test, watchCsp, type Page } from './fixtures';
import { windowsUA } from './helpers';

test.describe('page shell', () => {
  test('the loading bar and overlay run during a slow client navigation, then go away', async ({ page }) => {
    await page.goto('/en-US/service/exactMatch');
    // Hydrated: before that the header's links are followed as plain page loads (by design, header-menus.tsx).
    await expect(page.locator('header[data-enhanced]')).toBeAttached();
    // Hold the router's requests for the next page so the navigation takes ~3 s (room for a loaded machine).
    await page.route(/\/en-US\/pricing/, async (route) => {
      if (route.request().headers()['rsc']) await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await page.locator('header nav a[href="/en-US/pricing"]').first().click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible({ timeout: 2500 });
    const height = await bar.evaluate((el) => getComputedStyle(el).height);
    expect(height).toBe('3px');
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    await expect(page).toHaveURL(/\/en-US\/pricing$/, { timeout: 10_000 });
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await expect(bar).toHaveCount(0, { timeout: 5000 });
  });

  test('a fast navigation shows no bar (200 ms throttle) and the first page shows no overlay', async ({ page }) => {
    await page.goto('/en-US/pricing');
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('Windows at 150 % display scaling: body zoomed by 1/1.5, re-applied on resize', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: windowsUA,
      deviceScaleFactor: 1.5,
      viewport: { width: 1280, height: 800 },
    });
    const violations = watchCsp(context);
    const page = await context.newPage();
    await page.goto('/en-US');
    await expect(page.locator('body')).toHaveAttribute('data-hx-zoom', '0.6667');
    expect(await page.evaluate(() => document.body.style.zoom)).toBe('0.6667');
    await page.setViewportSize({ width: 1000, height: 700 });
    await expect(page.locator('body')).toHaveAttribute('data-hx-zoom', '0.6667');
    expect(violations).toEqual([]);
    await context.close();
  });

  test('no zoom on other systems', async ({ page }) => {
    await page.goto('/en-US');
    expect(await page.evaluate(() => document.body.style.zoom)).toBe('');
  });

  test('the header turns solid after scrolling and the back-to-top button stays above the footer', async ({ page }) => {
    await page.goto('/en-US/service/kycDueDiligence');
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveAttribute('data-solid', 'true');
    const toTop = page.getByRole('button', { name: 'Back to top' });
    // At 1280 px there is no margin beside the content: the button stays away while reading down, and comes when
    // the visitor scrolls back up.
    await page.waitForTimeout(300);
    await expect(toTop).toHaveCount(0);
    await page.mouse.wheel(0, -200);
    await expect(toTop).toBeVisible();
    await expect(toTop.locator('svg[data-icon="arrow-up"]')).toBeAttached();
    // Footer entering the screen: the button rides above it.
    const upTo = (offset: number) =>
      page.evaluate(async (o) => {
        const footer = document.querySelector('footer.site-footer') as HTMLElement;
        window.scrollTo(0, footer.offsetTop - window.innerHeight * o + 100);
        await new Promise((r) => setTimeout(r, 100));
        window.scrollTo(0, footer.offsetTop - window.innerHeight * o);
      }, offset);
    await upTo(0.6);
    await page.waitForTimeout(300);
    const button = await toTop.boundingBox();
    const footerTop = await page.locator('footer.site-footer').evaluate((el) => el.getBoundingClientRect().top);
    expect(button!.y + button!.height).toBeLessThanOrEqual(footerTop);
    // Footer filling the screen: the button never sits on it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    const footerTopAtBottom = await page.locator('footer.site-footer').evaluate((el) => el.getBoundingClientRect().top);
    if ((await toTop.count()) > 0) {
      const atBottom = await toTop.boundingBox();
      expect(atBottom!.y + atBottom!.height).toBeLessThanOrEqual(footerTopAtBottom);
    }
    await upTo(0.6);
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  /** A mega-menu's summary (its button) and whether it is open (`<details open>`, header-menus.tsx). */
  const menu = (page: Page, id: string) => ({
    button: page.locator(`details[data-mega="${id}"] > summary`),
    panel: page.locator(`#menu-${id}`),
    isOpen: () => page.locator(`details[data-mega="${id}"]`).evaluate((d) => (d as HTMLDetailsElement).open),
  });

  test('mega-menu opens with the keyboard; Escape closes it and returns focus to its button', async ({ page }) => {
    await page.goto('/en-US/pricing');
    const { button, panel, isOpen } = menu(page, 'services');
    await expect(page.locator('header[data-enhanced]')).toBeAttached();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);
    await expect(panel).toBeVisible();
    // Into the panel, then Escape: closed, and focus back on the button (it used to fall to <body>).
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect.poll(isOpen).toBe(false);
    await expect(button).toBeFocused();
  });

  test('mega-menu: Shift+Tab out of it closes it; Tab past its last link closes it too', async ({ page }) => {
    await page.goto('/en-US/pricing');
    const { button, panel, isOpen } = menu(page, 'ai');
    await expect(page.locator('header[data-enhanced]')).toBeAttached();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(isOpen).toBe(false);
    await button.focus();
    await page.keyboard.press('Enter');
    const links = await panel.getByRole('link').count();
    for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
    await expect.poll(isOpen).toBe(false);
    await expect(panel).toBeHidden();
  });

  test('mega-menu: Enter toggles it, a second Enter closes it (keyboard unchanged by the hover fix)', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const { button, panel, isOpen } = menu(page, 'services');
    await expect(page.locator('header[data-enhanced]')).toBeAttached();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(false);
    await expect(panel).toBeHidden();
  });

  test('mega-menu: hover opens it, a click then keeps it open, leaving no longer closes it', async ({ page }) => {
    await page.goto('/pricing');
    const { button, panel } = menu(page, 'services');
    await expect(page.locator('header[data-enhanced]')).toBeAttached();
    await button.hover();
    await expect(panel).toBeVisible();
    await button.click();
    await expect(panel).toBeVisible();
    // Pinned by the click: moving into the panel and out of the header keeps it open.
    await panel.getByRole('link').first().hover();
    await page.mouse.move(5, 715);
    await expect(panel).toBeVisible();
    // A second click closes it; a click outside closes it too.
    await button.click();
    await expect(panel).toBeHidden();
    await button.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(5, 715);
    await expect(panel).toBeHidden();
  });

  test('mega-menu: a plain click opens it, though the pointer hovers it on the way', async ({ page }) => {
    await page.goto('/pricing');
    const { button, panel, isOpen } = menu(page, 'services');
    await expect(page.locator('header[data-enhanced]')).toBeAttached();
    await expect.poll(isOpen).toBe(false);
    await button.click();
    await expect(panel).toBeVisible();
    await expect.poll(isOpen).toBe(true);
  });

  test('mega-menu: opened by hover alone, it closes when the pointer leaves', async ({ page }) => {
    await page.goto('/pricing');
    const { button, panel } = menu(page, 'services');
    await expect(page.locator('header[data-enhanced]')).toBeAttached();
    await button.hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(5, 715);
    await expect(panel).toBeHidden();
  });

  test('before hydration: the mega-menus and the drawer open and their links are in the HTML', async ({ browser }) => {
    // Without JavaScript the page is its server HTML: what a visitor has before hydration.
    for (const width of [1440, 390]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 } });
      const page = await context.newPage();
      await page.goto('/en-US/pricing');
      if (width > 1200) {
        await page.locator('details[data-mega="solutions"] > summary').click();
        await expect(page.locator('#menu-solutions').getByRole('link').first()).toBeVisible();
        await page.locator('#menu-solutions').getByRole('link').first().click();
        await expect(page).toHaveURL(/\/en-US\/solution\//);
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog');
        await expect(drawer).toBeVisible();
        await drawer.locator('summary', { hasText: 'Customers' }).click();
        await drawer.getByRole('link').filter({ hasText: /./ }).nth(3).click();
        await expect(page).not.toHaveURL(/\/en-US\/pricing$/);
      }
      await context.close();
    }
  });

  test('phone width: the menu collapses into a drawer', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const violations = watchCsp(context);
    const page = await context.newPage();
    await page.goto('/en-US/pricing');
    await expect(page.locator('details[data-mega="services"] > summary')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByText('Services', { exact: true }).first()).toBeVisible();
    expect(violations).toEqual([]);
    await context.close();
  });

  test('sample profiles and reports are watermarked with the company name', async ({ page }) => {
    await page.goto('/customerProfile/test');
    // A tiled image over the profile (SITE.md §5 defaults), naming the company, not catching the pointer.
    const mark = page.locator('div[data-watermark="衡析科技"]').first();
    await expect(mark).toBeAttached();
    const style = await mark.evaluate((el) => {
      const cs = getComputedStyle(el);
      return {
        zIndex: cs.zIndex,
        image: cs.backgroundImage,
        pointer: cs.pointerEvents,
        height: el.getBoundingClientRect().height,
      };
    });
    expect(style.zIndex).toBe('9999');
    expect(decodeURIComponent(style.image)).toContain('衡析科技');
    expect(style.pointer).toBe('none');
    expect(style.height).toBeGreaterThan(400);
    await expect(page.getByText('示例数据').first()).toBeVisible();
  });

  test('scroll reveal leaves above-the-fold content alone', async ({ page }) => {
    await page.goto('/en-US/service/exactMatch');
    await page.waitForTimeout(800);
    const opacity = await page.locator('h1').evaluate((el) => getComputedStyle(el.closest('section')!).opacity);
    expect(opacity).toBe('1');
  });

  test('the authorisation dialog can be dragged, and stays inside the window', async ({ page }) => {
    await page.goto('/en-US/AI/reportV1/authorize?ckey=c9f2a1e7b3&type=credit');
    await page.getByRole('button', { name: 'Confirm the company’s authorisation' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Let antd's opening zoom animation finish before measuring.
    await page.waitForTimeout(700);
    const handle = dialog.locator('.draggable-modal__handle');
    const box = dialog.locator('.ant-modal-container');
    const before = (await box.boundingBox())!;
    const grip = (await handle.boundingBox())!;
    await page.mouse.move(grip.x + 20, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x - 120, grip.y + grip.height / 2 - 50, { steps: 8 });
    await page.mouse.up();
    const after = (await box.boundingBox())!;
    // It follows the pointer (within a few px of the 140 × 50 px drag).
    expect(after.x - before.x).toBeGreaterThan(-152);
    expect(after.x - before.x).toBeLessThan(-128);
    expect(after.y - before.y).toBeGreaterThan(-62);
    expect(after.y - before.y).toBeLessThan(-38);
    // Dragged far off to the right and down, it stops at the window's edge.
    const grip2 = (await handle.boundingBox())!;
    await page.mouse.move(grip2.x + 20, grip2.y + grip2.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip2.x + 5000, grip2.y + 5000, { steps: 8 });
    await page.mouse.up();
    const clamped = (await box.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(clamped.x + clamped.width).toBeLessThanOrEqual(viewport.width + 1);
    expect(clamped.y + clamped.height).toBeLessThanOrEqual(viewport.height + 1);
  });
});
