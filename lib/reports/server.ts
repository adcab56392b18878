/**
 * Server-side inputs of the report PDFs, without a request context (route handlers, unit tests, the PDF bench):
 * a locale's messages, translators and formatter (next-intl `createTranslator`, and the site formatter `siteFormatter`, Asia/Shanghai
 * like the pages), and registry companies and KYC reports as the pages show them (the same loaders as
 * lib/registry/page-data.ts: curated prose for the showcase companies, template prose for the rest).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { formatDate, formatMoney, formatPct, siteFormatter } from '@/lib/format';
import { loadMessages, type Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { enterpriseByKycNo, getEnterprise, getRegistry } from '@/lib/registry';
import type { CompanyView, KycView } from '@/lib/registry/page-data';
import {
  companyTextOf,
  companyViewOf,
  kycFiguresOf,
  kycTextOf,
  kycWithAssessment,
  uboNoteOf,
  type TextContext,
  type Translate,
} from '@/lib/registry/profile';
import { isShowcase } from '@/lib/sample-data/keys';
import type { KycText } from '@/lib/sample-data/kyc-reports';
import type { ReportContext } from './report-model';

/** Everything the document builders need in one locale. */
export interface ServerReportContext extends ReportContext {
  locale: Locale;
  messages: Messages;
  tk: ReturnType<typeof createTranslator<Messages, 'kycReport'>>;
  textContext: TextContext;
}

const cache = new Map<Locale, Promise<ServerReportContext>>();

/** The context of `locale`, built once per process. */
export function serverReportContext(locale: Locale): Promise<ServerReportContext> {
  let found = cache.get(locale);
  if (!found) {
    found = (async () => {
      // The bundled messages (as i18n/request.ts loads them) in the app; read from messages/ where bundling is not
      // available (unit tests and the PDF bench under vitest / tsx).
      const messages = await loadMessages(locale, async (file) => {
        try {
          return (await import(`../../messages/${file}.json`)) as { default: object };
        } catch {
          return {
            default: JSON.parse(await readFile(path.join(process.cwd(), 'messages', `${file}.json`), 'utf8')) as object,
          };
        }
      });
      const format = siteFormatter(locale);
      const rt = createTranslator({ locale, messages, namespace: 'registryText' });
      const company = createTranslator({ locale, messages, namespace: 'company' });
      const t: Translate = (key, values) => rt(key as never, values as never);
      const tc: Translate = (key, values) => company(key as never, values as never);
      return {
        locale,
        messages,
        format,
        t: createTranslator({ locale, messages, namespace: 'aiReport' }),
        tc: company,
        tp: createTranslator({ locale, messages, namespace: 'customerProfile' }),
        tk: createTranslator({ locale, messages, namespace: 'kycReport' }),
        textContext: {
          t,
          tc,
          locale,
          money: (v) => formatMoney(format, v),
          pct: (v) => formatPct(format, v),
          date: (v) => formatDate(format, v),
        },
      };
    })();
    cache.set(locale, found);
  }
  return found;
}

/** A registry company as the profile and report pages show it, or null for an unknown key. */
export function companyView(ckey: string, ctx: ServerReportContext): CompanyView | null {
  const e = getEnterprise(ckey);
  if (!e) return null;
  const registry = getRegistry();
  const text = isShowcase(ckey) ? ctx.messages.sampleData.companies[ckey] : companyTextOf(e, registry, ctx.textContext);
  return companyViewOf(e, registry, text, ctx.textContext);
}

/** A KYC report by number as its page shows it, or null. */
export function kycView(kycNo: string, ctx: ServerReportContext): KycView | null {
  const e = enterpriseByKycNo(kycNo);
  if (!e) return null;
  const company = companyView(e.ckey, ctx);
  if (!company) return null;
  const registry = getRegistry();
  const curated: Record<string, KycText> = ctx.messages.sampleData.kyc;
  const text = Object.hasOwn(curated, kycNo) ? curated[kycNo] : kycTextOf(e, registry, ctx.textContext);
  return {
    ...kycWithAssessment(
      kycFiguresOf(e, registry),
      text,
      company.assessment,
      uboNoteOf(e.ckey, registry, ctx.textContext),
    ),
    company,
    ubos: company.ownership.ubos,
  };
}
