// `npm run lint` (after eslint's layers): src/site/ is build-time page data, so nothing the server renders
// on request may import it: the on-demand routes (`export const prerender = false`) and the server
// islands (components used with `server:defer`), followed through every import that loads code on the
// server (type-only imports and an .astro file's <script> bundles, which run in the browser, load none).
// Prints each path from a route to src/site/ and exits 1; a clean tree prints one line. Reading
// `on-demand-below-site`: no exception (the page frame the desk and /playtests/ render in, Frame.astro,
// is given its content by the page).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');
const SITE = join(SRC, 'site') + '/';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });
}

/** The code a file loads on the server: its relative, non-type imports (an .astro file's client <script>s left out). */
function imports(file: string): string[] {
  let text = readFileSync(file, 'utf8');
  if (file.endsWith('.astro')) text = text.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"?]+)['"]/gm)) {
    const path = resolve(dirname(file), m[1]!);
    if (existsSync(path)) out.push(path);
  }
  return out;
}

/** Every on-demand entry: routes that are not prerendered, and the components used as server islands. */
function entries(): string[] {
  const all = files(SRC);
  const routes = all.filter((f) => f.startsWith(join(SRC, 'pages')) && /export const prerender = false/.test(readFileSync(f, 'utf8')));
  const islands = all.flatMap((f) => {
    if (!f.endsWith('.astro')) return [];
    const text = readFileSync(f, 'utf8');
    return [...text.matchAll(/<(\w+)\s+server:defer\b/g)].flatMap((m) => {
      const from = new RegExp(`import\\s+${m[1]}\\s+from\\s+['"]([^'"]+)['"]`).exec(text);
      return from ? [resolve(dirname(f), from[1]!)] : [];
    });
  });
  return [...new Set([...routes, ...islands])];
}

const rel = (f: string) => relative(ROOT, f);
const problems: string[] = [];
for (const entry of entries()) {
  const via = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of imports(file)) {
      if (via.has(next)) continue;
      via.set(next, file);
      if (next.startsWith(SITE)) {
        const chain = [next];
        for (let at = via.get(next); at; at = via.get(at)) chain.unshift(at);
        problems.push(chain.map(rel).join(' → '));
      } else queue.push(next);
    }
  }
}
if (problems.length > 0) {
  console.error(
    `src/site/ is build time only, but what the server renders on request imports it (move the code below site, e.g. src/catalog/ or src/server/):`,
  );
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('check-on-demand: no route rendered on request imports src/site/');
