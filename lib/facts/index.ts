/**
 * The facts layer: every number or conclusion a page, PDF, AI report, KYC report, screening row or statement
 * analysis states about a registry company, computed once from the registry's records by the named functions below,
 * as of one date (`factsAsOf`). Surfaces render these results and never count for themselves; the cross-surface
 * consistency test (tests/unit/facts-consistency.ts) checks that every surface states the same values.
 *
 * - `companyFacts(ckey)`: the whole set for one company (cached): risk score/grade/level, litigation (all, as
 *   defendant, 12-month window, open), enforcement (count, amount, latest entry and its performed share),
 *   preservation/enforcement cases, open exposure as defendant (`exposureFacts`), cases by kind and year
 *   (`caseBreakdown`), registration facts (`registrationFacts`: paid-in and insured shares, capital gap, shared
 *   address), dishonest listings, penalties, news (6-month window, by sentiment and month,
 *   negative share) and ownership (控股股东, 实际控制人, 受益所有人, 子公司 / 参股公司, loops, dishonest entries on the
 *   control chain).
 * - `analyseOwnership(graph, ckey)` and friends (`control.ts`): control and beneficial ownership by
 *   《受益所有人信息管理办法》 Art. 6, on any ownership graph (crafted ones in tests).
 * - `settlementTrendOf(monthly)`: the direction of the settlement flows.
 * - `ratingGrade`, `riskLevelOf`, `riskScoreOf`: the one risk score and what is read from it.
 * - `statementFacts(ckey)`: the company's financial statements (years it filed for) and revenue, growth, margins,
 *   profit, assets and the revenue trend read from them (`statements.ts`; yuan, percent, null when unknown);
 *   `apiFinancialsOf` is the registry API's `financials`.
 */
export { factsAsOf, factWindows, inWindow, windowStart } from './as-of';
export {
  analyseOwnership,
  computeUbo,
  controlOf,
  controllingShareholderOf,
  controls,
  effectiveOwnership,
  majorityPct,
  relativeMajorityPct,
  uboThreshold,
  type Chain,
  type ChainLink,
  type ControlResult,
  type ControllingShareholder,
  type OwnershipAnalysis,
  type OwnershipGraph,
  type OwnershipLink,
  type UboBasis,
  type UboEntry,
} from './control';
export {
  caseBreakdown,
  companyFacts,
  enforcementFacts,
  exposureFacts,
  registrationFacts,
  litigationFacts,
  newsFacts,
  openCaseStatuses,
  ownershipFacts,
  type CaseBreakdown,
  type CompanyFacts,
  type ExposureFacts,
  type RegistrationFacts,
  type EnforcementFacts,
  type FactWindow,
  type LitigationFacts,
  type NewsFacts,
  type OwnershipFacts,
  type PartyRef,
} from './company';
export { settlementTrendOf, settlementTrendBand, type SettlementTrend } from './settlement';
export { ratingGrade, ratingGradeOf, riskLevelOf, riskScoreOf } from './risk';
export {
  apiFinancialsOf,
  factsOfStatements,
  filedFor,
  revenueTrendBand,
  revenueTrendOf,
  revenueTrendRuleVersion,
  statementFacts,
  type RevenueTrend,
  type RevenueTrendKind,
  type StatementFacts,
  type StatementYearFacts,
} from './statements';
export {
  assessCompany,
  assessmentRules,
  clientActionOf,
  guaranteeFacts,
  type Assessment,
  type ClientAction,
  type CreditAssessment,
  type CustomerRiskRating,
  type Finding,
  type FindingCode,
  type FindingSource,
  type KeyRole,
  type ProspectRecommendation,
} from './assessment';
export { entityListHitsOf, isConfirmedHit, listHitsOf, type ListHit } from './list-screening';
export { relatedPartiesOf, type RelatedParty } from './related';
export { recordFacts, type RecordFacts, type RecordKind, type RecordRow } from './records';
export { eventSeverity, litigationSignal, newsSignal, worstSeverity } from './events';
