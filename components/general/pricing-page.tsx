import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { getContent } from '@/i18n/content';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { absoluteUrl, contact } from '@/lib/site-config';
import { localizePath } from '@/i18n/routing';
import { JsonLd } from '@/components/seo/json-ld';
import { offersLd } from '@/lib/structured-data';
import { FeatureMatrix, type MatrixRow } from './feature-matrix';
import { PricingFaq } from './pricing-faq';
import {
  featureMatrix,
  lowestReportPrice,
  planIds,
  professionalAnnualFee,
  quotaRows,
  recommendedPlan,
  reportPrices,
  type PlanId,
} from '@/lib/pricing';
import styles from './pricing.module.css';
import { TableScroll } from '@/components/layout/table-scroll';

/**
 * The /pricing page body (SITE.md §6): the three plans, the per-report price list in CNY, quotas, the feature
 * matrix (an HTML table) and the FAQ (`<details>`), closing with a call to action. Figures come from `lib/pricing`;
 * amounts use the site's `price` and `fee` formats (`lib/format`: zh ¥198 / ¥12.8万, en CN¥198 / CN¥128K).
 */
export async function PricingPage() {
  const t = await getTranslations('pricing');
  const locale = await getLocale();
  const content = await getContent('pricing');
  const format = await getFormatter();
  const money = (value: number) => format.number(value, 'price');
  const annualFee = format.number(professionalAnnualFee, 'fee');

  const priceLine: Record<PlanId, string> = {
    payPerReport: t('plans.payPerReport.price', { price: money(lowestReportPrice) }),
    professional: t('plans.professional.price', { price: annualFee }),
    enterprise: t('plans.enterprise.price'),
  };
  const planNames = planIds.map((id) => t(`plans.${id}.name`));

  const matrixRows: MatrixRow[] = Object.entries(featureMatrix).flatMap(([group, features]) => [
    { key: `group-${group}`, kind: 'group' as const, label: t(`matrix.groups.${group}` as 'matrix.groups.reports') },
    ...Object.entries(features).map(([feature, cells]) => ({
      key: feature,
      kind: 'feature' as const,
      label: t(`matrix.features.${feature}` as 'matrix.features.api'),
      cells: [...cells],
    })),
  ]);

  const faq = content.faq.items;
  const faqJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
  };

  return (
    <>
      <PageHero crumbs={[{ label: t('breadcrumb') }]} eyebrow={t('eyebrow')} title={t('h1')} intro={t('intro')}>
        <div className="btn-row">
          <Link className="btn btn--primary" href={pathFor('demo')} prefetch={false}>
            {t('heroPrimary')}
          </Link>
          <a className="btn btn--ghost" href="#features">
            {t('heroSecondary')}
          </a>
        </div>
      </PageHero>

      <Section id="plans" title={t('plans.title')} lead={t('plans.lead')} reveal={false}>
        <ul className={styles.plans}>
          {planIds.map((id) => {
            const recommended = id === recommendedPlan;
            return (
              <li key={id} className={`card ${styles.plan}${recommended ? ` ${styles.planRecommended}` : ''}`}>
                {recommended ? <span className={`badge ${styles.planBadge}`}>{t('plans.recommended')}</span> : null}
                <h3>{t(`plans.${id}.name`)}</h3>
                <p className={`muted ${styles.audience}`}>{t(`plans.${id}.audience`)}</p>
                <p className={styles.price}>{priceLine[id]}</p>
                <p className={`muted ${styles.priceNote}`}>{t(`plans.${id}.priceNote`)}</p>
                <p className={styles.includedTitle}>{t('plans.included')}</p>
                <ul className={styles.points}>
                  {content.plans[id].points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <Link
                  className={`btn ${recommended ? 'btn--primary' : 'btn--ghost'} ${styles.planCta}`}
                  href={pathFor('demo')}
                  prefetch={false}
                >
                  {t(`plans.${id}.cta`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="report-prices" title={t('reportPrices.title')} lead={t('reportPrices.lead')} tone="muted">
        {/* On phones the rows stack into cards (pricing.module.css), so prices are seen without scrolling sideways. */}
        <TableScroll label={t('reportPrices.caption')} className={styles.tableWrap}>
          <table className={`data-table ${styles.table} ${styles.stack}`}>
            <caption>{t('reportPrices.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reportPrices.columns.type')}</th>
                <th scope="col">{t('reportPrices.columns.scope')}</th>
                <th scope="col" className={styles.num}>
                  {t('reportPrices.columns.list')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('reportPrices.columns.professional')}
                </th>
              </tr>
            </thead>
            <tbody>
              {reportPrices.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{t(`reportPrices.items.${r.id}.name`)}</th>
                  <td className="muted" data-label={t('reportPrices.columns.scope')}>
                    {t(`reportPrices.items.${r.id}.scope`)}
                  </td>
                  <td className={`${styles.num} ${styles.amount}`} data-label={t('reportPrices.columns.list')}>
                    {money(r.list)}
                  </td>
                  <td className={styles.num} data-label={t('reportPrices.columns.professional')}>
                    <span className={styles.amount}>{money(r.professional)}</span>
                    {r.standard ? <span className={styles.includedMark}>{t('reportPrices.includedMark')}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p className={`muted ${styles.note}`}>{t('reportPrices.note')}</p>
      </Section>

      <Section id="quotas" title={t('quotas.title')} lead={t('quotas.lead')}>
        <TableScroll label={t('quotas.caption')} className={styles.tableWrap}>
          <table className={`data-table ${styles.table}`}>
            <caption>
              <span className={styles.stickyLabel}>{t('quotas.caption')}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('quotas.item')}</th>
                {planNames.map((name) => (
                  <th scope="col" key={name}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {quotaRows.map((row) => (
                <tr key={row}>
                  <th scope="row">{t(`quotas.rows.${row}.label`)}</th>
                  {planIds.map((id) => (
                    <td key={id}>{t(`quotas.rows.${row}.${id}`)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>

      <Section id="features" title={t('matrix.title')} lead={t('matrix.lead')} tone="muted">
        <FeatureMatrix
          featureLabel={t('matrix.feature')}
          planNames={planNames}
          rows={matrixRows}
          includedLabel={t('matrix.included')}
          notIncludedLabel={t('matrix.notIncluded')}
        />
      </Section>

      <JsonLd
        data={offersLd({
          url: absoluteUrl(localizePath(pathFor('pricing'), locale)),
          name: t('reportPrices.title'),
          items: reportPrices.map((r) => ({ name: t(`reportPrices.items.${r.id}.name`), price: r.list })),
        })}
      />

      <Section id="faq" title={t('faq.title')}>
        <div className={styles.faq}>
          <PricingFaq items={faq} />
        </div>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(faqJsonLd).replace(/</g, '\\u003c') }}
        />
      </Section>

      <section className="section section--dark" aria-labelledby="pricing-cta-title">
        <div className="container" data-reveal="">
          <div className="section__head">
            <h2 id="pricing-cta-title">{t('cta.title')}</h2>
            <p>{t('cta.body')}</p>
          </div>
          <div className="btn-row">
            <Link className="btn btn--primary" href={pathFor('demo')} prefetch={false}>
              {t('cta.button')}
            </Link>
            <a className="btn btn--ghost" href={`mailto:${contact.email}`}>
              {t('cta.secondary')}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
