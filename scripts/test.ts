// `npm test`: every test the project has, in the order that fails fastest.
// Types, then unit and property tests, then the site build, then the browser tests against the built site.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './browser.ts';

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
// A fresh clone has no .astro/ yet: generate the content-collection types tsc needs.
run('Astro types', npx, ['astro', 'sync']);
run('Types', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('Unit tests', npx, ['vitest', 'run']);
run('Build', 'npm', ['run', '--silent', 'build']);

let browser;
try {
  browser = ensureChromium();
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
}
console.log(`\nBrowser tests use ${browser.path ?? "Playwright's own Chromium"} (${browser.source}).`);
run('Browser tests', npx, ['playwright', 'test'], { ...process.env, SOW_CHROMIUM: browser.path ?? '' });
