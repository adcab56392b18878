import { getTranslations } from 'next-intl/server';
import styles from './flow-steps.module.css';

const stages = ['choose', 'analyse', 'authorise', 'report'] as const;
export type FlowStage = (typeof stages)[number];

/** The four stages of the one-click AI report, with the current one marked (shown in the hero of each step). */
export async function FlowSteps({ current }: { current: FlowStage }) {
  const t = await getTranslations('aiReport.flow');
  const index = stages.indexOf(current);
  return (
    <ol className={styles.flow} aria-label={t('label')}>
      {stages.map((s, i) => (
        <li
          key={s}
          className={i < index ? styles.done : i === index ? styles.current : undefined}
          aria-current={i === index ? 'step' : undefined}
        >
          <span className={styles.num}>{i + 1}</span>
          {t(s)}
        </li>
      ))}
    </ol>
  );
}
