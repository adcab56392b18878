import { describe, expect, it } from 'vitest';
import { getRegistry } from '@/lib/registry';
import { registrySeed } from '@/lib/registry/keys';
import {
  analyzeStatements,
  checkConsistency,
  evaluateRedFlags,
  generateStatements,
  registryStatements,
  type Statements,
} from '@/lib/financials';
import { computeRatios } from '@/lib/financials/ratios';
import { beneishMScore } from '@/lib/financials/red-flags';
import { statementsFromRows, templateRows, TemplateError } from '@/lib/financials/template';
import { handleFinancialAnalysis, handleFinanceTemplate } from '@/lib/financials/handler';
import { industryBenchmarks, quantile } from '@/lib/financials/industry';

const registry = getRegistry();

/** A copy of statements with some lines of one year changed and every dependent total/flow recomputed. */
function craft(base: Statements, edit: (s: Statements) => void): Statements {
  const s: Statements = structuredClone(base);
  edit(s);
  return s;
}

describe('generated statements', () => {
  it('are consistent for every registry company: totals, assets = liabilities + equity, cash flow reconciles to the change in cash', () => {
    let checked = 0;
    for (const e of registry.enterprises) {
      const s = registryStatements(e);
      expect(checkConsistency(s), e.ckey).toEqual([]);
      checked++;
    }
    expect(checked).toBe(5200);
  });

  it('keep the record’s 2025 figures (the profile’s) and are the same on every run', () => {
    const e = registry.enterprises.find((x) => x.index > 10 && x.established < '2023-01-01' && !x.statusDate)!;
    const s = generateStatements(e, registrySeed);
    const y = s.years[2].lines;
    expect([y.IS01, y.IS09, y.BS08, y.BS14]).toEqual([
      e.financials.revenue,
      e.financials.netProfit,
      e.financials.totalAssets,
      e.financials.totalLiabilities,
    ]);
    expect(generateStatements(e, registrySeed)).toEqual(s);
    expect(generateStatements(e, registrySeed + 1)).not.toEqual(s);
  });
});

describe('ratios and red flags', () => {
  const base = registryStatements(registry.enterprises[40]);

  it('computes ratios from the statement lines they name', () => {
    const r = computeRatios(base);
    const y = base.years[2].lines;
    expect(r[2].ratios.currentRatio).toBeCloseTo(y.BS05 / y.BS12, 10);
    expect(r[2].ratios.debtToAssets).toBeCloseTo(y.BS14 / y.BS08, 10);
    expect(r[2].ratios.receivableDays).toBeCloseTo((y.BS02 / y.IS01) * 365, 10);
    expect(r[0].ratios.roa).toBeCloseTo(
      base.years[0].lines.IS09 / ((base.years[0].lines.BS08 + base.opening.BS08) / 2),
      10,
    );
  });

  it('raises "receivables outpace revenue" when receivables grow > 20 pp faster than revenue, and not at 19 pp', () => {
    const rev = base.years[1].lines.IS01;
    const ar = base.years[1].lines.BS02;
    const at = (gapPct: number) =>
      craft(base, (s) => {
        s.years[2].lines.IS01 = Math.round(rev * 1.1);
        s.years[2].lines.BS02 = Math.round(ar * (1.1 + gapPct / 100));
        s.years[0].lines.BS02 = Math.round(ar / 1.0); // first step flat
        s.years[1].lines.IS01 = rev;
      });
    const fired = evaluateRedFlags(at(35)).find((f) => f.rule === 'receivablesOutpaceRevenue');
    expect(fired?.years).toEqual([2025]);
    expect(fired?.measured).toBeCloseTo(35, 0);
    expect(fired?.evidence.map((e) => `${e.ref}@${e.year}`)).toEqual([
      'BS02@2024',
      'BS02@2025',
      'IS01@2024',
      'IS01@2025',
    ]);
    expect(evaluateRedFlags(at(19)).some((f) => f.rule === 'receivablesOutpaceRevenue')).toBe(false);
  });

  it('raises "operating cash flow persistently below net profit" only when every profitable year is below 0.8 ×', () => {
    const below = craft(base, (s) => s.years.forEach((y) => ((y.lines.IS09 = 1_000_000), (y.lines.CF07 = 500_000))));
    expect(evaluateRedFlags(below).find((f) => f.rule === 'ocfBelowProfit')?.years).toEqual([2023, 2024, 2025]);
    const oneGood = craft(below, (s) => (s.years[1].lines.CF07 = 900_000));
    expect(evaluateRedFlags(oneGood).some((f) => f.rule === 'ocfBelowProfit')).toBe(false);
  });

  it('computes the Beneish M-score with its eight indices, and not when the data does not allow it', () => {
    const m = beneishMScore(base.years[2].lines, base.years[1].lines);
    expect(m && Object.keys(m.indices)).toEqual(['DSRI', 'GMI', 'AQI', 'SGI', 'DEPI', 'SGAI', 'LVGI', 'TATA']);
    const noSales = { ...base.years[1].lines, IS01: 0 };
    expect(beneishMScore(base.years[2].lines, noSales)).toBeNull();
  });

  it('compares with the industry’s quartiles', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    const e = registry.enterprises[40];
    const bench = industryBenchmarks(registry.enterprises.slice(0, 800), registrySeed);
    const a = analyzeStatements(registryStatements(e), e.industry, bench);
    const cr = a.comparison.find((c) => c.ratio === 'currentRatio')!;
    expect(cr.quartiles!.q1).toBeLessThanOrEqual(cr.quartiles!.median);
    expect(cr.quarter).toBe(
      cr.value! < cr.quartiles!.q1 ? 1 : cr.value! < cr.quartiles!.median ? 2 : cr.value! < cr.quartiles!.q3 ? 3 : 4,
    );
  });
});

