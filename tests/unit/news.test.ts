import { describe, expect, it } from 'vitest';
import { classifySentiment, classifyTopic } from '@/lib/news/classify';
import { newsExamples } from '@/lib/news/examples';
import { handleNews } from '@/lib/news/handler';
import { companyNews } from '@/lib/news';
import { getRegistry } from '@/lib/registry';
import { equityFreezes, registrationChanges } from '@/lib/registry/changes';
import { newsFeed } from '@/lib/registry/news-feed';
import { factsAsOf } from '@/lib/facts/as-of';
import { openApiDocument } from '@/lib/api/openapi';

const registry = getRegistry();
const post = (body: unknown, locale = 'en-US') =>
  handleNews(
    new Request('http://x/api/news', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify(body),
    }),
  );

describe('topic and sentiment assignment', () => {
  it.each([
    ['某某科技被列入失信被执行人名单', 'debtDefault', 'negative'],
    ['某某科技股东所持股权被法院冻结', 'equityFreeze', 'negative'],
    ['某某科技因排污超标受到环保处罚', 'environmentalPenalty', 'negative'],
    ['某某科技法定代表人变更', 'executiveChange', 'neutral'],
    ['某某科技未按时公示年报被列入经营异常名录', 'abnormalOperation', 'negative'],
    ['某某科技产品抽检不合格，标签违规被处罚', 'productQuality', 'negative'],
    ['多家供应商与某某科技发生货款纠纷', 'litigation', 'negative'],
    ['有员工反映某某科技工资发放延迟', 'debtDefault', 'negative'],
    ['某某科技获评区级示范企业', 'award', 'positive'],
    ['某某科技签下年度框架合作协议', 'contract', 'positive'],
    ['某某科技启动年度招聘', 'other', 'neutral'],
    ['Court freezes equity held by a shareholder of Acme', 'equityFreeze', 'negative'],
    ['Acme fined after products fail spot check on labelling', 'productQuality', 'negative'],
    ['Acme signs an annual framework agreement', 'contract', 'positive'],
  ])('“%s” → %s, %s', (headline, topic, sentiment) => {
    expect(classifyTopic(headline)).toBe(topic);
    expect(classifySentiment(headline)).toBe(sentiment);
  });
});

