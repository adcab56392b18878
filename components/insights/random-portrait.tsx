'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import { portraitIds, type PortraitId } from '@/lib/sample-data/industry';
import styles from './insights.module.css';
import { PortraitCard } from './portrait-card';

/** A random portrait id, different from `previous` when there is a choice. */
function pick(previous: PortraitId | null): PortraitId {
  const pool = portraitIds.filter((id) => id !== previous);
  return pool[Math.floor(Math.random() * pool.length)];
}

/**
 * Shows one sample portrait picked at random on the client after mount (so the prerendered page stays static and
 * the server shows a neutral loading line instead), with a button for another one. The result is announced to
 * screen readers through a polite live region.
 */
export function RandomPortrait() {
  const t = useTranslations('smallMicro.portraitRandom');
  const [current, setCurrent] = useState<PortraitId | null>(null);

  useEffect(() => {
    // Picking during render would differ between server and client; the first pick happens once mounted.
    const frame = requestAnimationFrame(() => setCurrent(pick(null)));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div className={styles.random}>
      <div className="btn-row">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => setCurrent((c) => pick(c))}
          disabled={current === null}
        >
          {t('another')}
        </button>
      </div>
      <div aria-live="polite" aria-busy={current === null}>
        {current === null ? (
          <p className="muted">{t('loading')}</p>
        ) : (
          <SampleWatermark>
            <div className={styles.featured}>
              <PortraitCard key={current} id={current} />
            </div>
          </SampleWatermark>
        )}
      </div>
    </div>
  );
}
