// `npm run page-weight`: what a first visit to a few built pages costs, raw and gzipped: the HTML, its
// stylesheets, and the script it runs before the reader touches anything (inline scripts, <script src>,
// and the islands that hydrate on their own, with every chunk they import statically). Islands that wait
// for a touch (client:interaction) and code loaded on demand are left out, as the browser leaves them.
// Then each figure beside its goal (issue 38): what the first visit saves for offline use, a widget's
// first touch (its scripts, the round trips they take preloaded and the chain of imports without the
// list, and the list's share of the HTML), and the page budget.
// Printed, never asserted: run it after `npm run build`, before and after a change.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { STATIC_OUT } from '../src/site/config.ts';
import { offlinePacks } from '../src/site/offline-packs.ts';
import { firstVisitPacks } from '../src/shared/offline-packs.ts';
import { currentVersion, siteCatalog } from '../src/site/catalog.ts';

const DIST = resolve(import.meta.dirname, '..', STATIC_OUT);
const PAGES: ReadonlyArray<[kind: string, path: string]> = [
  ['rule page, no widget', '/v0.1f/rules/1/'],
  ['rule page, widgets', '/v0.1f/rules/25/'],
  ['explainer, widget', '/explainers/start-here/'],
  ['explainer, odds widget', '/explainers/the-one-tactic/'],
  ['widget page (/play/)', '/play/'],
  ['glossary, no widget', '/glossary/'],
  ['report form', '/playtests/report/'],
  ['question form', '/playtests/ask/'],
];

interface Weight {
  raw: number;
  gz: number;
}

const add = (a: Weight, b: Weight): Weight => ({ raw: a.raw + b.raw, gz: a.gz + b.gz });
const weigh = (text: string | Buffer): Weight => ({ raw: Buffer.byteLength(text), gz: gzipSync(text, { level: 9 }).length });
const ZERO: Weight = { raw: 0, gz: 0 };
/** Connections a browser opens to one host over HTTP/1.1 (Chromium, Firefox): a wave of requests. */
const HTTP1_CONNECTIONS = 6;

