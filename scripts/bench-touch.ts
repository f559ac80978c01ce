// `npm run bench:touch`: a widget's first touch in Chromium, against the built site (issue 38). For a few
// pages, the first island that waits for a touch: the pointer comes over it, then the reader clicks it.
// Every request gets a fixed delay (CDP's network emulation, RTT below), so the time from the pointer's
// arrival to the last script the touch needed, divided by that delay, is the round trips the reader
// waits for. Each page twice: as built (scripts preloaded on approach), and with the island's preload
// list taken out of the HTML (the chain of imports as it was). Printed, never asserted.
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { STATIC_OUT } from '../src/site/config.ts';
import { findChromium } from './browser.ts';
import { serveStatic } from './static-server.ts';

const RTT = 300;
const PAGES = ['/v0.1f/rules/25/', '/play/', '/explainers/the-one-tactic/', '/explainers/start-here/'];

interface Touch {
  trips: number;
  scripts: number;
  kb: number;
  ms: number;
}

async function touch(page: Page, url: string, preload: boolean): Promise<Touch | null> {
  await page.route('**/*', async (route) => {
    if (preload || route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, body: (await response.text()).replace(/ data-preload="[^"]*"/g, '') });
  });
  await page.goto(url);
  const island = page.locator('astro-island[ssr][client="interaction"]').first();
  if ((await island.count()) === 0) return null;
  // The island itself draws no box (display: contents): the pointer comes to its first element.
  const box = island.locator('> *').first();
  await box.scrollIntoViewIfNeeded();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT, downloadThroughput: -1, uploadThroughput: -1 });
  const scripts = new Map<string, { start: number; end: number; bytes: number }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (/\.js(\?|$)/.test(e.request.url)) scripts.set(e.requestId, { start: e.timestamp, end: 0, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) Object.assign(s, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  const handle = await island.elementHandle();
  await box.hover({ position: { x: 5, y: 5 } });
  await box.click({ position: { x: 5, y: 5 } });
  await page.waitForFunction((el) => !el?.hasAttribute('ssr'), handle, { timeout: 60_000 });
  // What the touch asks for after hydrating (its engine, its panel) arrives in the next second or so.
  await page.waitForTimeout(3 * RTT + 1000);
  const done = [...scripts.values()].filter((s) => s.end > 0);
  const first = Math.min(...done.map((s) => s.start));
  const last = Math.max(...done.map((s) => s.end));
  await cdp.detach();
  await page.unroute('**/*');
  return {
    trips: Math.round(((last - first) * 1000) / RTT),
    scripts: done.length,
    kb: done.reduce((n, s) => n + s.bytes, 0) / 1000,
    ms: Math.round((last - first) * 1000),
  };
}

const server = await serveStatic(resolve(import.meta.dirname, '..', STATIC_OUT));
const browser = await chromium.launch({ executablePath: findChromium()?.path, args: ['--disable-background-networking', '--no-first-run'] });
// `--rounds N` repeats every page N times (the two ways in turn) and prints the spread: a shared machine swings.
const at = process.argv.indexOf('--rounds');
const ROUNDS = at > 0 ? Math.max(1, Number(process.argv[at + 1]) || 1) : 1;
try {
  console.log(`A widget's first touch, each request delayed ${RTT} ms (round trips = time from the pointer's arrival to the last script, over ${RTT} ms):`);
  for (const path of PAGES) {
    const runs = new Map<boolean, Touch[]>([
      [true, []],
      [false, []],
    ]);
    for (let round = 0; round < ROUNDS; round++)
      for (const preload of [true, false]) {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        const page = await context.newPage();
        const t = await touch(page, server.url + path, preload);
        await context.close();
        if (t) runs.get(preload)!.push(t);
      }
    for (const [preload, ts] of runs) {
      if (ts.length === 0) continue;
      const trips = ts.map((t) => t.trips).sort((a, b) => a - b);
      const ms = ts.map((t) => t.ms).sort((a, b) => a - b);
      const spread = (xs: number[]) => (xs[0] === xs.at(-1) ? `${xs[0]}` : `${xs[0]}–${xs.at(-1)}`);
      console.log(
        `${path.padEnd(30)} ${preload ? 'preloaded on approach' : 'chain of imports     '}  ${spread(trips).padStart(3)} round trips (goal ≤ 2), ${ts[0]!.scripts} scripts, ${ts[0]!.kb.toFixed(1)} KB over the wire, ${spread(ms)} ms${ROUNDS > 1 ? ` (${ts.length} runs)` : ''}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}
