/**
 * The visit record as a ZIP built in the browser (JSZip): `record.html` (printable: company, time, checklist with
 * answers and photos), `record.json` (the same as data) and `photos/<n>-<item>.jpg`. Nothing is uploaded.
 */
import type { ChecklistItem } from '@/lib/remote/checklist';

export interface Photo {
  itemId: string;
  at: string;
  blob: Blob;
  url: string;
  location: { lat: number; lon: number; accuracy?: number } | null;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** Builds and downloads the ZIP. */
export async function downloadRecord(r: { company: { ckey: string; name: string; nameEn: string }; locale: string; items: ChecklistItem[]; answers: Record<string, string>; photos: Photo[]; t: (key: string, v?: Record<string, string | number>) => string }) {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const name = r.locale === 'en-US' ? r.company.nameEn : r.company.name;
  const files = r.photos.map((p, i) => ({ ...p, file: `photos/${String(i + 1).padStart(2, '0')}-${p.itemId}.jpg` }));
  for (const f of files) zip.file(f.file, f.blob);
  const record = {
    sample: true,
    company: r.company,
    createdAt: new Date().toISOString(),
    items: r.items.map((i) => ({ id: i.id, kind: i.kind, title: r.t(`items.${i.id}`), because: i.because ?? null, answer: r.answers[i.id] ?? null, photos: files.filter((f) => f.itemId === i.id).map((f) => ({ file: f.file, takenAt: f.at, location: f.location })) })),
  };
  zip.file('record.json', JSON.stringify(record, null, 2));
  const rows = record.items
    .map((i) => `<section><h2>${esc(i.title)}</h2>${i.answer ? `<p>${esc(i.answer)}</p>` : ''}${i.photos.map((p) => `<figure><img src="${p.file}" alt="${esc(i.title)}" width="480"><figcaption>${esc(p.takenAt)}</figcaption></figure>`).join('')}</section>`)
    .join('\n');
  zip.file('record.html', `<!doctype html><html lang="${r.locale}"><meta charset="utf-8"><title>${esc(r.t('recordTitle', { name }))}</title><body><h1>${esc(r.t('recordTitle', { name }))}</h1><p>${esc(r.t('wm.sample'))} · ${esc(record.createdAt)}</p>${rows}</body></html>`);
  const blob = await zip.generateAsync({ type: 'blob' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = r.locale === 'zh-CN' ? '远程尽调记录-示例.zip' : 'site-visit-record-sample.zip';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
