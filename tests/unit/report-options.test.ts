import { describe, expect, it } from 'vitest';
import {
  decodeDocState,
  docList,
  encodeDocState,
  parseDocList,
  sampleDocs,
  sortDocs,
  type DocState,
} from '@/lib/reports/online-docs';
import { reportToHtml, reportToText } from '@/lib/reports/report-export';
import { templateSpecs, type ReportDoc } from '@/lib/reports/report-model';
import { applyInstructions, defaultOptions, parsePrompt } from '@/lib/reports/report-options';

const credit = templateSpecs.creditMemo.sections;

describe('prompt instructions (parsePrompt)', () => {
  it('reads Chinese instructions for language, length, key points and sections', () => {
    const p = parsePrompt('用英文写；简短；列出 3 个要点。只要司法和股东部分', credit);
    expect(p.applied.map((i) => [i.kind, i.value])).toEqual([
      ['language', 'en-US'],
      ['length', 'brief'],
      ['keyPoints', 3],
      ['sections', ['shareholders', 'judicial']],
    ]);
    expect(p.notApplied).toEqual([]);
    const o = applyInstructions(defaultOptions(credit, 'zh-CN'), p);
    expect(o).toEqual({
      sections: ['shareholders', 'judicial'],
      length: 'brief',
      keyPoints: 3,
      tone: 'formal',
      language: 'en-US',
    });
  });

  it('reads English instructions, Chinese numerals and exclusions', () => {
    expect(
      parsePrompt(
        'Write in Chinese. Detailed, cautious tone, 5 key points. Without the news section.',
        templateSpecs.postLoan.sections,
      ).applied.map((i) => [i.kind, i.value]),
    ).toEqual([
      ['language', 'zh-CN'],
      ['length', 'detailed'],
      ['keyPoints', 5],
      ['tone', 'cautious'],
      ['sections', ['summary', 'risks', 'judicial', 'credit', 'conclusion']],
    ]);
    expect(parsePrompt('列出五个要点，语气通俗', credit).applied.map((i) => [i.kind, i.value])).toEqual([
      ['keyPoints', 5],
      ['tone', 'plain'],
    ]);
  });

  it('reports what it cannot apply, and never returns the prompt for the report body', () => {
    const p = parsePrompt('重点说明还款来源；20 个要点；只要经营部分', credit);
    expect(p.applied).toEqual([]);
    expect(p.notApplied).toEqual([
      { kind: 'unknown', clause: '重点说明还款来源' },
      { kind: 'invalid', reason: 'keyPointsRange', clause: '20 个要点' },
      { kind: 'invalid', reason: 'sectionsNotInTemplate', clause: '只要经营部分' },
    ]);
    expect(parsePrompt('Focus on the repayment source', credit).notApplied).toEqual([
      { kind: 'unknown', clause: 'Focus on the repayment source' },
    ]);
    expect(parsePrompt('', credit)).toEqual({ applied: [], notApplied: [] });
  });

  it('the template default prompts are all instructions the page can follow', () => {
    // Messages are checked in both locales by the e2e spec; here the Chinese and English defaults of one template.
    expect(parsePrompt('审慎语气；简短；列出 5 个要点。', templateSpecs.postLoan.sections).notApplied).toEqual([]);
    expect(
      parsePrompt(
        'Plain language, brief, only the summary, news and conclusion sections.',
        templateSpecs.sentiment.sections,
      ).applied.at(-1),
    ).toMatchObject({
      kind: 'sections',
      value: ['summary', 'news', 'conclusion'],
    });
  });
});

describe('online documents', () => {
  const state: DocState = {
    ckey: 'd4e8b6a2c1',
    kind: { template: 'postLoan' },
    authorised: false,
    options: { sections: ['summary', 'judicial'], length: 'brief', keyPoints: 4, tone: 'cautious', language: 'en-US' },
    title: '青岑 · 贷后 “Q4”',
  };

  it('a share link carries the whole document and decodes to the same one', () => {
    const encoded = encodeDocState(state);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeDocState(encoded)).toEqual(state);
  });

  it('rejects malformed or tampered share state', () => {
    expect(decodeDocState(null)).toBeNull();
    expect(decodeDocState('!!!')).toBeNull();
    expect(decodeDocState(encodeDocState(state).slice(0, 20))).toBeNull();
    const bad = Buffer.from(JSON.stringify({ ...state, ckey: '0000000000' })).toString('base64url');
    expect(decodeDocState(bad)).toBeNull();
  });

  it('adds, pins, renames, duplicates and removes; sorts pinned first then newest', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const { list, doc } = docList.add(sampleDocs, state, 'new-1', now);
    expect(list[0]).toEqual({ ...state, id: 'new-1', createdAt: now.toISOString(), pinned: false });
    expect(doc.id).toBe('new-1');
    const sorted = sortDocs(list);
    expect(sorted[0].id).toBe('sample-1');
    expect(sorted[1].id).toBe('new-1');
    const renamed = docList.rename(list, 'new-1', '  Renamed  ');
    expect(renamed[0].title).toBe('Renamed');
    expect(docList.rename(renamed, 'new-1', '   ')[0].title).toBeUndefined();
    const dup = docList.duplicate(list, 'new-1', 'Copy', 'new-2', now);
    expect(dup[0]).toMatchObject({ id: 'new-2', title: 'Copy', options: state.options });
    expect(docList.togglePin(list, 'new-1')[0].pinned).toBe(true);
    expect(docList.remove(list, 'new-1')).toEqual(sampleDocs);
  });

  it('reads a stored list back, and ignores a corrupt one', () => {
    const { list } = docList.add(sampleDocs, state, 'x', new Date());
    expect(parseDocList(JSON.stringify(list))).toEqual(list);
    expect(parseDocList('{nope')).toBeNull();
    expect(parseDocList(JSON.stringify([{ id: 1 }]))).toBeNull();
    expect(parseDocList(null)).toBeNull();
  });
});

describe('report export (HTML, text)', () => {
  const doc: ReportDoc = {
    title: 'A <b>“report”</b>',
    meta: [{ label: 'No.', value: 'HX-1' }],
    notice: 'Sample only',
    fileName: 'x',
    sections: [
      {
        id: 'risks',
        heading: 'Risks',
        paragraphs: ['One & two'],
        findings: [
          {
            text: 'Lawsuit',
            sources: [{ section: 'judicial', recordId: 'c/j1' }],
            cite: 'Source: Court cases · record c/j1',
          },
        ],
        cite: 'Source: Registration · record c',
      },
    ],
  };
  it('escapes every value and keeps each finding’s citation', () => {
    const html = reportToHtml(doc, 'en-US', 'Sample data');
    expect(html).toContain('<title>A &lt;b&gt;“report”&lt;/b&gt;</title>');
    expect(html).toContain('One &amp; two');
    expect(html).toContain('<li>Lawsuit<br><small class="cite">Source: Court cases · record c/j1</small></li>');
    expect(html).toContain('<p class="cite">Source: Registration · record c</p>');
    const text = reportToText(doc, 'Sample data');
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        '[Sample data]',
        '• Lawsuit',
        '  Source: Court cases · record c/j1',
        'Source: Registration · record c',
      ]),
    );
  });
});
