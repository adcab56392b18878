/**
 * Text decoding of uploaded CSV files: UTF-8 (with or without BOM), UTF-16 with BOM, and legacy encodings detected
 * with jschardet and decoded with iconv-lite — above all GBK/GB18030, which Excel writes on Chinese Windows.
 * Files whose lines are in two encodings (UTF-8 lines pasted into a GBK file) are decoded line by line.
 */
import iconv from 'iconv-lite';
import jschardet from 'jschardet';
import type { IntakeWarning } from './errors';

export interface Decoded {
  text: string;
  /** The encoding used (iconv-lite name), `utf-8` or `utf-16le`/`utf-16be`. */
  encoding: string;
  warnings: IntakeWarning[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const hasHighBytes = (bytes: Uint8Array) => bytes.some((b) => b >= 0x80);

/**
 * The legacy encoding of bytes that are not UTF-8. Chinese encodings reported by the detector (GB2312, GBK,
 * GB18030, HZ) are read as GB18030, their superset; Big5 as Big5; anything else the detector is sure about as itself;
 * when it is unsure, GB18030 — the encoding of a Chinese Excel export, the case this intake exists for.
 */
export function legacyEncoding(bytes: Uint8Array): string {
  const all = jschardet.detectAll(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  for (const r of all) {
    const e = (r.encoding ?? '').toLowerCase();
    if (/gb2312|gbk|gb18030|hz/.test(e)) return 'gb18030';
    if (/big5/.test(e)) return 'big5';
  }
  const top = all[0];
  if (
    top?.encoding &&
    top.confidence >= 0.9 &&
    iconv.encodingExists(top.encoding) &&
    !/ascii|utf-8/i.test(top.encoding)
  ) {
    return top.encoding.toLowerCase();
  }
  return 'gb18030';
}

/** Splits bytes into lines (on LF, keeping the LF with its line). */
function byteLines(bytes: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    if (bytes[i] === 0x0a) {
      out.push(bytes.subarray(start, i + 1));
      start = i + 1;
    }
  }
  if (start < bytes.length) out.push(bytes.subarray(start));
  return out;
}

/** Decodes an uploaded text file (see module doc). Never throws; undecodable bytes become U+FFFD. */
export function decodeText(bytes: Uint8Array): Decoded {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8', warnings: [] };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le', warnings: [] };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be', warnings: [] };
  if (isUtf8(bytes)) return { text: utf8.decode(bytes), encoding: 'utf-8', warnings: [] };

  const lines = byteLines(bytes);
  const utf8Lines: number[] = [];
  const legacyParts: Uint8Array[] = [];
  lines.forEach((line, i) => {
    if (!hasHighBytes(line)) return;
    if (isUtf8(line)) utf8Lines.push(i);
    else legacyParts.push(line);
  });
  const legacyBytes = Buffer.concat(legacyParts);
  const encoding = legacyEncoding(legacyBytes);
  if (utf8Lines.length === 0) {
    return {
      text: iconv.decode(Buffer.from(bytes), encoding),
      encoding,
      warnings: [{ code: 'legacyEncoding', encoding }],
    };
  }
  const utf8Set = new Set(utf8Lines);
  const text = lines
    .map((line, i) => (utf8Set.has(i) ? utf8.decode(line) : iconv.decode(Buffer.from(line), encoding)))
    .join('');
  const legacyLines = lines.map((_, i) => i).filter((i) => hasHighBytes(lines[i]) && !utf8Set.has(i));
  return {
    text,
    encoding,
    warnings: [{ code: 'mixedEncoding', encoding, lines: legacyLines.slice(0, 20).map((i) => i + 1) }],
  };
}
