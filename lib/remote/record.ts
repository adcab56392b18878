/**
 * The site-visit record (service remoteDueDiligence) as data: the company, the checklist with each item's answer and
 * photos, and the figures of the summary. Built in the browser from what the visitor entered and rendered by both
 * downloads — the PDF (components/try-it/remote/record-pdf.ts) and the ZIP's record.json / record.csv
 * (components/try-it/remote/record-zip.ts) — so both state the same thing. Pure: no DOM, unit-tested.
 */
import type { ChecklistItem, ItemKind, VisitSubject } from './checklist';

/** Limits of the demo, stated on the page and enforced in the browser. */
export const visitLimits = {
  /** Photos per visit. */
  photos: 30,
  /** Largest image file the picker accepts, bytes (20 MB). */
  fileBytes: 20 * 1024 * 1024,
  /** Longest answer, characters. */
  answerChars: 2000,
  /** Photos are scaled down to at most this width, px. */
  photoWidth: 1280,
} as const;

/** Latitude/longitude in degrees and accuracy in metres, when the visitor allowed the location. */
export interface GeoPoint {
  lat: number;
  lon: number;
  accuracy?: number;
}

/** A photo as the record lists it (the JPEG itself travels beside it). */
export interface PhotoEntry {
  /** Unique within the visit. */
  id: string;
  itemId: string;
  /** ISO 8601 capture time. */
  takenAt: string;
  location: GeoPoint | null;
  /** The watermark's lines as drawn on the photo (lib/remote/watermark.ts). */
  watermark: string[];
}

export interface RecordPhoto extends PhotoEntry {
  /** Path inside the ZIP: `photos/<nn>-<item id>.jpg`, numbered in checklist order from 01. */
  file: string;
}

export interface RecordItem {
  /** 1-based position in the checklist. */
  no: number;
  id: string;
  kind: ItemKind;
  title: string;
  /** Why the item is on the list (the risk signal and its figure), or null for the standard items. */
  because: string | null;
  /** The visitor's answer (question items), trimmed; null when none. */
  answer: string | null;
  photos: RecordPhoto[];
}

export interface VisitRecord {
  sample: true;
  locale: string;
  /** ISO 8601. */
  createdAt: string;
  company: VisitSubject;
  items: RecordItem[];
  summary: { questions: number; answered: number; photos: number };
}

/** `photos/01-signage.jpg` for the first photo (1-based `n`). */
export function photoFileName(n: number, itemId: string): string {
  return `photos/${String(n).padStart(2, '0')}-${itemId}.jpg`;
}

/**
 * The record of a visit. `photos` may come in any order: they are listed under their item, items in checklist order,
 * photos of one item by capture time, and numbered in that order. Answers longer than `visitLimits.answerChars`
 * are cut there; blank answers count as not answered; photos of items not on the checklist are dropped.
 */
export function visitRecord(input: {
  company: VisitSubject;
  locale: string;
  createdAt: Date;
  items: ChecklistItem[];
  answers: Record<string, string>;
  photos: PhotoEntry[];
  title: (item: ChecklistItem) => string;
  because: (item: ChecklistItem) => string | null;
}): VisitRecord {
  let n = 0;
  const items = input.items.map((item, i): RecordItem => {
    const answer =
      item.kind === 'question' ? (input.answers[item.id] ?? '').trim().slice(0, visitLimits.answerChars) : '';
    const photos = input.photos
      .filter((p) => p.itemId === item.id)
      .sort((a, b) => a.takenAt.localeCompare(b.takenAt))
      .map((p) => ({
        id: p.id,
        itemId: p.itemId,
        takenAt: p.takenAt,
        location: p.location,
        watermark: p.watermark,
        file: photoFileName(++n, item.id),
      }));
    return {
      no: i + 1,
      id: item.id,
      kind: item.kind,
      title: input.title(item),
      because: item.because ? input.because(item) : null,
      answer: answer || null,
      photos,
    };
  });
  const questions = items.filter((i) => i.kind === 'question');
  return {
    sample: true,
    locale: input.locale,
    createdAt: input.createdAt.toISOString(),
    company: input.company,
    items,
    summary: { questions: questions.length, answered: questions.filter((i) => i.answer).length, photos: n },
  };
}

/** Column headers of record.csv, in order. */
export type CsvHeaders = Record<
  'no' | 'item' | 'kind' | 'because' | 'answer' | 'photos' | 'takenAt' | 'location',
  string
>;

/**
 * The record as CSV rows (header row first): one row per checklist item; its photos' files, capture times and
 * locations joined with `; `. For the one CSV writer (`toCsv`, lib/format/csv.ts).
 */
export function recordCsvRows(
  record: VisitRecord,
  headers: CsvHeaders,
  kindLabel: (kind: ItemKind) => string,
): string[][] {
  const loc = (p: RecordPhoto) => (p.location ? `${p.location.lat.toFixed(5)},${p.location.lon.toFixed(5)}` : '');
  return [
    [
      headers.no,
      headers.item,
      headers.kind,
      headers.because,
      headers.answer,
      headers.photos,
      headers.takenAt,
      headers.location,
    ],
    ...record.items.map((i) => [
      String(i.no),
      i.title,
      kindLabel(i.kind),
      i.because ?? '',
      i.answer ?? '',
      i.photos.map((p) => p.file).join('; '),
      i.photos.map((p) => p.takenAt).join('; '),
      i.photos.map(loc).filter(Boolean).join('; '),
    ]),
  ];
}
