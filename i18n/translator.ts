/**
 * The one translator for code outside React: API answers, route handlers, PDF and spreadsheet builders, e-mails, share
 * cards, metadata and unit tests. Components use next-intl (`useTranslations`, `getTranslations`) instead.
 *
 * Messages come from every file of `messages/<locale>/` (bundled, so this works in route handlers, scripts run by
 * tsx and vitest alike), merged as `i18n/messages.ts` merges them and with the product's figures filled in
 * (`withClaims`, lib/product-claims.ts), so a text reads the same here as on the page. Dates in messages use the
 * site's time zone (Asia/Shanghai) and its named formats (`lib/format`), as i18n/request.ts sets them for pages.
 *
 * Typed keys: report builders shared with React components (lib/reports/server.ts) keep next-intl's typed
 * `createTranslator`; this translator takes keys built at run time (an error code's message, a rule's label).
 */
import { createTranslator } from 'next-intl';
import { siteFormats, siteTimeZone } from '../lib/format';
import { withClaims } from '../lib/product-claims';
import type { Messages } from './messages';
import type { Locale } from './routing';
import zhCommon from '../messages/zh-CN/common.json';
import zhHome from '../messages/zh-CN/home.json';
import zhGeneral from '../messages/zh-CN/general.json';
import zhServices from '../messages/zh-CN/services.json';
import zhSolutions from '../messages/zh-CN/solutions.json';
import zhCases from '../messages/zh-CN/cases.json';
import zhProfiles from '../messages/zh-CN/profiles.json';
import zhReports from '../messages/zh-CN/reports.json';
import zhInsights from '../messages/zh-CN/insights.json';
import zhSampleData from '../messages/zh-CN/sampleData.json';
import zhRegistry from '../messages/zh-CN/registry.json';
import zhDemoForm from '../messages/zh-CN/demoForm.json';
import zhTryIt from '../messages/zh-CN/tryIt.json';
import zhRelations from '../messages/zh-CN/relations.json';
import zhLeadDelivery from '../messages/zh-CN/leadDelivery.json';
import zhRiskDemos from '../messages/zh-CN/riskDemos.json';
import zhLiveDemos from '../messages/zh-CN/liveDemos.json';
import zhPrivacyNotice from '../messages/zh-CN/privacyNotice.json';
import zhApiDocs from '../messages/zh-CN/apiDocs.json';
import zhRemoteVisit from '../messages/zh-CN/remoteVisit.json';
import zhTours from '../messages/zh-CN/tours.json';
import enCommon from '../messages/en-US/common.json';
import enHome from '../messages/en-US/home.json';
import enGeneral from '../messages/en-US/general.json';
import enServices from '../messages/en-US/services.json';
import enSolutions from '../messages/en-US/solutions.json';
import enCases from '../messages/en-US/cases.json';
import enProfiles from '../messages/en-US/profiles.json';
import enReports from '../messages/en-US/reports.json';
import enInsights from '../messages/en-US/insights.json';
import enSampleData from '../messages/en-US/sampleData.json';
import enRegistry from '../messages/en-US/registry.json';
import enDemoForm from '../messages/en-US/demoForm.json';
import enTryIt from '../messages/en-US/tryIt.json';
import enRelations from '../messages/en-US/relations.json';
import enLeadDelivery from '../messages/en-US/leadDelivery.json';
import enRiskDemos from '../messages/en-US/riskDemos.json';
import enLiveDemos from '../messages/en-US/liveDemos.json';
import enPrivacyNotice from '../messages/en-US/privacyNotice.json';
import enApiDocs from '../messages/en-US/apiDocs.json';
import enRemoteVisit from '../messages/en-US/remoteVisit.json';
import enTours from '../messages/en-US/tours.json';

/**
 * A translator whose keys are built at run time (`services.<slug>.metaTitle`, an error code's message key), which
 * next-intl's typed keys cannot follow. A key that does not exist is reported by next-intl (console error) and
 * rendered as its path, as with `t()`; the parity test in tests/unit/messages.test.ts keeps both locales' keys equal.
 */
export type PlainTranslate = (key: string, values?: Record<string, string | number>) => string;

/** A top-level namespace (a message file's key, e.g. `tryIt`) or a path inside one (`riskDemos.news`). */
export type MessageNamespace = keyof Messages | `${keyof Messages}.${string}`;

// Typed against `Messages`: a message file missing here is a type error (add its two imports and spreads above).
const bundled: Record<Locale, Messages> = {
  'zh-CN': {
    ...zhCommon,
    ...zhHome,
    ...zhGeneral,
    ...zhServices,
    ...zhSolutions,
    ...zhCases,
    ...zhProfiles,
    ...zhReports,
    ...zhInsights,
    ...zhSampleData,
    ...zhRegistry,
    ...zhDemoForm,
    ...zhTryIt,
    ...zhRelations,
    ...zhLeadDelivery,
    ...zhRiskDemos,
    ...zhLiveDemos,
    ...zhPrivacyNotice,
    ...zhApiDocs,
    ...zhRemoteVisit,
    ...zhTours,
  },
  'en-US': {
    ...enCommon,
    ...enHome,
    ...enGeneral,
    ...enServices,
    ...enSolutions,
    ...enCases,
    ...enProfiles,
    ...enReports,
    ...enInsights,
    ...enSampleData,
    ...enRegistry,
    ...enDemoForm,
    ...enTryIt,
    ...enRelations,
    ...enLeadDelivery,
    ...enRiskDemos,
    ...enLiveDemos,
    ...enPrivacyNotice,
    ...enApiDocs,
    ...enRemoteVisit,
    ...enTours,
  },
};

const withFigures = new Map<Locale, Messages>();

/** Every message of `locale`, with the product's figures filled in; built once per process. */
export function bundledMessages(locale: Locale): Messages {
  let messages = withFigures.get(locale);
  if (!messages) {
    messages = withClaims(bundled[locale], locale);
    withFigures.set(locale, messages);
  }
  return messages;
}

const translators = new Map<string, PlainTranslate>();

/**
 * The translator of `locale`, optionally under `namespace` (every key is then relative to it), built once per process
 * and locale–namespace pair (creating one is costly; handlers ask for one per request or per row).
 *
 * @example translator('en-US', 'tryIt')('intake.errors.tooLarge', { maxMb: 5 })
 */
export function translator(locale: Locale, namespace?: MessageNamespace): PlainTranslate {
  const cacheKey = `${locale}:${namespace ?? ''}`;
  let t = translators.get(cacheKey);
  if (!t) {
    const translate = createTranslator({
      locale,
      messages: bundledMessages(locale),
      namespace: namespace as never,
      timeZone: siteTimeZone,
      formats: siteFormats(locale),
    });
    t = (key, values) => translate(key as never, values as never);
    translators.set(cacheKey, t);
  }
  return t;
}
