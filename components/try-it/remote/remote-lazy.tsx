'use client';

import dynamic from 'next/dynamic';
import { WhenVisible } from '@/components/lazy/when-visible';
import type { CompanyOption } from '@/components/reports/company-field';

const RemoteVisit = dynamic(() => import('./remote-visit').then((m) => m.RemoteVisit), { ssr: false, loading: () => <div style={{ minHeight: 160 }} /> });

/** Loads the site-visit demo's code when the visitor scrolls near it (the PDF and ZIP code load later still, on click). */
export function RemoteLazy({ showcase, start, locale }: { showcase: CompanyOption[]; start: string; locale: string }) {
  return (
    <WhenVisible placeholder={<div style={{ minHeight: 160 }} />}>
      <RemoteVisit showcase={showcase} start={start} locale={locale} />
    </WhenVisible>
  );
}
