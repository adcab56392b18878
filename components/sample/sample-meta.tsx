import type { ReactNode } from 'react';
import { SampleBadge } from './sample-badge';
import styles from './sample-document.module.css';

/** The meta line under a sample document's hero intro: the sample label first, then `children` (status, dates…). */
export function SampleMeta({ children }: { children: ReactNode }) {
  return (
    <div className={styles.meta}>
      <SampleBadge />
      {children}
    </div>
  );
}
