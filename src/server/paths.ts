// The API's addresses as the spec writes them (POST /api/playtests), with no trailing slash, while the
// site's pages always end in one (trailingSlash: 'always', which would redirect a POST with a 301 and
// lose its body). Both servers (npm start and npm run dev) hand such a request to the route as if the
// slash were there; the prerendered /api/…/*.json files have an extension and are left alone.
import type { AstroIntegration } from 'astro';

// /healthz too: proxies ask for it as written.
const ON_DEMAND_API = /^\/(?:api\/[a-z0-9/-]*[a-z0-9-]|healthz)$/;

/** "/api/playtests?x" → "/api/playtests/?x"; any other address is returned as it was. */
export function withApiSlash(url: string): string {
  const q = url.search(/[?#]/);
  const path = q < 0 ? url : url.slice(0, q);
  return ON_DEMAND_API.test(path) ? `${path}/${q < 0 ? '' : url.slice(q)}` : url;
}

/**
 * A query with a stray "%" (a shared link mangled on its way: `?w.match-contact=%%%`) makes the adapter
 * answer 400 before it finds the page. Only a page's own script reads its query, and it refuses such a
 * link in words beside the preset, so the server is handed the query with those "%" escaped; the
 * browser's address, which the script reads, is unchanged.
 */
export function withQueryEscaped(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url.slice(q);
  try {
    decodeURIComponent(query);
    return url;
  } catch {
    return url.slice(0, q) + query.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  }
}

/** The methods the handbook answers; anything else (TRACE, CONNECT, made-up words) never reaches the adapter. */
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The longest address: a widget's share link (the record schema's link limit, 13,000) with room to
 * spare. Headers as a whole are held by Node's own limit (16 KB, answered 431).
 */
export const MAX_URL = 14_000;

/**
 * A request refused before the adapter sees it, as a status and one line: an odd method (the adapter
 * would throw making a Request of TRACE, a 500) or an address past MAX_URL.
 */
export function earlyRefusal(
  method: string | undefined,
  url: string | undefined,
): { status: number; line: string; headers?: Record<string, string> } | undefined {
  if (!(METHODS as readonly string[]).includes(method ?? ''))
    return {
      status: 405,
      line: `the method ${JSON.stringify((method ?? '').slice(0, 20))} is not answered here: use GET, or POST for a form or a record`,
      headers: { allow: METHODS.join(', ') },
    };
  if ((url ?? '').length > MAX_URL)
    return { status: 414, line: `the address is longer than ${MAX_URL.toLocaleString('en')} characters, the most a share link may be` };
  return undefined;
}

/**
 * The addresses whose content the desk's Publish changes, as the server answers them: from the on-demand
 * routes under /live/ (the newest publication in the database), where the build's prerendered files at
 * the same addresses (the snapshot, for a static host) would otherwise be served first.
 */
const LIVE = /^\/(?:feed\.xml|api\/[^/?#]+\/rules\.json|api\/rules\/[^/?#]+\.json|playtests\/)(?=[?#]|$)/;

/** "/feed.xml" → "/live/feed.xml"; any other address is returned as it was. */
export function withLive(url: string): string {
  return LIVE.test(url) ? `/live${url}` : url;
}

/** What both servers hand the adapter for a request's address. */
export function serverUrl(url: string): string {
  return withLive(withApiSlash(withQueryEscaped(url)));
}

/** Astro's server islands (a page's live widgets and rulings ask here as it loads). */
const SERVER_ISLANDS = '/_server-islands/';

/**
 * True for an address, as the request asked for it, that only an on-demand route answers (the API,
 * /healthz, the live routes serverUrl hands on, the server islands): no built file answers it, so npm
 * start gives it to Astro without looking for a file first (reading `record-routes-skip-the-files`).
 */
export function onDemandOnly(url: string): boolean {
  const q = url.search(/[?#]/);
  return ON_DEMAND_API.test(q < 0 ? url : url.slice(0, q)) || LIVE.test(url) || url.startsWith(SERVER_ISLANDS);
}

/**
 * The same for `npm run dev`: put first in Vite's middleware stack. Astro puts its own trailing-slash
 * check first once every plugin's configureServer has run, so ours goes in after that (a post hook of a
 * plugin listed after Astro's).
 */
export function apiPaths(): AstroIntegration {
  const handle = (req: { url?: string; method?: string }, res: import('node:http').ServerResponse, next: () => void) => {
    const refused = earlyRefusal(req.method, req.url);
    if (refused) return void refuse(res, refused);
    if (req.url) req.url = serverUrl(req.url);
    next();
  };
  return {
    name: 'sow-api-paths',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: { plugins: [{ name: 'sow-api-paths', configureServer: (server) => () => void server.middlewares.stack.unshift({ route: '', handle }) }] },
        });
      },
    },
  };
}

/** Answers an early refusal: its status and one line of plain text. */
export function refuse(res: import('node:http').ServerResponse, refused: NonNullable<ReturnType<typeof earlyRefusal>>): void {
  res.writeHead(refused.status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...refused.headers });
  res.end(`${refused.line}\n`);
}
