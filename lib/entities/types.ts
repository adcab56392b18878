/**
 * The small interface the screening and bank-statement modules use to reach an enterprise registry. It is injected
 * (never imported from a concrete registry), so those modules run on any source of entities; `./index.ts` wires the
 * sample registry of issue 10 (`./registry-source.ts`), and tests may inject their own.
 */

/** Which field of the registered entity the query matched (same vocabulary as `GET /api/registry/search`). */
export type MatchedOn =
  'name' | 'formerName' | 'abbreviation' | 'uscc' | 'pinyin' | 'initials' | 'traditional' | 'english' | 'fuzzy';

/** Registration status of an entity, as the registry records it (存续/在业/吊销/注销/迁出). */
export type EntityStatus = 'active' | 'operating' | 'revoked' | 'deregistered' | 'movedOut';

/** One candidate entity for a query. */
export interface EntityMatch {
  /** Registry key (10 lowercase hex digits). */
  ckey: string;
  /** Registered Chinese name. */
  name: string;
  /** English name. */
  nameEn: string;
  /** 18-character unified social credit code (fictional, see the registry's construction). */
  uscc: string;
  status: EntityStatus;
  /** Confidence, 0–1 (1 = exact). */
  score: number;
  matchedOn: MatchedOn;
}

/**
 * Entity resolution: the best registry candidates for a free-text query (a name, former name, abbreviation,
 * English name or USCC), best first, at most `limit` of them; `[]` when nothing is close. Synchronous: the
 * registry lives in memory. Must not throw on any string input.
 */
export type EntityResolver = (query: string, limit: number) => EntityMatch[];

/** A record a flag or finding is drawn from: which registry section and which record id. */
export interface SourceRef {
  section: 'registration' | 'judicial' | 'enforcement' | 'dishonest' | 'penalties' | 'news' | 'shareholders';
  recordId: string;
}

/** What the registry knows about an entity's risk, reduced to counts with their source records. */
export interface EntityRiskProfile {
  status: EntityStatus;
  /** Dishonest-debtor (失信被执行人) entries. */
  dishonest: SourceRef[];
  /** Enforcement (被执行人) entries. */
  enforcement: SourceRef[];
  /** Litigation records (any role). */
  litigation: SourceRef[];
  /** Administrative penalties. */
  penalties: SourceRef[];
  /** Negative news items (the facts layer's 6-month window). */
  negativeNews: SourceRef[];
  /** Dishonest-debtor entries of enterprises on its control chain (控股股东 upward). */
  chainDishonest: SourceRef[];
  /** The facts layer's risk score (0–100, higher is sounder), grade and level: the same as every profile page's. */
  grade: { score: number; grade: string; level: 'low' | 'medium' | 'high' };
  /**
   * The customer risk rating of the facts layer's assessment (what the KYC report states): level, prospect
   * recommendation and rule version. Batch screening's verdict is this rating.
   */
  customer?: {
    level: 'low' | 'medium' | 'high';
    recommendation: 'onboard' | 'onboardWithConditions' | 'enhancedDueDiligence' | 'decline';
    version: string;
    /** Enforcement entries not fully performed. */
    openEnforcement: number;
  };
}

/** Risk lookup by registry key; `null` for an unknown key. */
export type EntityRiskLookup = (ckey: string) => EntityRiskProfile | null;

/** A party inside an entity's ownership graph (shareholder at any level, subsidiary, or the entity itself). */
export interface RelatedParty {
  /** Name as registered (Chinese), plus the English name where known. */
  name: string;
  nameEn?: string;
  /** Registry key, when the party is itself a registered enterprise. */
  ckey?: string;
  relation: 'shareholder' | 'subsidiary' | 'investee' | 'controller' | 'beneficialOwner';
  /** Share held (shareholder) or owned (subsidiary), percent 0–100, where known. */
  pct?: number;
  /** Where the relation is recorded. */
  source: SourceRef;
}

/** The parties inside an entity's ownership graph; `[]` when the key is unknown. */
export type OwnershipLookup = (ckey: string) => RelatedParty[];

/**
 * A PEP / sanctions list hit of a registered entity or one of its key persons (legal representative, actual
 * controller, beneficial owner, shareholder), reduced to what a screening row shows.
 */
export interface EntityListHit {
  entryId: string;
  listId: 'hx-pep' | 'hx-sanctions';
  listVersion: string;
  entryName: string;
  /** 0–100 and its band (`lib/screening/name-screening.ts`). */
  strength: number;
  band: 'exact' | 'strong' | 'possible';
  party: { kind: 'person' | 'enterprise'; name: string; nameEn: string; roles: string[]; ownershipPct: number | null };
}

/** List hits by registry key; `[]` for an unknown key or none. */
export type ListHitLookup = (ckey: string) => EntityListHit[];

/** The registry functions the demos need, injected together. */
export interface EntitySource {
  resolve: EntityResolver;
  risk: EntityRiskLookup;
  ownership: OwnershipLookup;
  /** PEP / sanctions hits of the entity and its key persons (batch screening); absent in sources without lists. */
  listHits?: ListHitLookup;
}
