/**
 * Hostile uploads for the intake endpoints (issue 21), built in memory on each run (deterministic, ~5 s of CPU):
 * zip inflation bombs in the sheet and in the shared strings, a forged-size member, tens of thousands of members,
 * XML entity declarations, a sheet of 200,000 rows, a cell in the far corner, and pathological CSV (millions of
 * empty fields, a 4.8 MB cell, an unclosed quote). `hostileFiles()` returns `{ name, fileName, bytes }[]`.
 *
 * The zips are written here rather than with a zip library because some must lie: a member's declared size is
 * forged, or thousands of members are packed, which a well-behaved writer will not do. Deflate is Node's zlib.
 */
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

const enc = (s) => Buffer.from(s, 'utf8');

/** Deflates `repeat` copies of `unit` between `head` and `tail` as one stream, never holding the whole text. */
async function deflateRepeated(head, unit, repeat, tail) {
  const chunkUnits = Math.max(1, Math.floor((1 << 20) / unit.length));
  const chunk = Buffer.concat(Array.from({ length: chunkUnits }, () => unit));
  const z = createDeflateRaw({ level: 9 });
  const out = [];
  z.on('data', (d) => out.push(d));
  const finished = new Promise((resolve, reject) => {
    z.on('end', resolve);
    z.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  const write = async (piece) => {
    crc = crc32(piece, crc);
    size += piece.length;
    if (!z.write(piece)) await new Promise((r) => z.once('drain', r));
  };
  await write(head);
  for (let left = repeat; left > 0; left -= chunkUnits)
    await write(left >= chunkUnits ? chunk : chunk.subarray(0, left * unit.length));
  await write(tail);
  z.end();
  await finished;
  return { data: Buffer.concat(out), crc, size };
}

/** A stored member (already deflated data, its CRC and real size). */
function member(name, { data, crc, size }, { declaredSize = size } = {}) {
  return { name: enc(name), data, crc, size: declaredSize };
}

function deflated(name, text, opts) {
  const raw = enc(text);
  return member(name, { data: deflateRawSync(raw, { level: 9 }), crc: crc32(raw), size: raw.length }, opts);
}

/** A zip archive of the members (deflate, no data descriptors, no zip64). */
function zip(members) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const m of members) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(m.crc >>> 0, 14);
    local.writeUInt32LE(m.data.length, 18);
    local.writeUInt32LE(m.size, 22);
    local.writeUInt16LE(m.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(m.crc >>> 0, 16);
    central.writeUInt32LE(m.data.length, 20);
    central.writeUInt32LE(m.size, 24);
    central.writeUInt16LE(m.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, m.name, m.data);
    centrals.push(central, m.name);
    offset += 30 + m.name.length + m.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(members.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(members.length, 0xffff), 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbook = (prolog = '') => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${prolog}
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const workbookRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
const sheetHead =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const sheetTail = '</sheetData></worksheet>';
const smallSheet = `${sheetHead}<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>澄湖微动精密制造有限公司（示例）</t></is></c></row>${sheetTail}`;
const strings = (items) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${items.length}" uniqueCount="${items.length}">${items.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`;

/** A workbook with the given sheet / shared-strings members (defaults: a two-row sheet, one string). */
function workbookZip({ sheet, shared, wb, extra = [] } = {}) {
  return zip([
    deflated('[Content_Types].xml', contentTypes),
    deflated('_rels/.rels', rootRels),
    wb ?? deflated('xl/workbook.xml', workbook()),
    deflated('xl/_rels/workbook.xml.rels', workbookRels),
    sheet ?? deflated('xl/worksheets/sheet1.xml', smallSheet),
    shared ?? deflated('xl/sharedStrings.xml', strings(['企业名称'])),
    ...extra,
  ]);
}

/** The hostile files (see module doc); `scale` < 1 shrinks the bombs for a quick run. */
export async function hostileFiles(scale = 1) {
  const MB = 1024 * 1024;
  const row = enc('<row><c t="inlineStr"><is><t>x</t></is></c></row>');
  const si = enc(
    '<si><t>xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx</t></si>',
  );
  const sheetBomb = await deflateRepeated(
    enc(sheetHead),
    row,
    Math.round((300 * MB * scale) / row.length),
    enc(sheetTail),
  );
  const sharedBomb = await deflateRepeated(
    enc(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    ),
    si,
    Math.round((1200 * MB * scale) / si.length),
    enc('</sst>'),
  );
  const forged = await deflateRepeated(
    enc(sheetHead),
    row,
    Math.round((200 * MB * scale) / row.length),
    enc(sheetTail),
  );
  const tiny = deflated('x', 'x');
  const many = Array.from({ length: 40_000 }, (_, i) => ({ ...tiny, name: enc(`xl/media/p${i}.xml`) }));
  const laughs = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">${Array.from({ length: 8 }, (_, i) => `<!ENTITY lol${i + 2} "${`&lol${i + 1};`.repeat(10)}">`).join('')}]>`;
  // Distinct rows compress about 10 : 1 like a real sheet, so this one passes the ratio check and meets the row limit.
  const rowsXml = Array.from(
    { length: 200_000 },
    (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${(i * 7919) % 1_000_003}</v></c></row>`,
  ).join('');
  const corner = `${sheetHead}<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row><row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row>${sheetTail}`;
  const csvHead = 'name,uscc\n';
  return [
    {
      name: 'xlsx sheet bomb (300 MB of sheet XML)',
      fileName: 'sheet-bomb.xlsx',
      bytes: workbookZip({ sheet: member('xl/worksheets/sheet1.xml', sheetBomb) }),
    },
    {
      name: 'xlsx shared-strings bomb (1.2 GB)',
      fileName: 'strings-bomb.xlsx',
      bytes: workbookZip({ shared: member('xl/sharedStrings.xml', sharedBomb) }),
    },
    {
      name: 'xlsx forged size (200 MB declared as 40 KB)',
      fileName: 'forged.xlsx',
      bytes: workbookZip({ sheet: member('xl/worksheets/sheet1.xml', forged, { declaredSize: 40_000 }) }),
    },
    { name: 'xlsx of 40,000 members', fileName: 'members.xlsx', bytes: workbookZip({ extra: many }) },
    {
      name: 'xlsx entity declarations (billion laughs)',
      fileName: 'laughs.xlsx',
      bytes: workbookZip({
        shared: deflated('xl/sharedStrings.xml', strings(['&lol9;']).replace('?>', `?>${laughs}`)),
      }),
    },
    {
      name: 'xlsx of 200,000 rows',
      fileName: 'rows.xlsx',
      bytes: workbookZip({ sheet: deflated('xl/worksheets/sheet1.xml', sheetHead + rowsXml + sheetTail) }),
    },
    {
      name: 'xlsx far-corner cell (XFD1048576)',
      fileName: 'corner.xlsx',
      bytes: workbookZip({ sheet: deflated('xl/worksheets/sheet1.xml', corner) }),
    },
    {
      name: 'csv one line of millions of empty fields',
      fileName: 'fields.csv',
      bytes: enc(csvHead + ','.repeat(Math.round(4.9 * MB * scale))),
    },
    {
      name: 'csv one cell of 4.8 MB',
      fileName: 'cell.csv',
      bytes: enc(csvHead + 'A'.repeat(Math.round(4.8 * MB * scale)) + ',1\n'),
    },
    {
      name: 'csv unclosed quote',
      fileName: 'quote.csv',
      bytes: enc(
        csvHead +
          '"澄湖微动精密制造有限公司,9100\n' +
          '启屿新材料科技股份有限公司,9100\n'.repeat(Math.round(60_000 * scale)),
      ),
    },
  ];
}
