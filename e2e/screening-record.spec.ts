import { readFile } from 'node:fs/promises';
import { pdfPages } from '../tests/unit/pdf-text';
import { expect, test } from './fixtures';
import { demoReady } from './helpers';

/**
 * The batch screening's audit record (issue 39): on a phone, the reviewer decides two rows of the sample list (one
 * from the table's "Decide" button, one picked in the panel), then downloads the record as PDF and JSON; both carry
 * the decisions, the time zone, each row's verdict as the page showed it and the hits with party, role and components.
 */
test('batch screening: decide two rows on a 390 px phone, download the record as PDF and JSON (en-US)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Opened at the demo, which hydrates on approach (decision 0046).
  await page.goto('/en-US/service/batchPreliminaryScreening#try-it');
  await demoReady(page);
  await page.getByRole('button', { name: 'Fill in a sample list' }).click();
  await page.getByRole('button', { name: 'Screen' }).click();
  const result = page.getByTestId('screening-result');
  // Each row's verdict is in view on the phone without scrolling the table sideways (issue 39, point 7).
  const verdict = await result.getByRole('row').nth(1).locator('.badge').boundingBox();
  expect(verdict!.x + verdict!.width).toBeLessThanOrEqual(390);
  const high = Number(
    (await result.getByRole('button', { name: /High risk$/ }).innerText()).replace(/\D+/g, ' ').trim().split(' ')[0],
  );
  const panel = page.getByTestId('batch-record');
  await expect(panel).toBeVisible();
  // Nothing decided yet: the record is refused on the page with a clear message.
  await panel.getByRole('button', { name: 'Download record (JSON)' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Save a decision on at least one row first.');

  // Row 1 from the table: its "Decide" button opens the panel on that row.
  await result.getByRole('button', { name: 'Decide on row 1', exact: true }).click();
  await expect(panel.getByRole('combobox', { name: 'Row to decide' })).toHaveValue('1');
  await panel.getByRole('button', { name: 'Save decision on row 1' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Type the reason for your decision first.');
  await panel.getByRole('radio', { name: 'False positive' }).check();
  const reason1 = 'Ordinary commercial disputes; cleared after reading the judgments.';
  await panel.getByLabel('Reason').fill(reason1);
  await panel.getByRole('button', { name: 'Save decision on row 1' }).click();
  await expect(panel.getByRole('status')).toHaveText('Decision on row 1 saved.');

  // Row 15 (the sample's PEP hit through the legal representative) picked in the panel.
  await panel.getByRole('combobox', { name: 'Row to decide' }).selectOption('15');
  await expect(panel.getByTestId('batch-record-row')).toContainText('legal representative');
  await panel.getByRole('radio', { name: 'Needs review' }).check();
  const reason2 = '法定代表人与政要名单条目同名，出生年份不同；请客户经理补充身份证明后再定。';
  await panel.getByLabel('Reason').fill(reason2);
  const save = panel.getByRole('button', { name: 'Save decision on row 15' });
  // Usable on a phone: the control is on screen once scrolled to, and nothing widens the page.
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await save.click();
  await expect(panel.getByTestId('batch-decisions').locator('li')).toHaveCount(2);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download record (PDF)' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('batch-screening-record.pdf');
  const text = (await pdfPages(await readFile((await pdf.path())!))).join('\n');
  expect(text).toContain('Batch screening: audit record');
  expect(text).toContain('(UTC+08:00, Asia/Shanghai)');
  expect(text).toContain('Ordinary commercial'); // table cells wrap: the reason's first words
  expect(text).toContain('False positive');
  expect(text).toContain('Needs review');
  expect(text).toContain('Not decided');
  expect(text).toContain('Concerns ');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download record (JSON)' }).click(),
  ]);
  const record = JSON.parse(await readFile((await json.path())!, 'utf8'));
  expect(record).toMatchObject({
    recordType: 'batch',
    timeZone: 'Asia/Shanghai',
    inputs: { fileName: null, consent: 'notRequired' },
    summary: { decided: 2, high },
  });
  expect(record.generatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  expect(record.rows[0].decision).toEqual({ outcome: 'falsePositive', reason: reason1 });
  expect(record.rows[14].decision).toEqual({ outcome: 'needsReview', reason: reason2 });
  expect(record.rows.filter((r: { decision: unknown }) => r.decision).length).toBe(2);
  const hits = record.hits.filter((h: { row: number }) => h.row === 15);
  expect(hits.length).toBeGreaterThan(0);
  for (const h of hits) {
    expect(h.party.roles).toContain('legalRepresentative');
    expect(h.components).toHaveLength(2);
    expect(h.threshold).toBe(70);
  }
});
