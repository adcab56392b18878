/**
 * Shapes of the catalogue content kept in `messages/<locale>/{services,solutions,cases}.json` under the
 * `services`, `solutions` and `cases` namespaces, keyed by catalogue slug (lib/catalog.ts). Templates read an
 * entry with `t.raw(slug)` and render it; `tests/unit/content.test.ts` checks every entry has every field,
 * non-empty, in both locales. Relations between entries (which services a solution uses, …) are not content:
 * they live in lib/catalog.ts.
 */

/** Fields every catalogue page has for its <head> and hero. */
export interface PageIntro {
  /** Short name used in menus, cards and breadcrumbs (≤ 12 CJK chars / ≤ 32 Latin chars). */
  name: string;
  /** One sentence for cards and menus. */
  summary: string;
  /** <title> without the brand suffix (the layout adds "| 衡析 Hengxi"). */
  metaTitle: string;
  /** Meta description, 70–160 characters (zh: 60–120 汉字). */
  metaDescription: string;
  /** The page's H1. */
  h1: string;
  /** Hero paragraph, 2–3 sentences. */
  intro: string;
}

export interface TitledText {
  title: string;
  body: string;
}

export interface Faq {
  q: string;
  a: string;
}

export interface KeyFigure {
  /** The figure as displayed, e.g. "3 分钟" / "3 min", "-40%". */
  value: string;
  label: string;
}

/** A service page (SITE.md §6): problem, checks, inputs/outputs, data sources, delivery, sample, FAQ, CTA. */
export interface ServiceContent extends PageIntro {
  /** Words people search for that the copy does not use as such (AML, PEP, 制裁…): indexed by the site search, not shown. */
  searchTerms?: string;
  /** Why it matters: the problem a risk officer has without it. 2–4 sentences. */
  problem: string;
  /** What it checks or produces: 4–6 items. */
  checks: TitledText[];
  /** What the client provides, 2–4 items. */
  inputs: string[];
  /** What comes back, 3–5 items. */
  outputs: string[];
  /** Kinds of data source (public registries, court records, …), never named vendors: 3–6 items. */
  dataSources: string[];
  /** How it is delivered. */
  delivery: { web: string; api: string; batch: string };
  /** A fictional sample output, rendered as a small labelled table marked "Sample data". */
  sample: { caption: string; rows: { label: string; value: string }[] };
  /** 3–4 questions. */
  faq: Faq[];
  cta: TitledText;
}

/** A solution page (SITE.md §6): pains, regulation, lifecycle, workflow, worked example, results, related case, CTA. */
export interface SolutionContent extends PageIntro {
  /** The industry's pains: 3–4 items. */
  pains: TitledText[];
  /**
   * The industry's regulatory context. `lead` says who regulates the business and what the rules ask of risk work;
   * `rules` (2–3) each name a real regulation by its real title and say accurately what it requires and how the
   * workflow meets it. No invented rules, filing numbers or statistics attributed to real bodies.
   */
  regulation: { lead: string; rules: TitledText[] };
  /**
   * One worked example with a fictional, anonymised subject (某城商行 / a city commercial bank) and plausible
   * figures with units; rendered with the "示例数据 / Sample data" label. `steps`: 3–4, in order.
   */
  example: { title: string; setup: string; steps: TitledText[]; outcome: string };
  /** What happens at each stage of the lending / business lifecycle (services per stage are in lib/catalog.ts). */
  lifecycle: { before: string; during: string; after: string };
  /** Workflow steps shown as a figure: 4–6 short labels with a one-line description each. */
  workflow: TitledText[];
  /** Results to expect, phrased as typical ranges, 3 items. */
  results: KeyFigure[];
  cta: TitledText;
}

/** A customer case (SITE.md §6): facts, challenge, solution, timeline, results, quote. Client anonymised. */
export interface CaseContent extends PageIntro {
  /** Client facts box: 4 rows such as type, region, size, scope. */
  facts: { label: string; value: string }[];
  challenge: { body: string; points: string[] };
  solution: { body: string; points: string[] };
  /** Implementation timeline: 3–5 phases. */
  timeline: { phase: string; duration: string; body: string }[];
  /** Results with numbers, 3–4 items. */
  results: KeyFigure[];
  /** Quote attributed to a role, never a named person. */
  quote: { text: string; role: string };
}
