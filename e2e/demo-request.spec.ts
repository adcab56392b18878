/**
 * The demo-request form on /demo, in both locales, against the production build (issue 4):
 * each invalid field shows its localized message, and a valid request goes through the confirmation dialog to the
 * success state. Expected texts are read from the message files, so copy edits do not break the test.
 *
 * A valid run stores one request per locale through the real endpoint; run the server with
 * LEADS_RATE_LIMIT=100/60 (the default allows 5 per 10 minutes per client) and, ideally, a throwaway
 * LEADS_SQLITE_PATH.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { startUsingPage } from './helpers';

type DemoFormMessages = {
  formLabel: string;
  loading: string;
  submit: string;
  fields: Record<string, { label: string }> & { consent: { before: string; link: string; after: string } };
  errors: Record<string, Record<string, string>>;
  confirm: { title: string; ok: string };
  success: { title: string; reference: string };
};

function messages(locale: string): DemoFormMessages {
  const file = path.join(__dirname, '..', 'messages', locale, 'demoForm.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { demoForm: DemoFormMessages }).demoForm;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const locales = [
  { locale: 'zh-CN', path: '/demo', privacy: '/privacy', name: '陈思远', role: '风险管理部负责人', institution: '某城市商业银行（端到端测试）' },
  { locale: 'en-US', path: '/en-US/demo', privacy: '/en-US/privacy', name: 'Alex Chen', role: 'Head of credit risk', institution: 'E2E test institution' },
] as const;

for (const l of locales) {
  const t = messages(l.locale);
  const field = (page: Page, name: string) => page.getByLabel(t.fields[name].label, { exact: true });
  const consent = (page: Page) =>
    page.getByRole('checkbox', { name: `${t.fields.consent.before}${t.fields.consent.link}${t.fields.consent.after}`.trim() });
  /** The error list antd renders under one field (`<form name>_<field>_help`). */
  const help = (page: Page, name: string) => page.locator(`#demoRequest_${name}_help`);
  const error = (page: Page, text: string) => page.locator('.ant-form-item-explain-error', { hasText: text });

  test.describe(`demo request form (${l.locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(l.path);
      await startUsingPage(page);
      // The button is enabled once the form has hydrated; typing earlier could be lost.
      await expect(page.getByRole('button', { name: t.submit })).toBeEnabled({ timeout: 30_000 });
    });

    test('shows each invalid field’s localized message', async ({ page }) => {
      await expect(consent(page)).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: t.fields.marketing.label })).not.toBeChecked();
      const form = page.getByRole('form', { name: t.formLabel });
      await expect(form.getByRole('link', { name: t.fields.consent.link })).toHaveAttribute('href', l.privacy);

      await page.getByRole('button', { name: t.submit }).click();
      await expect(help(page, 'name')).toHaveText(t.errors.name.required);
      await expect(help(page, 'role')).toHaveText(t.errors.role.required);
      await expect(help(page, 'email')).toHaveText(t.errors.email.contactRequired);
      await expect(help(page, 'mobile')).toHaveText(t.errors.mobile.contactRequired);
      await expect(help(page, 'institution')).toHaveText(t.errors.institution.required);
      await expect(help(page, 'institutionType')).toHaveText(t.errors.institutionType.required);
      await expect(help(page, 'consent')).toHaveText(t.errors.consent.consentRequired);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await field(page, 'email').fill('li.wei@');
      await expect(help(page, 'email')).toHaveText(t.errors.email.invalidEmail);
      await field(page, 'mobile').fill('12912345678');
      await expect(help(page, 'mobile')).toHaveText(t.errors.mobile.invalidMobile);

      // Fixing a field clears its message.
      await field(page, 'name').fill(l.name);
      await expect(error(page, t.errors.name.required)).toHaveCount(0);
      await field(page, 'email').fill('li.wei@bank.example');
      await expect(error(page, t.errors.email.invalidEmail)).toHaveCount(0);
      await field(page, 'mobile').fill('');
      await expect(error(page, t.errors.mobile.invalidMobile)).toHaveCount(0);
      await consent(page).check();
      await expect(error(page, t.errors.consent.consentRequired)).toHaveCount(0);
    });

    test('a valid request is confirmed in a dialog and shows the success state', async ({ page }) => {
      await field(page, 'name').fill(l.name);
      await field(page, 'role').fill(l.role);
      await field(page, 'email').fill(`e2e-${l.locale.toLowerCase()}-${Date.now()}@bank.example`);
      await field(page, 'mobile').fill('139 1234 5678');
      await field(page, 'institution').fill(l.institution);
      const type = field(page, 'institutionType');
      await type.click();
      await type.press('Enter');
      await expect(error(page, t.errors.institutionType.required)).toHaveCount(0);
      await consent(page).check();

      await page.getByRole('button', { name: t.submit }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(t.confirm.title)).toBeVisible();
      await expect(dialog.getByText(l.name)).toBeVisible();
      await dialog.getByRole('button', { name: t.confirm.ok }).click();

      const success = page.getByTestId('demo-success');
      await expect(success.getByText(t.success.title)).toBeVisible({ timeout: 15_000 });
      const reference = new RegExp(escapeRegExp(t.success.reference).replace(escapeRegExp('{reference}'), '[0-9A-F]{8}'));
      await expect(success.getByText(reference)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test(`demo request form (${l.locale}): on a phone it loads when the visitor starts scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(l.path);
    await page.waitForLoadState('load');
    // The form's top edge is on the first screen, but its code waits for the visitor: a sized placeholder until then.
    await page.waitForTimeout(1500);
    await expect(field(page, 'name')).toHaveCount(0);
    await expect(page.getByText(t.loading)).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect(field(page, 'name')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: t.submit })).toBeEnabled({ timeout: 30_000 });
  });
}
