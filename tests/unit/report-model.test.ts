import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { siteFormatter } from '@/lib/format';
import { describe, expect, it } from 'vitest';
import { loadMessages, type Messages } from '@/i18n/messages';
import { getRegistry } from '@/lib/registry';
import { companyTextOf, companyViewOf } from '@/lib/registry/profile';
import {
  buildReport,
  thinkSteps,
  isReportType,
  reportNumber,
  reportSpecs,
  reportTypes,
  resolveType,
  reportQueryFrom,
  templateIds,
  templateSpecs,
  type ReportSubject,
  type SectionId,
} from '@/lib/reports/report-model';

const messages: Messages = await loadMessages('zh-CN', async (file) => ({
  default: JSON.parse(readFileSync(path.join(import.meta.dirname, '../../messages', `${file}.json`), 'utf8')),
}));
const format = siteFormatter('zh-CN');
const ctx = {
  t: createTranslator({ locale: 'zh-CN', messages, namespace: 'aiReport' }),
  tc: createTranslator({ locale: 'zh-CN', messages, namespace: 'company' }),
  tp: createTranslator({ locale: 'zh-CN', messages, namespace: 'customerProfile' }),
  format,
  locale: 'zh-CN',
};

/** A generated registry company as a report subject, with prose from the registryText templates. */
function subject(index: number): ReportSubject {
  const registry = getRegistry();
  const e = registry.enterprises[index];
  const rt = createTranslator({ locale: 'zh-CN', messages, namespace: 'registryText' });
  const tc = ctx.tc;
  const textContext = {
    t: (k: string, v?: Record<string, string | number>) => rt(k as never, v as never),
    tc: (k: string, v?: Record<string, string | number>) => tc(k as never, v as never),
    locale: 'zh-CN',
    money: (v: number) => `${v}`,
    pct: (v: number) => `${v}%`,
    date: (v: string) => v,
  };
  const text = companyTextOf(e, registry, textContext);
  return companyViewOf(e, registry, text, textContext);
}

