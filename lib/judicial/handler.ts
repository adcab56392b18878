/**
 * `POST /api/judicial` — litigation search: JSON `{ query }` (a company name, USCC or person's name, ≤ 100 chars),
 * or `{ ckey }` / `{ personId }` chosen from candidates → 200 `JudicialResult` (company, person, or candidates when
 * the name is shared), 404 when the registry holds nothing matching. `POST /api/judicial/pdf` → the same as a PDF with
 * every row cited. Errors are localized 4xx (`riskDemos.judicial.*`, `riskDemos.common.errors.*`). Nothing is stored.
 */
import type { Locale } from '@/i18n/routing';
import { resolveRegistry } from '@/lib/entities/registry-source';
import { formatMoney, formatPct, siteFormatter } from '@/lib/format';
import { translator } from '@/i18n/translator';
import { getRegistry } from '@/lib/registry';
import type { Enterprise, Registry } from '@/lib/registry/types';
import { json } from '@/lib/try-it/api';
import { demoError, readDemoJson } from '@/lib/try-it/demo-request';
import enProfiles from '@/messages/en-US/profiles.json';
import zhProfiles from '@/messages/zh-CN/profiles.json';
import { findPersons, litigationRows, litigationSummary, personCompanies, type LitigationRow } from './index';
import {
  judicialRequestSchema,
  type JudicialCompany,
  type JudicialRequest,
  type JudicialResponse,
  type JudicialRow,
} from './schemas';
import { localName } from '@/lib/registry/local-name';

/** Candidate companies must score at least this to be offered. */
const companyMin = 0.85;

function views(locale: Locale, registry: Registry) {
  const t = translator(locale, 'riskDemos');
  const r = translator(locale, 'registryText');
  const format = siteFormatter(locale);
  const isEn = locale === 'en-US';
  const money = (v: number) => formatMoney(format, v);
  const personName = (id: string) => {
    const p = registry.persons.get(id);
    return p ? localName(p, locale) : id;
  };
  const row = (x: LitigationRow, e: Enterprise): JudicialRow => {
    let detail = '';
    if (x.type === 'case') detail = `${r(`causes.${x.cause}`)} · ${t(`monitoring.caseKind.${x.caseKind}`)}`;
    else if (x.type === 'enforcement') detail = t('judicial.performed', { pct: x.performedPct ?? 0 });
    else if (x.type === 'dishonest')
      detail = t(
        `monitoring.dishonestReason.${e.dishonest.find((d) => `${e.ckey}/${d.id}` === x.id)?.reason ?? 'refusal'}`,
      );
    else detail = t('judicial.restrictionDetail', { person: personName(e.legalRepId) });
    return {
      id: x.id,
      type: x.type,
      date: x.date,
      ckey: x.ckey,
      role: x.role,
      amount: x.amount,
      status: x.status,
      typeLabel: t(`judicial.types.${x.type}`),
      roleLabel: t(`judicial.roles.${x.role}`),
      detail,
      amountText: money(x.amount),
      statusLabel: t(`judicial.statuses.${x.status}`),
    };
  };
  const company = (e: Enterprise): JudicialCompany => {
    const s = litigationSummary(e, registry);
    return {
      ckey: e.ckey,
      name: localName(e, locale),
      uscc: e.uscc,
      summary: {
        ...s,
        openExposureText: money(s.openExposureDefendant),
        byKind: Object.entries(s.byKind).map(([kind, count]) => ({
          kind,
          label: t(`monitoring.caseKind.${kind}`),
          count,
        })),
      },
      rows: litigationRows(e).map((x) => row(x, e)),
    };
  };
  return { t, company, row, personName, isEn, pct: (v: number) => formatPct(format, v) };
}

