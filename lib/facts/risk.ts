/**
 * The risk score, internal grade and risk level of an enterprise: one score (0–100, higher is sounder) per company,
 * from which the grade and the level are read. Every surface (profile, 360° view, dashboard, KYC, AI reports,
 * screening) states these through `companyFacts().risk`.
 */
import { companies, type RiskLevel } from '@/lib/sample-data/companies';
import { isShowcase } from '@/lib/sample-data/keys';
import type { Enterprise } from '@/lib/registry/types';

/** Internal rating grade of a 0–100 score: AA ≥ 85, A+ ≥ 78, A ≥ 72, BBB ≥ 66, BBB- ≥ 60, BB ≥ 50, B ≥ 40, else CCC. */
export function ratingGrade(score: number): string {
  return score >= 85
    ? 'AA'
    : score >= 78
      ? 'A+'
      : score >= 72
        ? 'A'
        : score >= 66
          ? 'BBB'
          : score >= 60
            ? 'BBB-'
            : score >= 50
              ? 'BB'
              : score >= 40
                ? 'B'
                : 'CCC';
}

/** Risk level of a 0–100 score: low ≥ 75, medium ≥ 55, else high. */
export function riskLevelOf(score: number): RiskLevel {
  return score >= 75 ? 'low' : score >= 55 ? 'medium' : 'high';
}

/**
 * The 0–100 risk score of an enterprise: curated for the three showcase companies, else from its latent risk,
 * registration status and court records (−6 per dishonest-debtor entry, −3 per enforcement entry), clamped to 18–94.
 */
export function riskScoreOf(e: Enterprise): number {
  if (isShowcase(e.ckey)) return companies[e.ckey].customer.ratingScore;
  const statusPenalty = e.status === 'revoked' || e.status === 'deregistered' ? 18 : e.status === 'movedOut' ? 6 : 0;
  const court = e.dishonest.length * 6 + e.enforcement.length * 3;
  return Math.max(18, Math.min(94, Math.round(93 - e.risk * 52 - statusPenalty - court)));
}

/** The internal grade of an enterprise: curated for the three showcase companies, else `ratingGrade` of its score. */
export function ratingGradeOf(e: Enterprise): string {
  return isShowcase(e.ckey) ? companies[e.ckey].customer.internalRating : ratingGrade(riskScoreOf(e));
}
