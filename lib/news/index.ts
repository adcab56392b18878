/**
 * Company news (舆情) over a window (pure over the registry): the feed items of an enterprise (`lib/registry/news-feed.ts`)
 * dated inside the window, each with its topic assigned from the Chinese headline (`classify.ts`) and its sentiment
 * from its record (news entries) or the headline (reports of court and registry records), the
 * weekly sentiment trend, and the negative-news alerts the rules below raise, each citing the records it rests on.
 */
import { newsFeed, type FeedItem } from '@/lib/registry/news-feed';
import type { Enterprise } from '@/lib/registry/types';
import { classifySentiment, classifyTopic, type NewsTopic, type Sentiment } from './classify';

export interface NewsItem extends FeedItem {
  topic: NewsTopic;
  sentiment: Sentiment;
}

/** Negative-news alert rules (texts: `riskDemos.news.rules.<id>`). */
export const newsRules: {
  id: 'N-01' | 'N-02' | 'N-03' | 'N-04';
  severity: 'high' | 'medium' | 'low';
  fires: (items: NewsItem[]) => NewsItem[];
}[] = [
  {
    id: 'N-01',
    severity: 'high',
    fires: (items) =>
      items.filter((i) => i.sentiment === 'negative').length >= 3
        ? items.filter((i) => i.sentiment === 'negative')
        : [],
  },
  {
    id: 'N-02',
    severity: 'high',
    fires: (items) =>
      items.filter((i) => i.topic === 'debtDefault' || i.topic === 'equityFreeze' || i.topic === 'abnormalOperation'),
  },
  {
    id: 'N-03',
    severity: 'medium',
    fires: (items) =>
      items.filter(
        (i) =>
          i.topic === 'environmentalPenalty' || i.topic === 'administrativePenalty' || i.topic === 'productQuality',
      ),
  },
  { id: 'N-04', severity: 'low', fires: (items) => items.filter((i) => i.topic === 'executiveChange') },
];

const day = 86_400_000;

/** News of an enterprise in the window of `days` days ending `asOf`, with trend and alerts. */
export function companyNews(e: Enterprise, asOf: string, days: number) {
  const from = new Date(Date.parse(`${asOf}T00:00:00Z`) - (days - 1) * day).toISOString().slice(0, 10);
  const items: NewsItem[] = newsFeed(e)
    .filter((i) => i.date >= from && i.date <= asOf)
    .map((i) => {
      const topic = classifyTopic(i.headline.zh);
      // A news entry keeps the sentiment its record carries (as the facts layer and monitoring count it).
      return { ...i, topic, sentiment: i.sentiment ?? classifySentiment(i.headline.zh, topic) };
    });
  const start = Date.parse(`${from}T00:00:00Z`);
  const trend = Array.from({ length: Math.ceil(days / 7) }, (_, w) => ({
    week: new Date(start + w * 7 * day).toISOString().slice(0, 10),
    negative: 0,
    neutral: 0,
    positive: 0,
  }));
  for (const i of items) trend[Math.floor((Date.parse(`${i.date}T00:00:00Z`) - start) / (7 * day))][i.sentiment] += 1;
  const alerts = newsRules
    .map((r) => ({ id: r.id, severity: r.severity, records: r.fires(items).map((i) => i.record) }))
    .filter((a) => a.records.length > 0);
  return { from, items, trend, alerts };
}
