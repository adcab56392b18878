/**
 * The visit record as a ZIP built in the browser (JSZip, the project's ZIP library): `record.json` (the record of
 * lib/remote/record.ts), `record.csv` (one row per checklist item, UTF-8 with BOM so Excel reads Chinese) and the
 * watermarked photos under `photos/`. Nothing is uploaded.
 */
import type { CsvHeaders, VisitRecord } from '@/lib/remote/record';
import { recordCsvRows } from '@/lib/remote/record';
import type { ItemKind } from '@/lib/remote/checklist';

/** Builds the ZIP of `record`; `blobs` maps each photo's `file` path to its JPEG. */
export async function recordZip(
  record: VisitRecord,
  blobs: Map<string, Blob>,
  headers: CsvHeaders,
  kindLabel: (k: ItemKind) => string,
): Promise<Blob> {
  const [{ default: JSZip }, { toCsv }] = await Promise.all([import('jszip'), import('@/lib/format/csv')]);
  const zip = new JSZip();
  for (const item of record.items) for (const p of item.photos) zip.file(p.file, blobs.get(p.file) as Blob);
  zip.file('record.json', JSON.stringify(record, null, 2));
  zip.file('record.csv', toCsv(recordCsvRows(record, headers, kindLabel)));
  return zip.generateAsync({ type: 'blob', compression: 'DEFLATE' });
}
