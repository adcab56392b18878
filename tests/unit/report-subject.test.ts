import { describe, expect, it } from 'vitest';
import { buildReport } from '@/lib/reports/report-model';
import { handleReportSubject } from '@/lib/reports/report-subject';
import { serverReportContext } from '@/lib/reports/server';

describe('GET /api/reports/subject/{ckey} (template reports for any registry company)', () => {
  it('serves a non-showcase registry company that the template report builds from, in both locales', async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const res = await handleReportSubject(
        new Request(`http://x/api/reports/subject/410b14133c?locale=${locale}`),
        '410b14133c',
      );
      expect(res.status).toBe(200);
      const subject = await res.json();
      expect(subject.ckey).toBe('410b14133c');
      const doc = buildReport(
        { subject, kind: { template: 'creditMemo' }, authorised: false, generatedAt: new Date('2026-11-20T00:00:00Z') },
        await serverReportContext(locale),
      );
      expect(doc.sections.length).toBeGreaterThan(2);
      expect(JSON.stringify(doc)).toContain(locale === 'zh-CN' ? '无锡泊岸匠心新材料科技有限公司' : subject.text.name);
    }
  });

  it('answers 400 for a malformed key and 404 for an unknown one', async () => {
    expect((await handleReportSubject(new Request('http://x/api/reports/subject/zz'), 'zz')).status).toBe(400);
    expect(
      (await handleReportSubject(new Request('http://x/api/reports/subject/0000000000'), '0000000000')).status,
    ).toBe(404);
  });
});

describe('credit report: the 对公流水 its consent covers', () => {
  it('has a cash-flow section with the account’s monthly flows once authorised, locked before', async () => {
    const res = await handleReportSubject(
      new Request('http://x/api/reports/subject/410b14133c?locale=zh-CN'),
      '410b14133c',
    );
    const subject = await res.json();
    const ctx = await serverReportContext('zh-CN');
    const build = (authorised: boolean) =>
      buildReport(
        { subject, kind: { type: 'credit' }, authorised, generatedAt: new Date('2026-11-20T00:00:00Z') },
        ctx,
      );
    const section = build(true).sections.find((s) => s.id === 'cashFlow')!;
    expect(section.heading).toBe('对公账户流水');
    expect(section.table?.rows).toHaveLength(subject.figures.customer.monthly.length);
    expect(section.cite).toBeTruthy();
    expect(build(false).sections.find((s) => s.id === 'cashFlow')?.paragraphs[0]).toContain('需企业授权');
  });
});
