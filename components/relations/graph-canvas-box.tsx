'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import styles from './relations.module.css';

/**
 * The box the graph's canvas is drawn in: inline (hidden on phones, where the list comes first), or full screen as a
 * modal dialog with a bar (hint and close button). Full screen is portalled to <body>, because an ancestor's
 * transform (the scroll-reveal animation) would otherwise pin `position: fixed` to that ancestor. The drawing itself
 * is aria-hidden: the table carries the same facts.
 */
export function GraphCanvasBox({
  holderRef,
  closeRef,
  full,
  onClose,
  loaded,
  note,
  children,
}: {
  holderRef: RefObject<HTMLDivElement | null>;
  closeRef: RefObject<HTMLButtonElement | null>;
  full: boolean;
  onClose: () => void;
  loaded: boolean;
  /** Shown while the canvas code loads (or when it failed). */
  note: string;
  children: ReactNode;
}) {
  const t = useTranslations('relations');
  const box = (
    <div
      ref={holderRef}
      className={`${styles.canvasBox} ${full ? styles.fullScreen : ''}`}
      data-testid="graph-canvas-box"
      data-loaded={loaded ? 'true' : 'false'}
      {...(full ? { role: 'dialog', 'aria-modal': true, 'aria-label': t('fullScreenTitle') } : {})}
    >
      {full ? (
        <div className={styles.fullBar}>
          <p>{t('fullScreenHint')}</p>
          <button ref={closeRef} type="button" className="btn btn--primary" onClick={onClose}>
            {t('fullScreenClose')}
          </button>
        </div>
      ) : null}
      <div className={styles.canvasArea} aria-hidden="true">
        {loaded ? children : <p className={styles.canvasNote}>{note}</p>}
      </div>
    </div>
  );
  return full ? createPortal(box, document.body) : box;
}
