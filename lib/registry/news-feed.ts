/**
 * The news feed of a registry enterprise (舆情): its news items (`news`) and news reports of its dated records —
 * court cases as defendant, enforcement and dishonest-debtor entries, penalties, equity freezes
 * (`changes.ts`), changes of legal representative and registration status — each with a headline in both locales
 * (`messages/<locale>/registry.json`, `registryText.recordHeadlines`, beside the registry's own news wording), a source type and the record it reports
 * (`<ckey>/<record id>`). Dates: the record's date, or a few days after it (seeded stream registry seed + ckey +
 * `newsFeed`), never after the demo date. Fictional sample data.
 */
import { translator } from '@/i18n/translator';
import enSample from '@/messages/en-US/sampleData.json';
import zhSample from '@/messages/zh-CN/sampleData.json';
import { equityFreezes, registrationChanges } from './changes';
import { registrySeed } from './keys';
import { factsAsOf } from '@/lib/facts/as-of';
import { seededStream } from './streams';
import type { Enterprise, NewsEntry } from './types';

export type SourceType = 'regulator' | 'court' | 'media' | 'social' | 'trade';

export interface FeedItem {
  /** `<ckey>/<record id>` of the record reported. */
  record: string;
  date: string;
  headline: { zh: string; en: string };
  source: SourceType;
  /** The sentiment the registry records for a news entry (absent for reports of court and registry records). */
  sentiment?: NewsEntry['sentiment'];
}

const t = {
  zh: translator('zh-CN', 'registryText.recordHeadlines'),
  en: translator('en-US', 'registryText.recordHeadlines'),
};
const r = { zh: translator('zh-CN', 'registryText'), en: translator('en-US', 'registryText') };
const newsSource: Record<string, SourceType> = {
  expansion: 'media',
  award: 'regulator',
  contract: 'trade',
  dispute: 'media',
  arrears: 'social',
  product: 'trade',
  hiring: 'media',
  inspection: 'regulator',
};
const cache = new WeakMap<Enterprise, FeedItem[]>();

type CuratedNews = Record<string, { news?: Record<string, { title: string; source: string }> }>;
const curated = { zh: zhSample.sampleData.companies as CuratedNews, en: enSample.sampleData.companies as CuratedNews };

/**
 * Headline and source label, in both locales, of the news entry `n` of `e`: a showcase company's curated title and
 * source (`messages/<locale>/sampleData.json`, `sampleData.companies.<ckey>.news.<id>` — what its profile shows),
 * otherwise the registry's wording for the entry's topic (`registryText.news.<topic>`, `registryText.sources.<topic>`).
 */
export function newsEntryText(
  e: Enterprise,
  n: NewsEntry,
): { headline: { zh: string; en: string }; source: { zh: string; en: string } } {
  const zhItem = curated.zh[e.ckey]?.news?.[n.id];
  const enItem = curated.en[e.ckey]?.news?.[n.id];
  if (zhItem && enItem)
    return { headline: { zh: zhItem.title, en: enItem.title }, source: { zh: zhItem.source, en: enItem.source } };
  return {
    headline: {
      zh: r.zh(`news.${n.topic}`, { short: e.abbreviation }),
      en: r.en(`news.${n.topic}`, { short: e.abbreviationEn }),
    },
    source: { zh: r.zh(`sources.${n.topic}`), en: r.en(`sources.${n.topic}`) },
  };
}

/** The enterprise's feed, newest first. */
export function newsFeed(e: Enterprise): FeedItem[] {
  let feed = cache.get(e);
  if (feed) return feed;
  const s = seededStream(registrySeed, e.ckey, 'newsFeed');
  const later = (date: string) => {
    const d = new Date(Date.parse(`${date}T00:00:00Z`) + s.int(0, 6) * 86_400_000).toISOString().slice(0, 10);
    return d > factsAsOf ? factsAsOf : d;
  };
  const short = { zh: e.abbreviation, en: e.abbreviationEn };
  const both = (key: string, values: Record<string, string | number> = {}) => ({
    zh: t.zh(key, { short: short.zh, ...values }),
    en: t.en(key, { short: short.en, ...values }),
  });
  feed = [];
  for (const n of e.news)
    feed.push({
      record: `${e.ckey}/${n.id}`,
      date: n.date,
      headline: newsEntryText(e, n).headline,
      source: newsSource[n.topic],
      sentiment: n.sentiment,
    });
  for (const j of e.judicial)
    if (j.role === 'defendant')
      feed.push({
        record: `${e.ckey}/${j.id}`,
        date: later(j.date),
        headline: both('sued', {
          causeZh: r.zh(`causes.${j.cause}`),
          causeEn: r.en(`causes.${j.cause}`).toLowerCase(),
        }),
        source: 'court',
      });
  for (const x of e.enforcement)
    feed.push({ record: `${e.ckey}/${x.id}`, date: later(x.date), headline: both('enforcement'), source: 'court' });
  for (const d of e.dishonest)
    feed.push({ record: `${e.ckey}/${d.id}`, date: later(d.date), headline: both('dishonest'), source: 'court' });
  for (const p of e.penalties)
    feed.push({
      record: `${e.ckey}/${p.id}`,
      date: later(p.date),
      headline: both(`penalty_${p.reason}`),
      source: 'regulator',
    });
  for (const f of equityFreezes(e))
    feed.push({ record: `${e.ckey}/${f.id}`, date: later(f.date), headline: both('equityFreeze'), source: 'court' });
  for (const c of registrationChanges(e)) {
    if (c.kind === 'legalRep')
      feed.push({ record: `${e.ckey}/${c.id}`, date: later(c.date), headline: both('legalRep'), source: 'media' });
    if (c.kind === 'status')
      feed.push({
        record: `${e.ckey}/${c.id}`,
        date: later(c.date),
        headline: both(`status_${c.to}`),
        source: 'regulator',
      });
  }
  feed.sort((a, b) => b.date.localeCompare(a.date) || a.record.localeCompare(b.record));
  cache.set(e, feed);
  return feed;
}
