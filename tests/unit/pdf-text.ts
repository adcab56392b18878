/** Text of every page of a PDF, extracted with pdfjs-dist (tests only). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(''));
  }
  await doc.destroy();
  return pages;
}

/** Every text item of a PDF (one per line or font run as written), with the font it is drawn in (tests only). */
export async function pdfTextItems(bytes: Uint8Array): Promise<{ str: string; font: string }[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const items: { str: string; font: string }[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const page = await doc.getPage(i);
    // The operator list loads the fonts, whose PDF names (e.g. `ABCDEF+NotoSans-Regular`) then are in commonObjs.
    await page.getOperatorList();
    const content = await page.getTextContent();
    for (const it of content.items) {
      if (!('str' in it) || !it.str.trim()) continue;
      const font = page.commonObjs.has(it.fontName) ? (page.commonObjs.get(it.fontName) as { name?: string }).name : '';
      items.push({ str: it.str, font: font ?? it.fontName });
    }
  }
  await doc.destroy();
  return items;
}