describe('topic of every registry headline (nothing that names a topic falls into 其他 / Other)', () => {
  // What each kind of registry record is about, whatever its wording; only a hiring round has no topic.
  const expected = {
    judicial: 'litigation',
    enforcement: 'debtDefault',
    dishonest: 'debtDefault',
    penalty: {
      tax: 'administrativePenalty',
      safety: 'administrativePenalty',
      environment: 'environmentalPenalty',
      labelling: 'productQuality',
      filing: 'abnormalOperation',
    },
    equityFreeze: 'equityFreeze',
    legalRep: 'executiveChange',
    status: 'abnormalOperation',
    news: {
      dispute: 'litigation',
      arrears: 'debtDefault',
      expansion: 'expansion',
      product: 'expansion',
      award: 'award',
      contract: 'contract',
      inspection: 'productQuality',
      hiring: 'other',
    },
  } as const;

  it('classifies every headline of the registry’s news feeds, Chinese and English alike, by what its record is', () => {
    const misses = new Map<string, string>();
    let checked = 0;
    for (const e of registry.enterprises) {
      const want = new Map<string, string>();
      for (const j of e.judicial) if (j.role === 'defendant') want.set(j.id, expected.judicial);
      for (const x of e.enforcement) want.set(x.id, expected.enforcement);
      for (const d of e.dishonest) want.set(d.id, expected.dishonest);
      for (const p of e.penalties) want.set(p.id, expected.penalty[p.reason]);
      for (const f of equityFreezes(e)) want.set(f.id, expected.equityFreeze);
      for (const c of registrationChanges(e))
        if (c.kind === 'legalRep' || c.kind === 'status') want.set(c.id, expected[c.kind]);
      // Showcase companies' news items carry their curated headlines (tested below), not the topic's template.
      for (const n of e.news)
        if (e.pattern !== 'showcase') want.set(n.id, expected.news[n.topic as keyof typeof expected.news]);
      for (const item of newsFeed(e)) {
        const id = item.record.slice(e.ckey.length + 1);
        if (e.pattern === 'showcase' && e.news.some((n) => n.id === id)) continue;
        const topic = want.get(id);
        expect(topic, item.record).toBeDefined();
        for (const headline of [item.headline.zh, item.headline.en]) {
          checked++;
          const got = classifyTopic(headline);
          if (got !== topic)
            misses.set(
              headline.replace(e.abbreviation, '{short}').replace(e.abbreviationEn, '{short}'),
              `${got}, expected ${topic}`,
            );
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(Object.fromEntries(misses)).toEqual({});
  });

  it.each([
    ['某某科技因劳动争议被诉至法院', 'litigation', 'negative'],
    ['某某科技因税务违规被处罚', 'administrativePenalty', 'negative'],
    ['某某科技因安全生产问题被罚款', 'administrativePenalty', 'negative'],
    ['Acme sued in a labour dispute', 'litigation', 'negative'],
    ['Acme fined over work-safety problems', 'administrativePenalty', 'negative'],
  ])('“%s” → %s, %s (formerly 其他 / Other)', (headline, topic, sentiment) => {
    expect(classifyTopic(headline)).toBe(topic);
    expect(classifySentiment(headline)).toBe(sentiment);
  });
});

describe('company news', () => {
  it('cites a registry record for every item and counts each item once in the weekly trend', () => {
    const e = registry.enterprises.find((x) => x.enforcement.length > 0 && x.news.length > 2)!;
    const feed = newsFeed(e);
    for (const i of feed) expect(i.record.startsWith(`${e.ckey}/`)).toBe(true);
    const n = companyNews(e, factsAsOf, 180);
    expect(n.trend.reduce((s, w) => s + w.negative + w.neutral + w.positive, 0)).toBe(n.items.length);
    for (const i of n.items) expect(i.date >= n.from && i.date <= factsAsOf).toBe(true);
  });

  it('shows a showcase company’s curated headlines (as its profile does) with the sentiment its records carry', () => {
    const e = registry.byCkey.get('d4e8b6a2c1')!;
    const feed = newsFeed(e);
    const sued = feed.find((i) => i.record === 'd4e8b6a2c1/n1')!;
    expect(sued.headline).toEqual({
      zh: '多家供应商起诉青岑冷链追讨欠款',
      en: 'Suppliers sue Qingcen Cold Chain over unpaid bills',
    });
    expect(feed.some((i) => i.headline.zh.includes('年度框架合作协议'))).toBe(false);
    for (const ent of [e, registry.enterprises.find((x) => x.pattern !== 'showcase' && x.news.length > 3)!]) {
      for (const item of companyNews(ent, factsAsOf, 365).items) {
        const record = ent.news.find((n) => `${ent.ckey}/${n.id}` === item.record);
        if (record) expect(item.sentiment, item.record).toBe(record.sentiment);
      }
    }
  });

  it('raises N-01 for the first example (≥ 3 negative items) and nothing for the calm one', async () => {
    const [negative, calm] = newsExamples(registry, 'zh-CN');
    const a = (await (await post({ query: negative, days: 180 }, 'zh-CN')).json()) as {
      alerts: { id: string; records: string[] }[];
    };
    expect(a.alerts.find((x) => x.id === 'N-01')!.records.length).toBeGreaterThanOrEqual(3);
    const b = (await (await post({ query: calm, days: 180 }, 'zh-CN')).json()) as { alerts: unknown[] };
    expect(b.alerts).toEqual([]);
  });

  it('classifies a typed headline, and answers bad input with localized 4xx', async () => {
    const c = (await (
      await post({ headline: 'Acme receives environmental penalty over excess discharge' })
    ).json()) as { classified: { topic: string } };
    expect(c.classified.topic).toBe('environmentalPenalty');
    expect((await post({ query: '' })).status).toBe(400);
    const none = await post({ query: '完全不存在的某某某公司' }, 'zh-CN');
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toContain('示例登记库中没有');
    expect((await post({ query: 'x', days: 45 })).status).toBe(400);
    expect((openApiDocument('t') as { paths: Record<string, unknown> }).paths['/api/news']).toBeDefined();
  });
});
