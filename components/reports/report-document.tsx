import type { ReactNode } from 'react';
import { KvTable } from '@/components/layout/kv-table';
import { RecordTable } from '@/components/sample/record-table';
import type { ReportDoc } from '@/lib/reports/report-model';
import styles from './reports.module.css';

type Level = 2 | 3;

/**
 * Renders a `ReportDoc` as an article. `level` is the heading level of the report title (2 under a page H1,
 * 3 inside an H2 section); section headings are one level below. `badge` is the sample label.
 */
export function ReportDocument({ doc, level = 2, badge }: { doc: ReportDoc; level?: Level; badge?: ReactNode }) {
  const Title = `h${level}` as 'h2' | 'h3';
  const Heading = `h${level + 1}` as 'h3' | 'h4';
  return (
    <article className={styles.doc}>
      <header className={styles.docHeader}>
        {badge}
        <Title className={styles.docTitle}>{doc.title}</Title>
        <KvTable rows={doc.meta} />
      </header>
      {doc.sections.map((s) => (
        <section key={s.id} className={styles.docSection}>
          <Heading>{s.heading}</Heading>
          {s.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {s.rows?.length ? <KvTable rows={s.rows} /> : null}
          {s.table ? (
            <RecordTable report caption={s.table.caption} columns={s.table.columns}>
              {s.table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={j}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </RecordTable>
          ) : null}
          {s.findings?.length ? (
            <ul className={`list ${styles.findings}`}>
              {s.findings.map((f, i) => (
                <li key={i}>
                  {f.text}
                  <span className={styles.cite}>{f.cite}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {s.bullets?.length ? (
            <ul className="list">
              {s.bullets.map((b, i) => (
                <li key={i}>{b}</li>
              ))}
            </ul>
          ) : null}
          {s.cite ? <p className={styles.cite}>{s.cite}</p> : null}
        </section>
      ))}
      <p className={styles.disclaimer}>{doc.notice}</p>
    </article>
  );
}
