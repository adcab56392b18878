/**
 * Security headers in the browser (issue 9): every page type runs under its Content-Security-Policy without a
 * single violation (the fixture fails any test that logs one), while an injected inline script is blocked and
 * reported; pages refuse methods they do not take.
 */
import { expect, test } from './fixtures';

const pages = [
  '/',
  '/en-US',
  '/en-US/pricing',
  '/demo',
  '/en-US/demo',
  '/en-US/customerProfile/test',
  '/en-US/AI/reportV2',
  '/en-US/no-such-page',
];

test.describe('Content-Security-Policy', () => {
  for (const path of pages) {
    test(`${path}: script-src without unsafe-inline, page works with no violation`, async ({ page }) => {
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc).toMatch(/'(sha256-|nonce-)/);
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      // React hydrated: a client-side navigation through the header works (it needs the runtime scripts).
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => typeof (window as unknown as { __next_f?: unknown }).__next_f)).toBe('object');
    });
  }

  test('client-side navigation stays within the policy', async ({ page }) => {
    await page.goto('/en-US/pricing');
    await page.locator('footer a[href="/en-US/privacy"]').first().click();
    await expect(page).toHaveURL(/\/en-US\/privacy$/);
    await page.waitForLoadState('networkidle');
  });

  test('an injected inline script is blocked; violations are accepted by the report endpoint', async ({
    page,
    cspViolations,
    request,
  }) => {
    await page.goto('/en-US/pricing');
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; directive: string; blocked: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) =>
            resolve({
              ran: (window as unknown as { __injected?: boolean }).__injected === true,
              directive: e.effectiveDirective,
              blocked: e.blockedURI,
            }),
          );
          const s = document.createElement('script');
          s.textContent = 'window.__injected = true';
          document.body.append(s);
        }),
    );
    expect(outcome).toEqual({ ran: false, directive: 'script-src-elem', blocked: 'inline' });
    expect(cspViolations.length).toBeGreaterThan(0);
    cspViolations.length = 0; // expected here; the fixture checks every other test
    // Chrome delivers reports out of band (Reporting API), so post one the way it does.
    const report = [
      {
        type: 'csp-violation',
        url: 'http://x/en-US/pricing',
        body: {
          documentURL: 'http://x/en-US/pricing',
          effectiveDirective: 'script-src-elem',
          blockedURL: 'inline',
          disposition: 'enforce',
        },
      },
    ];
    const res = await request.post('/api/csp-report', {
      data: JSON.stringify(report),
      headers: { 'Content-Type': 'application/reports+json' },
    });
    expect(res.status()).toBe(204);
    expect(
      (
        await request.post('/api/csp-report', {
          data: 'nonsense',
          headers: { 'Content-Type': 'application/reports+json' },
        })
      ).status(),
    ).toBe(400);
  });
});

test.describe('methods', () => {
  test('pages answer 405 to PUT, DELETE, PATCH, POST and TRACE, and 204 to OPTIONS', async ({ request }) => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'TRACE']) {
      const res = await request.fetch('/en-US/pricing', { method, maxRedirects: 0 });
      expect(res.status(), method).toBe(405);
      expect(res.headers().allow).toBe('GET, HEAD, OPTIONS');
    }
    expect((await request.fetch('/en-US/pricing', { method: 'OPTIONS' })).status()).toBe(204);
  });

  test('health and readiness', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      buildId: expect.any(String),
      uptimeSeconds: expect.any(Number),
    });
    const ready = await request.get('/api/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ ready: true, checks: { leadStore: 'ok' } });
  });
});
