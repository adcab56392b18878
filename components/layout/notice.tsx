import type { ReactNode } from 'react';
import { Icon } from '@/components/icons/icon';
import styles from './notice.module.css';

/**
 * A note in the flow of a page: an info or warning box with an icon, a one-line title and optional body (the look of
 * antd's `Alert` with `showIcon`, in plain server-rendered markup, so pages that only show a note ship no antd).
 * It is static content, not a live announcement, so it has no `role="alert"`. Pass `className` for print rules.
 */
export function Notice({
  tone,
  title,
  children,
  className,
}: {
  tone: 'info' | 'warning';
  /** The note's one-line title, already localised. */
  title: ReactNode;
  /** Body: paragraphs, links or buttons. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={[styles.notice, styles[tone], className].filter(Boolean).join(' ')} data-tone={tone}>
      <Icon name={tone} size={20} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {children}
      </div>
    </div>
  );
}
