import type { Faq } from '@/lib/content/types';
import styles from './catalog.module.css';

/**
 * FAQ as native disclosure widgets: readable without JavaScript and by crawlers. Emits FAQPage JSON-LD unless the
 * page already does (`structuredData={false}`); `openFirst` opens the first answer.
 */
export function FaqList({
  items,
  structuredData = true,
  openFirst = false,
}: {
  items: Faq[];
  structuredData?: boolean;
  openFirst?: boolean;
}) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((f) => ({
      '@type': 'Question',
      name: f.q,
      acceptedAnswer: { '@type': 'Answer', text: f.a },
    })),
  };
  return (
    <div className={styles.faq}>
      {items.map((f, i) => (
        <details key={f.q} open={openFirst && i === 0}>
          <summary>{f.q}</summary>
          <p>{f.a}</p>
        </details>
      ))}
      {structuredData ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      ) : null}
    </div>
  );
}
