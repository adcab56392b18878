'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { CompanyField, type CompanyOption } from '@/components/reports/company-field';
import type { ChecklistItem } from '@/lib/remote/checklist';
import { defaultCkey } from '@/lib/sample-data/companies';
import own from '../live-demos.module.css';
import styles from '../try-it.module.css';
import { fileBitmap, watermarkImage } from './capture';
import { downloadRecord, type Photo } from './record';

type Checklist = { company: { ckey: string; name: string; nameEn: string }; items: ChecklistItem[] };

/**
 * The remote site visit: a registry company's checklist (`GET /api/remote-visit/checklist`), the device camera
 * (getUserMedia, after the visitor allows it) or a file picker for photos, each watermarked in the browser with the
 * time, the company, the checklist item and — if allowed — the location; answers to the questions; and the visit
 * record as a ZIP built in the browser. Photos and answers never leave the browser.
 */
export function RemoteVisit({ showcase, locale }: { showcase: CompanyOption[]; locale: string }) {
  const t = useTranslations('liveDemos.remote');
  const id = useId();
  const [ckey, setCkey] = useState<string>(defaultCkey);
  const [list, setList] = useState<Checklist | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [camera, setCamera] = useState<'off' | 'on' | 'denied' | 'none'>('off');
  const [useLocation, setUseLocation] = useState(false);
  const [location, setLocation] = useState<{ lat: number; lon: number; accuracy?: number } | null>(null);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  useEffect(() => () => stream.current?.getTracks().forEach((tr) => tr.stop()), []);

  async function load() {
    setError(null);
    const res = await fetch(`/api/remote-visit/checklist?ckey=${ckey}&locale=${locale}`).catch(() => null);
    const body = res ? await res.json().catch(() => null) : null;
    if (!res || !res.ok || !body) return setError(body?.message ?? t('errors.failed'));
    setList(body as Checklist);
    setPhotos([]);
    setAnswers({});
  }

  async function startCamera() {
    if (!navigator.mediaDevices?.getUserMedia) return setCamera('none');
    try {
      const s = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      stream.current = s;
      setCamera('on');
      requestAnimationFrame(() => {
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play();
        }
      });
    } catch (err) {
      setCamera((err as DOMException).name === 'NotAllowedError' || (err as DOMException).name === 'SecurityError' ? 'denied' : 'none');
    }
  }

  function toggleLocation(on: boolean) {
    setUseLocation(on);
    if (!on) return setLocation(null);
    navigator.geolocation?.getCurrentPosition(
      (p) => setLocation({ lat: p.coords.latitude, lon: p.coords.longitude, accuracy: p.coords.accuracy }),
      () => (setUseLocation(false), setError(t('errors.location'))),
    );
  }

  const company = list ? (locale === 'en-US' ? list.company.nameEn : list.company.name) : '';
  const labels = { time: t('wm.time'), company: t('wm.company'), item: t('wm.item'), location: t('wm.location'), sample: t('wm.sample') };
  async function addPhoto(item: ChecklistItem, source: CanvasImageSource & { width?: number; height?: number; videoWidth?: number; videoHeight?: number }) {
    const at = new Date();
    const blob = await watermarkImage(source, { at, company, item: t(`items.${item.id}` as 'items.signage'), location: useLocation ? location : null, labels });
    setPhotos((ps) => [...ps, { itemId: item.id, at: at.toISOString(), blob, url: URL.createObjectURL(blob), location: useLocation ? location : null }]);
  }

  return (
    <div className={styles.demo} data-demo="remote">
      <p className={own.privacy} data-testid="remote-privacy">{t('privacy')}</p>
      <form className="card" onSubmit={(e) => (e.preventDefault(), void load())} data-tour="remote-company">
        <CompanyField id={`${id}-company`} value={ckey} onChange={setCkey} help={t('help')} showcase={showcase} search />
        <button type="submit" className="btn btn--primary">{t('generate')}</button>
      </form>
      {error ? <p className={styles.error} role="alert" data-testid="remote-error">{error}</p> : null}
      {list ? (
        <>
          <div className="card" data-tour="remote-camera">
            <div className="btn-row">
              <button type="button" className="btn btn--ghost" onClick={startCamera} disabled={camera === 'on'}>{t('camera.start')}</button>
              <label className={own.chip}>
                <input type="checkbox" checked={useLocation} onChange={(e) => toggleLocation(e.currentTarget.checked)} /> <span>{t('camera.location')}</span>
              </label>
            </div>
            {camera === 'denied' || camera === 'none' ? <p role="status" className={styles.warnings} data-testid="camera-fallback">{t(`camera.${camera}`)}</p> : null}
            <video ref={video} className={own.video} hidden={camera !== 'on'} muted playsInline aria-label={t('camera.preview')} />
          </div>
          <ol className={own.checklist} data-testid="checklist">
            {list.items.map((item) => (
              <li key={item.id} className="card" data-item={item.id} data-kind={item.kind}>
                <strong>{t(`items.${item.id}` as 'items.signage')}</strong>
                {item.because ? <span className="muted"> · {t(`because.${item.because.signal}` as 'because.status', { value: String(item.because.value) })}</span> : null}
                {item.kind === 'question' ? (
                  <textarea className={styles.input} rows={2} aria-label={t(`items.${item.id}` as 'items.signage')} value={answers[item.id] ?? ''} onChange={(e) => setAnswers({ ...answers, [item.id]: e.currentTarget.value })} />
                ) : (
                  <div className="btn-row">
                    {camera === 'on' ? <button type="button" className="btn btn--ghost" onClick={() => video.current && addPhoto(item, video.current)}>{t('camera.take')}</button> : null}
                    <label className="btn btn--ghost">
                      {t('camera.file')}
                      <input type="file" accept="image/*" capture="environment" className="visually-hidden" onChange={async (e) => { const f = e.currentTarget.files?.[0]; e.currentTarget.value = ''; if (f) await addPhoto(item, await fileBitmap(f)).catch(() => setError(t('errors.image'))); }} />
                    </label>
                  </div>
                )}
                <div className={own.thumbs}>
                  {photos.filter((p) => p.itemId === item.id).map((p) => (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img key={p.url} src={p.url} alt={t('photoAlt', { item: t(`items.${item.id}` as 'items.signage') })} data-watermarked="true" />
                  ))}
                </div>
              </li>
            ))}
          </ol>
          <button type="button" className="btn btn--primary" data-tour="remote-record" onClick={() => downloadRecord({ company: list.company, locale, items: list.items, answers, photos, t: (k, v) => t(k as 'title', v) })}>
            {t('download', { photos: photos.length })}
          </button>
        </>
      ) : null}
    </div>
  );
}
