import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { slotTemplate, type SlotTemplate } from '@/i18n/slots';

/** Rows of the self-check's results table, in display order (message keys under `selfCheck.rows`). */
export const checkRows = [
  'browser',
  'pageLocale',
  'localeCookie',
  'cookiesEnabled',
  'devicePixelRatio',
  'bodyZoom',
  'buildId',
  'connection',
  'endpointLatest',
  'endpointMeta',
  'endpointMessages',
] as const;
export type CheckRow = (typeof checkRows)[number];
export type CheckStatus = 'ok' | 'warn' | 'fail' | 'info' | 'pending';

/** The parametrised values under `selfCheck.values`, each with its ICU arguments. */
export const slotTemplateArgs = {
  browser: ['name', 'version', 'os'],
  zoomApplied: ['zoom'],
  buildStale: ['latest'],
  connectionType: ['type'],
  connectionSaveData: ['type'],
  endpointOk: ['status', 'ms'],
  endpointFailed: ['status', 'ms'],
  endpointError: ['ms'],
} as const;
type SlotKey = keyof typeof slotTemplateArgs;

const plainValues = [
  'unknownBrowser',
  'unknownOs',
  'legacyBrowser',
  'oldBrowser',
  'notSet',
  'cookieMatches',
  'cookieDiffers',
  'yes',
  'no',
  'zoomNone',
  'buildCurrent',
  'connectionUnknown',
  'connectionSlow',
] as const;

/**
 * Every text the self-check (self-check.tsx) shows, in one locale, computed on the server so its client code needs
 * no message formatter (issue 28). `rows` are in display order. `values` holds the plain value texts and, for the
 * keys of `slotTemplateArgs`, slot templates (i18n/slots.ts) the client fills by name, e.g.
 * `fillSlots(values.endpointOk, { status, ms })`.
 */
export interface SelfCheckTexts {
  locale: Locale;
  rows: { key: CheckRow; label: string; hint: string }[];
  status: Record<CheckStatus, string>;
  columns: { item: string; value: string; status: string };
  results: Record<'caption' | 'checking' | 'rerun' | 'copy' | 'copied' | 'copyFailed' | 'copyUrl' | 'copyTime', string>;
  values: Record<(typeof plainValues)[number], string> & {
    [K in SlotKey]: SlotTemplate<(typeof slotTemplateArgs)[K][number]>;
  };
}

/** The self-check's texts in `locale`, from `messages/<locale>/general.json` → `selfCheck`. */
export async function selfCheckTexts(locale: Locale): Promise<SelfCheckTexts> {
  const t = await getTranslations({ locale, namespace: 'selfCheck' });
  const values = Object.fromEntries([
    ...plainValues.map((key) => [key, t(`values.${key}`)]),
    ...Object.entries(slotTemplateArgs).map(([key, args]) => [
      key,
      slotTemplate((v) => t(`values.${key as SlotKey}`, v as never), args),
    ]),
  ]) as SelfCheckTexts['values'];
  return {
    locale,
    rows: checkRows.map((key) => ({ key, label: t(`rows.${key}.label`), hint: t(`rows.${key}.hint`) })),
    status: {
      ok: t('results.status.ok'),
      warn: t('results.status.warn'),
      fail: t('results.status.fail'),
      info: t('results.status.info'),
      pending: t('results.status.pending'),
    },
    columns: {
      item: t('results.columns.item'),
      value: t('results.columns.value'),
      status: t('results.columns.status'),
    },
    results: {
      caption: t('results.caption'),
      checking: t('results.checking'),
      rerun: t('results.rerun'),
      copy: t('results.copy'),
      copied: t('results.copied'),
      copyFailed: t('results.copyFailed'),
      copyUrl: t('results.copyUrl'),
      copyTime: t('results.copyTime'),
    },
    values,
  };
}
