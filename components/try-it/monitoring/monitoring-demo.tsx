import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ruleViews } from '@/lib/monitoring/labels';
import { samplePortfolioLines } from '@/lib/monitoring/sample';
import { getRegistry } from '@/lib/registry';
import { factsAsOf } from '@/lib/facts/as-of';
import { TryItSection } from '../try-it-section';
import { DemoIsland } from '../demo-island';
import { islandIntl } from '../island-intl';
import styles from '../risk/risk-demos.module.css';

const days = 180;

/**
 * The portfolio-monitoring "try it" demo on /service/riskWarning: the rules (server-rendered, as data from
 * lib/monitoring/rules.ts), then the watchlist tool, loaded when the visitor reaches it.
 */
export async function MonitoringDemo() {
  const t = await getTranslations('riskDemos.monitoring');
  const locale = (await getLocale()) as Locale;
  const rules = ruleViews(locale);
  const from = new Date(Date.parse(`${factsAsOf}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return (
    <TryItSection demo="monitoring" title={t('title')} lead={t('lead', { days })}>
      <div className={styles.demo}>
        <p className={styles.muted}>{t('asOf', { from, asOf: factsAsOf, days })}</p>
        <DemoIsland
          island="monitoring"
          intl={await islandIntl('monitoring')}
          props={{ sample: samplePortfolioLines(getRegistry(), locale).join('\n') }}
        />
        <details className={styles.panel} data-tour="monitoring-rules">
          <summary>
            <strong>{t('rulesTitle', { count: rules.length })}</strong>
          </summary>
          <p className={styles.muted}>{t('rulesLead')}</p>
          <div
            className={styles.tableWrap}
            tabIndex={0}
            role="region"
            aria-label={t('rulesTitle', { count: rules.length })}
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  {(['id', 'signal', 'severity', 'condition', 'action'] as const).map((k) => (
                    <th key={k} scope="col">
                      {t(`ruleTable.${k}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rules.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <code>{r.id}</code>
                    </td>
                    <td>{r.signalLabel}</td>
                    <td>{t(`severity.${r.severity}`)}</td>
                    <td>{r.condition}</td>
                    <td>{r.action}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </div>
    </TryItSection>
  );
}
