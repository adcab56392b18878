/**
 * Export of a `ReportDoc` (pure): a self-contained HTML file or a plain-text file, with every finding's citation.
 * Every value is escaped. Served by `GET /api/reports/<kind>/<id>.html|.txt` (./report-file-request.ts).
 */
import type { ReportDoc } from './report-model';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The report as a standalone HTML document in the given language, with print-friendly inline styles. */
export function reportToHtml(doc: ReportDoc, lang: string, sampleLabel: string): string {
  const e = escapeHtml;
  const sections = doc.sections
    .map((s) => {
      const parts: string[] = [`<h2>${e(s.heading)}</h2>`];
      for (const p of s.paragraphs) parts.push(`<p>${e(p)}</p>`);
      if (s.rows?.length) {
        parts.push(
          `<table class="kv"><tbody>${s.rows.map((r) => `<tr><th scope="row">${e(r.label)}</th><td>${e(r.value)}</td></tr>`).join('')}</tbody></table>`,
        );
      }
      if (s.table) {
        parts.push(
          `<table><caption>${e(s.table.caption)}</caption><thead><tr>${s.table.columns.map((c) => `<th scope="col">${e(c)}</th>`).join('')}</tr></thead>` +
            `<tbody>${s.table.rows.map((row) => `<tr>${row.map((cell) => `<td>${e(cell)}</td>`).join('')}</tr>`).join('')}</tbody></table>`,
        );
      }
      if (s.findings?.length)
        parts.push(
          `<ul>${s.findings.map((f) => `<li>${e(f.text)}<br><small class="cite">${e(f.cite)}</small></li>`).join('')}</ul>`,
        );
      if (s.bullets?.length) parts.push(`<ul>${s.bullets.map((b) => `<li>${e(b)}</li>`).join('')}</ul>`);
      if (s.cite) parts.push(`<p class="cite">${e(s.cite)}</p>`);
      return `<section>${parts.join('\n')}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${e(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(doc.title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:#17202b;max-width:860px;margin:32px auto;padding:0 20px;line-height:1.7}
h1{font-size:1.75rem;margin:0 0 8px}h2{font-size:1.2rem;margin:28px 0 8px;border-bottom:2px solid #0b4f8a;padding-bottom:4px}
table{width:100%;border-collapse:collapse;margin:8px 0 12px;font-size:.92rem}th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #d5dce5;vertical-align:top}
.kv th{width:34%;color:#4a5563;font-weight:500}caption{text-align:left;font-weight:600;padding:6px 0}
.sample{display:inline-block;padding:2px 10px;border-radius:999px;background:#fff4e5;color:#8a5a00;border:1px solid #f0d3a6;font-size:.8rem;font-weight:600}
.cite{color:#4a5563;font-size:.8rem}.notice{color:#4a5563;font-size:.85rem;border-top:1px solid #d5dce5;margin-top:32px;padding-top:12px}
</style>
</head>
<body>
<p><span class="sample">${e(sampleLabel)}</span></p>
<h1>${e(doc.title)}</h1>
<table class="kv"><tbody>${doc.meta.map((m) => `<tr><th scope="row">${e(m.label)}</th><td>${e(m.value)}</td></tr>`).join('')}</tbody></table>
${sections}
<p class="notice">${e(doc.notice)}</p>
</body>
</html>
`;
}

/** The report as plain text (UTF-8), headings underlined, tables as tab-separated lines. */
export function reportToText(doc: ReportDoc, sampleLabel: string): string {
  const lines: string[] = [`[${sampleLabel}]`, doc.title, '='.repeat(Math.min(60, doc.title.length * 2)), ''];
  for (const m of doc.meta) lines.push(`${m.label}: ${m.value}`);
  for (const s of doc.sections) {
    lines.push('', s.heading, '-'.repeat(Math.min(60, s.heading.length * 2)));
    lines.push(...s.paragraphs);
    for (const r of s.rows ?? []) lines.push(`${r.label}: ${r.value}`);
    if (s.table) {
      lines.push(s.table.columns.join('\t'));
      for (const row of s.table.rows) lines.push(row.join('\t'));
    }
    for (const f of s.findings ?? []) lines.push(`• ${f.text}`, `  ${f.cite}`);
    for (const b of s.bullets ?? []) lines.push(`• ${b}`);
    if (s.cite) lines.push(s.cite);
  }
  lines.push('', doc.notice, '');
  return lines.join('\n');
}
