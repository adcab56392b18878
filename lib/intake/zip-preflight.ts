/**
 * Checks an uploaded XLSX (a zip archive) before any spreadsheet library unpacks it, so a small file cannot be
 * turned into gigabytes of XML (issue 21; OWASP ASVS 5.0 V5.2.3: "the application checks compressed files against
 * the maximum allowed uncompressed size and the maximum number of files before uncompressing").
 *
 * 1. The central directory (read with yauzl, nothing inflated yet): at most `zipLimits.maxMembers` members, a
 *    declared unpacked total of at most `zipLimits.maxUnpackedBytes`, and no member over 1 MiB unpacked compressed
 *    more than `zipLimits.maxRatio` : 1.
 * 2. Every member is then inflated as a stream, and the bytes are counted as they come, because the sizes in the
 *    headers can lie: yauzl fails a member that inflates past its declared size, and the running total stops at the
 *    same limit. While streaming, the XML parts are scanned for document-type / entity declarations (refused: Excel
 *    never writes them, and they are how "billion laughs" and external-entity attacks start), and the worksheets for
 *    their row count (stops as soon as a sheet passes the row limit) and right-most column (lib/intake/limits.ts).
 *
 * Throws `IntakeError`: corruptXlsx (not a readable zip), zipMembers, zipUnpacked, zipRatio, xmlEntities,
 * tooManyRowsOver, tooManyColumns. Time and memory are bounded by the limits themselves (≤ 64 MiB inflated once).
 */
import yauzl from 'yauzl';
import { IntakeError } from './errors';
import { intakeLimits, maxRawRows } from './limits';

const MiB = 1024 * 1024;

/**
 * Limits of an uploaded workbook. A bank's statement export or a borrower list is one or a few sheets of at most
 * 10,000 rows: ~10–40 zip members (content types, rels, styles, theme, shared strings, one XML per sheet, perhaps
 * a logo), and ~1–30 MB of XML once unpacked (10,000 rows × 30 columns × ~100 bytes per cell is 30 MB, the worst
 * case). Spreadsheet XML compresses 5–20 : 1, rarely 50 : 1 for very repetitive sheets; deflate bombs reach ~1,000 : 1.
 */
export const zipLimits = {
  /** Members in the archive (a 50-sheet workbook with a few images has ~130). */
  maxMembers: 500,
  /** Declared, and actually inflated, bytes of all members together. */
  maxUnpackedBytes: 64 * MiB,
  /** Unpacked : packed ratio of one member, for members over `ratioFloorBytes` unpacked. */
  maxRatio: 100,
  /** Small members (empty styles, tiny sheets) may compress far better than 100 : 1 harmlessly. */
  ratioFloorBytes: 1 * MiB,
} as const;

function openZip(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) =>
      err || !zip ? reject(err) : resolve(zip),
    );
  });
}

/** Reads the central directory: every member's name and declared sizes, without inflating anything. */
function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  if (zip.entryCount > zipLimits.maxMembers) {
    zip.close();
    return Promise.reject(new IntakeError('zipMembers', { members: zip.entryCount, max: zipLimits.maxMembers }));
  }
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (e: yauzl.Entry) => {
      entries.push(e);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Column letters (A, Z, AA, XFD) → 1-based index. */
function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** Streaming scanner of one XML member: declarations, and for worksheets rows and the right-most column. */
class XmlScan {
  rows = 0;
  private carry = '';
  constructor(private readonly worksheet: boolean) {}

  push(chunk: Buffer): void {
    // latin1 keeps one char per byte; everything searched for is ASCII.
    const text = this.carry + chunk.toString('latin1');
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new IntakeError('xmlEntities');
    let end = 0;
    if (this.worksheet) {
      for (const m of text.matchAll(/<(?:\w+:)?row[\s>/]/g)) {
        this.rows += 1;
        end = m.index + m[0].length;
      }
      if (this.rows > maxRawRows) throw new IntakeError('tooManyRowsOver', { max: intakeLimits.maxRows });
      for (const m of text.matchAll(/<(?:\w+:)?c\s[^>]*?\br="([A-Z]{1,3})(\d+)"/g)) {
        if (columnIndex(m[1]) > intakeLimits.maxColumns)
          throw new IntakeError('tooManyColumns', { row: Number(m[2]), max: intakeLimits.maxColumns });
        end = Math.max(end, m.index + m[0].length);
      }
    }
    // Keep a tail that may hold the start of a tag split across chunks, but never a match already counted.
    this.carry = text.slice(Math.max(end, text.length - 256));
  }
}

function inflateMember(zip: yauzl.ZipFile, entry: yauzl.Entry, onData: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err);
      stream.on('data', (chunk: Buffer) => {
        try {
          onData(chunk);
        } catch (e) {
          stream.destroy();
          reject(e);
        }
      });
      stream.on('error', reject);
      stream.on('end', resolve);
    });
  });
}

/** Checks an XLSX archive against `zipLimits` and the intake limits (see module doc); resolves when it may be opened. */
export async function preflightZip(bytes: Uint8Array): Promise<void> {
  let zip: yauzl.ZipFile;
  let entries: yauzl.Entry[];
  try {
    zip = await openZip(bytes);
  } catch {
    throw new IntakeError('corruptXlsx');
  }
  try {
    entries = await listEntries(zip);
  } catch (e) {
    if (e instanceof IntakeError) throw e;
    throw new IntakeError('corruptXlsx');
  }
  const unpackedMb = zipLimits.maxUnpackedBytes / MiB;
  let declared = 0;
  for (const e of entries) {
    declared += e.uncompressedSize;
    if (declared > zipLimits.maxUnpackedBytes) throw new IntakeError('zipUnpacked', { maxMb: unpackedMb });
    if (
      e.uncompressedSize > zipLimits.ratioFloorBytes &&
      e.uncompressedSize > zipLimits.maxRatio * Math.max(e.compressedSize, 1)
    ) {
      throw new IntakeError('zipRatio', { max: zipLimits.maxRatio });
    }
  }
  let inflated = 0;
  try {
    for (const e of entries) {
      if (e.fileName.endsWith('/')) continue;
      const xml = /\.(xml|rels|vml)$/i.test(e.fileName);
      const scan = xml ? new XmlScan(/^xl\/worksheets\/[^/]+\.xml$/i.test(e.fileName)) : undefined;
      await inflateMember(zip, e, (chunk) => {
        inflated += chunk.length;
        if (inflated > zipLimits.maxUnpackedBytes) throw new IntakeError('zipUnpacked', { maxMb: unpackedMb });
        scan?.push(chunk);
      });
    }
  } catch (e) {
    if (e instanceof IntakeError) throw e;
    // A member inflating past its declared size (a forged header: yauzl's "too many bytes in the stream") or a
    // damaged deflate stream: either way not a workbook Excel wrote.
    throw new IntakeError('corruptXlsx');
  } finally {
    zip.close();
  }
}
