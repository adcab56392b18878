import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { TourButton } from '@/components/tours/tour-button';
import { demos, type DemoName } from '@/lib/demos';
import styles from './try-it.module.css';

/**
 * The frame of a service's "try it" demo: the `#try-it` section with its eyebrow, heading, lead, the sample-data
 * notice — with how uploaded files are handled only for a demo that takes one (`uploads` in lib/demos.ts) — and
 * the demo's guided-tour button (its tour has the demo's name, lib/tours.ts). The demo's client code is a
 * `DemoIsland` inside, which brings its own messages (issue 28: no message provider in the page's shared code).
 */
export async function TryItSection({
  title,
  lead,
  demo,
  notice,
  children,
}: {
  title: string;
  lead: string;
  demo: DemoName;
  /** Replaces the sample-data notice (the demo's own words on what happens to what the visitor gives it). */
  notice?: string;
  children: ReactNode;
}) {
  const [t, sample] = await Promise.all([getTranslations('tryIt'), getTranslations('common.sample')]);
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
            <TourButton tour={demo} />
          </p>
        </div>
        <p className={styles.notice}>
          <span className="badge badge--sample">{sample('badge')}</span>{' '}
          {notice ?? (demos[demo].uploads ? t('sampleNotice') : sample('notice'))}
        </p>
        {children}
      </div>
    </section>
  );
}
