/**
 * Message loading. Each locale's messages are split into files under `messages/<locale>/`, one per area, whose
 * top-level keys are namespaces; they are merged here. The zh-CN set defines the message type (see global.d.ts),
 * so a key missing from the code's point of view is a type error, and a parity test keeps en-US identical in shape.
 */
import { withClaims } from '../lib/product-claims';
import type { Locale } from './routing';
import { fallbackLocale } from './routing';

/** Names of the message files, identical for every locale. */
export const messageFiles = [
  'common',
  'home',
  'general',
  'services',
  'solutions',
  'cases',
  'profiles',
  'reports',
  'insights',
  'sampleData',
  'registry',
  'demoForm',
  'tryIt',
  'relations',
  'leadDelivery',
  'riskDemos',
  'liveDemos',
  'privacyNotice',
  'apiDocs',
  'remoteVisit',
  'tours',
] as const;

export type Messages = typeof import('../messages/zh-CN/common.json') &
  typeof import('../messages/zh-CN/home.json') &
  typeof import('../messages/zh-CN/general.json') &
  typeof import('../messages/zh-CN/services.json') &
  typeof import('../messages/zh-CN/solutions.json') &
  typeof import('../messages/zh-CN/cases.json') &
  typeof import('../messages/zh-CN/profiles.json') &
  typeof import('../messages/zh-CN/reports.json') &
  typeof import('../messages/zh-CN/insights.json') &
  typeof import('../messages/zh-CN/sampleData.json') &
  typeof import('../messages/zh-CN/registry.json') &
  typeof import('../messages/zh-CN/demoForm.json') &
  typeof import('../messages/zh-CN/tryIt.json') &
  typeof import('../messages/zh-CN/relations.json') &
  typeof import('../messages/zh-CN/leadDelivery.json') &
  typeof import('../messages/zh-CN/riskDemos.json') &
  typeof import('../messages/zh-CN/liveDemos.json') &
  typeof import('../messages/zh-CN/privacyNotice.json') &
  typeof import('../messages/zh-CN/apiDocs.json') &
  typeof import('../messages/zh-CN/remoteVisit.json') &
  typeof import('../messages/zh-CN/tours.json');

type Loader = (file: string) => Promise<{ default: object }>;

const defaultLoader: Loader = (file) => import(`../messages/${file}.json`);

/**
 * Loads and merges every message file of a locale.
 * On any failure it logs `Failed to load messages for locale <locale>` (spec §8) and falls back to the fallback
 * locale's messages, or to an empty object if those fail too — never throws.
 */
export async function loadMessages(locale: Locale, load: Loader = defaultLoader): Promise<Messages> {
  try {
    const parts = await Promise.all(messageFiles.map((f) => load(`${locale}/${f}`)));
    // The product's figures (`%claim.<name>%`) are filled in from lib/product-claims.ts.
    return withClaims(Object.assign({}, ...parts.map((p) => p.default)) as Messages, locale);
  } catch (error) {
    console.error(`Failed to load messages for locale ${locale}`, error);
    if (locale !== fallbackLocale) return loadMessages(fallbackLocale, load);
    return {} as Messages;
  }
}
