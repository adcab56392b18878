import { getLocale, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/layout/card-grid';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { getContent } from '@/i18n/content';
import type { Locale } from '@/i18n/routing';
import { latestBuildPath } from '@/lib/endpoints';
import { contact, siteUrl } from '@/lib/site-config';
import { EmailText } from './email-text';
import { SelfCheck } from './self-check';
import { selfCheckTexts } from './self-check-texts';
import styles from './self-check.module.css';
import { TableScroll } from '@/components/layout/table-scroll';

/** Address patterns the site needs, with the message key describing each (shown to network administrators). */
const allowlist = [
  { key: 'site', path: `${siteUrl}/` },
  { key: 'static', path: '/_next/static/' },
  { key: 'builds', path: `${latestBuildPath}, /builds/meta/` },
  { key: 'i18n', path: '/_i18n/' },
] as const;

/**
 * The /test page body (SITE.md §6): the live self-check table (client), the recommended environment, the addresses
 * a network must allow, and how to send the results to support. The table's texts come from `selfCheckTexts`, so
 * its client code carries no message formatter (issue 28).
 */
export async function SelfCheckPage() {
  const t = await getTranslations('selfCheck');
  const content = await getContent('selfCheck');
  const guide = content.guide.items;
  const texts = await selfCheckTexts((await getLocale()) as Locale);

  return (
    <>
      <PageHero crumbs={[{ label: t('breadcrumb') }]} eyebrow={t('eyebrow')} title={t('h1')} intro={t('intro')} />

      <Section id="results" title={t('results.title')} lead={t('results.lead')} reveal={false}>
        <SelfCheck texts={texts} />
      </Section>

      <Section id="guide" title={t('guide.title')} lead={t('guide.lead')} tone="muted">
        <CardGrid items={guide} columns={2} />
      </Section>

      <Section id="allowlist" title={t('allowlist.title')} lead={t('allowlist.lead')}>
        <TableScroll label={t('allowlist.caption')} className={styles.tableWrap}>
          <table className={`data-table ${styles.table} ${styles.allowTable}`}>
            <caption className="visually-hidden">{t('allowlist.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('allowlist.columns.path')}</th>
                <th scope="col">{t('allowlist.columns.purpose')}</th>
              </tr>
            </thead>
            <tbody>
              {allowlist.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    <code>{row.path}</code>
                  </th>
                  <td>{t(`allowlist.items.${row.key}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>

      <Section id="send" title={t('send.title')} tone="muted">
        <p className="lead">
          <EmailText text={t('send.body', { email: contact.email })} email={contact.email} />
        </p>
      </Section>
    </>
  );
}
