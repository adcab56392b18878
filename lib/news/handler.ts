/**
 * `POST /api/news` — company news: JSON `{ query, days }` (a company name or USCC; 30, 90 or 180 days) → 200
 * `NewsResult` (items with topic, sentiment, source type and the record each reports; weekly trend; alerts), or
 * `{ headline }` → its topic and sentiment. Errors, localized: 400 empty / too long / invalid, 404 no such company.
 */
import { resolveRegistry } from '@/lib/entities/registry-source';
import { getRegistry } from '@/lib/registry';
import { factsAsOf } from '@/lib/facts/as-of';
import { json } from '@/lib/try-it/api';
import { demoError, readDemoJson } from '@/lib/try-it/demo-request';
import { classifySentiment, classifyTopic } from './classify';
import { companyNews } from './index';
import { newsRequestSchema, type NewsResponse } from './schemas';
import { localName } from '@/lib/registry/local-name';

/** `POST /api/news`. */
export async function handleNews(request: Request): Promise<Response> {
  const parsed = await readDemoJson(request, newsRequestSchema, {
    fieldMessages: { query: 'news.tooLong', headline: 'news.tooLong' },
  });
  if (!parsed.ok) return parsed.response;
  const { data, locale } = parsed;
  if (data.headline !== undefined) {
    if (!data.headline.trim()) return demoError(400, 'empty', locale, { key: 'riskDemos.news.empty' });
    const topic = classifyTopic(data.headline);
    return json(200, {
      classified: { topic, sentiment: classifySentiment(data.headline, topic) },
    } satisfies NewsResponse);
  }
  const query = (data.query ?? '').trim();
  if (!query) return demoError(400, 'empty', locale, { key: 'riskDemos.news.empty' });
  const hit = resolveRegistry(query, 1)[0];
  const e = hit && hit.score >= 0.85 ? getRegistry().byCkey.get(hit.ckey) : undefined;
  if (!e) return demoError(404, 'notFound', locale, { key: 'riskDemos.news.notFound', values: { query } });
  const en = locale === 'en-US';
  const n = companyNews(e, factsAsOf, data.days);
  return json(200, {
    company: { ckey: e.ckey, name: localName(e, locale), uscc: e.uscc },
    asOf: factsAsOf,
    from: n.from,
    items: n.items.map((i) => ({
      record: i.record,
      date: i.date,
      headline: en ? i.headline.en : i.headline.zh,
      source: i.source,
      topic: i.topic,
      sentiment: i.sentiment,
    })),
    trend: n.trend,
    alerts: n.alerts,
  } satisfies NewsResponse);
}
