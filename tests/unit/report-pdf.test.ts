import { describe, expect, it } from 'vitest';
import { reportFilePath, templateFileQuery } from '@/lib/reports/report-file-path';
import { handleReportFileRequest, parseReportFileRequest } from '@/lib/reports/report-file-request';
import { loadReportFileDocument } from '@/lib/reports/report-file-documents';
import { reportDocPdf } from '@/lib/pdf/report-doc';
import { defaultOptions } from '@/lib/reports/report-options';
import { templateSpecs } from '@/lib/reports/report-model';
import { pdfPages } from './pdf-text';

const deps = { load: loadReportFileDocument, render: reportDocPdf };
const get = (path: string) => {
  const url = new URL(path, 'http://localhost');
  const [, , , kind, file] = url.pathname.split('/');
  return handleReportFileRequest(kind, decodeURIComponent(file), url, deps);
};
const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, '');

describe('report files (GET /api/reports/<kind>/<id>.pdf|html|txt)', () => {
  it('AI report V1 in zh-CN: company, contents, sample label and page x of y on every page, cited court records', async () => {
    const res = await get('/api/reports/ai/d4e8b6a2c1.pdf?type=risk');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('hengxi-sample-hx-ai-d4e8b6-rs.pdf');
    const pages = await pdfPages(new Uint8Array(await res.arrayBuffer()));
    expect(pages[0]).toContain('青岑冷链供应链有限公司');
    expect(pages[0]).toContain('目录');
    pages.forEach((p, i) => {
      expect(p).toContain('示例数据');
      expect(p).toContain(`第 ${i + 1} 页 / 共 ${pages.length} 页`);
    });
    expect(flat(pages)).toContain('司法诉讼·记录d4e8b6a2c1/j1');
    expect(flat(pages)).toContain('来源：');
  });

  it('AI report V1 in en-US: English text, sample label and cited sources', async () => {
    const res = await get('/api/reports/ai/d4e8b6a2c1.pdf?type=credit&auth=1&locale=en-US');
    const pages = await pdfPages(new Uint8Array(await res.arrayBuffer()));
    const all = flat(pages);
    expect(all).toContain('QingcenColdChainSupplyChainCo.,Ltd.');
    expect(pages[0]).toContain('Contents');
    pages.forEach((p, i) => expect(p).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages.every((p) => p.includes('Sample data'))).toBe(true);
    expect(all).toContain('Courtcases·recordd4e8b6a2c1/j1');
    expect(all).toContain('Source:Authorisedcompanydata');
  });

  it('AI report V2 follows its options: only the chosen sections, key points with sources, both locales', async () => {
    const options = {
      ...defaultOptions(templateSpecs.creditMemo.sections, 'zh-CN'),
      sections: ['summary' as const, 'judicial' as const],
      keyPoints: 2,
    };
    const zh = await pdfPages(
      new Uint8Array(
        await (
          await get(reportFilePath('template', 'c9f2a1e7b3', templateFileQuery('creditMemo', options)))
        ).arrayBuffer(),
      ),
    );
    const zhAll = flat(zh);
    expect(zhAll).toContain('要点（2条）');
    // The contents list on the cover names exactly the chosen sections.
    expect(zh[0].replace(/\s+/g, '')).toMatch(/目录摘要2司法记录\d示例数据/);
    expect(zhAll).toContain('来源：');
    const en = await pdfPages(
      new Uint8Array(
        await (
          await get(
            reportFilePath(
              'template',
              'c9f2a1e7b3',
              templateFileQuery('creditMemo', { ...options, language: 'en-US' }),
            ),
          )
        ).arrayBuffer(),
      ),
    );
    expect(flat(en)).toContain('Keypoints(2)');
    expect(en[0].replace(/\s+/g, '')).toMatch(/ContentsSummary2Courtrecords\dSampledata/);
  });

  it('KYC report and company profile, both locales', async () => {
    const kyc = await pdfPages(new Uint8Array(await (await get('/api/reports/kyc/KYC202611030001.pdf')).arrayBuffer()));
    expect(kyc.every((p) => p.includes('示例数据'))).toBe(true);
    expect(flat(kyc)).toContain('KYC202611030001');
    expect(flat(kyc)).toContain('来源：');
    const kycEn = await pdfPages(
      new Uint8Array(await (await get('/api/reports/kyc/KYC202611030001.pdf?locale=en-US')).arrayBuffer()),
    );
    expect(kycEn.every((p) => p.includes('Sample data'))).toBe(true);
    expect(flat(kycEn)).toContain('Source:');
    const profile = await pdfPages(
      new Uint8Array(await (await get('/api/reports/company/a7c3e9f5d2.pdf?locale=en-US')).arrayBuffer()),
    );
    expect(profile[0]).toContain('Contents');
    expect(flat(profile)).toContain('Courtcases·recorda7c3e9f5d2/j1');
    expect(profile.every((p) => p.includes('Sample data'))).toBe(true);
  });

  it('answers 404 JSON for an unknown company or KYC number and 400 for bad parameters', async () => {
    const unknown = await get('/api/reports/company/0000000000.pdf');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe('not_found');
    expect((await get('/api/reports/kyc/KYC209901010001.pdf')).status).toBe(404);
    for (const bad of [
      '/api/reports/nope/d4e8b6a2c1.pdf',
      '/api/reports/ai/d4e8b6a2c1.docx',
      '/api/reports/ai/d4e8b6a2c1',
      '/api/reports/ai/..%2Fetc.pdf',
      '/api/reports/ai/d4e8b6a2c1.pdf?locale=fr',
      '/api/reports/ai/d4e8b6a2c1.pdf?type=toString',
      '/api/reports/template/d4e8b6a2c1.pdf?template=nope',
      '/api/reports/template/d4e8b6a2c1.pdf?template=creditMemo&points=11',
      '/api/reports/template/d4e8b6a2c1.pdf?template=creditMemo&sections=news',
      '/api/reports/ai/d4e8b6a2c1.pdf?locale=zh-CN&locale=en-US',
    ]) {
      const res = await get(bad);
      expect(res.status, bad).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });

  it('serves the same report as a standalone HTML page and as plain text, with the sample label and cited records', async () => {
    const html = await get('/api/reports/ai/d4e8b6a2c1.html?type=risk&locale=en-US');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('content-disposition')).toContain('hengxi-sample-hx-ai-d4e8b6-rs.html');
    const page = await html.text();
    expect(page).toMatch(/^<!doctype html>\n<html lang="en-US">/);
    expect(page).toContain('<span class="sample">Sample data</span>');
    expect(page).toContain('Qingcen');
    expect(page).toContain('record d4e8b6a2c1/j1');
    const txt = await get('/api/reports/kyc/KYC202611030001.txt');
    expect(txt.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await txt.text();
    expect(text.startsWith('[示例数据]\n')).toBe(true);
    expect(text).toContain('来源');
    expect((await get('/api/reports/company/0000000000.html')).status).toBe(404);
  });

  it('parses a template request with defaults', () => {
    const r = parseReportFileRequest('template', 'c9f2a1e7b3.pdf', new URLSearchParams('template=sentiment'));
    expect(r).toMatchObject({
      kind: 'template',
      template: 'sentiment',
      locale: 'zh-CN',
      options: { sections: [...templateSpecs.sentiment.sections], length: 'standard', keyPoints: 3 },
    });
  });
});
