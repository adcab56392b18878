import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/** Portfolio monitoring on /service/riskWarning: sample portfolio and pasted lists, both locales, desktop and phone. */

test.describe('portfolio monitoring (riskWarning)', () => {
  test('monitors the sample portfolio: a rule fires with its evidence, the webhook signature verifies, digests download (zh-CN, 1440 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/service/riskWarning#try-it');
    await expect(page.getByText('监控区间：2026-05-25 至 2026-11-20')).toBeVisible();
    await page.getByRole('button', { name: '使用 50 家借款人示例组合' }).click();
    await page.getByRole('button', { name: '开始监控' }).click();
    const results = page.getByTestId('monitoring-results');
    await expect(results.getByRole('status')).toContainText('已识别 50 家企业，0 行未能确认');
    // An equity freeze fired R-EQF-01, with the frozen stake as evidence and the record it cites.
    const freeze = results.locator('li[data-rule="R-EQF-01"]').first();
    await expect(freeze).toContainText('股东所持股权被法院冻结');
    await expect(freeze).toContainText(/证据：股东 .+ 所持 [\d.]+% 股权被冻结/);
    await expect(freeze).toContainText(/来源：股权冻结 · 记录 [0-9a-f]{10}\/f\d/);
    // Follow-up: new → assigned, kept after a reload of the results.
    await freeze.getByRole('button', { name: '下一步：已分派' }).click();
    await expect(freeze).toContainText('已分派');
    const total = Number(await results.getByTestId('alerts-total').textContent());
    expect(total).toBeGreaterThan(20);
    // The severity filter asks the server for that severity's first page: only high alerts, as many as the board counts.
    const high = Number(await results.getByTestId('alerts-high').textContent());
    await results.getByRole('combobox', { name: '等级' }).selectOption('high');
    await expect(results.getByText(`显示 ${Math.min(50, high)} / ${high} 条`)).toBeVisible();
    await expect(results.locator('li[data-rule]')).toHaveCount(Math.min(50, high));
    expect(await results.locator('li[data-rule] [class*=pill_high]').count()).toBe(Math.min(50, high));
    await results.getByRole('combobox', { name: '等级' }).selectOption('all');
    await expect(results.getByText(`显示 ${Math.min(50, total)} / ${total} 条`)).toBeVisible();
    // The webhook body on the page is signed with the displayed secret.
    const body = (await results.getByTestId('webhook-body').textContent())!;
    const signature = (await results.getByTestId('webhook-signature').textContent())!;
    expect(signature).toBe(
      `sha256=${createHmac('sha256', 'whsec_hengxi_sample_2026').update(body, 'utf8').digest('hex')}`,
    );
    expect(JSON.parse(body).rule.severity).toBe('high');
    for (const [name, magic] of [
      ['下载 PDF', '%PDF-'],
      ['下载 XLSX', 'PK'],
    ] as const) {
      const download = page.waitForEvent('download');
      await results.getByRole('button', { name }).click();
      const bytes = readFileSync((await (await download).path())!);
      expect(bytes.subarray(0, magic.length).toString()).toBe(magic);
    }
  });

  test('monitors a pasted list and says which lines were not confirmed (en-US, 390 px)', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const sample = await request.post('/api/monitoring', { data: { sample: true, locale: 'en-US' } });
    const { companies } = (await sample.json()) as { companies: { name: string; alerts: number }[] };
    const watched = companies.filter((c) => c.alerts > 0).slice(0, 2);
    await page.goto('/en-US/service/riskWarning#try-it');
    const box = page.getByLabel('Watchlist (one company per line: name or unified social credit code)');
    await box.fill([...watched.map((c) => c.name), 'Nowhere Imaginary Widgets Co., Ltd.'].join('\n'));
    await page.getByRole('button', { name: 'Start monitoring' }).click();
    const results = page.getByTestId('monitoring-results');
    await expect(results.getByRole('status')).toContainText('2 companies identified; 1 line could not be confirmed');
    await expect(results.locator('li[data-rule]').first()).toContainText(/Source: .+ · record [0-9a-f]{10}\/[a-z]\d+/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('bad input gets a clear localized answer', async ({ page, request }) => {
    await page.goto('/en-US/service/riskWarning#try-it');
    await page.getByRole('button', { name: 'Start monitoring' }).click();
    await expect(page.locator('#try-it').getByRole('alert')).toContainText('The list is empty');
    const tooMany = await request.post('/api/monitoring', {
      data: { locale: 'zh-CN', rows: Array.from({ length: 10_001 }, () => ({ name: '甲' })) },
    });
    expect(tooMany.status()).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toContain('10,001');
    const empty = await request.post('/api/monitoring', { data: { locale: 'zh-CN', rows: [] } });
    expect(((await empty.json()) as { message: string }).message).toContain('名单为空');
  });
});