describe('report model', () => {
  it('keeps one record per report type and template', () => {
    expect(Object.keys(reportSpecs)).toEqual([...reportTypes]);
    expect(Object.keys(templateSpecs)).toEqual([...templateIds]);
    expect(reportSpecs.credit.needsAuth).toBe(true);
    expect(reportSpecs.credit.steps).toContain('authorisation');
    for (const type of reportTypes)
      expect(reportSpecs[type].steps.includes('authorisation')).toBe(reportSpecs[type].needsAuth);
    expect(isReportType('risk')).toBe(true);
    expect(isReportType('toString')).toBe(false);
    expect(resolveType('nope')).toBe('overview');
    expect(reportNumber('c9f2a1e7b3', 'credit')).toBe('HX-AI-C9F2A1-CR');
    expect(reportNumber('c9f2a1e7b3', 'postLoan')).toBe('HX-AI-C9F2A1-PL');
  });

  it("reads the report flow's query as Next gives it to a page (first value of a repeated key)", () => {
    expect(reportQueryFrom({ type: 'credit', auth: '1' })).toEqual({ type: 'credit', authorised: true });
    expect(reportQueryFrom({ type: ['risk', 'credit'], auth: ['0', '1'] })).toEqual({
      type: 'risk',
      authorised: false,
    });
    expect(reportQueryFrom({ type: 'constructor', auth: 'yes' })).toEqual({ type: 'overview', authorised: false });
    expect(reportQueryFrom({})).toEqual({ type: 'overview', authorised: false });
  });

  it.each(reportTypes)('builds a %s report of a registry company with its sections in order', (type) => {
    const s = subject(2345);
    const doc = buildReport(
      { subject: s, kind: { type }, authorised: true, generatedAt: new Date('2026-11-20T08:00:00Z') },
      ctx,
    );
    expect(doc.sections.map((x) => x.id)).toEqual(reportSpecs[type].sections);
    expect(doc.title).toContain(s.text.shortName);
    const registration = doc.sections.find((x) => x.id === 'registration');
    expect(registration?.rows?.find((r) => r.value.includes(s.figures.uscc))).toBeDefined();
    expect(doc.fileName).toBe(`hengxi-sample-${reportNumber(s.ckey, type).toLowerCase()}`);
  });

  it('locks the operating section of a credit report until the enterprise has authorised it', () => {
    const s = subject(999);
    const locked = buildReport(
      { subject: s, kind: { type: 'credit' }, authorised: false, generatedAt: new Date() },
      ctx,
    );
    const open = buildReport({ subject: s, kind: { type: 'credit' }, authorised: true, generatedAt: new Date() }, ctx);
    expect(locked.sections.find((x) => x.id === 'operating')?.rows).toBeUndefined();
    expect(open.sections.find((x) => x.id === 'operating')?.rows?.length).toBeGreaterThan(3);
  });

  it('applies the writing options of a template report: sections, length, key points and tone', () => {
    const s = subject(10);
    const base = buildReport(
      { subject: s, kind: { template: 'postLoan' }, authorised: false, generatedAt: new Date() },
      ctx,
    );
    expect(base.sections.map((x) => x.id)).toEqual(templateSpecs.postLoan.sections);
    const options = {
      sections: ['summary', 'judicial', 'conclusion'] as SectionId[],
      length: 'brief' as const,
      keyPoints: 2,
      tone: 'plain' as const,
      language: 'zh-CN' as const,
    };
    const doc = buildReport(
      { subject: s, kind: { template: 'postLoan' }, authorised: false, options, generatedAt: new Date() },
      ctx,
    );
    expect(doc.sections.map((x) => x.id)).toEqual(['summary', 'judicial', 'conclusion']);
    const summary = doc.sections[0];
    expect(summary.findings?.length).toBe(
      Math.min(2, s.figures.risks.length + s.figures.news.filter((n) => n.sentiment === 'negative').length),
    );
    expect(summary.findings?.every((f) => f.cite.startsWith('来源：'))).toBe(true);
    expect(doc.sections[1].table!.rows.length).toBeLessThanOrEqual(3);
    expect(doc.sections[2].paragraphs[0]).toMatch(/^简单说：/);
    const detailed = buildReport(
      {
        subject: s,
        kind: { template: 'postLoan' },
        authorised: false,
        options: { ...options, length: 'detailed' },
        generatedAt: new Date(),
      },
      ctx,
    );
    expect(detailed.sections[1].paragraphs.join('')).toContain('司法记录包括民事');
  });

  it('cites the source record of every finding and table row', () => {
    const s = subject(2345);
    const doc = buildReport({ subject: s, kind: { type: 'risk' }, authorised: false, generatedAt: new Date() }, ctx);
    const judicial = doc.sections.find((x) => x.id === 'judicial')!;
    expect(judicial.table!.columns.at(-1)).toBe('来源记录');
    judicial.table!.rows.forEach((row, i) =>
      expect(row.at(-1)).toBe(`司法诉讼 · 记录 ${s.ckey}/${s.figures.judicial[i].id}`),
    );
    const risks = doc.sections.find((x) => x.id === 'risks')!;
    expect(risks.findings!.length).toBe(s.figures.risks.length);
    for (const f of risks.findings!) expect(f.sources.length).toBeGreaterThan(0);
    expect(doc.sections.find((x) => x.id === 'registration')!.cite).toBe(`来源：工商登记 · 记录 ${s.ckey}`);
  });
  it("writes the analysis steps' findings for a company, in the report type's order, with its own figures", () => {
    const s = subject(2345);
    for (const type of reportTypes) {
      const steps = thinkSteps(s, type, ctx);
      expect(steps.map((x) => x.id)).toEqual(reportSpecs[type].steps);
      for (const step of steps) {
        expect(step.title.length).toBeGreaterThan(1);
        expect(step.result).not.toMatch(/NaN|undefined|\{/);
      }
    }
    const [registration] = thinkSteps(s, 'risk', ctx);
    expect(registration.result).toContain(ctx.tc(`status.${s.figures.status}`));
    const ownership = thinkSteps(s, 'risk', ctx).find((x) => x.id === 'ownership')!;
    expect(ownership.result).toContain(String(s.figures.shareholders.length));
    // A company without news gets a 0 % share of negative news, not "NaN%".
    const quiet = {
      ...s,
      figures: {
        ...s.figures,
        sentimentByMonth: s.figures.sentimentByMonth.map((m) => ({ ...m, positive: 0, neutral: 0, negative: 0 })),
      },
    };
    expect(thinkSteps(quiet, 'risk', ctx).find((x) => x.id === 'news')!.result).toMatch(/0(\.0)?\s?%/);
  });
});
