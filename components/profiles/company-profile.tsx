import { getFormatter, getLocale, getMessages, getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { SampleBadge } from '@/components/sample/sample-badge';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import { getCompany, riskCounts, sentimentTotals } from '@/lib/sample-data/companies';
import type { Messages } from '@/i18n/messages';
import type { Ckey } from '@/lib/sample-data/keys';
import { formatCount, formatDate, formatMoney, formatPct } from './format';
import { ProfileLinks } from './profile-links';
import { companyText } from './sample-text';
import styles from './profiles.module.css';
import { SeverityBadge } from './severity-badge';

/**
 * The public enterprise profile of a sample company (SITE.md §6, /company/{ckey}): registration, shareholders,
 * officers, risk signals, judicial records and news sentiment. Watermarked and labelled as sample data.
 */
export async function CompanyProfile({ ckey }: { ckey: Ckey }) {
  const t = await getTranslations('company');
  const tb = await getTranslations('common.breadcrumbs');
  const format = await getFormatter();
  const locale = await getLocale();
  const c = getCompany(ckey);
  const text = companyText((await getMessages()) as Messages, ckey);
  const money = (v: number) => formatMoney(format, locale, v);
  const counts = riskCounts(c.risks);
  const sentiment = sentimentTotals(c.sentimentByMonth);
  const defendant = c.judicial.filter((j) => j.role === 'defendant').length;
  const judicialTotal = c.judicial.reduce((sum, j) => sum + j.amount, 0);

  const registration: [string, string][] = [
    [t('fields.name'), text.name],
    [t('fields.uscc'), `${c.uscc} · ${t('usccSample')}`],
    [t('fields.legalRep'), text.legalRep],
    [t('fields.status'), t(`status.${c.status}`)],
    [t('fields.companyType'), t(`companyTypes.${c.companyType}`)],
    [t('fields.established'), formatDate(format, c.established)],
    [t('fields.registeredCapital'), money(c.registeredCapital)],
    [t('fields.paidInCapital'), money(c.paidInCapital)],
    [t('fields.region'), text.region],
    [t('fields.address'), text.address],
    [t('fields.industry'), text.industry],
    [t('fields.employees'), t('people', { count: c.employees })],
    [t('fields.insuredStaff'), t('people', { count: c.insuredStaff })],
    [t('fields.scope'), text.scope],
  ];

  return (
    <SampleWatermark>
      <PageHero crumbs={[{ label: tb('profiles') }, { label: text.shortName }]} eyebrow={t('eyebrow')} title={text.name} intro={text.summary}>
        <div className={styles.heroMeta}>
          <SampleBadge />
          <span className="badge">{t(`status.${c.status}`)}</span>
          <span className={styles.code}>
            {t('fields.uscc')} <code>{c.uscc}</code> <span className="muted">({t('usccSample')})</span>
          </span>
          <span className="muted">{t('asOf', { date: formatDate(format, c.asOf) })}</span>
        </div>
        <ProfileLinks ckey={ckey} current="company" />
      </PageHero>

      <Section id="registration" title={t('sections.registration')} lead={t('sections.registrationLead')} reveal={false}>
        <div className={styles.figures}>
          <div>
            <span className="stat__value">{money(c.registeredCapital)}</span>
            <span className="stat__label">{t('fields.registeredCapital')}</span>
          </div>
          <div>
            <span className="stat__value">{money(c.paidInCapital)}</span>
            <span className="stat__label">{t('fields.paidInCapital')}</span>
          </div>
          <div>
            <span className={`stat__value ${styles.statDate}`}>{formatDate(format, c.established)}</span>
            <span className="stat__label">{t('fields.established')}</span>
          </div>
          <div>
            <span className="stat__value">{formatCount(format, c.employees)}</span>
            <span className="stat__label">{t('fields.employees')}</span>
          </div>
        </div>
        <div className={`card ${styles.tableCard}`}>
          <table className="kv">
            <caption className="visually-hidden">{t('sections.registration')}</caption>
            <tbody>
              {registration.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="shareholders" title={t('sections.shareholders')} lead={t('sections.shareholdersLead')} tone="muted">
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('shareholderTable.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('shareholderTable.name')}</th>
                <th scope="col">{t('shareholderTable.kind')}</th>
                <th scope="col" className={styles.num}>
                  {t('shareholderTable.share')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('shareholderTable.subscribed')}
                </th>
                <th scope="col">{t('shareholderTable.subscribedOn')}</th>
              </tr>
            </thead>
            <tbody>
              {c.shareholders.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{text.shareholders[s.id]}</th>
                  <td className={styles.nowrap}>{t(`shareholderKinds.${s.kind}`)}</td>
                  <td className={styles.num}>
                    <span className={styles.shareBar} aria-hidden="true">
                      <span style={{ width: `${s.sharePct}%` }} />
                    </span>
                    {formatPct(format, s.sharePct)}
                  </td>
                  <td className={styles.num}>{money(s.subscribed)}</td>
                  <td className={styles.nowrap}>{formatDate(format, s.subscribedOn)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="officers" title={t('sections.officers')} lead={t('sections.officersLead')}>
        <ul className={styles.people}>
          {c.officers.map((o) => (
            <li key={o.id} className="card">
              <span className={styles.avatar} aria-hidden="true">
                {text.officers[o.id].slice(0, 1)}
              </span>
              <span>
                <strong>{text.officers[o.id]}</strong>
                <span className="muted">{t(`officerRoles.${o.role}`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="risks" title={t('sections.risks')} lead={t('sections.risksLead')} tone="muted">
        <p className={styles.summaryLine}>
          <strong>{t('riskCount', counts)}</strong>
        </p>
        <ul className={styles.signals} aria-label={t('riskListLabel')}>
          {c.risks.map((r) => (
            <li key={r.id} className={`card ${styles.signal} ${styles[`signal_${r.severity}`]}`}>
              <div className={styles.signalHead}>
                <SeverityBadge level={r.severity} label={t(`severity.${r.severity}`)} />
                <span className="badge">{t(`riskCategories.${r.category}`)}</span>
                <span className="muted">{t('riskFoundOn', { date: formatDate(format, r.date) })}</span>
              </div>
              <h3>{text.risks[r.id].title}</h3>
              <p className="muted">{text.risks[r.id].detail}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="judicial" title={t('sections.judicial')} lead={t('sections.judicialLead')}>
        <p className={styles.summaryLine}>
          <strong>{t('judicialSummary', { total: c.judicial.length, defendant, amount: money(judicialTotal) })}</strong>
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('judicialTable.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('judicialTable.date')}</th>
                <th scope="col">{t('judicialTable.cause')}</th>
                <th scope="col">{t('judicialTable.kind')}</th>
                <th scope="col">{t('judicialTable.role')}</th>
                <th scope="col" className={styles.num}>
                  {t('judicialTable.amount')}
                </th>
                <th scope="col">{t('judicialTable.status')}</th>
                <th scope="col">{t('judicialTable.summary')}</th>
              </tr>
            </thead>
            <tbody>
              {c.judicial.map((j) => (
                <tr key={j.id}>
                  <td className={styles.nowrap}>{formatDate(format, j.date)}</td>
                  <th scope="row">{text.judicial[j.id].cause}</th>
                  <td className={styles.nowrap}>{t(`judicialKinds.${j.kind}`)}</td>
                  <td className={styles.nowrap}>{t(`judicialRoles.${j.role}`)}</td>
                  <td className={styles.num}>{money(j.amount)}</td>
                  <td className={styles.nowrap}>{t(`judicialStatus.${j.status}`)}</td>
                  <td className={styles.wide}>
                    {text.judicial[j.id].summary}
                    <span className={styles.court}>{text.judicial[j.id].court}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="news" title={t('sections.news')} lead={t('sections.newsLead')} tone="muted">
        <div className={styles.figures}>
          {(['positive', 'neutral', 'negative'] as const).map((s) => (
            <div key={s}>
              <span className={`stat__value ${styles[`sentiment_${s}`]}`}>{formatCount(format, sentiment[s])}</span>
              <span className="stat__label">
                {t('newsTotals')} · {t(`sentiment.${s}`)}
              </span>
            </div>
          ))}
        </div>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('newsTable.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('newsTable.date')}</th>
                <th scope="col">{t('newsTable.title')}</th>
                <th scope="col">{t('newsTable.source')}</th>
                <th scope="col">{t('newsTable.sentiment')}</th>
              </tr>
            </thead>
            <tbody>
              {c.news.map((n) => (
                <tr key={n.id}>
                  <td className={styles.nowrap}>{formatDate(format, n.date)}</td>
                  <th scope="row">{text.news[n.id].title}</th>
                  <td>{text.news[n.id].source}</td>
                  <td>
                    <span className={`${styles.sentimentTag} ${styles[`sentiment_${n.sentiment}`]}`}>{t(`sentiment.${n.sentiment}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="sources" title={t('sections.sources')}>
        <p className="lead">{t('sourcesBody')}</p>
        <p className="muted">{t('sampleNotice')}</p>
      </Section>
    </SampleWatermark>
  );
}
