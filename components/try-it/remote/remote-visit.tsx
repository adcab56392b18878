'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { CompanyField, type CompanyOption } from '@/components/reports/company-field';
import type { ChecklistItem, VisitSubject } from '@/lib/remote/checklist';
import { visitLimits } from '@/lib/remote/record';
import { watermarkLines } from '@/lib/remote/watermark';
import styles from '../try-it.module.css';
import { fileBitmap, frameReady, watermarkImage, type Photo } from './capture';
import { ChecklistItemCard } from './checklist-item';
import { RecordActions } from './record-actions';
import own from './remote.module.css';
import { useCamera, useLocation } from './use-device';
import { useDemoRequest } from '../use-demo-request';

type Checklist = { company: VisitSubject; items: ChecklistItem[] };

/**
 * The remote site visit: pick a registry company → its checklist (`GET /api/remote-visit/checklist`, from its risk
 * signals and the facts layer) with an answer field per question; the device camera (after the visitor allows it)
 * or an image file per photo item, each photo watermarked in the browser with the time, the company, the item and —
 * if allowed — the location; then the visit record as a PDF or a ZIP built in the browser. Photos, answers and the
 * location never leave the browser.
 */
export function RemoteVisit({
  showcase,
  start,
  locale,
}: {
  showcase: CompanyOption[];
  /** The ckey first selected. */ start: string;
  locale: string;
}) {
  const t = useTranslations('remoteVisit');
  const ts = useTranslations('company.status');
  const id = useId();
  const [ckey, setCkey] = useState<string>(start);
  const [list, setList] = useState<Checklist | null>(null);
  const checklist = useDemoRequest();
  // A message of the visit's own (a photo refused…), else the checklist request's.
  const [ownError, setError] = useState<string | null>(null);
  const error = ownError ?? checklist.error;
  const loading = checklist.busy;
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const { video: videoRef, state: cameraState, start: startCamera, stop: stopCamera } = useCamera();
  const where = useLocation();
  const seq = useRef(0);

  async function load() {
    setError(null);
    const body = await checklist.get<Checklist>(
      `/api/remote-visit/checklist?ckey=${encodeURIComponent(ckey)}&locale=${locale}`,
    );
    if (!body) return;
    photos.forEach((p) => URL.revokeObjectURL(p.url));
    setList(body);
    setPhotos([]);
    setAnswers({});
  }

  const title = (item: ChecklistItem) => t(`items.${item.id}` as 'items.signage');
  const because = (item: ChecklistItem) =>
    item.because
      ? t(`because.${item.because.signal}` as 'because.status', {
          value:
            item.because.signal === 'status' ? ts(String(item.because.value) as 'active') : String(item.because.value),
        })
      : null;

  async function addPhoto(item: ChecklistItem, from: 'camera' | File) {
    if (!list) return;
    setError(null);
    checklist.clear();
    if (photos.length >= visitLimits.photos) return setError(t('errors.tooMany', { max: visitLimits.photos }));
    let source: CanvasImageSource;
    if (from === 'camera') {
      if (!videoRef.current || !(await frameReady(videoRef.current))) return setError(t('camera.notReady'));
      source = videoRef.current;
    } else {
      if (!from.type.startsWith('image/')) return setError(t('errors.fileType'));
      if (from.size > visitLimits.fileBytes) return setError(t('errors.fileSize'));
      const bitmap = await fileBitmap(from).catch(() => null);
      if (!bitmap) return setError(t('errors.image'));
      source = bitmap;
    }
    const at = new Date();
    const labels = {
      time: t('wm.time'),
      company: t('wm.company'),
      item: t('wm.item'),
      location: t('wm.location'),
      sample: t('wm.sample'),
    };
    const company = locale === 'en-US' ? list.company.nameEn : list.company.name;
    const lines = watermarkLines({ at, company, item: title(item), location: where.point, labels });
    const shot = await watermarkImage(source as CanvasImageSource & { width: number; height: number }, lines).catch(
      () => null,
    );
    if (!shot) return setError(t('errors.image'));
    const photo: Photo = {
      id: `p${++seq.current}`,
      itemId: item.id,
      takenAt: at.toISOString(),
      location: where.point,
      watermark: lines,
      ...shot,
      url: URL.createObjectURL(shot.blob),
    };
    setPhotos((ps) => [...ps, photo]);
  }

  function removePhoto(photoId: string) {
    setPhotos((ps) => ps.filter((p) => (p.id === photoId ? (URL.revokeObjectURL(p.url), false) : true)));
  }

  const subject = list?.company;
  const signals = list?.items.filter((i) => i.because).length ?? 0;
  return (
    <div className={styles.demo} data-demo="remote">
      <form className="card" onSubmit={(e) => (e.preventDefault(), void load())} data-tour="remote-company">
        <CompanyField
          id={`${id}-company`}
          value={ckey}
          onChange={setCkey}
          help={t('help')}
          showcase={showcase}
          search
        />
        <button type="submit" className="btn btn--primary" disabled={loading}>
          {loading ? t('loading') : t('generate')}
        </button>
      </form>
      {error ? (
        <p className={styles.error} role="alert" data-testid="remote-error">
          {error}
        </p>
      ) : null}
      {list && subject ? (
        <>
          <section className={`card ${own.subject}`} aria-labelledby="remote-subject" data-testid="visit-subject">
            <h3 id="remote-subject">
              {t('facts.heading', { name: locale === 'en-US' ? subject.nameEn : subject.name })}
            </h3>
            <dl className={own.facts}>
              <div>
                <dt>{t('facts.uscc')}</dt>
                <dd>{subject.uscc}</dd>
              </div>
              <div>
                <dt>{t('facts.status')}</dt>
                <dd>{ts(subject.status)}</dd>
              </div>
              <div>
                <dt>{t('facts.established')}</dt>
                <dd>{subject.established}</dd>
              </div>
              <div>
                <dt>{t('facts.risk')}</dt>
                <dd>{t('facts.riskValue', { score: subject.risk.score, grade: subject.risk.grade })}</dd>
              </div>
            </dl>
            <p className="muted">{t('facts.signals', { items: list.items.length, signals })}</p>
          </section>
          <section className={`card ${own.camera}`} aria-labelledby="remote-camera-title" data-tour="remote-camera">
            <h3 id="remote-camera-title">{t('steps.photos')}</h3>
            <p className="muted">{t('camera.intro')}</p>
            <div className="btn-row">
              {cameraState === 'on' ? (
                <button type="button" className="btn btn--ghost" onClick={stopCamera}>
                  {t('camera.stop')}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => void startCamera()}
                  disabled={cameraState === 'starting'}
                >
                  {cameraState === 'starting' ? t('camera.starting') : t('camera.start')}
                </button>
              )}
              <label className={own.check}>
                <input
                  type="checkbox"
                  checked={where.enabled}
                  onChange={(e) => where.toggle(e.currentTarget.checked)}
                />{' '}
                <span>{t('camera.location')}</span>
              </label>
              {where.point ? (
                <span
                  className="muted"
                  data-testid="location-now"
                >{`${where.point.lat.toFixed(5)}, ${where.point.lon.toFixed(5)}`}</span>
              ) : null}
            </div>
            {where.refused ? (
              <p role="status" className={styles.warnings}>
                {t('errors.location')}
              </p>
            ) : null}
            {cameraState === 'denied' || cameraState === 'none' ? (
              <p role="alert" className={styles.warnings} data-testid="camera-fallback">
                {t(`camera.${cameraState}`)}
              </p>
            ) : null}
            <video
              ref={videoRef}
              className={own.video}
              hidden={cameraState !== 'on'}
              muted
              playsInline
              autoPlay
              aria-label={t('camera.preview')}
              data-testid="camera-preview"
            />
          </section>
          <h3 className={own.stepHead}>{t('steps.checklist')}</h3>
          <ol className={own.checklist} data-testid="checklist" data-tour="remote-checklist">
            {list.items.map((item) => (
              <ChecklistItemCard
                key={item.id}
                item={item}
                title={title(item)}
                because={because(item)}
                answer={answers[item.id] ?? ''}
                onAnswer={(v) => setAnswers((a) => ({ ...a, [item.id]: v }))}
                photos={photos.filter((p) => p.itemId === item.id)}
                cameraOn={cameraState === 'on'}
                onTake={() => void addPhoto(item, 'camera')}
                onFile={(f) => void addPhoto(item, f)}
                onRemove={removePhoto}
              />
            ))}
          </ol>
          <RecordActions
            company={subject}
            items={list.items}
            answers={answers}
            photos={photos}
            locale={locale}
            title={title}
            because={because}
            statusLabel={ts(subject.status)}
          />
        </>
      ) : null}
    </div>
  );
}