/** The search itself, for a validated request: the answer, or `null` when nothing matches. */
export function runJudicial(
  req: JudicialRequest,
  locale: Locale,
  registry: Registry = getRegistry(),
): JudicialResponse | null {
  const v = views(locale, registry);
  const officer = (role: string) =>
    (locale === 'en-US' ? enProfiles : zhProfiles).company.officerRoles[role as 'chairman'] ?? role;
  const person = (id: string): JudicialResponse => {
    const ties = personCompanies(id, registry);
    const restrictions: JudicialRow[] = [];
    for (const tie of ties) {
      const e = registry.byCkey.get(tie.ckey)!;
      for (const x of litigationRows(e))
        if (x.type === 'restriction' && e.legalRepId === id) restrictions.push(v.row(x, e));
    }
    return {
      kind: 'person',
      person: {
        id,
        name: v.personName(id),
        roles: ties.map((tie) => {
          const e = registry.byCkey.get(tie.ckey)!;
          return {
            ckey: tie.ckey,
            company: localName(e, locale),
            labels: tie.roles.map((x) =>
              x.role === 'officer'
                ? officer(x.detail ?? '')
                : v.t(`judicial.roleLabels.${x.role}`, { pct: x.pct ?? 0 }),
            ),
            representsOrControls: tie.representsOrControls,
          };
        }),
        restrictions,
        companies: ties.filter((x) => x.representsOrControls).map((x) => v.company(registry.byCkey.get(x.ckey)!)),
      },
    };
  };
  if (req.personId) return registry.persons.has(req.personId) ? person(req.personId) : null;
  if (req.ckey) {
    const e = registry.byCkey.get(req.ckey);
    return e ? { kind: 'company', company: v.company(e) } : null;
  }
  const query = (req.query ?? '').trim();
  const persons = findPersons(query, registry);
  const companies = resolveRegistry(query, 5).filter((m) => m.score >= companyMin);
  if (persons.length === 1 && companies.length === 0) return person(persons[0].id);
  if (persons.length === 0 && companies.length > 0 && (companies.length === 1 || companies[0].score >= 0.99))
    return { kind: 'company', company: v.company(registry.byCkey.get(companies[0].ckey)!) };
  if (persons.length === 0 && companies.length === 0) return null;
  return {
    kind: 'candidates',
    candidates: {
      persons: persons.map((p) => ({
        id: p.id,
        label: v.t('judicial.personCandidate', {
          name: localName(p, locale),
          companies: personCompanies(p.id, registry)
            .slice(0, 2)
            .map((x) => localName(registry.byCkey.get(x.ckey)!, locale))
            .join(v.isEn ? '; ' : '；'),
        }),
      })),
      companies: companies.map((m) => ({
        ckey: m.ckey,
        label: v.t('judicial.companyCandidate', { name: localName(m, locale), score: v.pct(m.score * 100) }),
      })),
    },
  };
}

async function read(request: Request) {
  const parsed = await readDemoJson(request, judicialRequestSchema, { fieldMessages: { query: 'judicial.tooLong' } });
  if (!parsed.ok) return parsed;
  const { data, locale } = parsed;
  if (!data.ckey && !data.personId && !(data.query ?? '').trim())
    return { ok: false as const, response: demoError(400, 'empty', locale, { key: 'riskDemos.judicial.empty' }) };
  const result = runJudicial(data, locale);
  if (!result)
    return {
      ok: false as const,
      response: demoError(404, 'notFound', locale, {
        key: 'riskDemos.judicial.notFound',
        values: { query: (data.query ?? data.ckey ?? data.personId ?? '').slice(0, 100) },
      }),
    };
  return { ok: true as const, result, locale };
}

/** `POST /api/judicial`. */
export async function handleJudicial(request: Request): Promise<Response> {
  const r = await read(request);
  return r.ok ? json(200, r.result) : r.response;
}

/** `POST /api/judicial/pdf`: the result as a PDF (candidates are answered as JSON, 409: choose one first). */
export async function handleJudicialPdf(request: Request): Promise<Response> {
  const r = await read(request);
  if (!r.ok) return r.response;
  if (r.result.kind === 'candidates') return json(409, { error: 'choose', ...r.result });
  const { judicialPdf } = await import('./pdf');
  const bytes = await judicialPdf(r.result, r.locale);
  return new Response(Buffer.from(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="litigation.pdf"',
      'cache-control': 'no-store',
    },
  });
}
