/**
 * Makes sure a Chromium for the end-to-end tests exists, and prints where it is.
 * Order: $CHROMIUM_PATH; Debian/Ubuntu's /usr/bin/chromium (installed with apt-get, with CJK fonts, when missing and
 * we are root); otherwise Playwright's own browser (`npx playwright install chromium`, which needs network access
 * to Playwright's CDN and is used only where apt is not available).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

function run(cmd) {
  execSync(cmd, { stdio: 'inherit' });
}

function hasApt() {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) {
  console.log(`e2e browser: ${process.env.CHROMIUM_PATH} (CHROMIUM_PATH)`);
} else if (existsSync(debianChromium) && existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) {
  console.log(`e2e browser: ${debianChromium}`);
} else if (hasApt() && isRoot) {
  console.log('e2e browser: installing Debian chromium and CJK fonts with apt-get…');
  run('apt-get update -qq');
  run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk');
  console.log(`e2e browser: ${debianChromium}`);
} else if (existsSync(debianChromium)) {
  console.log(`e2e browser: ${debianChromium} (CJK fonts missing: Chinese text may render as boxes in screenshots)`);
} else {
  console.log('e2e browser: no system Chromium; installing Playwright’s own…');
  run('npx playwright install chromium');
}
