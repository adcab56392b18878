/**
 * The privacy notice's configurable facts (issue 26, PIPL art. 17): who the personal-information handler is and who
 * receives visitors' data on its behalf. All of it comes from configuration (lib/site-config.ts, .env.example) and is
 * empty — so the notice hides it — unless set: names, addresses and contacts of a company are never invented.
 */
import { siteConfig, type SiteConfig } from './site-config';

/** The handler's registered details; empty strings when not configured. */
export interface PrivacyHandler {
  legalName: string;
  address: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

/** What a recipient does with the data; each role has its label and data categories in `privacyNotice.recipients`. */
export type RecipientRole = 'hosting' | 'email' | 'delivery';

/**
 * Where a recipient comes from: its role, and the configuration variable holding its name. A recipient is listed
 * only when `nameVar` is set and, if given, `configured(config)` holds (a sales-delivery channel lists its provider
 * only while the channel itself is configured).
 */
export interface RecipientSource {
  id: string;
  role: RecipientRole;
  nameVar: keyof SiteConfig;
  configured?: (config: SiteConfig) => boolean;
}

/**
 * Every recipient the notice can name, in the order it lists them. Sales-delivery channels (email, WeCom,
 * DingTalk, Feishu, webhooks — lib/leads) add one entry each here, role `delivery`, with their provider-name variable.
 */
export const recipientSources: RecipientSource[] = [
  { id: 'hosting', role: 'hosting', nameVar: 'PRIVACY_HOSTING_PROVIDER' },
  { id: 'email', role: 'email', nameVar: 'PRIVACY_EMAIL_PROVIDER' },
];

/** One recipient as the notice lists it. */
export interface PrivacyRecipient {
  id: string;
  role: RecipientRole;
  name: string;
}

/** The handler's details from a configuration (default: this process's). */
export function privacyHandler(config: SiteConfig = siteConfig()): PrivacyHandler {
  return {
    legalName: config.PRIVACY_HANDLER_NAME,
    address: config.PRIVACY_HANDLER_ADDRESS,
    contactName: config.PRIVACY_CONTACT_NAME,
    contactEmail: config.PRIVACY_CONTACT_EMAIL,
    contactPhone: config.PRIVACY_CONTACT_PHONE,
  };
}

/** The configured recipients, in `sources` order; none when nothing is configured. */
export function privacyRecipients(config: SiteConfig = siteConfig(), sources: readonly RecipientSource[] = recipientSources): PrivacyRecipient[] {
  return sources.flatMap((source) => {
    const name = String(config[source.nameVar] ?? '').trim();
    if (!name || (source.configured && !source.configured(config))) return [];
    return [{ id: source.id, role: source.role, name }];
  });
}
