'use client';

import { useFormatter, useLocale, useMessages, useTranslations } from 'next-intl';
import { companyText, showcaseOptions } from '@/lib/sample-data/company-text';
import type { Messages } from '@/i18n/messages';
import type { ReportContext, ReportSubject } from '@/lib/reports/report-model';
import type { Ckey } from '@/lib/sample-data/keys';
import { kycReports } from '@/lib/sample-data/kyc-reports';

/** Everything `buildReport` needs besides the subject, from the client's translations and formatter. */
export function useReportContext(): ReportContext {
  const t = useTranslations('aiReport');
  const tc = useTranslations('company');
  const tp = useTranslations('customerProfile');
  const format = useFormatter();
  const locale = useLocale();
  return { t, tc, tp, format, locale };
}

/**
 * A showcase company as a report subject, built in the browser (the template studio and the online documents work
 * on the three showcase companies; the one-click flow gets any registry company from the server).
 */
export function useShowcaseSubject(ckey: Ckey, facts: ShowcaseFacts): ReportSubject {
  return showcaseSubject(useMessages(), ckey, facts);
}

/**
 * The facts layer's results for the showcase companies (lib/facts; computed on the server from the registry and
 * passed down), with their figures and assessment, keyed by ckey: what the browser-built reports state about them.
 */
export type ShowcaseFacts = Record<
  Ckey,
  Pick<ReportSubject, 'facts' | 'ownership' | 'assessment' | 'figures' | 'records'>
>;

/** A showcase company as a report subject, from already loaded messages and the server's facts. */
export function showcaseSubject(messages: Messages, ckey: Ckey, facts: ShowcaseFacts): ReportSubject {
  return {
    ckey,
    // The server's figures (curated, with the assessment's rating and line) and the assessment's line rationale.
    figures: facts[ckey].figures,
    text: { ...companyText(messages, ckey), limitRationale: facts[ckey].assessment.credit.limitRationale },
    operating: Object.values(kycReports).find((r) => r.ckey === ckey)?.operating,
    facts: facts[ckey].facts,
    ownership: facts[ckey].ownership,
    assessment: facts[ckey].assessment,
    records: facts[ckey].records,
  };
}

/** Select options for the showcase companies: value = ckey, label = localized name. */
export function useShowcaseOptions(): { value: Ckey; label: string }[] {
  return showcaseOptions(useMessages());
}
