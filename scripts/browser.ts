// Finds a Chromium for Playwright. Browsers cannot be downloaded on our machines, so we prefer
// a system Chromium and fall back to Playwright's own build only where one is already installed.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const ENV_VARS = ['CHROMIUM_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH'];
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The executable to launch, or undefined for Playwright's own browser (when it is installed). */
export function findChromium(): { path: string | undefined; source: string } | null {
  for (const name of ENV_VARS) {
    const path = process.env[name];
    if (path) {
      if (!existsSync(path)) throw new Error(`${name} is set to ${path}, but no file is there.`);
      return { path, source: name };
    }
  }
  for (const path of SYSTEM_PATHS) if (existsSync(path)) return { path, source: 'system' };
  if (playwrightsOwn()) return { path: undefined, source: 'playwright' };
  return null;
}

function playwrightsOwn(): boolean {
  try {
    const out = execFileSync(process.execPath, ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"], {
      encoding: 'utf8',
    });
    return out !== '' && existsSync(out);
  } catch {
    return false;
  }
}

/** Finds Chromium, installing Debian's package when we are root with apt; otherwise says what to install. */
export function ensureChromium(): { path: string | undefined; source: string } {
  const found = findChromium();
  if (found) return found;
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian\'s "chromium" package (apt-get install chromium)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const again = findChromium();
    if (again) return again;
  }
  throw new Error(
    'The browser tests need Chromium and none was found.\n' +
      '  On Debian or Ubuntu: sudo apt-get install chromium   (gives /usr/bin/chromium)\n' +
      '  Elsewhere: npx playwright install chromium, or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}
