// `npm run page-weight`: what a first visit to a few built pages costs, raw and gzipped: the HTML, its
// stylesheets, and the script it runs before the reader touches anything (inline scripts, <script src>,
// and the islands that hydrate on their own, with every chunk they import statically). Islands that wait
// for a touch (client:interaction) and code loaded on demand are left out, as the browser leaves them.
// Printed, never asserted: run it after `npm run build`, before and after a change.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { STATIC_OUT } from '../src/site/config.ts';

const DIST = resolve(import.meta.dirname, '..', STATIC_OUT);
const PAGES: ReadonlyArray<[kind: string, path: string]> = [
  ['rule page, no widget', '/v0.1f/rules/1/'],
  ['rule page, widgets', '/v0.1f/rules/25/'],
  ['explainer, widget', '/explainers/start-here/'],
  ['explainer, odds widget', '/explainers/the-one-tactic/'],
  ['widget page (/play/)', '/play/'],
  ['glossary, no widget', '/glossary/'],
];

interface Weight {
  raw: number;
  gz: number;
}

const add = (a: Weight, b: Weight): Weight => ({ raw: a.raw + b.raw, gz: a.gz + b.gz });
const weigh = (text: string | Buffer): Weight => ({ raw: Buffer.byteLength(text), gz: gzipSync(text, { level: 9 }).length });
const ZERO: Weight = { raw: 0, gz: 0 };

/** A site path (/_astro/x.js) as a file in the built site. */
function fileOf(url: string): string {
  const path = join(DIST, decodeURI(url.split(/[?#]/)[0]!));
  if (!existsSync(path)) throw new Error(`page-weight: ${url} is linked but ${path} does not exist (run npm run build first)`);
  return path;
}

/** The chunk and every chunk it imports statically (`import … from "./x.js"`, `import "./x.js"`), once each. */
function staticGraph(url: string, seen: Set<string>): void {
  const path = fileOf(url);
  if (seen.has(path)) return;
  seen.add(path);
  const code = readFileSync(path, 'utf8');
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) {
    const spec = m[1]!;
    staticGraph(spec.startsWith('/') ? spec : '/' + join(dirname(path.slice(DIST.length)), spec).replace(/^\/+/, ''), seen);
  }
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
