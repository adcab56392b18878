import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { TourButton } from '@/components/tours/tour-button';
import type { TourName } from '@/lib/tours';
import styles from './try-it.module.css';

/**
 * The frame of a service's "try it" demo: the `#try-it` section with its eyebrow, heading, lead and the
 * sample-data notice and the demo's guided-tour button (`tour`, lib/tours.ts). The demo's client code is a
 * `DemoIsland` inside, which brings its own messages (issue 28: no message provider in the page's shared code).
 */
export async function TryItSection({
  title,
  lead,
  tour,
  notice,
  children,
}: {
  title: string;
  lead: string;
  tour: TourName;
  /** Replaces the default sample-data notice (which speaks of uploaded files). */ notice?: string;
  children: ReactNode;
}) {
  const t = await getTranslations('tryIt');
  return (
    <section id="try-it" aria-labelledby="try-it-title" className={`section section--muted ${styles.section}`}>
      <div className="container">
        <div className="section__head">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h2 id="try-it-title" data-tour="intro">
            {title}
          </h2>
          <p>{lead}</p>
          <p className="btn-row">
            <TourButton tour={tour} />
          </p>
        </div>
        <p className={styles.notice}>
          <span className="badge badge--sample">{(await getTranslations('common.sample'))('badge')}</span>{' '}
          {notice ?? t('sampleNotice')}
        </p>
        {children}
      </div>
    </section>
  );
}
