/**
 * The `test` every spec uses: Playwright's, plus an automatic check that no page of the test's browser context
 * logged a Content-Security-Policy violation (issue 9: the suite runs with the production CSP on, and a script or
 * style the policy blocks fails the test that loaded it). Specs import `test` and `expect` from here.
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };
export type { Page } from '@playwright/test';

/** Console lines of CSP violations in a context, collected from the moment this is called. */
export function watchCsp(context: BrowserContext): string[] {
  const violations: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) violations.push(`${message.page()?.url() ?? ''}: ${text}`);
  });
  return violations;
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = watchCsp(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});
