import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { companyFacts } from '@/lib/facts';
import { describe, expect, it } from 'vitest';
import { registryKnownEntities, registrySource } from '@/lib/entities/registry-source';
import { getRegistry } from '@/lib/registry';
import { screenRows } from '@/lib/screening';
import { handleScreening, handleScreeningExport, handleScreeningFile } from '@/lib/screening/handler';
import { screeningVariants } from '@/lib/screening/variants';
import { screeningXlsx } from '@/lib/screening/xlsx';
import { screeningPdf } from '@/lib/pdf/screening';

// 400 enterprises of the sample registry, written the ways borrower lists write them.
const registry = getRegistry();
const known = registryKnownEntities();
const qingcen = registry.byCkey.get('d4e8b6a2c1')!;
const chenghu = registry.byCkey.get('c9f2a1e7b3')!;

const jsonPost = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
const formPost = (form: FormData, headers: Record<string, string> = {}) =>
  new Request('http://x/api/screening/file', { method: 'POST', body: form, headers });

describe('screening', () => {
  it('finds the right registry enterprise first for a generated 1,000-row list of name variants (top-1 rate)', () => {
    const list = screeningVariants(known, 1000);
    const { results, summary } = screenRows(list, registrySource);
    const expected = list.filter((v) => v.expected);
    const hits = results.filter((r, i) => list[i].expected && r.ckey === list[i].expected).length;
    const falseHits = results.filter((r, i) => !list[i].expected && r.ckey !== null).length;
    const rate = hits / expected.length;
    console.log(
      `[screening:figures] top-1 ${(rate * 100).toFixed(1)}% of ${expected.length} known-name rows; ${falseHits} false matches of ${list.length - expected.length} unknown names`,
    );
    expect(rate).toBeGreaterThanOrEqual(0.9);
    expect(falseHits).toBe(0);
    expect(summary.total).toBe(1000);
    expect(summary.clean + summary.review + summary.high).toBe(1000);
  });

  it('flags risk from the registry with its source records, and sums up', () => {
    const { results, summary } = screenRows(
      [{ name: '青岑冷链' }, { uscc: chenghu.uscc.toLowerCase() }, { name: '不存在的某公司' }],
      registrySource,
    );
    expect(results[0]).toMatchObject({ row: 1, ckey: 'd4e8b6a2c1', matchedOn: 'abbreviation', verdict: 'high' });
    // The flag cites the registry's own enforcement record of the enterprise.
    expect(qingcen.enforcement.map((x) => x.id)).toEqual(['x1']);
    expect(results[0].flags.find((f) => f.code === 'enforcement')).toEqual({
      code: 'enforcement',
      severity: 'high',
      count: 1,
      sources: [{ section: 'enforcement', recordId: 'd4e8b6a2c1/x1' }],
    });
    expect(results[0].flags.find((f) => f.code === 'litigation')).toMatchObject({
      sources: qingcen.judicial.map((j) => ({ section: 'judicial', recordId: `d4e8b6a2c1/${j.id}` })),
    });
    expect(results[1]).toMatchObject({ ckey: 'c9f2a1e7b3', matchedOn: 'uscc', score: 1, verdict: 'review' });
    // Negative news counts the facts layer's 6-month window, as the profile does: 澄湖's one negative item is older.
    expect(results[1].flags.map((f) => f.code)).toEqual(['litigation', 'penalties']);
    expect(results[2]).toMatchObject({
      ckey: null,
      verdict: 'review',
      flags: [{ code: 'noMatch', severity: 'review' }],
    });
    expect(summary).toMatchObject({ total: 3, clean: 0, review: 2, high: 1, unmatched: 1, duplicates: 0 });
    expect(summary.flags).toMatchObject({ enforcement: 1, litigation: 2, penalties: 1, noMatch: 1 });
  });

  it('agrees with the KYC report: 启屿新材 is high risk and its controlling shareholder’s dishonest listing is flagged', () => {
    const [r] = screenRows([{ name: '启屿新材' }], registrySource).results;
    const f = companyFacts('a7c3e9f5d2');
    expect(f.assessment.customer.level).toBe('high');
    expect(r.verdict).toBe('high');
    // The credit score (48 by the model, capped at 39 by the declining three loss years) is the one every page states.
    expect(r.flags.find((x) => x.code === 'highRisk')).toMatchObject({ severity: 'high', count: f.risk.score });
    expect(r.flags.find((f) => f.code === 'relatedDishonest')?.sources?.[0].section).toBe('dishonest');
  });
});

