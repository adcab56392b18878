'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { tours, type TourName } from '@/lib/tours';

/**
 * The "带我看看 / Guide me" button of a live demo: on click it loads the tour library (driver.js, with its styles)
 * and walks through the demo's steps (`lib/tours.ts`) that are on the page, texts in the page's language. Focus
 * returns to the button when the tour ends. Messages: `liveDemos.tours`.
 */
export function GuideButton({ tour }: { tour: TourName }) {
  const t = useTranslations('liveDemos.tours');
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function start() {
    setLoading(true);
    try {
      const { runTour } = await import('./tour-runner');
      const steps = tours[tour]
        .filter((s) => !s.element || document.querySelector(s.element))
        .map((s) => ({
          element: s.element ? (document.querySelector(s.element) as Element) : undefined,
          popover: { title: t(`${tour}.${s.key}.title` as 'kyc.intro.title'), description: t(`${tour}.${s.key}.body` as 'kyc.intro.body') },
        }));
      runTour(steps, { next: t('next'), prev: t('prev'), done: t('done'), progress: t('progress', { current: '{{current}}', total: '{{total}}' }) }, () => button.current?.focus());
    } finally {
      setLoading(false);
    }
  }

  return (
    <button ref={button} type="button" className="btn btn--ghost" onClick={start} disabled={loading} data-guide={tour}>
      {loading ? t('loading') : t('button')}
    </button>
  );
}
