import type { ScreeningInput } from '@/lib/screening';

/**
 * The rows the screening intake read from a pasted list or an uploaded CSV/XLSX (`POST /api/screening/file`), as the
 * list demos send them (`POST /api/monitoring`, `/api/association`): name and USCC only. The client's own columns
 * (`extra`: relationship manager, credit line…) are for the screening exports and are not part of these requests,
 * whose schemas refuse unknown fields.
 */
export function watchlistRows(rows: readonly ScreeningInput[]): { name?: string; uscc?: string }[] {
  return rows.map(({ name, uscc }) => ({ ...(name ? { name } : {}), ...(uscc ? { uscc } : {}) }));
}
