import { describe, expect, it } from 'vitest';
import { registrySource } from '@/lib/entities/registry-source';
import { statementPdf } from '@/lib/pdf/statement';
import { analyzeStatementFile } from '@/lib/statements';
import { sampleStatementCsv } from '@/lib/statements/samples';
import { pdfPages } from './pdf-text';

async function sampleAnalysis() {
  const r = await analyzeStatementFile(
    { bytes: new TextEncoder().encode(sampleStatementCsv('d4e8b6a2c1')), fileName: 's.csv' },
    registrySource,
  );
  if (r.kind !== 'analysis') throw new Error('mapping');
  return r.analysis;
}

describe('statement PDF', () => {
  it('zh-CN: company name, contents, sample label and page number on every page, cited sources, no watermark text', async () => {
    const pages = await pdfPages(await statementPdf(await sampleAnalysis(), 'zh-CN'));
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(pages[0]).toContain('青岑冷链供应链有限公司');
    expect(pages[0]).toContain('目录');
    pages.forEach((p, i) => {
      expect(p).toContain('示例数据');
      expect(p).toContain(`第 ${i + 1} 页 / 共 ${pages.length} 页`);
      expect(p).not.toContain('衡析科技');
    });
    const all = pages.join('\n');
    const flat = all.replace(/\s+/g, '');
    expect(all).toContain(
      '《金融机构大额交易和可疑交易报告管理办法》（中国人民银行令〔2016〕第3号，2018年修改）第五条',
    );
    expect(flat).toContain('来源：股东信息·记录d4e8b6a2c1/f5f9f33c45');
    expect(all).toContain('融资资金流向关联方');
    expect(all).toContain('交易分类');
  });

  it('en-US: English labels with the same findings and sources', async () => {
    const pages = await pdfPages(await statementPdf(await sampleAnalysis(), 'en-US'));
    const all = pages.join('\n');
    const flat = all.replace(/\s+/g, '');
    expect(pages[0]).toContain('Qingcen Cold Chain Supply Chain Co., Ltd.');
    expect(pages[0]).toContain('Contents');
    pages.forEach((p, i) => expect(p).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages.every((p) => p.includes('Sample data'))).toBe(true);
    expect(all).toContain('PBoC Order No. 3 [2016], amended 2018), Article 5');
    expect(flat).toContain('Source:Shareholders·recordd4e8b6a2c1/f5f9f33c45');
    expect(all).toContain('Financing passed to related parties');
  });
});

describe('screening PDF', () => {
  it('lists rows per verdict and cites each entity’s records once, in both locales', async () => {
    const { screenRows } = await import('@/lib/screening');
    const { screeningPdf } = await import('@/lib/pdf/screening');
    const { results, summary } = screenRows(
      [{ name: '青岑冷链' }, { name: '澄湖微动精密制造有限公司' }, { name: '无名之辈有限公司' }],
      registrySource,
    );
    const zh = await pdfPages(await screeningPdf(results, summary, 'zh-CN'));
    const zhAll = zh.join('\n').replace(/\s+/g, '');
    expect(zh.every((p, i) => p.includes('示例数据') && p.includes(`第 ${i + 1} 页 / 共 ${zh.length} 页`))).toBe(true);
    expect(zhAll).toContain('青岑冷链供应链有限公司');
    expect(zhAll).toContain('被执行人d4e8b6a2c1/x1');
    expect(zhAll).toContain('目录');
    const en = await pdfPages(await screeningPdf(results, summary, 'en-US'));
    const enAll = en.join('\n').replace(/\s+/g, '');
    expect(enAll).toContain('QingcenColdChainSupplyChainCo.,Ltd.');
    expect(enAll).toContain('Enforcementd4e8b6a2c1/x1');
    expect(en.every((p) => p.includes('Sample data'))).toBe(true);
  });
});
