'use client';

/**
 * Small parts every "try it" form of the risk demos shares (styles of `risk/risk-demos.module.css`):
 * - `ExamplesRow`: a label and one link button per example; picking one fills the form and usually runs it.
 * - `DemoError`: the localized error of the last request (an alert, so screen readers announce it), nothing when none.
 * - `RunButton`: the submit button, disabled and saying "Running…" (`riskDemos.common.running`) while busy.
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from '../risk/risk-demos.module.css';

export function ExamplesRow<T>({
  label,
  items,
  onPick,
  render,
  itemKey,
}: {
  label: string;
  items: readonly T[];
  onPick: (item: T) => void;
  render?: (item: T) => ReactNode;
  itemKey?: (item: T) => string;
}) {
  if (items.length === 0) return null;
  return (
    <div className={styles.row}>
      <span className={styles.muted}>{label}</span>
      {items.map((item) => (
        <button
          key={itemKey ? itemKey(item) : String(item)}
          type="button"
          className={styles.linkButton}
          onClick={() => onPick(item)}
        >
          {render ? render(item) : String(item)}
        </button>
      ))}
    </div>
  );
}

export function DemoError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}

export function RunButton({
  busy,
  label,
  className = 'btn btn--primary',
}: {
  busy: boolean;
  label: string;
  className?: string;
}) {
  const t = useTranslations('riskDemos.common');
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? t('running') : label}
    </button>
  );
}