describe('POST /api/screening', () => {
  const deps = { entities: registrySource };
  it('answers the issue’s JSON shape', async () => {
    const res = await handleScreening(jsonPost('http://x/api/screening', { rows: [{ name: '启屿新材' }] }), deps);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.results[0]).toMatchObject({
      row: 1,
      input: { name: '启屿新材' },
      ckey: 'a7c3e9f5d2',
      name: '启屿新材料科技股份有限公司',
      matchedOn: 'abbreviation',
    });
    expect(body.summary.total).toBe(1);
  });

  it('rejects bad bodies with localized 4xx answers', async () => {
    const cases: [unknown, string, number, string][] = [
      ['{"rows":', 'en', 400, 'malformed'],
      [{ rows: [] }, 'en', 400, 'empty'],
      [{ rows: Array.from({ length: 10_001 }, () => ({ name: 'a' })) }, 'zh', 400, 'tooManyRows'],
      [{ rows: [{ name: 'x'.repeat(201) }] }, 'en', 400, 'valueTooLong'],
      [{ rows: [{ nom: 'x' }] }, 'en', 400, 'invalidRows'],
      [{ items: [] }, 'zh', 400, 'invalidRows'],
    ];
    for (const [body, lang, status, error] of cases) {
      const res = await handleScreening(
        jsonPost('http://x/api/screening', body as object, { 'accept-language': lang }),
        deps,
      );
      const json = await res.json();
      expect([res.status, json.error]).toEqual([status, error]);
      expect(json.message.length).toBeGreaterThan(5);
    }
    const wrongType = await handleScreening(
      new Request('http://x/api/screening', { method: 'POST', body: 'a', headers: { 'content-type': 'text/plain' } }),
      deps,
    );
    expect(wrongType.status).toBe(415);
  });
});

describe('POST /api/screening/file', () => {
  it('reads a GBK CSV with a header and finds the name and USCC columns', async () => {
    const csv = iconv.encode(
      '序号,企业名称,统一社会信用代码\r\n1,青岑冷链供应链有限公司,91000000SAMPLE0002\r\n2,某某公司,\r\n',
      'gbk',
    );
    const f = new FormData();
    f.set('file', new File([new Uint8Array(csv)], 'list.csv'));
    const res = await handleScreeningFile(formPost(f, { 'accept-language': 'zh-CN' }));
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.columns).toMatchObject({ hasHeader: true, name: 1, uscc: 2, unsure: false });
    // The client's 序号 column travels with each row to the exports.
    expect(body.extraHeaders).toEqual(['序号']);
    expect(body.rows).toEqual([
      { name: '青岑冷链供应链有限公司', uscc: '91000000SAMPLE0002', extra: ['1'] },
      { name: '某某公司', extra: ['2'] },
    ]);
    expect(body.warnings[0]).toContain('GB18030');
  });

  it('guesses the columns of a bare list, and says it is unsure when there are several', async () => {
    const f = new FormData();
    f.set('text', '1\t澄湖微动\t91000000SAMPLE0001\n2\t青岑冷链\t91000000SAMPLE0002\n');
    const body = await (await handleScreeningFile(formPost(f))).json();
    expect(body.columns).toMatchObject({ hasHeader: false, name: 1, uscc: 2, unsure: true });
    expect(body.rows).toHaveLength(2);
  });

  it('answers wrong type, legacy xls, corrupt xlsx, empty, formula without value, no name column', async () => {
    const post = async (file: File, columns?: object) => {
      const f = new FormData();
      f.set('file', file);
      if (columns) f.set('columns', JSON.stringify(columns));
      const res = await handleScreeningFile(formPost(f, { 'accept-language': 'en-US' }));
      return [res.status, (await res.json()).error];
    };
    expect(await post(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0])], 'a.png'))).toEqual([
      415,
      'imageNotRead',
    ]);
    expect(await post(new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0])], 'a.xls'))).toEqual([415, 'legacyXls']);
    expect(await post(new File(['PK\u0003\u0004oops'], 'a.xlsx'))).toEqual([400, 'corruptXlsx']);
    expect(await post(new File([''], 'a.csv'))).toEqual([400, 'empty']);
    expect(await post(new File(['企业名称\n'], 'a.csv'))).toEqual([400, 'empty']);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('s');
    ws.addRow(['企业名称']);
    ws.addRow([{ formula: 'A1&"x"' }]);
    expect(await post(new File([new Uint8Array(await wb.xlsx.writeBuffer())], 'a.xlsx'))).toEqual([
      400,
      'formulaNoValue',
    ]);
    expect(await post(new File(['a,b\n1,2\n'], 'a.csv'), { name: null, uscc: null, hasHeader: true })).toEqual([
      422,
      'noNameColumn',
    ]);
    expect(await post(new File(['a,b\n1,2\n'], 'a.csv'), { name: 7, uscc: null, hasHeader: true })).toEqual([
      400,
      'badMapping',
    ]);
  });
});

