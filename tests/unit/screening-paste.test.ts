import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { registrySource } from '@/lib/entities/registry-source';
import { getRegistry } from '@/lib/registry';
import { screenRows } from '@/lib/screening';
import { handleScreeningExport, handleScreeningFile } from '@/lib/screening/handler';
import { splitPastedLine } from '@/lib/screening/intake';
import { flagLabel } from '@/lib/screening/labels';
import { screeningCsv, screeningXlsx } from '@/lib/screening/xlsx';
import { translator } from '@/i18n/translator';

const reg = getRegistry();
const chenghu = reg.byCkey.get('c9f2a1e7b3')!;
const qingcen = reg.byCkey.get('d4e8b6a2c1')!;
const formPost = (form: FormData) => new Request('http://x/api/screening/file', { method: 'POST', body: form });
async function readList(fields: Record<string, string | File>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  const res = await handleScreeningFile(formPost(f));
  return { status: res.status, body: await res.json() };
}

describe('pasted lines', () => {
  it('splits "name USCC", "name,USCC", "USCC name" on one line; keeps commas inside a name', () => {
    expect(splitPastedLine(`澄湖微动精密制造有限公司 ${chenghu.uscc}`)).toEqual([
      '澄湖微动精密制造有限公司',
      chenghu.uscc,
    ]);
    expect(splitPastedLine(`澄湖微动精密制造有限公司，${chenghu.uscc}`)).toEqual([
      '澄湖微动精密制造有限公司',
      chenghu.uscc,
    ]);
    expect(splitPastedLine(`${chenghu.uscc}   澄湖微动`)).toEqual(['澄湖微动', chenghu.uscc]);
    expect(splitPastedLine('Chenghu Microdrive Precision Manufacturing Co., Ltd.')).toEqual([
      'Chenghu Microdrive Precision Manufacturing Co., Ltd.',
    ]);
    expect(splitPastedLine('Qingcen Cold Chain, Ltd')).toEqual(['Qingcen Cold Chain, Ltd']);
  });

  it('screens every line of a mixed paste (commas, tabs, spaces) and accounts for the blank one', async () => {
    const lines = [
      `澄湖微动精密制造有限公司 ${chenghu.uscc}`,
      `青岑冷链供应链有限公司,${qingcen.uscc}`,
      'Chenghu Microdrive Precision Manufacturing Co., Ltd.',
      `启屿新材料科技股份有限公司\t${reg.byCkey.get('a7c3e9f5d2')!.uscc}`,
      '青岑冷链',
      '   ',
      `${qingcen.uscc} 青岑冷链`,
      '某某, 不存在的, 公司',
    ];
    const { status, body } = await readList({ text: `${lines.join('\n')}\n` });
    expect(status).toBe(200);
    expect(body.columns).toMatchObject({ hasHeader: false, name: 0, uscc: 1 });
    expect(body.rows).toHaveLength(7);
    expect(body.lines).toMatchObject({ read: 8, header: null, blank: 1, noName: [] });
    expect(body.rows[0]).toEqual({ name: '澄湖微动精密制造有限公司', uscc: chenghu.uscc });
    expect(body.rows[1]).toEqual({ name: '青岑冷链供应链有限公司', uscc: qingcen.uscc });
    expect(body.rows[2]).toEqual({ name: 'Chenghu Microdrive Precision Manufacturing Co., Ltd.' });
    expect(body.rows[5]).toEqual({ name: '青岑冷链', uscc: qingcen.uscc });
    expect(body.rows[6]).toEqual({ name: '某某, 不存在的, 公司' });
    const { results } = screenRows(body.rows, registrySource);
    expect(results.map((r) => r.ckey)).toEqual([
      'c9f2a1e7b3',
      'd4e8b6a2c1',
      'c9f2a1e7b3',
      'a7c3e9f5d2',
      'd4e8b6a2c1',
      'd4e8b6a2c1',
      null,
    ]);
    expect(results.map((r) => r.duplicateOf)).toEqual([null, null, 1, null, 2, 2, null]);
  });
});

describe('client columns, registry status, duplicates', () => {
  const file = new File(
    [
      [
        '企业名称,统一社会信用代码,客户经理,授信余额（万元）',
        `青岑冷链,,张三,500`,
        `,,李四,`,
        `不存在的某公司,,王五,120`,
        `青岑冷链供应链有限公司,,张三,500`,
      ].join('\n'),
    ],
    'list.csv',
  );

  it('keeps the client’s own columns through the list, the XLSX and the CSV; reports the row with no name', async () => {
    const { body } = await readList({ file });
    expect(body.extraHeaders).toEqual(['客户经理', '授信余额（万元）']);
    expect(body.lines).toMatchObject({
      header: ['企业名称', '统一社会信用代码', '客户经理', '授信余额（万元）'],
      blank: 0,
      noName: [3],
    });
    expect(body.rows[0]).toEqual({ name: '青岑冷链', extra: ['张三', '500'] });
    const { results, summary } = screenRows(body.rows, registrySource);
    expect(summary.duplicates).toBe(1);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await screeningXlsx(results, summary, 'zh-CN', body.extraHeaders)).buffer as ArrayBuffer);
    const head = (wb.worksheets[0].getRow(1).values as unknown[]).slice(1);
    // The client's columns first, as given (授信余额 as a number), then ours under distinct, prefixed names.
    expect(head.slice(0, 6)).toEqual([
      '企业名称',
      '统一社会信用代码',
      '客户经理',
      '授信余额（万元）',
      '衡析·清单行号',
      '衡析·匹配企业',
    ]);
    expect((wb.worksheets[0].getRow(3).values as unknown[]).slice(3, 5)).toEqual(['王五', 120]);
    expect(head).toContain('衡析·登记状态');
    const csv = new TextDecoder().decode(await screeningCsv(results, summary, 'en-US', body.extraHeaders));
    expect(csv.split('\n')[0]).toContain('客户经理,授信余额（万元）');
    expect(csv.split('\n')[3]).toContain('Same as row 1');
    const res = await handleScreeningExport(
      new Request('http://x/api/screening/export', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rows: body.rows, extraHeaders: body.extraHeaders, format: 'csv', locale: 'zh-CN' }),
      }),
      { entities: registrySource, xlsx: screeningXlsx, csv: screeningCsv, pdf: async () => new Uint8Array() },
    );
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(await res.text()).toContain('张三');
  });

  it('says the registry’s own status word (注销, 吊销, 迁出) for abnormal matches', () => {
    const byStatus = (s: string) => [...reg.byCkey.values()].find((c) => c.status === s)!;
    const { results } = screenRows(
      ['deregistered', 'revoked', 'movedOut'].map((s) => ({ uscc: byStatus(s).uscc })),
      registrySource,
    );
    const zh = translator('zh-CN', 'tryIt');
    expect(
      results.map((r) =>
        flagLabel(
          zh,
          r.flags.find((f) => f.code === 'abnormalStatus')!,
        ),
      ),
    ).toEqual(['登记状态：注销', '登记状态：吊销', '登记状态：迁出']);
    expect(results.map((r) => r.status)).toEqual(['deregistered', 'revoked', 'movedOut']);
  });
});
