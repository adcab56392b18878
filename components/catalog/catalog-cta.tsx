import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';

/** Closing call to action of catalogue pages: a dark band with "Book a demo" and "See pricing". */
export async function CatalogCta({ title, body }: { title?: string; body?: string }) {
  const t = await getTranslations('common.cta');
  return (
    <section className="section section--dark" aria-labelledby="cta-title">
      <div className="container" data-reveal="">
        <div className="section__head">
          <h2 id="cta-title">{title ?? t('title')}</h2>
          <p>{body ?? t('body')}</p>
        </div>
        <div className="btn-row">
          <Link className="btn btn--primary" href={pathFor('demo')} prefetch={false}>
            {t('button')}
          </Link>
          <Link className="btn btn--ghost" href={pathFor('pricing')}>
            {t('secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}
