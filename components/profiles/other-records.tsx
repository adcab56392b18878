import { getFormatter, getTranslations } from 'next-intl/server';
import { RecordTable, recordCell } from '@/components/sample/record-table';
import reportStyles from '@/components/reports/reports.module.css';
import { formatDate, formatMoney } from '@/lib/format';
import { citationLabel } from '@/lib/reports/citations';
import type { RecordsView } from '@/lib/registry/assessment-view';

/**
 * The records besides court cases — enforcement, dishonest-debtor entries, consumption restrictions, equity freezes,
 * guarantees given and received — as one table with a count line, each row citing its record. The same rows on the
 * company page, the KYC report and the 360° view (`CompanyView.records`, counted once in lib/facts/records.ts).
 */
export async function OtherRecords({ records }: { records: RecordsView }) {
  const t = await getTranslations('company.otherRecords');
  const ta = await getTranslations('aiReport');
  const format = await getFormatter();
  return (
    <div data-testid="other-records">
      <h3>{t('title')}</h3>
      <p className="muted">{records.rows.length ? records.summary : t('none')}</p>
      {records.rows.length > 0 && (
        <RecordTable
          caption={t('caption')}
          captionHidden
          columns={[
            t('columns.date'),
            t('columns.kind'),
            { label: t('columns.amount'), num: true },
            t('columns.detail'),
          ]}
        >
          {records.rows.map((r) => (
            <tr key={r.recordId} data-record={r.recordId}>
              <td className={recordCell.nowrap}>{formatDate(format, r.date)}</td>
              <th scope="row">{r.kindText}</th>
              <td className={recordCell.num}>{formatMoney(format, r.amount)}</td>
              <td>
                {r.detail}
                <span className={reportStyles.cite}>
                  {' '}
                  {citationLabel(ta, { section: r.section, recordId: r.recordId })}
                </span>
              </td>
            </tr>
          ))}
        </RecordTable>
      )}
    </div>
  );
}
