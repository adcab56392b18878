'use client';

import { useTranslations } from 'next-intl';
import type { ChecklistItem as Item } from '@/lib/remote/checklist';
import { visitLimits } from '@/lib/remote/record';
import styles from '../try-it.module.css';
import type { Photo } from './capture';
import own from './remote.module.css';

/**
 * One checklist item of the site visit: what to photograph or ask, why it is on the list, and either the answer
 * field (question items) or the photo controls (take a photo when the camera is on; choose an image file always)
 * with the item's watermarked photos. Each photo's figcaption repeats the watermark drawn on it.
 */
export function ChecklistItemCard({
  item,
  title,
  because,
  answer,
  onAnswer,
  photos,
  cameraOn,
  onTake,
  onFile,
  onRemove,
}: {
  item: Item;
  title: string;
  because: string | null;
  answer: string;
  onAnswer: (value: string) => void;
  photos: Photo[];
  cameraOn: boolean;
  onTake: () => void;
  onFile: (file: File) => void;
  onRemove: (id: string) => void;
}) {
  const t = useTranslations('remoteVisit');
  const fieldId = `answer-${item.id}`;
  return (
    <li className={`card ${own.item}`} data-item={item.id} data-kind={item.kind}>
      <div className={own.itemHead}>
        <span className={`badge ${item.kind === 'photo' ? own.kindPhoto : ''}`}>{t(`kind.${item.kind}`)}</span>
        <strong>{title}</strong>
      </div>
      {because ? <p className={own.because}>{because}</p> : null}
      {item.kind === 'question' ? (
        <label className={own.answer} htmlFor={fieldId}>
          <span className="visually-hidden">{`${t('answer')}: ${title}`}</span>
          <textarea
            id={fieldId}
            className={styles.input}
            rows={2}
            maxLength={visitLimits.answerChars}
            placeholder={t('answerHint')}
            value={answer}
            onChange={(e) => onAnswer(e.currentTarget.value)}
          />
        </label>
      ) : (
        <div className="btn-row">
          {cameraOn ? (
            <button type="button" className="btn btn--primary" onClick={onTake}>
              {t('camera.take')}
            </button>
          ) : null}
          <label className={`btn btn--ghost ${own.fileButton}`}>
            {t('camera.file')}
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              data-testid={`file-${item.id}`}
              onChange={(e) => {
                const f = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (f) onFile(f);
              }}
            />
          </label>
          {photos.length ? <span className="muted">{t('photoCount', { count: photos.length })}</span> : null}
        </div>
      )}
      {photos.length ? (
        <div className={own.photos}>
          {photos.map((p) => (
            <figure key={p.id} className={own.photo}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a blob: URL made in this browser */}
              <img
                src={p.url}
                width={p.width}
                height={p.height}
                alt={t('photoAlt', { item: title })}
                data-watermarked="true"
              />
              <figcaption data-testid="watermark-text">
                {p.watermark.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </figcaption>
              <button type="button" className={`btn btn--ghost ${own.remove}`} onClick={() => onRemove(p.id)}>
                {t('remove')}
              </button>
            </figure>
          ))}
        </div>
      ) : null}
    </li>
  );
}
