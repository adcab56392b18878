'use client';

import { useFormatter, useLocale, useMessages, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { companyText } from '@/components/profiles/sample-text';
import type { Messages } from '@/i18n/messages';
import { ckeys, type Ckey } from '@/lib/sample-data/keys';
import { resolveCkey, resolveType, type ReportContext, type ReportType } from './report-model';

/** Everything `buildReport` needs, from the client's translations and formatter. */
export function useReportContext(ckey: Ckey): ReportContext {
  const t = useTranslations('aiReport');
  const tc = useTranslations('company');
  const tp = useTranslations('customerProfile');
  const format = useFormatter();
  const locale = useLocale();
  const messages = useMessages() as Messages;
  return { t, tc, tp, format, locale, text: companyText(messages, ckey) };
}

/** Select options for the sample companies: value = ckey, label = localized name. */
export function useCompanyOptions(): { value: Ckey; label: string }[] {
  const messages = useMessages() as Messages;
  return ckeys.map((ckey) => ({ value: ckey, label: companyText(messages, ckey).name }));
}

/**
 * The AI report flow's query (`?ckey=…&type=…&auth=1`), read client-side so the pages stay static. Invalid or
 * missing values fall back to the first sample company and the overview report. Call inside a Suspense boundary.
 */
export function useReportQuery(): { ckey: Ckey; type: ReportType; authorised: boolean } {
  const params = useSearchParams();
  return { ckey: resolveCkey(params.get('ckey')), type: resolveType(params.get('type')), authorised: params.get('auth') === '1' };
}
