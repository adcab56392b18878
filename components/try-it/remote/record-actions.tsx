'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ChecklistItem, VisitSubject } from '@/lib/remote/checklist';
import { visitRecord } from '@/lib/remote/record';
import { stamp } from '@/lib/remote/watermark';
import styles from '../try-it.module.css';
import { saveBlob } from '../api-client';
import type { Photo } from './capture';
import own from './remote.module.css';

/**
 * Step 3 of the site visit: the summary (questions answered, photos taken) and the two downloads of the visit
 * record — a PDF and a ZIP, both built in this browser from one `visitRecord` (lib/remote/record.ts). The PDF's code
 * and font, and the ZIP's code, load on click.
 */
export function RecordActions({
  company,
  items,
  answers,
  photos,
  locale,
  title,
  because,
  statusLabel,
}: {
  company: VisitSubject;
  items: ChecklistItem[];
  answers: Record<string, string>;
  photos: Photo[];
  locale: string;
  title: (item: ChecklistItem) => string;
  because: (item: ChecklistItem) => string | null;
  statusLabel: string;
}) {
  const t = useTranslations('remoteVisit');
  const [busy, setBusy] = useState<'pdf' | 'zip' | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const record = () => visitRecord({ company, locale, createdAt: new Date(), items, answers, photos, title, because });
  const { summary } = record();
  const name = locale === 'en-US' ? company.nameEn : company.name;
  const other = locale === 'en-US' ? company.name : company.nameEn;
  const kind = (k: 'photo' | 'question') => t(`kind.${k}`);
  const sep = locale === 'en-US' ? ': ' : '：';
  const base =
    locale === 'en-US' ? `site-visit-record-${company.ckey}-sample` : `远程尽调走访记录-${company.name}-示例`;

  async function download(what: 'pdf' | 'zip') {
    setBusy(what);
    setMessage({ text: t(what === 'pdf' ? 'record.preparingPdf' : 'record.preparingZip'), error: false });
    try {
      const r = record();
      const byId = new Map(photos.map((p) => [p.id, p]));
      const bytes = new Map(r.items.flatMap((i) => i.photos.map((p) => [p.file, byId.get(p.id) as Photo] as const)));
      const { recordZip } = await import('./record-zip');
      const file = `${base}.${what}`;
      if (what === 'zip') {
        const headers = {
          no: '#',
          item: t('record.item'),
          kind: t('record.kind'),
          because: t('record.because'),
          answer: t('record.answer'),
          photos: t('record.photos'),
          takenAt: t('record.takenAt'),
          location: t('record.location'),
        };
        saveBlob(await recordZip(r, new Map([...bytes].map(([f, p]) => [f, p.blob])), headers, kind), file);
      } else {
        const { recordPdf } = await import('./record-pdf');
        const blob = await recordPdf(r, bytes, {
          title: t('record.title', { name }),
          companyLine:
            locale === 'en-US'
              ? `${t('record.company')}${sep}${name} (${other})`
              : `${t('record.company')}${sep}${name}（${other}）`,
          facts: [
            `${t('record.uscc')}${sep}${company.uscc}`,
            `${t('facts.status')}${sep}${statusLabel} · ${t('facts.established')}${sep}${company.established}`,
            `${t('facts.risk')}${sep}${t('facts.riskValue', { score: company.risk.score, grade: company.risk.grade })}`,
            `${t('record.createdAt')}${sep}${stamp(new Date(r.createdAt))}`,
          ],
          summary: t('record.summary', r.summary),
          note: t('record.note'),
          sample: t('wm.sample'),
          because: t('record.because'),
          answer: t('record.answer'),
          sep,
          noAnswer: t('record.noAnswer'),
          noPhoto: t('record.noPhoto'),
          kind: { photo: kind('photo'), question: kind('question') },
          caption: (at, loc) =>
            `${t('record.takenAt')}${sep}${at}${loc ? ` · ${t('record.location')}${sep}${loc}` : ''}`,
          page: (page, pages) => t('record.page', { page, pages }),
        });
        saveBlob(blob, file);
      }
      setMessage({ text: t('record.done', { file }), error: false });
    } catch {
      setMessage({ text: t(what === 'pdf' ? 'errors.pdf' : 'errors.zip'), error: true });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className={`card ${own.record}`} aria-labelledby="remote-record-title" data-tour="remote-record">
      <h3 id="remote-record-title">{t('steps.record')}</h3>
      <p data-testid="record-summary">{t('record.summary', summary)}</p>
      <div className="btn-row">
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy !== null}
          onClick={() => void download('pdf')}
        >
          {t('record.pdf')}
        </button>
        <button type="button" className="btn btn--ghost" disabled={busy !== null} onClick={() => void download('zip')}>
          {t('record.zip')}
        </button>
      </div>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? styles.error : 'muted'}
          data-testid="record-status"
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
