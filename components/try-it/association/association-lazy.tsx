'use client';

import dynamic from 'next/dynamic';
import { WhenVisible } from '@/components/lazy/when-visible';

const AssociationTool = dynamic(() => import('./association-tool').then((m) => m.AssociationTool), { ssr: false, loading: () => <div style={{ minHeight: 260 }} /> });

/** Loads the related-parties demo's code when the visitor scrolls near it. */
export function AssociationLazy({ sample }: { sample: string }) {
  return (
    <WhenVisible placeholder={<div style={{ minHeight: 260 }} />}>
      <AssociationTool sample={sample} />
    </WhenVisible>
  );
}
