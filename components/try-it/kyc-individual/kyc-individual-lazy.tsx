'use client';

import dynamic from 'next/dynamic';
import { WhenVisible } from '@/components/lazy/when-visible';
import type { KycExample } from '@/lib/kyc/examples';

const KycIndividualTool = dynamic(() => import('./kyc-individual-tool').then((m) => m.KycIndividualTool), { ssr: false, loading: () => <div style={{ minHeight: 260 }} /> });

/** Loads the KYC form's code when the visitor scrolls near it. */
export function KycIndividualLazy({ examples }: { examples: KycExample[] }) {
  return (
    <WhenVisible placeholder={<div style={{ minHeight: 260 }} />}>
      <KycIndividualTool examples={examples} />
    </WhenVisible>
  );
}
