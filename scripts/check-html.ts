/**
 * HTML validity of every page (issue 7, item 10): the W3C Nu Html Checker (npm `vnu-jar`, run with the system
 * Java) over every concrete page of the route table in both locales, as the production server sends them.
 *
 * Usage: npm run build && npm run test:html
 *   BASE_URL=http://127.0.0.1:3000   check a server that is already running instead of starting the production server (scripts/lib/prod-server.mjs)
 *
 * It fetches each page once (4 at a time), writes the HTML to a temporary directory and validates all files in ONE
 * vnu invocation (one JVM start, ~150 pages in well under a minute). It also checks that each page answers with
 * the `Content-Language` HTTP header of its locale (the obsolete `<meta http-equiv="content-language">` is gone).
 * Prints `[html] pages=… errors=…` and every error with the page it is on; exits 1 on any error, 2 on a setup error.
 * Java: `java` on PATH (Java 17+); when missing and running as root on Debian/Ubuntu, it installs
 * openjdk-17-jre-headless with apt-get (the vnu-jar package's own JDK download is not run, see package.json).
 */
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localizePath, routing, type Locale } from '../i18n/routing';
import { allRoutes, concretePaths } from '../lib/routes';
import { startServer } from './lib/prod-server.mjs';

const personUA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Makes sure a `java` command exists, installing Debian's headless JRE when possible. */
function ensureJava(): void {
  const has = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
  if (has()) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!root || !apt) {
    console.error('test:html needs Java 17+ (`java` on PATH) for the Nu Html Checker; install a JRE and re-run.');
    process.exit(2);
  }
  console.log('test:html: installing openjdk-17-jre-headless with apt-get…');
  execSync(
    'apt-get -o DPkg::Lock::Timeout=900 update -qq && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq openjdk-17-jre-headless',
    {
      stdio: 'inherit',
    },
  );
  if (!has()) {
    console.error('test:html: Java is still missing after apt-get.');
    process.exit(2);
  }
}

/** Every page URL (path as visitors see it) with its locale. */
function pageList(): { url: string; locale: Locale }[] {
  return allRoutes.flatMap((route) =>
    concretePaths(route).flatMap((path) =>
      routing.locales.map((locale) => ({ url: localizePath(path, locale), locale })),
    ),
  );
}

async function main() {
  ensureJava();
  const require = createRequire(import.meta.url);
  const jar = String(require('vnu-jar'));
  const server = process.env.BASE_URL
    ? { base: process.env.BASE_URL.replace(/\/$/, ''), stop: () => {} }
    : await startServer();
  const dir = mkdtempSync(join(tmpdir(), 'hengxi-html-'));
  const pages = pageList();
  const fileToUrl = new Map<string, string>();
  const problems: string[] = [];
  try {
    let next = 0;
    const worker = async () => {
      while (next < pages.length) {
        const index = next++;
        const { url, locale } = pages[index];
        const res = await fetch(server.base + url, {
          headers: { 'user-agent': personUA, cookie: `i18n_redirected=${locale}` },
          redirect: 'manual',
        });
        if (res.status !== 200) {
          problems.push(`${url}: HTTP ${res.status}`);
          continue;
        }
        const language = res.headers.get('content-language');
        if (language !== locale)
          problems.push(`${url}: Content-Language header is ${language ?? 'missing'}, expected ${locale}`);
        const file = join(dir, `page-${String(index).padStart(3, '0')}.html`);
        writeFileSync(file, await res.text());
        fileToUrl.set(file, url);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));

    const files = [...fileToUrl.keys()].sort();
    const started = Date.now();
    let out: string;
    try {
      out = execFileSync(
        'java',
        ['-Xss8m', '-jar', jar, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...files],
        {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    } catch (error) {
      console.error(`test:html: vnu failed: ${(error as Error).message}`);
      process.exitCode = 2;
      return;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const messages = (JSON.parse(out) as { messages: VnuMessage[] }).messages.filter(
      (m) => m.type === 'error' || m.subType === 'fatal',
    );
    const byPage = new Map<string, VnuMessage[]>();
    for (const m of messages) {
      const file = m.url?.replace(/^file:/, '') ?? '';
      const url = fileToUrl.get(file) ?? file;
      byPage.set(url, [...(byPage.get(url) ?? []), m]);
    }
    for (const [url, list] of byPage) {
      for (const m of list)
        console.log(
          `${url}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? `  «${m.extract.trim().slice(0, 120)}»` : ''}`,
        );
    }
    const distinct = new Map<string, number>();
    for (const m of messages) distinct.set(m.message, (distinct.get(m.message) ?? 0) + 1);
    for (const [message, count] of [...distinct].sort((a, b) => b[1] - a[1])) console.log(`  ${count}× ${message}`);
    for (const p of problems) console.log(p);
    console.log(
      `[html] pages=${files.length} pagesWithErrors=${byPage.size} errors=${messages.length} headerProblems=${problems.length} vnuSeconds=${seconds}`,
    );
    if (messages.length > 0 || problems.length > 0) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    server.stop();
  }
}

main().catch((error: Error) => {
  console.error(`test:html failed: ${error.message}`);
  process.exitCode = 2;
});
