// Browser code for /search/: runs Pagefind's JS API (loaded on first search) and lists results, filtered by version.
// A query is also asked in the other spelling (British or American, spelling.ts), and a rule's number
// ("13", "rule 13") lists that rule first, by the `rule` filter on rule pages.
import { otherSpellingQuery, ruleNumberQuery } from './spelling.ts';
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}
interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  search(term: string | null, options?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] }>;
}

/** Every search a query makes (as typed, in the other spelling, by rule number), merged: the rule first, then by score. */
async function searchAll(api: Pagefind, term: string, filters: Record<string, string>): Promise<PagefindResult[]> {
  const other = otherSpellingQuery(term);
  const n = ruleNumberQuery(term);
  const [typed, respelt, numbered] = await Promise.all([
    api.search(term, { filters }),
    other ? api.search(other, { filters }) : null,
    n !== null ? api.search(null, { filters: { ...filters, rule: String(n) } }) : null,
  ]);
  const best = new Map<string, PagefindResult>();
  for (const r of [...typed.results, ...(respelt?.results ?? [])]) if ((best.get(r.id)?.score ?? -1) < r.score) best.set(r.id, r);
  const rules = numbered?.results ?? [];
  const ruleIds = new Set(rules.map((r) => r.id));
  return [...rules, ...[...best.values()].filter((r) => !ruleIds.has(r.id)).sort((a, b) => b.score - a.score)];
}

let pagefind: Promise<Pagefind> | undefined;
// A variable path keeps the bundler from resolving it: the index only exists after `pagefind --site dist/client`.
const PAGEFIND = '/pagefind/pagefind.js';
const load = () => (pagefind ??= import(/* @vite-ignore */ PAGEFIND) as Promise<Pagefind>);

export function startSearch(): void {
  const form = document.getElementById('search-form') as HTMLFormElement;
  const input = document.getElementById('search-q') as HTMLInputElement;
  const version = document.getElementById('search-version') as HTMLSelectElement;
  const status = document.getElementById('search-status')!;
  const list = document.getElementById('search-results')!;

  const params = new URLSearchParams(location.search);
  input.value = params.get('q') ?? '';
  version.value = [...version.options].some((o) => o.value === params.get('version')) ? params.get('version')! : '';

  let latest = 0;
  async function run(): Promise<void> {
    const term = input.value.trim();
    const ticket = ++latest;
    // Keep the address in step, so a search can be bookmarked or shared.
    const query = new URLSearchParams({ ...(term ? { q: term } : {}), ...(version.value ? { version: version.value } : {}) });
    history.replaceState(null, '', `${location.pathname}${query.size ? `?${query}` : ''}`);
    if (!term) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    status.textContent = 'Searching…';
    try {
      const api = await load();
      const found = await searchAll(api, term, version.value ? { version: version.value } : {});
      // Offline, a result on a page that was never saved cannot load its excerpt (the first visit saves the
      // version being read, src/site/offline-packs.ts): list the others and say how many are left out.
      const settled = await Promise.allSettled(found.slice(0, 20).map((r) => r.data()));
      const results = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      if (settled.length > 0 && results.length === 0) throw new Error('no result could load');
      if (ticket !== latest) return;
      list.replaceChildren(...results.map(renderResult));
      const where = version.value ? ` in ${version.value}` : '';
      const unsaved = settled.length - results.length;
      status.textContent =
        (results.length === 0 ? `No results for “${term}”${where}.` : `${results.length}${found.length > 20 ? '+' : ''} results for “${term}”${where}.`) +
        (unsaved > 0 ? ` ${unsaved} more on pages not saved on this device need a connection.` : '');
    } catch {
      // The index is saved with the site on the first visit (src/site/offline.ts); until then it needs the network.
      if (ticket === latest)
        status.textContent = navigator.onLine
          ? 'Search could not load its index. Reload the page to try again; every rule is also on its version’s sheet page.'
          : 'Search cannot work yet: this device has no connection, and the search index is saved only after a visit online. Every saved rule is on its version’s sheet page.';
    }
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(run, 200);
  });
  version.addEventListener('change', run);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  if (input.value) void run();
  else input.focus();
}

function renderResult(data: PagefindResultData): HTMLLIElement {
  const li = document.createElement('li');
  const heading = document.createElement('h2');
  const link = document.createElement('a');
  link.href = data.url;
  link.textContent = data.meta.title ?? data.url;
  heading.append(link);
  const versions = data.filters.version ?? [];
  if (versions.length > 0) {
    const tag = document.createElement('span');
    tag.className = 'badge';
    tag.textContent = versions.join(', ');
    heading.append(' ', tag);
  }
  const excerpt = document.createElement('p');
  // Pagefind's excerpt is our own page text, escaped by Pagefind, with <mark> around the matches.
  excerpt.innerHTML = data.excerpt;
  li.append(heading, excerpt);
  return li;
}
