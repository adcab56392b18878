/**
 * Citations: which registry record a report finding rests on. One model for every report the site renders — the AI
 * report (V1 and V2), the KYC report and the company profile — on screen, in the HTML / text downloads and in the
 * PDFs (lib/pdf/report-doc.ts).
 *
 * A citation is the `SourceRef` of the entity source (lib/entities/types.ts, also used by batch screening and the
 * bank-statement analysis): a registry section and a record id `"<ckey>/<record id>"`, or `"<ckey>"` for the
 * enterprise's registration record itself. Record ids are those of the sample registry (lib/registry/generate.ts):
 * court cases `j1…`, news items `n1…`, shareholders `s1…` (their position in the register), the dishonest-debtor
 * entry `d1`. Derived from `CompanyFigures` alone, so the browser can cite without loading the registry:
 * - a risk signal cites the records it was derived from (litigation → the cases as defendant, enforcement → the
 *   enforcement cases, negative news → the negative items); where the figures do not carry the individual records
 *   (administrative penalties, equity pledges and freezes) it cites the registry section of the enterprise.
 * - data the enterprise released (`authorised`) and the bank's own rating (`internal`) are cited as such.
 */
import type { _Translator, Messages } from 'next-intl';
import type { SourceRef } from '@/lib/entities/types';
import type { CompanyFigures, JudicialRecord, NewsItem, RiskSignal, Shareholder } from '@/lib/sample-data/companies';

export const citationSections = [
  'registration',
  'shareholders',
  'judicial',
  'enforcement',
  'dishonest',
  'penalties',
  'news',
  'authorised',
  'internal',
  'restrictions',
  'equityFreezes',
  'guarantees',
  'watchlist',
] as const;
export type CitationSection = (typeof citationSections)[number];

/** A finding's source: a registry section and a record id (`"<ckey>/<id>"` or `"<ckey>"`). */
export interface Citation {
  section: CitationSection;
  recordId: string;
}

// The registry's SourceRef sections are a subset of the citation sections.
const _compatible: SourceRef['section'] extends CitationSection ? true : never = true;
void _compatible;

/** The citations of an assessment finding (its sources are citations already: section and record id). */
export const findingCitations = (f: { sources: readonly Citation[] }): Citation[] => [...f.sources];

/** A citation of one record of the enterprise `ckey`; without `id`, of the enterprise's record in that section. */
export function cite(section: CitationSection, ckey: string, id?: string): Citation {
  return { section, recordId: id ? `${ckey}/${id}` : ckey };
}

/** The court case's citation. */
export const judicialCitation = (ckey: string, j: Pick<JudicialRecord, 'id'>): Citation => cite('judicial', ckey, j.id);
/** The news item's citation. */
export const newsCitation = (ckey: string, n: Pick<NewsItem, 'id'>): Citation => cite('news', ckey, n.id);
/** The shareholder register entry's citation. */
export const shareholderCitation = (ckey: string, s: Pick<Shareholder, 'id'>): Citation =>
  cite('shareholders', ckey, s.id);

/** The records a risk signal was derived from (see module doc); never empty. */
export function riskCitations(
  c: Pick<CompanyFigures, 'ckey' | 'judicial' | 'news'>,
  risk: Pick<RiskSignal, 'category' | 'records'>,
): Citation[] {
  const { ckey } = c;
  // Registry-derived signals carry the records their sentence states.
  if (risk.records?.length) return [...risk.records];
  const cases = (pick: (j: JudicialRecord) => boolean, section: CitationSection) => {
    const found = c.judicial.filter(pick).map((j) => judicialCitation(ckey, j));
    return found.length ? found : [cite(section, ckey)];
  };
  switch (risk.category) {
    case 'litigation':
      return cases((j) => j.role === 'defendant', 'judicial');
    case 'enforcement':
      return cases((j) => j.kind === 'enforcement' || j.kind === 'preservation', 'enforcement');
    case 'dishonest':
    case 'relatedDishonest':
      return [cite('dishonest', ckey, risk.category === 'dishonest' ? 'd1' : undefined)];
    case 'negativeNews': {
      const found = c.news.filter((n) => n.sentiment === 'negative').map((n) => newsCitation(ckey, n));
      return found.length ? found : [cite('news', ckey)];
    }
    case 'adminPenalty':
      return [cite('penalties', ckey)];
    case 'equityPledge':
    case 'equityFreeze':
    case 'sharedAddress':
      return [cite('shareholders', ckey)];
    case 'addressChange':
    case 'executiveChange':
    case 'capitalGap':
    case 'statusAbnormal':
      return [cite('registration', ckey)];
  }
}

/** Translator of the `aiReport` namespace, which holds the citation messages (`aiReport.citation.*`). */
export type CitationTranslator = _Translator<Messages, 'aiReport'>;

/** One citation as text: "司法记录 · 记录 c9f2a1b7d3/j1" / "Court records · record c9f2a1b7d3/j1". */
export function citationLabel(t: CitationTranslator, c: Citation): string {
  return t('citation.item', { section: t(`citation.sections.${c.section}`), id: c.recordId });
}

/** Citations as one line: "来源：司法记录 · 记录 …；新闻舆情 · 记录 …" / "Source: …; …". Empty string for none. */
export function citationText(t: CitationTranslator, cites: readonly Citation[]): string {
  if (cites.length === 0) return '';
  return t('citation.label', { sources: cites.map((c) => citationLabel(t, c)).join(t('citation.separator')) });
}
