/**
 * `POST /api/association` — hidden related parties: JSON `{ rows }` (2–200 `{ name?, uscc? }`, resolved by the
 * registry matcher like the monitoring watchlist) or `{ sample: true }` → 200 `AssociationResult`: the relations with
 * their evidence and a sentence each, the groups, the guarantee circles, and a graph (members, shared parties, links).
 * Errors: localized 400/413/415 — empty list, more than 200 rows, fewer than 2 companies identified.
 */
import type { Locale } from '@/i18n/routing';
import { formatMoney, siteFormatter } from '@/lib/format';
import { resolveWatchlist } from '@/lib/monitoring/watchlist';
import { translator } from '@/i18n/translator';
import { getRegistry } from '@/lib/registry';
import { cityOf, tradeNameEn } from '@/lib/registry/generate';
import type { Registry } from '@/lib/registry/types';
import { roadKinds, roadWords } from '@/lib/registry/vocab';
import { json } from '@/lib/try-it/api';
import { demoError, readDemoJson } from '@/lib/try-it/demo-request';
import { findRelations, type Relation } from './index';
import { sampleAssociationList } from './sample';
import { associationRequestSchema, maxAssociationRows, type AssociationResponse } from './schemas';
import { localName } from '@/lib/registry/local-name';

/** Runs the analysis for resolved companies and localizes it. */
export function runAssociation(
  found: { row: number; ckey: string }[],
  unmatched: AssociationResponse['unmatched'],
  locale: Locale,
  registry: Registry = getRegistry(),
): AssociationResponse {
  const t = translator(locale, 'riskDemos');
  const r = translator(locale, 'registryText');
  const isEn = locale === 'en-US';
  const money = (v: number) => formatMoney(siteFormatter(locale), v);
  const seen = new Set<string>();
  const companies = found
    .filter((f) => !seen.has(f.ckey) && seen.add(f.ckey))
    .map((f) => {
      const e = registry.byCkey.get(f.ckey)!;
      return { row: f.row, ckey: e.ckey, name: localName(e, locale), uscc: e.uscc };
    });
  const result = findRelations(
    companies.map((c) => registry.byCkey.get(c.ckey)!),
    registry,
  );
  const name = (id: string) => {
    const e = registry.byCkey.get(id);
    if (e) return localName(e, locale);
    const p = registry.persons.get(id);
    return p ? localName(p, locale) : id;
  };
  const address = (key: string) => {
    const [city, road, kind, no] = key.split(':');
    const c = cityOf(city);
    return r('address', {
      city: isEn ? c.en : c.zh,
      road: isEn ? tradeNameEn(roadWords[+road]) : roadWords[+road],
      kind: isEn ? roadKinds[+kind].en : roadKinds[+kind].zh,
      no,
    });
  };
  const text = (x: Relation): string => {
    const k = `association.via.${x.kind}`;
    const detail = x.members
      .map((m) => (x.figures?.[m] !== undefined ? `${name(m)} ${x.figures[m]}%` : name(m)))
      .join(isEn ? '; ' : '；');
    switch (x.kind) {
      case 'sharedAddress':
        return t(k, { via: address(x.via) });
      case 'sharedPhone':
        return t(k, { via: x.via });
      case 'holding':
        return t(k, { from: name(x.members[0]), to: name(x.members[1]), pct: x.figures?.[x.members[0]] ?? 0 });
      case 'crossHolding':
        return t(k, { from: name(x.members[0]), to: name(x.members[1]) });
      case 'guarantee':
        return t(k, {
          from: name(x.members[0]),
          to: name(x.members[1]),
          amount: money(x.figures?.[x.members[0]] ?? 0),
        });
      default:
        return t(k, { via: name(x.via), detail });
    }
  };
  const circleEdges = new Set(result.circles.flatMap((c) => c.edges.map((e) => e.id)));
  const short = (ckey: string) => {
    const e = registry.byCkey.get(ckey)!;
    return isEn ? e.abbreviationEn : e.abbreviation;
  };
  const nodes = new Map<string, AssociationResponse['graph']['nodes'][number]>(
    companies.map((c) => [c.ckey, { id: c.ckey, label: c.name, short: short(c.ckey), kind: 'member' as const }]),
  );
  const edges: AssociationResponse['graph']['edges'] = [];
  result.relations.forEach((x, i) => {
    if (x.kind === 'holding' || x.kind === 'crossHolding' || x.kind === 'guarantee') {
      edges.push({ id: `r${i}`, from: x.members[0], to: x.members[1], kind: x.kind, circle: circleEdges.has(x.via) });
      return;
    }
    // A shared party (person, outside holder, address, phone) becomes one node linked to each member it ties, whatever
    // the ties are (a person who is UBO and legal representative of both companies is one dot with two links to each).
    const hub = `party:${x.via}`;
    if (!nodes.has(hub))
      nodes.set(hub, {
        id: hub,
        label: x.kind === 'sharedAddress' ? address(x.via) : x.kind === 'sharedPhone' ? x.via : name(x.via),
        short: registry.byCkey.has(x.via) ? short(x.via) : undefined,
        kind: 'party',
      });
    x.members.forEach((m, j) => edges.push({ id: `r${i}-${j}`, from: hub, to: m, kind: x.kind, circle: false }));
  });
  return {
    companies,
    unmatched,
    relations: result.relations.map((x) => ({ ...x, text: text(x) })),
    groups: result.groups,
    circles: result.circles,
    unrelated: result.unrelated,
    graph: { nodes: [...nodes.values()], edges },
  };
}

/** `POST /api/association`. */
export async function handleAssociation(request: Request): Promise<Response> {
  const parsed = await readDemoJson(request, associationRequestSchema, {
    lines: 'rows',
    maxRows: maxAssociationRows,
    tooManyKey: 'association.errors.tooManyRows',
  });
  if (!parsed.ok) return parsed.response;
  const { data, locale } = parsed;
  const registry = getRegistry();
  let found: { row: number; ckey: string }[];
  let unmatched: AssociationResponse['unmatched'] = [];
  if (data.sample) found = sampleAssociationList(registry).map((e, i) => ({ row: i + 1, ckey: e.ckey }));
  else {
    if (!(data.rows ?? []).some((x) => (x.name ?? '').trim() || (x.uscc ?? '').trim()))
      return demoError(400, 'empty', locale);
    const w = resolveWatchlist(data.rows ?? []);
    found = w.found.map((f) => ({ row: f.row, ckey: f.e.ckey }));
    unmatched = w.unmatched;
  }
  const distinct = new Set(found.map((f) => f.ckey)).size;
  if (distinct < 2)
    return demoError(400, 'tooFew', locale, {
      key: 'riskDemos.association.errors.tooFew',
      values: { count: distinct },
    });
  return json(200, runAssociation(found, unmatched, locale, registry));
}
