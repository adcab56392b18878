import { isShowcase } from '@/lib/sample-data/keys';
import { ckeys } from '@/lib/sample-data/keys';
import { sampleStatementCsv, sampleStatementXlsx } from '@/lib/statements/samples';
import { apiNotFound, otherMethods } from '@/lib/api/errors';

/**
 * GET /api/statement-analysis/samples/<ckey>.csv|.xlsx — a showcase company's sample bank statement (deterministic,
 * so prerendered at build time). Unknown names answer 404.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return ckeys.flatMap((ckey) => [{ file: `${ckey}.csv` }, { file: `${ckey}.xlsx` }]);
}

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const m = file.match(/^([0-9a-f]{10})\.(csv|xlsx)$/);
  if (!m || !isShowcase(m[1])) return apiNotFound(request);
  const [, ckey, ext] = m;
  const name = `sample-statement-${ckey}.${ext}`;
  const headers = {
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'public, max-age=3600',
  };
  if (ext === 'csv') {
    return new Response(sampleStatementCsv(ckey as (typeof ckeys)[number]), {
      headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
    });
  }
  const bytes = await sampleStatementXlsx(ckey as (typeof ckeys)[number]);
  return new Response(bytes as BodyInit, {
    headers: { ...headers, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
}

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
