import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { BookingForm } from '@/components/demo/booking-form';
import { bookingTexts } from '@/components/demo/booking-texts';
import type { Locale } from '@/i18n/routing';
import { CardGrid } from '@/components/layout/card-grid';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { SampleBadge } from '@/components/sample/sample-badge';
import { getContent } from '@/i18n/content';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { contact } from '@/lib/site-config';
import { SearchBox } from '@/components/search/search-box';
import { DemoCentre } from './demo-centre';
import { DemoPaths } from './demo-paths';
import { EmailText } from './email-text';
import styles from './demo.module.css';

/**
 * The /demo page body (SITE.md §6): the demo-request form, the demo paths by institution type (`path`: the raw
 * `?path=` value, see DemoPaths), the demo centre, and notes for presenters.
 */
export async function DemoPage({ path }: { path?: string }) {
  const t = await getTranslations('demo');
  const content = await getContent('demo');
  const tc = await getTranslations('common');
  const tp = await getTranslations('liveDemos.paths');
  const locale = (await getLocale()) as Locale;
  const messages = await getMessages();
  const steps = content.book.steps;
  const presenters = content.presenters.items;

  return (
    <>
      <PageHero crumbs={[{ label: t('breadcrumb') }]} eyebrow={t('eyebrow')} title={t('h1')} intro={t('intro')}>
        <div className="btn-row">
          <a className="btn btn--primary" href="#book">
            {t('heroPrimary')}
          </a>
          <a className="btn btn--ghost" href="#centre">
            {t('heroSecondary')}
          </a>
        </div>
      </PageHero>

      <Section id="book" title={t('book.title')} lead={t('book.lead')} reveal={false}>
        <div className={styles.book}>
          <div className={styles.bookForm}>
            <BookingForm texts={await bookingTexts(locale)} />
          </div>
          <aside className={styles.bookAside} aria-labelledby="book-steps-title">
            <h3 id="book-steps-title">{t('book.stepsTitle')}</h3>
            <ol className={styles.steps}>
              {steps.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}</strong>
                  <p className="muted">{step.body}</p>
                </li>
              ))}
            </ol>
            <p className={styles.contact}>
              <EmailText text={t('book.contact', { email: contact.email })} email={contact.email} />
            </p>
          </aside>
        </div>
      </Section>

      {/* Not revealed (a rep's `?path=…#paths` link lands on it), but below the first screen: skipped by the first
          layout and rendered at idle (decision 0047); the booking form above keeps its place, so the anchor holds. */}
      <Section id="paths" title={tp('title')} lead={tp('lead')} reveal={false} deferRender>
        <DemoPaths selected={path} />
      </Section>

      <Section id="centre" title={t('centre.title')} lead={t('centre.lead')} tone="muted">
        <p className={styles.sampleNote}>
          <SampleBadge /> <span className="muted">{t('centre.sampleNote')}</span>
        </p>
        {/* Issue 11: the header's search, to open any registry company's sample pages or a service from here. */}
        <SearchBox
          label={tc('search.centreLabel')}
          placeholder={tc('search.placeholder')}
          labelHidden={false}
          intl={{ locale, messages: { common: { search: messages.common.search } } }}
          className={styles.centreSearch}
          testId="demo-search"
        />
        <DemoCentre />
      </Section>

      <Section id="presenters" title={t('presenters.title')} lead={t('presenters.lead')}>
        <CardGrid items={presenters} />
        <p className={styles.selfCheckLink}>
          <Link className="btn btn--ghost" href={pathFor('selfCheck')}>
            {t('presenters.selfCheckLink')}
          </Link>
        </p>
      </Section>
    </>
  );
}
