import type { Messages } from '@/i18n/messages';
import type { CompanyText } from '@/lib/sample-data/companies';
import type { Ckey, KycNo } from '@/lib/sample-data/keys';
import type { KycText } from '@/lib/sample-data/kyc-reports';

/**
 * Localized names and prose of a sample company from the loaded messages (`sampleData.companies.<ckey>`).
 * Works with `await getMessages()` on the server and `useMessages()` on the client.
 */
export function companyText(messages: Messages, ckey: Ckey): CompanyText {
  return messages.sampleData.companies[ckey] as unknown as CompanyText;
}

/** Localized names and prose of a sample KYC report (`sampleData.kyc.<kycNo>`). */
export function kycText(messages: Messages, kycNo: KycNo): KycText {
  return messages.sampleData.kyc[kycNo] as unknown as KycText;
}
