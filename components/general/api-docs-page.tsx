import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import { TableScroll } from '@/components/layout/table-scroll';
import { buildId } from '@/lib/build-meta';
import { endpointViews, renderGroups, schemaAnchor, schemaViews, type OpenApiDocument } from '@/lib/openapi-view';
import { registrySize } from '@/lib/registry/keys';
import { openApiDocument } from '@/lib/api/openapi';
import styles from './api-docs.module.css';

/** The served document's address (app/api/openapi.json/route.ts). */
export const openApiJsonPath = '/api/openapi.json';

/** A type label with each component-schema name in it linked to that schema's section. */
function TypeText({ label, schemas }: { label: string; schemas: ReadonlySet<string> }) {
  const parts = label.split(/([A-Z][A-Za-z0-9]+)/);
  return (
    <code>
      {parts.map((part, i) =>
        schemas.has(part) ? (
          <a key={i} href={`#${schemaAnchor(part)}`}>
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </code>
  );
}

/**
 * The /apiDocs page (issue 26, item 8): the open API's OpenAPI document rendered for people on the server — what
 * the sandbox holds and its limits, every endpoint with its parameters, responses and an example request, and
 * every schema — plus the JSON itself to download. Server HTML with no script: no renderer bundle (Swagger UI,
 * Redoc, Scalar and RapiDoc each ship 0.5–1.5 MB and style themselves with injected inline styles), nothing for the
 * CSP to allow, and the same `openApiDocument()` object /api/openapi.json serves, so the two cannot disagree.
 * Endpoints and schemas come in render groups of about 400 elements (`renderGroups`): the first layout skips the
 * groups below the window and the page renders them one per idle period after the load (`.defer-render`, decision
 * 0047), so the reference's 4,300 elements are never laid out in one long task.
 */
export async function ApiDocsPage() {
  const t = await getTranslations('apiDocs');
  const doc = openApiDocument(buildId) as unknown as OpenApiDocument;
  const endpoints = endpointViews(doc);
  const schemas = schemaViews(doc);
  const schemaNames = new Set(schemas.map((s) => s.name));
  const sandbox = t.raw('sandbox.items') as string[];

  return (
    <>
      <PageHero crumbs={[{ label: t('breadcrumb') }]} title={t('h1')} intro={t('intro')}>
        <p className={styles.actions}>
          <a className="btn btn--primary" href={openApiJsonPath} type="application/json" download="openapi.json">
            {t('download')}
          </a>
          <span className={styles.version}>{t('version', { version: doc.info.version })}</span>
        </p>
      </PageHero>
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <nav className={styles.toc} aria-labelledby="api-toc-title">
            <p id="api-toc-title" className={styles.tocTitle}>
              {t('tocTitle')}
            </p>
            <ol>
              <li>
                <a href="#sandbox">{t('sandbox.title')}</a>
              </li>
              {endpoints.map((e) => (
                <li key={e.id}>
                  <a href={`#${e.id}`}>
                    <span className={styles.method}>{e.method}</span> <code>{e.path}</code>
                  </a>
                </li>
              ))}
              <li>
                <a href="#schemas">{t('schemasTitle')}</a>
              </li>
            </ol>
          </nav>
          <div className={styles.body}>
            <section id="sandbox" aria-labelledby="sandbox-title" className={styles.sandbox}>
              <h2 id="sandbox-title">{t('sandbox.title')}</h2>
              <ul className="list">
                {sandbox.map((_, i) => (
                  <li key={i}>
                    {t(`sandbox.items.${i}` as 'sandbox.title', { companies: registrySize.toLocaleString('en-US') })}
                  </li>
                ))}
              </ul>
              <p className="muted">{t('englishNote')}</p>
            </section>

            <h2 className={styles.groupTitle}>{t('endpointsTitle')}</h2>
            {renderGroups(endpoints).map((group) => (
              <div key={group[0].id} className={`defer-render ${styles.renderGroup}`}>
                {group.map((e) => (
                  <section key={e.id} id={e.id} aria-labelledby={`${e.id}-title`} className={styles.endpoint}>
                    <h3 id={`${e.id}-title`} lang="en">
                      <span className={styles.method}>{e.method}</span> <code>{e.path}</code>
                    </h3>
                    <p>{t(`operations.${e.operationId}` as 'h1')}</p>
                    {e.description ? <p lang="en">{e.description}</p> : null}
                    {e.exampleUrl ? (
                      <p>
                        <a href={e.exampleUrl} target="_blank" rel="noopener">
                          {t('tryIt')}
                        </a>{' '}
                        <code className={styles.url}>{e.exampleUrl}</code>
                      </p>
                    ) : null}
                    {e.requestBody ? (
                      <p>
                        {t('requestBody')} <TypeText label={e.requestBody} schemas={schemaNames} />
                      </p>
                    ) : null}
                    <h4>{t('parameters')}</h4>
                    {e.parameters.length === 0 ? (
                      <p className="muted">{t('noParameters')}</p>
                    ) : (
                      <TableScroll label={`${e.method} ${e.path} · ${t('parameters')}`}>
                        <table className={`data-table ${styles.table}`}>
                          <thead>
                            <tr>
                              <th scope="col">{t('columns.name')}</th>
                              <th scope="col">{t('columns.in')}</th>
                              <th scope="col">{t('columns.type')}</th>
                              <th scope="col">{t('columns.required')}</th>
                              <th scope="col">{t('columns.description')}</th>
                            </tr>
                          </thead>
                          <tbody>
                            {e.parameters.map((p) => (
                              <tr key={`${p.in}-${p.name}`}>
                                <th scope="row">
                                  <code>{p.name}</code>
                                </th>
                                <td>{p.in}</td>
                                <td>
                                  <TypeText label={p.type} schemas={schemaNames} />
                                </td>
                                <td>{p.required ? t('yes') : t('no')}</td>
                                <td lang="en">
                                  {p.description}
                                  {p.example !== undefined ? (
                                    <span className={styles.example}>{t('example', { value: p.example })}</span>
                                  ) : null}
                                </td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </TableScroll>
                    )}
                    <h4>{t('responses')}</h4>
                    <ul className={styles.responses}>
                      {e.responses.map((r) => (
                        <li key={r.status}>
                          <code className={styles.status}>{r.status}</code>{' '}
                          {t.has(`statuses.${r.status}` as 'h1')
                            ? t('statusLabel', { label: t(`statuses.${r.status}` as 'h1') })
                            : null}
                          <span lang="en">{r.description}</span>
                          {r.schema ? (
                            <>
                              {' '}
                              <TypeText label={r.schema} schemas={schemaNames} />
                            </>
                          ) : r.mediaType ? (
                            <>
                              {' '}
                              <code>{r.mediaType}</code>
                            </>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            ))}

            <section id="schemas" aria-labelledby="schemas-title">
              <h2 id="schemas-title" className={styles.groupTitle}>
                {t('schemasTitle')}
              </h2>
              {renderGroups(schemas).map((group) => (
                <div key={group[0].id} className={`defer-render ${styles.renderGroup}`}>
                  {group.map((s) => (
                    <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className={styles.schema}>
                      <h3 id={`${s.id}-title`}>
                        <code>{s.name}</code>{' '}
                        <span className={styles.schemaType}>
                          {s.properties.length ? 'object' : <TypeText label={s.type} schemas={schemaNames} />}
                        </span>
                      </h3>
                      {s.description ? <p lang="en">{s.description}</p> : null}
                      {s.properties.length ? (
                        <TableScroll label={s.name}>
                          <table className={`data-table ${styles.table}`}>
                            <thead>
                              <tr>
                                <th scope="col">{t('columns.name')}</th>
                                <th scope="col">{t('columns.type')}</th>
                                <th scope="col">{t('columns.required')}</th>
                                <th scope="col">{t('columns.description')}</th>
                              </tr>
                            </thead>
                            <tbody>
                              {s.properties.map((p) => (
                                <tr key={p.name}>
                                  <th scope="row">
                                    <code>{p.name}</code>
                                  </th>
                                  <td>
                                    <TypeText label={p.type} schemas={schemaNames} />
                                  </td>
                                  <td>{p.required ? t('yes') : t('no')}</td>
                                  <td lang="en">{p.description}</td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                        </TableScroll>
                      ) : null}
                    </section>
                  ))}
                </div>
              ))}
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
