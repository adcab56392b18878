import styles from './pricing.module.css';

/** One row of the matrix: a group heading spanning all columns, or a feature with one cell per plan. */
export type MatrixRow =
  { key: string; kind: 'group'; label: string } | { key: string; kind: 'feature'; label: string; cells: boolean[] };

/**
 * The pricing feature matrix as a semantic, server-rendered table: group rows are row headers spanning all plans,
 * each cell shows a tick or a dash with a text alternative for screen readers. (A static comparison ships no
 * JavaScript; an antd Table would add ~150 KiB gzip to the page, over the marketing-page budget.) On narrow
 * screens it scrolls in a box of its own with the feature names and the plan names kept in view (sticky).
 */
export function FeatureMatrix({
  featureLabel,
  planNames,
  rows,
  includedLabel,
  notIncludedLabel,
}: {
  featureLabel: string;
  planNames: string[];
  rows: MatrixRow[];
  includedLabel: string;
  notIncludedLabel: string;
}) {
  return (
    <div className={styles.matrixScroll} tabIndex={0} role="region" aria-label={featureLabel}>
      <table className={styles.matrix}>
        <thead>
          <tr>
            <th scope="col">{featureLabel}</th>
            {planNames.map((name) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) =>
            row.kind === 'group' ? (
              <tr key={row.key} className={styles.matrixGroup}>
                <th scope="colgroup" colSpan={planNames.length + 1}>
                  <span className={styles.stickyLabel}>{row.label}</span>
                </th>
              </tr>
            ) : (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.cells.map((included, i) => (
                  <td key={planNames[i]}>
                    {included ? (
                      <span className={styles.yes}>
                        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                          <path
                            d="M5 12.5 10 17 19 7"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="2.4"
                            strokeLinecap="round"
                            strokeLinejoin="round"
                          />
                        </svg>
                        <span className="visually-hidden">{includedLabel}</span>
                      </span>
                    ) : (
                      <span className={styles.no}>
                        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                          <path d="M7 12h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                        </svg>
                        <span className="visually-hidden">{notIncludedLabel}</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
