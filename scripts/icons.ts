// Draws the app's PNG icons from public/icon.svg (browsers and stores want PNGs beside the SVG):
//   node scripts/icons.ts
// The PNGs are committed, so a build needs no browser; run this again after changing the SVG.
// Chromium's screenshot is then recompressed without loss by oxipng (WebAssembly): the icon's two colours
// and their anti-aliased edges fit a palette, and every first visit saves the icons for offline use
// (512 px: 22.1 KB as drawn, 8.9 KB after).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import optimise, { init } from '@jsquash/oxipng/optimise.js';
import { chromium } from '@playwright/test';
import { ensureChromium } from './browser.ts';

// The codec fetches its WebAssembly by URL unless handed a compiled module, and Node's fetch reads no files.
await init(await WebAssembly.compile(readFileSync(fileURLToPath(import.meta.resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm')))));

const svg = readFileSync(new URL('../public/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: ensureChromium().path });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  const drawn = await page.screenshot();
  await page.close();
  const png = await optimise(new Uint8Array(drawn).buffer, { level: 6, interlace: false, optimiseAlpha: false });
  writeFileSync(new URL(`../public/icon-${size}.png`, import.meta.url), Buffer.from(png));
  console.log(`public/icon-${size}.png: ${drawn.length} bytes drawn, ${png.byteLength} written`);
}
await browser.close();
