/**
 * What the product shows, for the first screen of the home, service, solution and case pages (issue 41): a risk
 * board, a beneficial-ownership (UBO) chain or a screening table of fictional registry companies, every figure read
 * from the facts layer (`companyFacts`), never typed into a template. Pure data; the picture is
 * components/product-preview/product-preview.tsx. Everything here is sample data and is labelled so.
 */
import { caseMap, solutionMap, type CaseSlug, type ServiceSlug, type SolutionSlug } from './catalog';
import { companyFacts } from './facts';
import { getRegistry, type Registry } from './registry';
import type { RiskLevel } from './sample-data/companies';

/** The three pictures of the product. */
export type PreviewKind = 'riskBoard' | 'ubo' | 'screening';

/** Which picture each service shows: what the service's own output looks like. */
export const servicePreview: Record<ServiceSlug, PreviewKind> = {
  exactMatch: 'screening',
  batchPreliminaryScreening: 'screening',
  kycIndividualDue: 'screening',
  intelligentAssociation: 'ubo',
  kycDueDiligence: 'ubo',
  judicialDueDiligence: 'riskBoard',
  financeDueDiligence: 'riskBoard',
  waterDueDiligence: 'riskBoard',
  riskWarning: 'riskBoard',
  publicOpinionWarning: 'riskBoard',
  decisionMap: 'riskBoard',
  marketingPortrait: 'riskBoard',
  remoteDueDiligence: 'ubo',
};

/** A solution shows the picture of the first service it uses before lending (its entry point). */
export function solutionPreview(slug: SolutionSlug): PreviewKind {
  return servicePreview[solutionMap[slug].stages.before[0] ?? 'riskWarning'];
}

/** A case shows the picture of the first service the client used. */
export function casePreview(slug: CaseSlug): PreviewKind {
  return servicePreview[caseMap[slug].services[0] ?? 'riskWarning'];
}

/** The sample company of the risk board and the UBO chain: a showcase company with two UBOs, one held through a company. */
export const previewCompany = 'a7c3e9f5d2';

/** A company's name in both languages. */
export interface PreviewName {
  zh: string;
  en: string;
}

export interface RiskBoardPreview {
  kind: 'riskBoard';
  company: PreviewName;
  score: number;
  grade: string;
  level: RiskLevel;
  /** Cases as defendant in the litigation window, enforcement entries, dishonest-debtor entries. */
  litigation12m: number;
  enforcement: number;
  dishonest: number;
  /** Negative news in the news window and their share of all news there (0–100). */
  negativeNews: number;
  negativeShare: number;
  asOf: string;
}

export interface UboPreview {
  kind: 'ubo';
  company: PreviewName;
  /** Each beneficial owner with the ownership share (0–100) and the companies the stake runs through. */
  owners: { name: PreviewName; pct: number; via: PreviewName[] }[];
  asOf: string;
}

export interface ScreeningPreview {
  kind: 'screening';
  rows: {
    company: PreviewName;
    uscc: string;
    level: RiskLevel;
    grade: string;
    dishonest: number;
    enforcement: number;
  }[];
  asOf: string;
}

export type ProductPreviewData = RiskBoardPreview | UboPreview | ScreeningPreview;

const nameOf = (registry: Registry, ckey: string): PreviewName => {
  const e = registry.byCkey.get(ckey);
  return { zh: e?.name ?? ckey, en: e?.nameEn ?? ckey };
};

/**
 * The screening table's companies: the three showcase companies, the first registry company with a dishonest entry
 * and enforcement, and for any risk level none of them has, the first registry company at that level — so the picture
 * shows every level the screening answers.
 */
function screeningKeys(registry: Registry): string[] {
  const flagged = registry.enterprises.find((e) => e.dishonest.length > 0 && e.enforcement.length > 0);
  const keys = ['c9f2a1e7b3', 'd4e8b6a2c1', previewCompany, ...(flagged ? [flagged.ckey] : [])];
  const levelOf = (ckey: string) => companyFacts(ckey, registry).risk.level;
  for (const level of ['low', 'medium', 'high'] as const) {
    if (keys.some((k) => levelOf(k) === level)) continue;
    const first = registry.enterprises.find((e) => levelOf(e.ckey) === level);
    if (first) keys.push(first.ckey);
  }
  return keys;
}

/** The data of one picture, from the facts layer over the sample registry. */
export function productPreview(kind: PreviewKind, registry: Registry = getRegistry()): ProductPreviewData {
  if (kind === 'screening') {
    const rows = screeningKeys(registry).map((ckey) => {
      const f = companyFacts(ckey, registry);
      return {
        company: nameOf(registry, ckey),
        uscc: registry.byCkey.get(ckey)?.uscc ?? '',
        level: f.risk.level,
        grade: f.risk.grade,
        dishonest: f.dishonest.count,
        enforcement: f.enforcement.count,
      };
    });
    return { kind, rows, asOf: companyFacts(previewCompany, registry).asOf };
  }
  const f = companyFacts(previewCompany, registry);
  if (kind === 'ubo') {
    const owners = f.ownership.ubos.map((u) => {
      // The longest path shows the chain through companies; its inner nodes are the intermediate enterprises.
      const path = [...u.paths].sort((a, b) => b.length - a.length)[0] ?? [];
      const person = registry.persons.get(u.personId);
      return {
        name: { zh: person?.name ?? u.name, en: person?.nameEn ?? u.name },
        pct: u.pct,
        via: path.slice(1, -1).map((ckey) => nameOf(registry, ckey)),
      };
    });
    return { kind, company: nameOf(registry, previewCompany), owners, asOf: f.asOf };
  }
  return {
    kind,
    company: nameOf(registry, previewCompany),
    score: f.risk.score,
    grade: f.risk.grade,
    level: f.risk.level,
    litigation12m: f.litigation.defendantInWindow.length,
    enforcement: f.enforcement.count,
    dishonest: f.dishonest.count,
    negativeNews: f.news.negative,
    negativeShare: f.news.negativeShare,
    asOf: f.asOf,
  };
}
