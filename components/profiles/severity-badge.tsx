import type { RiskLevel } from '@/lib/sample-data/companies';
import styles from './profiles.module.css';

/** A coloured risk-level pill (high / medium / low); the label is passed in, already localized. */
export function SeverityBadge({ level, label }: { level: RiskLevel; label: string }) {
  return <span className={`${styles.severity} ${styles[`severity_${level}`]}`}>{label}</span>;
}
