// Prints a version's sheet page from the built site to an A4 PDF, like the designer's one-sheet:
//   npm run pdf -- v0.1f [--out path.pdf] [--dist dist/client]
// Builds nothing: run `npm run build` first. The sheet already carries absolute links to the published
// site on every rule number and a QR code of its own address, so the PDF links there, not to this machine.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CatalogError, loadCatalog } from '../src/catalog/catalog.ts';
import { STATIC_OUT } from '../src/site/config.ts';
import { CONTENT_DIR } from '../src/catalog/content-dir.ts';
import { nearestWords } from '../src/shared/suggest.ts';
import { ensureChromium } from './browser.ts';
import { serveStatic } from './static-server.ts';

export class PdfError extends Error {}

export interface PdfOptions {
  version: string;
  out?: string;
  dist?: string;
  contentDir?: string;
}

export async function printSheet({ version, out, dist = STATIC_OUT, contentDir = CONTENT_DIR }: PdfOptions): Promise<string> {
  const ids = loadCatalog(contentDir).versions.map((v) => v.id);
  if (!ids.includes(version)) {
    const near = nearestWords(version, ids);
    throw new PdfError(`no version "${version}"${near.length ? ` (did you mean ${near.join(', ')}?)` : ''}; the versions are ${ids.join(', ')}`);
  }
  if (!existsSync(join(dist, 'index.html'))) throw new PdfError(`no built site in ${dist}/: run \`npm run build\` first`);
  if (!existsSync(join(dist, version, 'index.html')))
    throw new PdfError(`${dist}/ has no /${version}/ page: the build is older than the content, run \`npm run build\` again`);

  const target = resolve(out ?? join('out', `sow-tactical-frag1-${version}.pdf`));
  mkdirSync(dirname(target), { recursive: true });
  const server = await serveStatic(dist);
  const executablePath = process.env.SOW_CHROMIUM || ensureChromium().path;
  const browser = await chromium.launch({ executablePath, args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/${version}/`, { waitUntil: 'load' });
    await page.emulateMedia({ media: 'print' });
    // Page size and margins come from the sheet's @page rule (A4).
    await page.pdf({ path: target, preferCSSPageSize: true, format: 'A4', printBackground: true, tagged: true, outline: true });
  } finally {
    await browser.close();
    await server.close();
  }
  return target;
}

export function parseArgs(argv: string[]): PdfOptions {
  const options: Partial<PdfOptions> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--out' || arg === '--dist') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new PdfError(`${arg} needs a value`);
      options[arg === '--out' ? 'out' : 'dist'] = value;
    } else if (arg.startsWith('--')) throw new PdfError(`unknown option ${arg}`);
    else rest.push(arg);
  }
  if (rest.length !== 1) throw new PdfError('give one version, e.g. npm run pdf -- v0.1f');
  return { ...options, version: rest[0]! };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const file = await printSheet(parseArgs(process.argv.slice(2)));
    console.log(`Wrote ${relative(process.cwd(), file)} (${Math.round(statSync(file).size / 1024)} KB).`);
  } catch (error) {
    const expected = error instanceof PdfError || error instanceof CatalogError;
    console.error(`pdf: ${(error as Error).message}`);
    if (expected) console.error('usage: npm run pdf -- <version> [--out file.pdf] [--dist dist/client]');
    process.exit(expected ? 2 : 1);
  }
}