/** A site path (/_astro/x.js) as a file in the built site. */
function fileOf(url: string): string {
  const path = join(DIST, decodeURI(url.split(/[?#]/)[0]!));
  if (!existsSync(path)) throw new Error(`page-weight: ${url} is linked but ${path} does not exist (run npm run build first)`);
  return path;
}

/**
 * The chunk and every chunk it imports statically (`import … from "./x.js"`, `import "./x.js"`), once each;
 * returns the longest chain of imports from it, in files (one file alone: 1), which is the round trips the
 * browser needs to find them all when nothing preloads them.
 */
function staticGraph(url: string, seen: Set<string>, depth = new Map<string, number>()): number {
  const path = fileOf(url);
  if (seen.has(path)) return depth.get(path) ?? 1;
  seen.add(path);
  const code = readFileSync(path, 'utf8');
  let deepest = 0;
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) {
    const spec = m[1]!;
    deepest = Math.max(deepest, staticGraph(spec.startsWith('/') ? spec : '/' + join(dirname(path.slice(DIST.length)), spec).replace(/^\/+/, ''), seen, depth));
  }
  depth.set(path, deepest + 1);
  return deepest + 1;
}

function pageWeight(path: string): { html: Weight; css: Weight; js: Weight; inline: number } {
  const html = readFileSync(fileOf(join(path, 'index.html')), 'utf8');
  let css = ZERO;
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) css = add(css, weigh(readFileSync(fileOf(m[1]!))));
  const chunks = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) staticGraph(m[1]!, chunks);
  for (const m of html.matchAll(/<astro-island([^>]*)>/g)) {
    const attrs = m[1]!;
    if (/client="(?:interaction|only)"/.test(attrs)) continue;
    for (const a of attrs.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) staticGraph(a[1]!, chunks);
  }
  let js = ZERO;
  for (const file of chunks) js = add(js, weigh(readFileSync(file)));
  // Inline scripts travel inside the HTML, so they are in its figures; their raw size is shown apart.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((s) => s[1]!).join('');
  return { html: weigh(html), css, js, inline: Buffer.byteLength(inline) };
}

const kb = (n: number) => (n / 1000).toFixed(1).padStart(6);
console.log('A first visit, in KB (1000 bytes), raw / gzipped. HTML includes its inline script (raw size in the last column).');
console.log(
  `${'page'.padEnd(24)} ${'path'.padEnd(28)} ${'HTML'.padStart(15)} ${'CSS'.padStart(15)} ${'JS files'.padStart(15)} ${'total'.padStart(15)} ${'inline JS'.padStart(9)}`,
);
const cell = (w: Weight) => `${kb(w.raw)} /${kb(w.gz)}`;
for (const [kind, path] of PAGES) {
  const { html, css, js, inline } = pageWeight(path);
  console.log(`${kind.padEnd(24)} ${path.padEnd(28)} ${cell(html)} ${cell(css)} ${cell(js)} ${cell(add(add(html, css), js))} ${kb(inline).padStart(9)}`);
}

// Each figure beside its goal.
const catalog = siteCatalog();
const versions = catalog.versions.map((v) => v.id);
const current = currentVersion(catalog).id;
const { files, packs } = offlinePacks(DIST, versions, current);
const gzOf = (path: string) => weigh(readFileSync(fileOf(path.endsWith('/') ? join(path, 'index.html') : path))).gz;
// What sw.js precaches before it takes the page (its own list) and the worker's scripts, then the first visit's packs.
const sw = readFileSync(fileOf('/sw.js'), 'utf8');
const precached = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => '/' + m[1]!.replace(/^\//, ''));
const workerFiles = ['/sw.js', ...[...sw.matchAll(/"\.\/(workbox-[^"]+)"/g)].map((m) => `/${m[1]!}.js`)];
const firstVisit = (ids: string[]) => {
  const all = new Set([...precached, ...workerFiles, ...ids.flatMap((id) => (packs[id]?.files ?? []).map((i) => files[i]![0]))]);
  let gz = 0;
  for (const path of all) gz += gzOf(path);
  return { count: all.size, gz };
};
const row = (what: string, figure: string, goal: string) => console.log(`${what.padEnd(58)} ${figure.padStart(22)}   goal: ${goal}`);
console.log('\nFigures beside their goals (issue 38), KB = 1000 bytes gzipped:');
const precache = firstVisit([]);
row('precached before the worker takes the page', `${precache.count} files ${kb(precache.gz)} KB`, 'the offline page in the first second');
for (const v of versions) {
  const f = firstVisit(firstVisitPacks(v, false));
  row(`first visit, a ${v} page: shell + ${v} + search`, `${f.count} files ${kb(f.gz)} KB`, '≤ 1000 KB');
}
const practice = firstVisit(firstVisitPacks(current, true));
row(`first visit, a ${current} practice page (+ its questions)`, `${practice.count} files ${kb(practice.gz)} KB`, '(reading: practice saves its questions)');
const everything = firstVisit(Object.keys(packs));
row('"Save everything for offline"', `${everything.count} files ${kb(everything.gz)} KB`, '(was the first visit: 665 files, ~3000 KB)');

// A widget's first touch: the islands that wait for a touch, their component and renderer with every chunk
// they import statically, less what the page already loaded before the touch.
for (const [kind, path] of PAGES) {
  const html = readFileSync(fileOf(join(path, 'index.html')), 'utf8');
  const before = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) staticGraph(m[1]!, before);
  const touched = new Set<string>();
  let trips = 0;
  const islands = [...html.matchAll(/<astro-island([^>]*)>/g)].filter((m) => /client="interaction"/.test(m[1]!));
  if (islands.length === 0) continue;
  const first = islands[0]![1]!;
  for (const a of first.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) trips = Math.max(trips, staticGraph(a[1]!, touched));
  let gz = 0;
  let count = 0;
  for (const file of touched) {
    if (before.has(file)) continue;
    gz += weigh(readFileSync(file)).gz;
    count++;
  }
  // Preloaded on approach (the island's list, src/site/island-preload.ts), all are asked for at once:
  // the round trips are the waves of a browser's six connections a host over HTTP/1.1.
  const waves = Math.ceil(count / HTTP1_CONNECTIONS);
  row(`first touch, ${kind}`, `${count} scripts ${kb(gz)} KB, ${waves} round trips (chain ${trips})`, '≤ 2 round trips');
  // The preload lists' share of the page's gzipped HTML (reading preload-the-depth).
  const listed = weigh(html).gz - weigh(html.replace(/ data-preload="[^"]*"/g, '')).gz;
  row(`  its preload lists' share of the gzipped HTML`, `${((100 * listed) / weigh(html).gz).toFixed(2)}%`, '≤ 2%');
}

const weights = PAGES.map(([kind, path]) => ({ kind, path, ...pageWeight(path) }));
const heaviest = weights.reduce((a, b) => (b.js.raw + b.inline > a.js.raw + a.inline ? b : a));
row(`heaviest page's script before a touch (${heaviest.path})`, `${kb(heaviest.js.raw + heaviest.inline)} KB raw`, '< 60 KB');
for (const w of weights.filter((w) => /no widget/.test(w.kind)))
  row(`script files on ${w.path} (no widget)`, `${kb(w.js.raw)} KB raw`, '0 (inline registration only)');
