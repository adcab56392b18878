import type { Messages } from '@/i18n/messages';
import type { CompanyText } from '@/lib/sample-data/companies';
import { ckeys, type Ckey } from '@/lib/sample-data/keys';

/**
 * Localized names and prose of a showcase company from the loaded messages (`sampleData.companies.<ckey>`).
 * Works with `await getMessages()` on the server and `useMessages()` on the client. Other registry companies'
 * prose comes from `lib/registry/page-data.ts`.
 */
export function companyText(messages: Messages, ckey: Ckey): CompanyText {
  return messages.sampleData.companies[ckey];
}

/** The showcase companies as options of a company field (value = ckey, label = localized name), in showcase order. */
export function showcaseOptions(messages: Messages): { value: Ckey; label: string }[] {
  return ckeys.map((ckey) => ({ value: ckey, label: companyText(messages, ckey).name }));
}
