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

/** Recipients whose name is the service itself, written in `privacyNotice.recipients.services`. */
export type RecipientService = 'wecom' | 'dingtalk' | 'feishu';

/**
 * Where a recipient comes from: its role, and its name — a configuration variable (`nameVar`, e.g. the hosting
 * provider) or the service a channel posts to (`service`). Listed only when it has a name and, if given,
 * `configured(config)` holds (a sales-delivery channel is listed only while the channel itself is configured).
 */
export type RecipientSource = {
  id: string;
  role: RecipientRole;
  configured?: (config: SiteConfig) => boolean;
} & ({ nameVar: keyof SiteConfig; service?: never } | { service: RecipientService; nameVar?: never });

/**
 * Every recipient the notice can name, in the order it lists them. Sales-delivery channels (email, WeCom,
 * DingTalk, Feishu, webhooks — lib/leads) have one entry each, role `delivery`; a new channel adds its own.
 */
export const recipientSources: RecipientSource[] = [
  { id: 'hosting', role: 'hosting', nameVar: 'PRIVACY_HOSTING_PROVIDER' },
  { id: 'email', role: 'email', nameVar: 'PRIVACY_EMAIL_PROVIDER' },
  // The sales-delivery channels of lib/leads (the email channel goes through the email provider above).
  { id: 'wecom', role: 'delivery', service: 'wecom', configured: (c) => c.LEADS_WECOM_WEBHOOK_URL !== '' },
  { id: 'dingtalk', role: 'delivery', service: 'dingtalk', configured: (c) => c.LEADS_DINGTALK_WEBHOOK_URL !== '' },
  { id: 'feishu', role: 'delivery', service: 'feishu', configured: (c) => c.LEADS_FEISHU_WEBHOOK_URL !== '' },
  {
    id: 'webhook',
    role: 'delivery',
    nameVar: 'PRIVACY_WEBHOOK_RECIPIENT',
    configured: (c) => c.LEADS_WEBHOOK_URL !== '',
  },
];

/** One recipient as the notice lists it: a configured name, or the service it is (named in the messages). */
export interface PrivacyRecipient {
  id: string;
  role: RecipientRole;
  name?: string;
  service?: RecipientService;
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
export function privacyRecipients(
  config: SiteConfig = siteConfig(),
  sources: readonly RecipientSource[] = recipientSources,
): PrivacyRecipient[] {
  return sources.flatMap((source): PrivacyRecipient[] => {
    if (source.configured && !source.configured(config)) return [];
    if (source.service) return [{ id: source.id, role: source.role, service: source.service }];
    const name = String(config[source.nameVar] ?? '').trim();
    return name ? [{ id: source.id, role: source.role, name }] : [];
  });
}
