// Browser code for /search/: runs Pagefind's JS API (loaded on first search) and lists results, filtered by version.
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}
interface Pagefind {
  search(term: string, options?: { filters?: Record<string, string> }): Promise<{ results: Array<{ data(): Promise<PagefindResultData> }> }>;
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
      const search = await api.search(term, version.value ? { filters: { version: version.value } } : {});
      const results = await Promise.all(search.results.slice(0, 20).map((r) => r.data()));
      if (ticket !== latest) return;
      list.replaceChildren(...results.map(renderResult));
      const where = version.value ? ` in ${version.value}` : '';
      status.textContent = results.length === 0 ? `No results for “${term}”${where}.` : `${results.length}${search.results.length > 20 ? '+' : ''} results for “${term}”${where}.`;
    } catch {
      if (ticket === latest) status.textContent = 'Search is not available right now (its index may not have been built).';
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