describe('exports', () => {
  it('XLSX has a results sheet and a summary sheet', async () => {
    const { results, summary } = screenRows([{ name: '青岑冷链' }, { name: 'nobody' }], registrySource);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await screeningXlsx(results, summary, 'en-US')).buffer as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Results', 'Summary']);
    expect(wb.worksheets[0].getRow(2).getCell(4).value).toBe('青岑冷链供应链有限公司');
    expect(String(wb.worksheets[0].getRow(2).getCell(13).value)).toContain('d4e8b6a2c1/j1');
    expect(wb.worksheets[1].getRow(2).getCell(1).value).toContain('Sample data');
  });

  it('XLSX and PDF summaries name the registry-status flag (a list with a revoked/deregistered company exports, no 500)', async () => {
    const odd = getRegistry().enterprises.find((e) => e.status !== 'active')!;
    const { results, summary } = screenRows([{ name: odd.name }, { name: '青岑冷链' }], registrySource);
    expect(summary.flags.abnormalStatus).toBeGreaterThan(0);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await screeningXlsx(results, summary, locale)).buffer as ArrayBuffer);
      const labels = wb.worksheets[1].getColumn(1).values.map(String).join('|');
      expect(labels).toContain(locale === 'en-US' ? 'Registry status: abnormal' : '登记状态：异常');
      expect((await screeningPdf(results, summary, locale)).length).toBeGreaterThan(1000);
    }
  });

  it('the export endpoint returns the file', async () => {
    const res = await handleScreeningExport(
      jsonPost('http://x/api/screening/export', { rows: [{ name: '澄湖微动' }], format: 'xlsx', locale: 'zh-CN' }),
      {
        entities: registrySource,
        xlsx: screeningXlsx,
        csv: async () => new Uint8Array(),
        pdf: async () => new Uint8Array(),
      },
    );
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('批量初筛结果-示例.xlsx'));
  });
});

describe('pasted lists', () => {
  it('treat a first line that is a company name as data, not as a header', async () => {
    const f = new FormData();
    f.set('text', '澄湖微动精密制造有限公司\n青岑冷链\n启屿新材料科技股份有限公司\t91000000SAMPLE0003\n');
    const body = await (await handleScreeningFile(formPost(f))).json();
    expect(body.columns).toMatchObject({ hasHeader: false, name: 0, uscc: 1 });
    expect(body.rows).toEqual([
      { name: '澄湖微动精密制造有限公司' },
      { name: '青岑冷链' },
      { name: '启屿新材料科技股份有限公司', uscc: '91000000SAMPLE0003' },
    ]);
  });
});
