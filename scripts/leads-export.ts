/**
 * Prints stored demo requests for the sales team.
 *   npm run leads:export -- [--since 2026-11-01] [--format csv|jsonl] [--bom]
 * Storage comes from the environment: DATABASE_URL (PostgreSQL) or LEADS_SQLITE_PATH / data/leads.sqlite.
 * The requests go to stdout (redirect to a file); the count goes to stderr.
 */
import { runExportCli, stdoutWriter } from '../lib/leads/export';

runExportCli(process.argv.slice(2), { out: stdoutWriter(), err: (line) => console.error(line) }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`leads:export failed: ${error.message}`);
    process.exitCode = 1;
  },
);
