// `npm run bench:lab`: the Lab's whole games in a real browser against `sow sweep` on one worker (issue 38).
// A 12-cell grid (die 4,6,8,10,12,20 across actions 2,3) of 20,000 games a cell, 240,000 in all, played by
// the built /lab/ in Chromium (Playwright), then the same cells by the CLI with --workers 1. Prints the
// browser's games a second beside one CLI worker's, how many times the Lab's markup changed during the run
// (one change a render), and the longest task on the page's main thread. Printed, never asserted; run it
// after `npm run build`. Flags: --games N (a cell, default 20,000), --runs K (alternating, default 2).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { STATIC_OUT } from '../src/site/config.ts';
import { findChromium } from './browser.ts';
import { serveStatic } from './static-server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const GAMES = arg('--games', 20_000);
const RUNS = arg('--runs', 2);
const DIE = '4, 6, 8, 10, 12, 20';
const ACTIONS = '2, 3';
const ROOT = resolve(import.meta.dirname, '..');

interface BrowserRun {
  ms: number;
  games: number;
  renders: number;
  longestTask: number;
  longTasks: number;
  workers: number;
  line: string;
}

async function inBrowser(url: string): Promise<BrowserRun> {
  const browser = await chromium.launch({ executablePath: findChromium()?.path, args: ['--disable-background-networking', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    // Long tasks from the start, read once the run is over.
    await page.addInitScript(() => {
      const w = window as unknown as { __long: number[] };
      w.__long = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__long.push(e.duration))).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${url}/lab/`);
    const lab = page.getByRole('region', { name: 'Lab' });
    await lab.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await lab.getByLabel('Parameter').selectOption('die');
    await lab.getByLabel('Values (comma-separated)').fill(DIE);
    await lab.getByLabel('Across, for a grid').selectOption('actions');
    await lab.getByLabel('Values of actions (comma-separated)').fill(ACTIONS);
    await lab.getByLabel('Games per value').fill(String(GAMES));
    await lab.getByLabel('Games per value').blur();
    await lab.getByRole('button', { name: 'Run games', disabled: false }).waitFor();
    const line = (await lab.locator('code').first().textContent()) ?? '';
    // Counted in the page from the press to the end: each batch of changes to the Lab's markup is one render.
    await page.evaluate(() => {
      const w = window as unknown as { __renders: number; __end: number; __start: number; __long: number[]; __longFrom: number };
      const section = document.querySelector('section.sow-lab')!;
      w.__renders = 0;
      w.__end = 0;
      w.__start = 0;
      // The run is over once its progress has been shown and is gone again. Renders before the press (the
      // Lab settling after its fields were set) are neither counted nor taken for the end.
      let running = false;
      new MutationObserver(() => {
        if (!w.__start || w.__end) return;
        w.__renders++;
        const progress = section.querySelector('.sow-progress') !== null;
        if (progress) running = true;
        else if (running && section.querySelector('.sow-primary')) w.__end = performance.now();
      }).observe(section, { subtree: true, childList: true, characterData: true, attributes: true });
      section.querySelector<HTMLButtonElement>('.sow-primary')!.addEventListener('click', () => {
        w.__start = performance.now();
        w.__longFrom = w.__long.length;
      });
    });
    await lab.getByRole('button', { name: 'Run games' }).click();
    await page.waitForFunction(() => (window as unknown as { __end: number }).__end > 0, undefined, { timeout: 600_000, polling: 200 });
    const r = await page.evaluate(() => {
      const w = window as unknown as { __renders: number; __end: number; __start: number; __long: number[]; __longFrom: number };
      const long = w.__long.slice(w.__longFrom);
      return { ms: w.__end - w.__start, renders: w.__renders, longestTask: Math.max(0, ...long), longTasks: long.length };
    });
    const cells = DIE.split(',').length * ACTIONS.split(',').length;
    return { ...r, games: GAMES * cells, workers: workers.filter((u) => u.includes('sim.worker')).length, line };
  } finally {
    await browser.close();
  }
}

/** The Lab's own command line, once a value of the second parameter, on one worker: the games' time alone (the same command with no games is taken off). */
function cli(line: string): { ms: number; games: number } {
  const m = /--(\S+) V \(for each V of ([^)]+)\)/.exec(line);
  if (!m) throw new Error(`bench-lab: the Lab's command line has no second parameter: ${line}`);
  const time = (args: string[]) => {
    const t = performance.now();
    execFileSync(process.execPath, [resolve(ROOT, 'bin/sow.js'), ...args], { stdio: ['ignore', 'ignore', 'ignore'] });
    return performance.now() - t;
  };
  let ms = 0;
  let games = 0;
  for (const v of m[2]!.split(',')) {
    const args = line.replace(/^sow /, '').replace(m[0], `--${m[1]} ${v}`).split(/\s+/);
    const withGames = [...args, '--workers', '1', '--json'];
    // The games' flags, which the command without games refuses.
    const DROP = ['--games', '--seed', '--workers'];
    const noGames = withGames.filter((a, i) => !DROP.includes(a) && !DROP.includes(withGames[i - 1]!));
    ms += time(withGames) - time(noGames);
    games += GAMES * line.split('--values ')[1]!.split(' ')[0]!.split(',').length;
  }
  return { ms, games };
}

const server = await serveStatic(resolve(ROOT, STATIC_OUT));
try {
  const rows: Array<{ browser: BrowserRun; cli: { ms: number; games: number } }> = [];
  for (let k = 0; k < RUNS; k++) {
    // Alternating, so the machine's swings fall on both sides.
    const b = await inBrowser(server.url);
    rows.push({ browser: b, cli: cli(b.line) });
  }
  const rate = (games: number, ms: number) => Math.round((games / ms) * 1000);
  console.log(`The Lab, 12 cells × ${GAMES.toLocaleString('en')} games (die ${DIE} across actions ${ACTIONS}), Chromium against sow sweep --workers 1:`);
  for (const [k, { browser: b, cli: c }] of rows.entries()) {
    const ratio = rate(b.games, b.ms) / rate(c.games, c.ms);
    console.log(
      `run ${k + 1}: browser ${rate(b.games, b.ms).toLocaleString('en')} games/s (${b.workers} workers, ${(b.ms / 1000).toFixed(2)} s), ` +
        `CLI one worker ${rate(c.games, c.ms).toLocaleString('en')} games/s: ${ratio.toFixed(2)}× (goal ≥ 0.67×); ` +
        `${b.renders} renders (goal: at most one a frame or a cell); longest task ${Math.round(b.longestTask)} ms (goal < 200 ms), ${b.longTasks} tasks over 50 ms`,
    );
  }
} finally {
  await server.close();
}
