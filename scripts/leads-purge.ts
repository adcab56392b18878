/**
 * Enforces the retention period of demo requests by deleting older ones.
 *   npm run leads:purge -- --older-than 365d [--dry-run]
 * Storage comes from the environment: DATABASE_URL (PostgreSQL) or LEADS_SQLITE_PATH / data/leads.sqlite.
 */
import { runPurgeCli } from '../lib/leads/export';

runPurgeCli(process.argv.slice(2), { out: () => undefined, err: (line) => console.error(line) }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`leads:purge failed: ${error.message}`);
    process.exitCode = 1;
  },
);
