/**
 * The readiness checks of this site, in one list (`GET /api/ready` runs them all). A module whose dependency must
 * be up for the instance to serve adds an entry here (e.g. the enterprise registry: "registry loaded").
 */
import { sql } from 'kysely';
import { getLeadStore } from '../leads/store';
import type { ReadinessCheck } from './readiness';

/** The lead store (SQLite file or PostgreSQL) opens, is migrated, and answers a query. */
const leadStore: ReadinessCheck = {
  name: 'leadStore',
  async check() {
    const store = await getLeadStore();
    await sql`select 1`.execute(store.db);
  },
};

export const readinessChecks: ReadinessCheck[] = [leadStore];
