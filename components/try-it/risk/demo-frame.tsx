import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickClientMessages } from '@/i18n/client-messages';
import { TryItSection } from '../try-it-section';

/**
 * The frame of the risk demos (monitoring, news, judicial search, individual KYC, matching, related parties): the
 * shared try-it section (heading, lead, sample-data notice) and the `tryIt` and `riskDemos` messages for the client
 * components inside.
 */
export async function RiskDemoFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const messages = pickClientMessages(await getMessages(), ['tryIt', 'riskDemos']);
  return (
    <TryItSection title={title} lead={lead}>
      <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
    </TryItSection>
  );
}