describe('statements template', () => {
  const s = registryStatements(registry.enterprises[7]);
  const rows = () => templateRows((c) => c, { code: '代码', item: '项目' }, s).map((r) => r.map(String));

  it('reads back what it writes', () => {
    expect(statementsFromRows(rows())).toEqual({ ...s, source: 'upload' });
  });
  it('names missing lines, bad numbers and unbalanced statements', () => {
    const missing = rows().filter((r) => r[0] !== 'BS03' && r[0] !== 'CF07');
    expect(() => statementsFromRows(missing)).toThrow(
      expect.objectContaining({ code: 'missingLines', details: { lines: ['BS03', 'CF07'] } }),
    );
    const bad = rows();
    bad.find((r) => r[0] === 'IS01')![4] = '12x';
    expect(() => statementsFromRows(bad)).toThrow(expect.objectContaining({ code: 'badNumber' }));
    const unbalanced = rows();
    const bs08 = unbalanced.find((r) => r[0] === 'BS08')!;
    bs08[5] = String(Number(bs08[5]) + 1000);
    try {
      statementsFromRows(unbalanced);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(TemplateError);
      expect((err as TemplateError).details.issues?.map((i) => i.kind)).toContain('unbalanced');
    }
    expect(() =>
      statementsFromRows([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toThrow(expect.objectContaining({ code: 'noHeader' }));
  });
});

describe('POST /api/financial-analysis', () => {
  const post = (fields: Record<string, string | Blob>, name?: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      if (v instanceof Blob) form.set(k, v, name);
      else form.set(k, v);
    }
    return handleFinancialAnalysis(new Request('http://x/api/financial-analysis', { method: 'POST', body: form }));
  };

  it('analyses a registry company', async () => {
    const e = registry.enterprises.find((x) => x.index > 100 && x.established < '2023-01-01' && !x.statusDate)!;
    const res = await post({ ckey: e.ckey, locale: 'en-US' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.company.ckey).toBe(e.ckey);
    expect(body.analysis.ratios).toHaveLength(3);
    expect(body.analysis.industry).toBe(e.industry);
  });

  it('gives a registry company only the years it existed at year-end, opening from nothing when founded in the first', () => {
    const young = registry.enterprises.find(
      (x) => x.established > '2024-01-01' && x.established < '2024-12-31' && !x.statusDate,
    )!;
    const s = registryStatements(young);
    expect(s.years.map((y) => y.year)).toEqual([2024, 2025]);
    expect(Object.values(s.opening).every((v) => v === 0)).toBe(true);
    expect(checkConsistency(s)).toEqual([]);
    const closed = registry.enterprises.find(
      (x) =>
        x.status === 'deregistered' &&
        x.statusDate! < '2025-12-31' &&
        x.statusDate! > '2025-01-01' &&
        x.established < '2023-01-01',
    )!;
    expect(registryStatements(closed).years.map((y) => y.year)).toEqual([2023, 2024]);
  });

  it('reads statements in the first template layout, without the lease and long-term payable lines, as 0', () => {
    const s = registryStatements(registry.enterprises[40]);
    const rows = templateRows((c) => c, { code: 'Code', item: 'Item' }, s).filter(
      (r) => !['BS19', 'BS20', 'BS21'].includes(String(r[0])),
    );
    // Fold the dropped lines into the lines they were carved from, as a filer of the old layout would.
    const read = statementsFromRows(
      rows.map((r) =>
        r.map((c, i) => {
          if (i < 2 || typeof c !== 'number') return String(c);
          const col = i - 2;
          const lines = col === 0 ? s.opening : s.years[col - 1].lines;
          if (r[0] === 'BS07') return String(c + lines.BS19);
          if (r[0] === 'BS13') return String(c + lines.BS20 + lines.BS21);
          return String(c);
        }),
      ),
    );
    expect(read.years[2].lines.BS19).toBe(0);
    expect(read.years[2].lines.BS08).toBe(s.years[2].lines.BS08);
  });

  it('answers bad input with a localized 4xx', async () => {
    const unknown = await post({ ckey: '0000000000', locale: 'zh-CN' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('示例企业库中没有这家企业。');
    const none = await post({ locale: 'en-US' });
    expect(none.status).toBe(400);
    expect((await none.json()).message).toMatch(/Choose a company/);
    const csv = 'Code,Item,2022,2023,2024,2025\nBS01,Cash,1,2,3,4\n';
    const missing = await post({ file: new Blob([csv], { type: 'text/csv' }), locale: 'en-US' }, 'mine.csv');
    expect(missing.status).toBe(400);
    const m = await missing.json();
    expect(m.error).toBe('missingLines');
    expect(m.message).toMatch(/BS02/);
    const never = registry.enterprises.find((x) => registryStatements(x).years.length === 0)!;
    const empty = await post({ ckey: never.ckey, locale: 'zh-CN' });
    expect(empty.status).toBe(422);
    expect((await empty.json()).message).toMatch(/没有可分析的年度报表/);
    const pdf = await post({ file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), locale: 'en-US' }, 'x.pdf');
    expect(pdf.status).toBe(415);
  });

  it('accepts its own template (XLSX) and finds the same figures', async () => {
    const tpl = await handleFinanceTemplate(
      new Request('http://x/api/financial-analysis/template?format=xlsx&locale=zh-CN'),
    );
    expect(tpl.headers.get('content-type')).toMatch(/spreadsheetml/);
    const res = await post(
      { file: new Blob([await tpl.arrayBuffer()]), industry: 'C', locale: 'zh-CN' },
      'template.xlsx',
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.analysis.statements.source).toBe('upload');
    expect(body.analysis.statements.years[2].lines).toEqual(registryStatements(registry.enterprises[0]).years[2].lines);
  });
});
