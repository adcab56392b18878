'use client';

import dynamic from 'next/dynamic';
import { WhenVisible } from '@/components/lazy/when-visible';

const NewsTool = dynamic(() => import('./news-tool').then((m) => m.NewsTool), { ssr: false, loading: () => <div style={{ minHeight: 220 }} /> });

/** Loads the news demo's code when the visitor scrolls near it. */
export function NewsLazy({ examples }: { examples: string[] }) {
  return (
    <WhenVisible placeholder={<div style={{ minHeight: 220 }} />}>
      <NewsTool examples={examples} />
    </WhenVisible>
  );
}
