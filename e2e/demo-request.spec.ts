/**
 * The booking form on /demo, in both locales, against the production build (issues 4, 26, 28): it is in the HTML
 * (native controls, constraints), a booking goes through with JavaScript disabled and shows its reference, an invalid
 * post without JavaScript comes back with its errors and what was typed; with JavaScript an empty send moves focus to
 * the first error, each message is tied to its field with aria-describedby, and a valid request shows the reference
 * without a reload. Expected texts are read from the message files, so copy edits do not break the test.
 *
 * Each valid run stores one request through the real Server Action; run the server with LEADS_RATE_LIMIT=100/60
 * (the default allows 5 per 10 minutes per client) and a throwaway LEADS_SQLITE_PATH (playwright.config.ts does).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';

type DemoFormMessages = {
  formLabel: string;
  submit: string;
  fields: Record<string, { label: string }> & { consent: { before: string; link: string; after: string } };
  errors: Record<string, Record<string, string>>;
  status: { invalid: string };
  success: { title: string; reference: string };
};

function messages(locale: string): DemoFormMessages {
  const file = path.join(__dirname, '..', 'messages', locale, 'demoForm.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { demoForm: DemoFormMessages }).demoForm;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const locales = [
  {
    locale: 'zh-CN',
    path: '/demo',
    privacy: '/privacy',
    name: '陈思远',
    role: '风险管理部负责人',
    institution: '某城市商业银行（端到端测试）',
  },
  {
    locale: 'en-US',
    path: '/en-US/demo',
    privacy: '/en-US/privacy',
    name: 'Alex Chen',
    role: 'Head of credit risk',
    institution: 'E2E test institution',
  },
] as const;

for (const l of locales) {
  const t = messages(l.locale);
  const field = (page: Page, name: string) => page.getByLabel(t.fields[name].label, { exact: false }).first();
  const consent = (page: Page) => page.locator('#booking-consent');
  const help = (page: Page, name: string) => page.locator(`#booking-${name}-error`);
  const reference = new RegExp(escapeRegExp(t.success.reference).replace(escapeRegExp('{reference}'), '[0-9A-F]{8}'));

  async function fillValid(page: Page) {
    await field(page, 'name').fill(l.name);
    await field(page, 'role').fill(l.role);
    await field(page, 'email').fill(`e2e-${l.locale.toLowerCase()}-${Date.now()}@bank.example`);
    await field(page, 'mobile').fill('139 1234 5678');
    await field(page, 'institution').fill(l.institution);
    await field(page, 'institutionType').selectOption('bank');
    await page.locator('input[name="services"][value="exactMatch"]').check();
    await consent(page).check();
  }

  test.describe(`booking form (${l.locale}), JavaScript disabled`, () => {
    test.use({ javaScriptEnabled: false });

    test('is in the HTML with native constraints, and a booking succeeds and shows its reference', async ({ page }) => {
      await page.goto(l.path);
      const form = page.getByRole('form', { name: t.formLabel });
      await expect(form).toHaveAttribute('method', /post/i);
      await expect(field(page, 'name')).toHaveAttribute('required', '');
      await expect(field(page, 'email')).toHaveAttribute('type', 'email');
      await expect(field(page, 'name')).toHaveAttribute('maxlength', '80');
      await expect(field(page, 'mobile')).toHaveAttribute('pattern', /.+/);
      await expect(form.getByRole('link', { name: t.fields.consent.link })).toHaveAttribute('href', l.privacy);
      await fillValid(page);
      await form.getByRole('button', { name: t.submit }).click();
      const success = page.getByTestId('demo-success');
      await expect(success.getByText(t.success.title)).toBeVisible({ timeout: 15_000 });
      await expect(success.getByText(reference)).toBeVisible();
    });

    test('an invalid post comes back with its errors and keeps what was typed', async ({ page }) => {
      await page.goto(l.path);
      await field(page, 'name').fill(l.name);
      await field(page, 'role').fill(l.role);
      await field(page, 'institution').fill(l.institution);
      await field(page, 'institutionType').selectOption('bank');
      await field(page, 'email').fill('li.wei@bank');
      await consent(page).check();
      // The browser's own check passes (type=email accepts a dotless domain); the server's refuses it.
      await page.getByRole('button', { name: t.submit }).click();
      await expect(help(page, 'email')).toHaveText(t.errors.email.invalidEmail, { timeout: 15_000 });
      await expect(field(page, 'email')).toHaveAttribute('aria-describedby', /booking-email-error/);
      await expect(page.getByTestId('booking-status')).toHaveText(t.status.invalid);
      await expect(field(page, 'name')).toHaveValue(l.name);
      await expect(field(page, 'institution')).toHaveValue(l.institution);
      await expect(field(page, 'institutionType')).toHaveValue('bank');
      await expect(consent(page)).toBeChecked();
    });
  });

  test.describe(`booking form (${l.locale}), JavaScript enabled`, () => {
    test('an empty send focuses the first error; each message is tied to its field; fixing a field clears it', async ({
      page,
    }) => {
      await page.goto(l.path);
      await expect(page.getByRole('form', { name: t.formLabel })).toHaveAttribute('novalidate', '');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(field(page, 'name')).toBeFocused();
      for (const [name, code] of [
        ['name', 'required'],
        ['role', 'required'],
        ['email', 'contactRequired'],
        ['mobile', 'contactRequired'],
        ['institution', 'required'],
        ['institutionType', 'required'],
        ['consent', 'consentRequired'],
      ] as const) {
        await expect(help(page, name)).toHaveText(t.errors[name][code]);
        const control = name === 'consent' ? consent(page) : field(page, name);
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveAttribute('aria-describedby', new RegExp(`booking-${name}-error`));
      }
      await expect(page.getByTestId('booking-status')).toHaveText(t.status.invalid);

      await field(page, 'email').fill('li.wei@');
      await expect(help(page, 'email')).toHaveText(t.errors.email.invalidEmail);
      await field(page, 'mobile').fill('12912345678');
      await expect(help(page, 'mobile')).toHaveText(t.errors.mobile.invalidMobile);
      await field(page, 'name').fill(l.name);
      await expect(help(page, 'name')).toHaveCount(0);
      await field(page, 'email').fill('li.wei@bank.example');
      await field(page, 'mobile').fill('');
      await expect(help(page, 'email')).toHaveCount(0);
      await expect(help(page, 'mobile')).toHaveCount(0);
      await consent(page).check();
      await expect(help(page, 'consent')).toHaveCount(0);
    });

    test('the focused input shows the site’s 3 px focus ring', async ({ page }) => {
      await page.goto(l.path);
      await field(page, 'name').focus();
      await page.keyboard.press('Tab');
      const width = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineWidth);
      expect(width).toBe('3px');
    });

    test('a valid request is sent without a reload and shows the reference', async ({ page }) => {
      await page.goto(l.path);
      await page.evaluate(() => ((window as unknown as { hxMarker: number }).hxMarker = 1));
      await fillValid(page);
      await page.getByRole('button', { name: t.submit }).click();
      const success = page.getByTestId('demo-success');
      await expect(success.getByText(t.success.title)).toBeVisible({ timeout: 15_000 });
      await expect(success.getByText(reference)).toBeVisible();
      await expect(success).toBeFocused();
      expect(await page.evaluate(() => (window as unknown as { hxMarker?: number }).hxMarker)).toBe(1);
    });
  });
}
