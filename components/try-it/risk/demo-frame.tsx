import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickClientMessages } from '@/i18n/client-messages';
import type { TourName } from '@/lib/tours';
import { TryItSection } from '../try-it-section';

/**
 * The frame of the risk demos (monitoring, news, judicial search, individual KYC, matching, related parties): the
 * shared try-it section (heading, lead, guided-tour button, sample-data notice) and the `tryIt` and `riskDemos` messages for the client
 * components inside.
 */
export async function RiskDemoFrame({ title, lead, tour, children }: { title: string; lead: string; tour: TourName; children: ReactNode }) {
  const messages = pickClientMessages(await getMessages(), ['tryIt', 'riskDemos']);
  return (
    <TryItSection title={title} lead={lead} tour={tour}>
      <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
    </TryItSection>
  );
}
