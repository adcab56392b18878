/**
 * A list hit explained for a reader (issue 39), the same on the page (`components/try-it/screening/list-hit.tsx`) and
 * in the record PDF (`lib/pdf/screening-record.ts`): the side-by-side rows of the subject and the entry with
 * differences marked, the name method, the birth (or USCC) note and the formula line. Texts come from
 * `riskDemos.listScreening` through the caller's translator (next-intl's `useTranslations('riskDemos')` on the page,
 * `translator(locale, 'riskDemos')` on the server), so both read the same messages.
 */
import type { Locale } from '@/i18n/routing';
import type { ListEntry } from './lists';
import { latinNameWords } from './latin-key';

/** A translator of the `riskDemos` namespace. */
export type RiskDemosTranslate = (key: string, values?: Record<string, string | number>) => string;

/** The parts of a hit these functions read (the lib's `ListHit` and the API's parsed hit both fit). */
export interface ExplainedHit {
  entry: Pick<ListEntry, 'id' | 'name' | 'nameEn' | 'category' | 'region'> & {
    kind: 'person' | 'entity';
    aliases?: { system: string; name: string }[];
    birthYear?: number;
    birthDate?: string | null;
    nationality?: string;
    uscc?: string;
  };
  list: { id: 'hx-pep' | 'hx-sanctions'; version: string; date: string };
  strength: number;
  threshold: number;
  components: {
    id: 'name' | 'birth' | 'identifier';
    weight: number;
    value: number;
    method?: string;
    matchedForm?: string;
    matchedText?: string;
    similarity?: number;
    gapYears?: number | null;
    result?: 'same' | 'different' | 'notGiven';
    subject?: string | null;
  }[];
}

/** The screened name as the side-by-side view shows it. */
export interface ExplainedSubject {
  zh?: string | null;
  romanised?: string | null;
  birthDate?: string | null;
  birthYear?: number | null;
  region?: string | null;
}

/** One row of the side-by-side table: label, the subject's value (null: not known), the entry's, and whether they differ (null: not compared). */
export interface SideBySideRow {
  label: string;
  subject: string | null;
  entry: string;
  differs: boolean | null;
}

const orderFree = (name: string) => latinNameWords(name).sort().join(' ');

const listKeys = { 'hx-pep': 'hxPep', 'hx-sanctions': 'hxSanctions' } as const;

/** The list's name, version and date, e.g. "Hengxi sample PEP list 2026.11.1 (2026-11-16)". */
export function listLabel(t: RiskDemosTranslate, list: ExplainedHit['list']): string {
  return t('listScreening.listLabel', {
    name: t(`screeningLists.names.${listKeys[list.id]}`),
    version: list.version,
    date: list.date,
  });
}

/** The side-by-side rows: Chinese name, romanisation, birth (or USCC), region, list, category. */
export function sideBySideRows(
  hit: ExplainedHit,
  subject: ExplainedSubject | undefined,
  t: RiskDemosTranslate,
  locale: Locale,
): SideBySideRow[] {
  const e = hit.entry;
  const [name, other] = hit.components;
  const none = t('listScreening.table.none');
  const subjectBirth = subject?.birthDate ?? (subject?.birthYear ? String(subject.birthYear) : null);
  const entryBirth = e.birthDate ?? (e.birthYear ? String(e.birthYear) : null);
  const aliasForm = name.matchedForm === 'wadeGiles' || name.matchedForm === 'cantonese';
  const rows: SideBySideRow[] = [
    {
      label: t('listScreening.table.name'),
      subject: subject?.zh ?? null,
      entry: [e.name, ...(e.aliases ?? []).filter((a) => a.system === 'traditional').map((a) => a.name)].join(' / '),
      differs: subject?.zh ? subject.zh !== e.name : null,
    },
    {
      label: t('listScreening.table.romanisation'),
      subject: subject?.romanised ?? null,
      entry: aliasForm || name.matchedForm === 'traditional' ? `${e.nameEn} · ${name.matchedText}` : e.nameEn,
      // Word order is not a difference (the name method ignores it: "Zeyang Wang" is "Wang Zeyang").
      differs: subject?.romanised
        ? orderFree(subject.romanised) !== orderFree(aliasForm ? (name.matchedText ?? '') : e.nameEn)
        : null,
    },
    e.kind === 'person'
      ? {
          label: t('listScreening.table.birth'),
          subject: subjectBirth,
          entry: entryBirth ?? none,
          differs: subjectBirth ? other.value < 1 : null,
        }
      : {
          label: t('listScreening.other.identifier'),
          subject: other.subject ?? null,
          entry: e.uscc ?? none,
          differs: other.subject ? other.result === 'different' : null,
        },
    {
      label: t('listScreening.table.region'),
      subject: subject?.region ?? null,
      entry: `${e.nationality ?? ''} ${locale === 'zh-CN' ? e.region.zh : e.region.en}`.trim(),
      differs: null,
    },
    { label: t('listScreening.table.list'), subject: null, entry: listLabel(t, hit.list), differs: null },
    {
      label: t('listScreening.table.category'),
      subject: null,
      entry: t(`kyc.categories.${e.category}`),
      differs: null,
    },
  ];
  return rows;
}

/** The name method, e.g. "Same spelling (Wade-Giles)". */
export function methodNote(hit: ExplainedHit, t: RiskDemosTranslate): string {
  const name = hit.components[0];
  return t(`listScreening.method.${name.method ?? 'exact'}`, {
    form: t(`listScreening.form.${name.matchedForm ?? 'chinese'}`),
    similarity: name.similarity ?? 0,
  });
}

/** The birth (persons) or USCC (entities) note, e.g. "Born 1 years apart: strength lowered". */
export function otherNote(hit: ExplainedHit, t: RiskDemosTranslate): string {
  const other = hit.components[1];
  if (other.id !== 'birth') return t(`listScreening.identifier.${other.result ?? 'notGiven'}`);
  if (other.gapYears === null || other.gapYears === undefined) return t('listScreening.birth.unknown');
  if (other.gapYears > 0) return t('listScreening.birth.gap', { gap: other.gapYears });
  return other.value < 1 ? t('listScreening.birth.sameYearOtherDate') : t('listScreening.birth.same');
}

/** The formula with the hit's figures, e.g. "92 = name 0.9 × 0.8 + birth 1 × 0.2 (× 100, rounded; threshold 70)". */
export function formulaLine(hit: ExplainedHit, t: RiskDemosTranslate): string {
  const [name, other] = hit.components;
  return t('listScreening.formula', {
    strength: hit.strength,
    nameValue: name.value,
    nameWeight: name.weight,
    other: t(`listScreening.other.${other.id === 'identifier' ? 'identifier' : 'birth'}`),
    otherValue: other.value,
    otherWeight: other.weight,
    threshold: hit.threshold,
  });
}
