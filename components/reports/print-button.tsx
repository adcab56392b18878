'use client';

import { useTranslations } from 'next-intl';

/** A button that opens the browser's print dialog for the current page (reports are print-styled). */
export function PrintButton({ className = 'btn btn--primary' }: { className?: string }) {
  const t = useTranslations('kycReport');
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      {t('print')}
    </button>
  );
}
