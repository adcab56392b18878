import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the production build (the standalone instance server) in Chromium: Debian's /usr/bin/chromium when
 * present (scripts/ensure-browser.mjs installs it), else Playwright's own browser.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const host = process.env.E2E_HOST ?? '127.0.0.1';
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunch = {
  ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // scripts/time-test-steps.mjs asks for a JSON report (per-test times) when the e2e tests run inside a composite step.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://${host}:${port}`,
    launchOptions: chromiumLaunch,
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: {
    // The production instance server (server/index.mjs, from the standalone build), as deployed behind nginx.
    command: `node .next/standalone/server/index.mjs`,
    // Readiness (200 once the lead store and the sample registry are loaded), so no test meets a cold registry.
    url: `http://${host}:${port}/api/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // A throwaway lead store and looser rate limits (demo requests; the API's, ×20: lib/api/rate-limit.ts), so the
    // suite — many requests from one address — and re-runs against a reused server are not throttled.
    env: {
      HOST: host,
      PORT: String(port),
      LEADS_SQLITE_PATH: 'data/e2e-leads.sqlite',
      LEADS_RATE_LIMIT: '100/60',
      API_RATE_LIMIT_FACTOR: '20',
      LOG_LEVEL: 'warn',
    },
  },
});
