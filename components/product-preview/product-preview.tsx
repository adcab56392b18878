import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { SampleBadge } from '@/components/sample/sample-badge';
import { factWindows } from '@/lib/facts';
import { formatPct, sampleDate } from '@/lib/format';
import { productPreview, type PreviewKind, type PreviewName } from '@/lib/product-preview';
import styles from './product-preview.module.css';

/**
 * A picture of the product's own output for a page's first screen (issue 41): the risk board, the UBO chain or the
 * screening table of fictional registry companies (lib/product-preview.ts, figures from the facts layer), in the
 * page's locale, labelled 示例数据 / Sample data. Server-rendered HTML (no client JavaScript); a `<figure>` whose
 * caption names what it shows, readable at 390 px.
 */
export async function ProductPreview({ kind }: { kind: PreviewKind }) {
  const t = await getTranslations('productPreview');
  const ts = await getTranslations('company.severity');
  const format = await getFormatter();
  const locale = await getLocale();
  const data = productPreview(kind);
  const name = (n: PreviewName) => (locale === 'zh-CN' ? n.zh : n.en);
  const asOf = format.dateTime(sampleDate(data.asOf), 'date');

  return (
    <figure className={styles.preview} aria-labelledby={`preview-${kind}`}>
      <figcaption className={styles.head}>
        <span id={`preview-${kind}`} className={styles.title}>
          {t(`${kind}.title`)}
        </span>
        <SampleBadge />
      </figcaption>
      {data.kind === 'riskBoard' ? (
        <div className={styles.body}>
          <p className={styles.company}>{name(data.company)}</p>
          <div className={styles.scoreRow}>
            <span className={styles.score}>{data.score}</span>
            <span className={styles.scoreLabel}>
              {t('riskBoard.score')}
              <br />
              {t('riskBoard.grade', { grade: data.grade })}
            </span>
            <span className={`${styles.level} ${styles[data.level]}`}>{ts(data.level)}</span>
          </div>
          <ul className={styles.tiles}>
            <li>
              <strong>{data.litigation12m}</strong>
              {t('riskBoard.litigation', { count: data.litigation12m, months: factWindows.litigationMonths })}
            </li>
            <li>
              <strong>{data.enforcement}</strong>
              {t('riskBoard.enforcement', { count: data.enforcement })}
            </li>
            <li>
              <strong>{data.dishonest}</strong>
              {t('riskBoard.dishonest', { count: data.dishonest })}
            </li>
            <li>
              <strong>{data.negativeNews}</strong>
              {t('riskBoard.news', {
                count: data.negativeNews,
                months: factWindows.newsMonths,
                share: formatPct(format, Math.round(data.negativeShare)),
              })}
            </li>
          </ul>
        </div>
      ) : data.kind === 'ubo' ? (
        <div className={styles.body}>
          <p className={styles.company}>{name(data.company)}</p>
          <ol className={styles.owners}>
            {data.owners.map((o) => (
              <li key={o.name.zh}>
                <span className={styles.person}>{name(o.name)}</span>
                <span className={styles.pct}>{formatPct(format, o.pct)}</span>
                <span className={styles.via}>
                  {o.via.length
                    ? t('ubo.via', { names: format.list(o.via.map(name), 'enumeration') })
                    : t('ubo.direct')}
                </span>
              </li>
            ))}
          </ol>
          <p className={styles.note}>{t('ubo.rule')}</p>
        </div>
      ) : (
        <div className={styles.body}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('screening.company')}</th>
                <th scope="col">{t('screening.level')}</th>
                <th scope="col">{t('screening.flags')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.uscc}>
                  <td>
                    {name(r.company)}
                    <span className={styles.uscc}>{r.uscc}</span>
                  </td>
                  <td>
                    <span className={`${styles.level} ${styles[r.level]}`}>{ts(r.level)}</span>
                  </td>
                  <td>{t('screening.flagsValue', { dishonest: r.dishonest, enforcement: r.enforcement })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.foot}>{t('asOf', { date: asOf })}</p>
    </figure>
  );
}
