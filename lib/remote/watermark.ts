/**
 * The watermark of a site-visit photo: the lines drawn on it in the browser (time with offset, company, checklist
 * item, location when the visitor allowed it, and the sample-data label). Pure, so tests check the text.
 */

export interface WatermarkInput {
  /** Capture time. */
  at: Date;
  company: string;
  item: string;
  /** Latitude/longitude in degrees, when allowed. */
  location?: { lat: number; lon: number; accuracy?: number } | null;
  labels: { time: string; company: string; item: string; location: string; sample: string };
}

/** Local time as `YYYY-MM-DD HH:MM:SS ±HH:MM`. */
export function stamp(d: Date): string {
  const p = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const off = -d.getTimezoneOffset();
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())} ${off >= 0 ? '+' : '-'}${p(Math.trunc(off / 60))}:${p(off % 60)}`;
}

/** The watermark's lines, top to bottom. */
export function watermarkLines(w: WatermarkInput): string[] {
  const lines = [
    `${w.labels.time}: ${stamp(w.at)}`,
    `${w.labels.company}: ${w.company}`,
    `${w.labels.item}: ${w.item}`,
  ];
  if (w.location)
    lines.push(
      `${w.labels.location}: ${w.location.lat.toFixed(5)}, ${w.location.lon.toFixed(5)}${w.location.accuracy ? ` (±${Math.round(w.location.accuracy)} m)` : ''}`,
    );
  lines.push(w.labels.sample);
  return lines;
}
