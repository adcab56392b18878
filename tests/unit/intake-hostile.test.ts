import { describe, expect, it } from 'vitest';
import { IntakeError, intakeLimits, parseDelimited, poolLimits, readTable, readTableInProcess } from '@/lib/intake';
import { hostileFiles } from '@/scripts/stack/hostile-files.mjs';

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return e instanceof IntakeError ? e.code : `other: ${String(e)}`;
  }
}

// The stack suite's hostile files at a quarter of their size: still past every limit, quicker to build.
const files = await hostileFiles(0.25);
const file = (prefix: string) => files.find((f) => f.name.startsWith(prefix))!;

describe('hostile uploads are refused with their codes, in a worker, before anything is unpacked in full', () => {
  const expected: [string, string][] = [
    ['xlsx sheet bomb', 'zipUnpacked'],
    ['xlsx shared-strings bomb', 'zipUnpacked'],
    ['xlsx forged size', 'corruptXlsx'],
    ['xlsx of 40,000 members', 'zipMembers'],
    ['xlsx entity declarations', 'xmlEntities'],
    ['xlsx of 200,000 rows', 'tooManyRowsOver'],
    ['xlsx far-corner cell', 'tooManyColumns'],
    ['csv one cell', 'cellTooLong'],
    ['csv unclosed quote', 'unclosedQuote'],
  ];
  for (const [name, code] of expected) {
    it(`${name} → ${code}`, async () => {
      const f = file(name);
      expect(await codeOf(readTable(f.bytes, f.fileName))).toBe(code);
    });
  }

  it('refuses a member compressed more than 100 : 1 even when the total is small', async () => {
    const [bomb] = await hostileFiles(0.05); // a 15 MB sheet in a 60 KB file
    expect(await codeOf(readTable(bomb.bytes, bomb.fileName))).toBe('zipRatio');
  });

  it('reads a line of millions of empty fields as nothing (the header alone), off the main thread', async () => {
    const f = file('csv one line of millions of empty fields');
    expect((await readTable(f.bytes, f.fileName)).rows).toEqual([['name', 'uscc']]);
  });
});

describe('CSV limits', () => {
  it('caps cells at 500 characters and lines at 200 fields, with row and column in the details', () => {
    const long = `name\nok\n"${'名'.repeat(intakeLimits.maxCellChars + 1)}"\n`;
    expect(() => parseDelimited(long)).toThrowError(
      expect.objectContaining({ code: 'cellTooLong', details: { row: 3, column: 1, max: 500 } }),
    );
    expect(parseDelimited(`name\n${'名'.repeat(intakeLimits.maxCellChars)}\n`)[1][0]).toHaveLength(500);
    expect(() => parseDelimited(`a\n${'x,'.repeat(intakeLimits.maxColumns)}x\n`)).toThrowError(
      expect.objectContaining({ code: 'tooManyColumns', details: { row: 2, max: 200 } }),
    );
    expect(parseDelimited(`${'x,'.repeat(intakeLimits.maxColumns - 1)}x\n`)[0]).toHaveLength(200);
  });

  it('refuses a quote that never closes, naming the row it opens on, and keeps quoted line breaks that do close', () => {
    expect(() => parseDelimited('name,uscc\na,1\n"b,2\nc,3\n')).toThrowError(
      expect.objectContaining({ code: 'unclosedQuote', details: { row: 3 } }),
    );
    expect(parseDelimited('name,memo\n"a","line 1\nline 2"\n')).toEqual([
      ['name', 'memo'],
      ['a', 'line 1\nline 2'],
    ]);
  });

  it('stops reading at the row limit', () => {
    const text = `name\n${Array.from({ length: 50_000 }, (_, i) => `n${i}`).join('\n')}`;
    expect(() => parseDelimited(text)).toThrowError(
      expect.objectContaining({ code: 'tooManyRowsOver', details: { max: 10_000 } }),
    );
  });
});

describe('the reader pool', () => {
  const csv = new TextEncoder().encode(`name\n${Array.from({ length: 9_000 }, (_, i) => `企业${i}`).join('\n')}`);

  it('reads in a worker what the in-process reader reads', async () => {
    expect(await readTable(csv, 'a.csv')).toEqual(await readTableInProcess(csv, 'a.csv'));
  });

  it(`answers busy (503 + Retry-After) past ${poolLimits.maxConcurrent} reads at once, and reads again afterwards`, async () => {
    const codes = await Promise.all(
      Array.from({ length: poolLimits.maxConcurrent + 2 }, () => codeOf(readTable(csv, 'a.csv'))),
    );
    expect(codes.filter((c) => c === 'ok')).toHaveLength(poolLimits.maxConcurrent);
    expect(codes.filter((c) => c === 'busy')).toHaveLength(2);
    expect(await codeOf(readTable(csv, 'a.csv'))).toBe('ok');
  });

  it('stops a read past its time limit (the worker is terminated) and the next read works', async () => {
    expect(await codeOf(readTable(csv, 'a.csv', { timeoutMs: 1 }))).toBe('tooComplex');
    expect(await codeOf(readTable(csv, 'a.csv'))).toBe('ok');
  });
});

describe('the answers of refused files', () => {
  it('are localized, with numbers grouped the locale way, and busy asks to come back later', async () => {
    const { errorAnswer } = await import('@/lib/try-it/api');
    const en = errorAnswer('zipMembers', 'en-US', { members: 40006, max: 500 });
    expect(en.status).toBe(413);
    expect(((await en.json()) as { message: string }).message).toContain('40,006 internal parts');
    const zh = (await errorAnswer('tooManyRowsOver', 'zh-CN', { max: 10_000 }).json()) as { message: string };
    expect(zh.message).toBe('文件的数据行超过 10,000 行上限。请拆分后分批上传。');
    const busy = errorAnswer('busy', 'en-US', { seconds: 5 });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
  });
});
