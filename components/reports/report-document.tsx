import type { ReactNode } from 'react';
import type { ReportDoc } from './report-model';
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
        <table className="kv">
          <tbody>
            {doc.meta.map((m) => (
              <tr key={m.label}>
                <th scope="row">{m.label}</th>
                <td>{m.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </header>
      {doc.sections.map((s) => (
        <section key={s.id} className={styles.docSection}>
          <Heading>{s.heading}</Heading>
          {s.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {s.rows?.length ? (
            <table className="kv">
              <tbody>
                {s.rows.map((r) => (
                  <tr key={r.label}>
                    <th scope="row">{r.label}</th>
                    <td>{r.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {s.table ? (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>{s.table.caption}</caption>
                <thead>
                  <tr>
                    {s.table.columns.map((col) => (
                      <th key={col} scope="col">
                        {col}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
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
                </tbody>
              </table>
            </div>
          ) : null}
          {s.bullets?.length ? (
            <ul className="list">
              {s.bullets.map((b, i) => (
                <li key={i}>{b}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p className={styles.disclaimer}>{doc.notice}</p>
    </article>
  );
}
