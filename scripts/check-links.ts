// Checks every internal link of the built site: each href/src (and meta refresh target) in dist/client/**/*.html
// must resolve to a file, with a trailing slash for pages, and a #fragment must name an id on the target page.
// Absolute links to the published site (the print links) count as internal.
//   node scripts/check-links.ts [dist/client]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_URL, STATIC_OUT } from '../src/site/config.ts';

export interface LinkProblem {
  /** The page's address, e.g. /v0.1f/rules/25/ */
  page: string;
  link: string;
  reason: string;
}

export interface LinkReport {
  pages: number;
  links: number;
  problems: LinkProblem[];
}

const IGNORED_SCHEMES = /^(mailto|tel|javascript|data):/i;
const SERVER_ISLANDS = '/_server-islands/';

export function checkLinks(distDir: string): LinkReport {
  const dist = resolve(distDir);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${distDir}: no built site here (run npm run build first)`);
  const files = htmlFiles(dist);
  const origin = siteOrigin(dist);
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let set = ids.get(file);
    if (!set) ids.set(file, (set = new Set([...readFileSync(file, 'utf8').matchAll(/\s(?:id|name)="([^"]*)"/g)].map((m) => m[1]!))));
    return set;
  };

  const problems: LinkProblem[] = [];
  let links = 0;
  for (const file of files) {
    const page = pageAddress(dist, file);
    for (const link of linksIn(readFileSync(file, 'utf8'))) {
      if (IGNORED_SCHEMES.test(link) || link.startsWith('//')) continue;
      const url = new URL(link, origin + page);
      if (url.origin !== origin) continue;
      // A server island's address is answered by the server on request (the live rulings), never a file.
      if (url.pathname.startsWith(SERVER_ISLANDS)) continue;
      links++;
      const target = targetFile(dist, decodeURIComponent(url.pathname));
      if ('reason' in target) {
        problems.push({ page, link, reason: target.reason });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target.file.endsWith('.html') && !idsOf(target.file).has(fragment))
        problems.push({ page, link, reason: `no element with id "${fragment}" on ${pageAddress(dist, target.file)}` });
    }
  }
  return { pages: files.length, links, problems };
}

/** The published origin, from the canonical link the build wrote (so the check matches the build's SITE_URL). */
function siteOrigin(dist: string): string {
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  return new URL(canonical ?? SITE_URL).origin;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f))
    .sort();
}

/** dist/v0.1f/rules/25/index.html → /v0.1f/rules/25/ */
function pageAddress(dist: string, file: string): string {
  const path = '/' + relative(dist, file).split(sep).join('/');
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/** Attribute links and meta refresh targets; script bodies are skipped (they are code, not markup). */
export function linksIn(html: string): string[] {
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const found = [...markup.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
  for (const m of markup.matchAll(/<meta[^>]+http-equiv="refresh"[^>]+content="\d+;\s*url=([^"]+)"/gi)) found.push(m[1]!);
  return found.map((l) => l.replace(/&amp;/g, '&')).filter((l) => l !== '');
}

function targetFile(dist: string, pathname: string): { file: string } | { reason: string } {
  const path = join(dist, pathname);
  if (!path.startsWith(dist)) return { reason: 'leaves the site' };
  if (pathname.endsWith('/')) {
    const index = join(path, 'index.html');
    return existsSync(index) ? { file: index } : { reason: `no page (no ${relative(dist, index)})` };
  }
  if (existsSync(path) && statSync(path).isFile()) return { file: path };
  if (existsSync(join(path, 'index.html'))) return { reason: 'a page address needs its trailing slash' };
  return { reason: `no file ${pathname}` };
}

export function formatReport(report: LinkReport): string {
  if (report.problems.length === 0) return `All ${report.links} internal links on ${report.pages} pages resolve.`;
  const lines = report.problems.map((p) => `  ${p.page}: ${p.link} — ${p.reason}`);
  return `${report.problems.length} broken link(s) on ${report.pages} pages:\n${lines.join('\n')}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const report = checkLinks(process.argv[2] ?? STATIC_OUT);
    console.log(formatReport(report));
    process.exit(report.problems.length === 0 ? 0 : 1);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
