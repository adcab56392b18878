/**
 * The readiness checks of this site, in one list (`GET /api/ready` runs them all). A module whose dependency must
 * be up for the instance to serve adds an entry here (e.g. the enterprise registry: "registry loaded").
 */
import { getLeadStore } from '../leads/store';
import { isRegistryLoaded } from '../registry/slot';
import type { ReadinessCheck } from './readiness';

/** The lead store (SQLite file or PostgreSQL) opens, is migrated, and answers a query. */
const leadStore: ReadinessCheck = {
  name: 'leadStore',
  async check() {
    const store = await getLeadStore();
    await store.ping();
  },
};

/** The sample enterprise registry is generated and its matcher built (instrumentation.ts warms it at start). */
const registry: ReadinessCheck = {
  name: 'registry',
  async check() {
    if (!isRegistryLoaded()) throw new Error('registry not loaded yet');
  },
};

export const readinessChecks: ReadinessCheck[] = [leadStore, registry];
