import { getFormatter, getTranslations } from 'next-intl/server';
import { KvCard, type KvRow } from '@/components/layout/kv-table';
import type { Trail } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import type { CompanyView } from '@/lib/registry/page-data';
import { riskCounts, type RiskLevel } from '@/lib/sample-data/companies';
import { CustomerHeroMeta } from './customer-hero-meta';
import { formatDate, formatMoney, formatPct, orUndisclosed } from '@/lib/format';
import reportStyles from '@/components/reports/reports.module.css';
import { citationText, findingCitations } from '@/lib/reports/citations';
import { OtherRecords } from './other-records';
import styles from './profiles.module.css';
import { SeverityBadge } from './severity-badge';

const severityOrder: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 };

/**
 * The account manager's 360° view of a sample customer enterprise (SITE.md §6, /customerProfile/{ckey}): internal
 * rating, exposure, suggested limit, relationship facts, risk summary, marketing tags and next actions.
 * `sample` renders the fixed demo variant of /customerProfile/test (different breadcrumb and intro).
 */
export async function CustomerProfile({ company, sample = false }: { company: CompanyView; sample?: boolean }) {
  const t = await getTranslations('customerProfile');
  const ta = await getTranslations('aiReport');
  const tc = await getTranslations('company');
  const tb = await getTranslations('common.breadcrumbs');
  const format = await getFormatter();
  const { ckey, figures: c, text } = company;
  const cu = c.customer;
  const money = (v: number) => formatMoney(format, v);
  const utilisation = (cu.exposure / cu.approvedLine) * 100;
  const change = ((cu.suggestedLimit - cu.approvedLine) / cu.approvedLine) * 100;
  const counts = riskCounts(c.risks);
  const topRisks = [...c.risks].sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity]).slice(0, 3);

  const crumbs: Trail = sample
    ? [
        { label: tb('demoCentre'), href: pathFor('demo') },
        { label: t('breadcrumb'), href: pathFor('customerProfile', { ckey }) },
        { label: t('sampleBreadcrumb') },
      ]
    : [{ label: tb('demoCentre'), href: pathFor('demo') }, { label: text.shortName }];

  const limit: KvRow[] = [
    [t('figures.approvedLine'), money(cu.approvedLine)],
    [t('figures.exposure'), money(cu.exposure)],
    [t('figures.utilisation'), formatPct(format, utilisation)],
    [t('figures.suggestedLimit'), <strong key="limit">{money(cu.suggestedLimit)}</strong>],
    [t('figures.change'), formatPct(format, change, true)],
  ];

  const overview: KvRow[] = [
    [tc('fields.name'), text.name],
    [tc('fields.industry'), text.industry],
    [tc('fields.region'), text.region],
    [tc('fields.legalRep'), text.legalRep],
    [t('fields.accountManager'), text.accountManager],
    [t('fields.branch'), text.branch],
    [t('fields.since'), formatDate(format, cu.relationshipSince)],
    [t('fields.nextReview'), formatDate(format, cu.nextReview)],
    [tc('fields.employees'), tc('people', { count: c.employees })],
    [
      t('figures.revenue'),
      <span key="revenue" data-figure="revenue" data-value={cu.annualRevenue ?? ''}>
        {orUndisclosed(cu.annualRevenue, money, tc('notDisclosed'))}
      </span>,
    ],
  ];

  return (
    <SampleWatermark>
      <PageHero
        crumbs={crumbs}
        eyebrow={sample ? t('sampleEyebrow') : t('eyebrow')}
        title={text.name}
        intro={sample ? t('sampleIntro', { name: text.shortName }) : text.relationshipNote}
      >
        <CustomerHeroMeta company={company} current="customerProfile" />
      </PageHero>

      <Section id="key-figures" title={t('sections.keyFigures')} reveal={false}>
        <div className={styles.kpis}>
          <div className={`card ${styles.kpi} ${styles.kpiRating}`}>
            <span className={styles.kpiLabel}>{t('figures.rating')}</span>
            <span className={styles.rating}>{cu.internalRating}</span>
            <span className="muted">
              <span data-figure="riskScore" data-value={cu.ratingScore}>
                {t('figures.ratingScore', { score: cu.ratingScore })}
              </span>{' '}
              · {t(`ratingTrend.${cu.ratingTrend}`)}
            </span>
          </div>
          <div className={`card ${styles.kpi}`}>
            <span className={styles.kpiLabel}>{t('figures.exposure')}</span>
            <span className={styles.kpiValue}>{money(cu.exposure)}</span>
            <span className="muted">
              {t('figures.utilisationOf', { pct: formatPct(format, utilisation), line: money(cu.approvedLine) })}
            </span>
          </div>
          <div className={`card ${styles.kpi}`}>
            <span className={styles.kpiLabel}>{t('figures.suggestedLimit')}</span>
            <span className={styles.kpiValue}>{money(cu.suggestedLimit)}</span>
            <span className={change < 0 ? styles.down : styles.up}>
              {t('limitChange', { change: formatPct(format, change, true) })}
            </span>
          </div>
          <div className={`card ${styles.kpi}`}>
            <span className={styles.kpiLabel}>{t('figures.deposits')}</span>
            <span className={styles.kpiValue}>{money(cu.averageDeposits)}</span>
            <span className="muted">{t('figures.depositsNote')}</span>
          </div>
        </div>
        <div
          className={styles.meter}
          role="img"
          aria-label={t('figures.utilisationMeter', { pct: formatPct(format, utilisation) })}
        >
          <span
            style={{ width: `${Math.min(utilisation, 100)}%` }}
            className={utilisation > 85 ? styles.meterHigh : undefined}
          />
        </div>
      </Section>

      <Section id="limit" title={t('sections.limit')} lead={t('sections.limitLead')} tone="muted">
        <div className={styles.split}>
          <KvCard rows={limit} caption={t('sections.limit')} captionHidden />
          <div>
            <h3>{t('rationale')}</h3>
            <p data-figure="creditConclusion">{company.assessment.credit.conclusion}</p>
            <p>{text.limitRationale}</p>
            <p className="muted">{company.assessment.ruleLine}</p>
            <p className="muted">{t('limitNote')}</p>
          </div>
        </div>
      </Section>

      <Section id="overview" title={t('sections.overview')}>
        <div className={styles.split}>
          <KvCard rows={overview} caption={t('sections.overview')} captionHidden />
          <div>
            <h3>{t('fields.products')}</h3>
            <ul className={styles.chips}>
              {cu.products.map((p) => (
                <li key={p}>{t(`products.${p}`)}</li>
              ))}
            </ul>
            <h3>{t('relationship')}</h3>
            <p className="muted">{text.relationshipNote}</p>
          </div>
        </div>
      </Section>

      <Section id="risk" title={t('sections.risk')} lead={t('sections.riskLead')} tone="muted">
        <p className={styles.summaryLine}>
          <SeverityBadge level={cu.riskLevel} label={tc(`severity.${cu.riskLevel}`)} />{' '}
          <strong>{tc('riskCount', counts)}</strong>
        </p>
        <ul className={styles.signals}>
          {topRisks.map((r) => (
            <li key={r.id} className={`card ${styles.signal} ${styles[`signal_${r.severity}`]}`}>
              <div className={styles.signalHead}>
                <SeverityBadge level={r.severity} label={tc(`severity.${r.severity}`)} />
                <span className="muted">{tc('riskFoundOn', { date: formatDate(format, r.date) })}</span>
              </div>
              <h3>{text.risks[r.id].title}</h3>
              <p className="muted">{text.risks[r.id].detail}</p>
            </li>
          ))}
        </ul>
        <h3 className={styles.subhead}>{company.assessment.credit.name}</h3>
        <ul className={styles.signals} data-testid="credit-findings">
          {company.assessment.credit.findings.map((x) => (
            <li
              key={`${x.rule}-${x.sources[0]?.recordId}`}
              className={`card ${styles.signal} ${styles[`signal_${x.severity}`]}`}
            >
              <div className={styles.signalHead}>
                <SeverityBadge level={x.severity} label={tc(`severity.${x.severity}`)} />
                <span className="muted">{x.rule}</span>
              </div>
              <p>{x.text}</p>
              <p className={reportStyles.cite}>{citationText(ta, findingCitations(x))}</p>
            </li>
          ))}
        </ul>
        <OtherRecords records={company.records} />
        <p>
          <Link href={pathFor('company', { ckey })}>{t('seeProfile')}</Link>
        </p>
      </Section>

      <Section id="marketing" title={t('sections.tags')} lead={t('sections.tagsLead')}>
        <ul className={styles.chips} aria-label={t('sections.tags')}>
          {cu.tags.map((id) => (
            <li key={id} className={styles.chipAccent}>
              {text.tags[id]}
            </li>
          ))}
        </ul>
        <h3 className={styles.subhead}>{t('sections.actions')}</h3>
        <ol className={styles.actions}>
          {cu.actions.map((id) => (
            <li key={id}>{text.actions[id]}</li>
          ))}
        </ol>
        <p className="muted">{tc('sampleNotice')}</p>
      </Section>
    </SampleWatermark>
  );
}
