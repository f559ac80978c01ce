// `npm test`: every test the project has, in the order that fails fastest.
// Types, lint, then unit and property tests, then the site build, then the browser tests against the built site.
// One PostgreSQL server (Debian's package, in a temporary folder) serves every store and server test of
// both runners, and is stopped at the end, whatever the outcome.
// It ends with one line counting both runners' tests, so a log reader sees the whole at a glance.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './browser.ts';
import { startPostgres, type TestPostgres } from './postgres.ts';

const REPORTS = 'out/test-reports';
const counts = { passed: 0, failed: 0, skipped: 0 };

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    summary();
    postgres?.stop();
    process.exit(result.status ?? 1);
  }
}

/** Adds a runner's JSON report to the counts; a missing report (the runner died) counts nothing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- two runners' JSON reports, each read by its own function
function tally(file: string, read: (report: any) => { passed: number; failed: number; skipped: number }): void {
  try {
    const c = read(JSON.parse(readFileSync(`${REPORTS}/${file}`, 'utf8')));
    counts.passed += c.passed;
    counts.failed += c.failed;
    counts.skipped += c.skipped;
  } catch {
    // Reported by the runner itself.
  }
}

function summary(): void {
  tally('vitest.json', (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }));
  tally('playwright.json', (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped }));
  console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
let postgres: TestPostgres | undefined;
try {
  postgres = await startPostgres();
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
}
process.env.SOW_TEST_DATABASE_URL = postgres.url;
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (postgres?.stop(), process.exit(1)));
// A fresh clone has no .astro/ yet: generate the content-collection types tsc needs.
run('Astro types', npx, ['astro', 'sync']);
run('Types', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']);
// tsc reads no .astro file: Astro's checker types their frontmatter, props and directives (errors only;
// its hints are advice).
run('Types of .astro files', npx, ['astro', 'check', '--minimumSeverity', 'error']);
// Import cycles, the engine's layers and its entries, and typescript-eslint's rules (eslint.config.js).
run('Lint', 'npm', ['run', '--silent', 'lint']);
run('Unit tests', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/vitest.json`]);
run('Build', 'npm', ['run', '--silent', 'build']);

let browser;
try {
  browser = ensureChromium();
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
}
console.log(`\nBrowser tests use ${browser.path ?? "Playwright's own Chromium"} (${browser.source}).`);
run('Browser tests', npx, ['playwright', 'test'], { ...process.env, SOW_CHROMIUM: browser.path ?? '', SOW_JSON_REPORT: `${REPORTS}/playwright.json` });
postgres.stop();
summary();
