// Draws the app's PNG icons from public/icon.svg (browsers and stores want PNGs beside the SVG):
//   node scripts/icons.ts
// The PNGs are committed, so a build needs no browser; run this again after changing the SVG.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { ensureChromium } from './browser.ts';

const svg = readFileSync(new URL('../public/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: ensureChromium().path });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await page.screenshot({ path: new URL(`../public/icon-${size}.png`, import.meta.url).pathname });
  await page.close();
}
await browser.close();
