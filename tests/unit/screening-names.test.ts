import { describe, expect, it } from 'vitest';
import { getRegistry } from '@/lib/registry';
import {
  handleNameListScreening,
  maxNames,
  nameListSample,
  parseNameList,
  screenNameList,
} from '@/lib/screening/name-list';
import { screeningLists, type ListPerson } from '@/lib/screening/lists';

const post = (body: unknown, locale = 'en-US') =>
  handleNameListScreening(
    new Request('http://x/api/screening/names', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify(body),
    }),
  );

describe('POST /api/screening/names: a pasted list of names without ID numbers', () => {
  const entry = screeningLists(getRegistry())[0].entries.find((e): e is ListPerson => e.kind === 'person')!;

  it('screens each line with its optional birth year and region, and reports lines without hits too', async () => {
    const text = `${entry.name}, ${entry.birthYear}, ${entry.region.zh}\n\n${entry.nameEn}\n欧阳无名氏，1970`;
    const res = await post({ text, consent: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      rows: {
        line: number;
        subject: { birthYear: number | null };
        hits: { entry: { id: string }; strength: number }[];
      }[];
    };
    expect(body.rows.map((r) => r.line)).toEqual([1, 3, 4]);
    expect(body.rows[0].hits[0]).toMatchObject({ entry: { id: entry.id }, strength: 100 });
    expect(body.rows[1].hits[0].strength).toBe(82);
    expect(body.rows[2]).toMatchObject({ subject: { birthYear: 1970 }, hits: [] });
  });

  it('refuses without consent, an empty paste, a bad line and more than the limit, with localized messages', async () => {
    expect((await post({ text: '张三', consent: false })).status).toBe(400);
    expect(
      ((await (await post({ text: ' \n ', consent: true }, 'zh-CN')).json()) as { message: string }).message,
    ).toContain('每行一人');
    const bad = (await (await post({ text: '张三\n李四, 1850', consent: true })).json()) as {
      error: string;
      message: string;
    };
    expect(bad).toMatchObject({ error: 'badLine' });
    expect(bad.message).toContain('Line 2');
    expect(parseNameList(Array.from({ length: maxNames + 1 }, (_, i) => `name${i}`).join('\n'))).toMatchObject({
      ok: false,
      problem: 'tooManyNames',
    });
  });

  it('the page’s sample list shows each kind of answer: exact, a year apart, a Cantonese alias, traditional, no hit', () => {
    const parsed = parseNameList(nameListSample(getRegistry()));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const rows = screenNameList(parsed.rows, parsed.lines);
    expect(rows).toHaveLength(5);
    const top = rows.map((r) => r.hits[0]);
    expect(top[0]).toMatchObject({ band: 'exact', strength: 100 });
    expect(top[1].components[1]).toMatchObject({ id: 'birth', gapYears: 1 });
    expect(top[2].components[0]).toMatchObject({ matchedForm: 'cantonese' });
    expect(top[3].components[0]).toMatchObject({ method: 'traditional' });
    expect(rows[4].hits).toEqual([]);
    // The side-by-side view's subject: the Chinese form and its pinyin, or the Latin name as typed.
    expect(rows[0].subject).toMatchObject({ source: 'entered', zh: rows[0].subject.name });
    expect(rows[0].subject.romanised).toMatch(/^[A-Z][a-zü]+ [A-Z]/);
    expect(rows[2].subject).toMatchObject({ zh: null, romanised: rows[2].subject.name });
  });
});
