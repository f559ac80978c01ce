// A rule's history page, the JSON files and the Atom feed, read as a reader and as another tool would,
// against the catalog (src/catalog/catalog.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ruleHistory, type RuleHistory } from '../../../src/catalog/history.ts';
import { ruleIds } from '../../../src/site/routes.ts';
import { watchErrors } from '../widgets/helpers.ts';
import { catalog, siteUrl } from './content.ts';
import { otherScripts } from '../widgets/helpers.ts';

const histories = ruleIds(catalog).map((id) => ruleHistory(catalog, id));
/** A rule a later version renumbered and left as it was; and one a later version reworded. */
const renumberedOnly = (h: RuleHistory) => h.steps.find((s) => s.changes.join() === 'renumbered');
const rewordedStep = (h: RuleHistory) => h.steps.find((s) => s.changes.includes('reworded'));
const renumbered = histories.find(renumberedOnly)!;
const reworded = histories.find(rewordedStep)!;

/** The site's own path for an absolute address on the published site (the JSON and the feed use those). */
const local = (url: string) => {
  expect(url.startsWith(`${siteUrl}/`), url).toBe(true);
  return url.slice(siteUrl.length);
};

async function resolves(request: APIRequestContext, url: string) {
  const response = await request.get(local(url));
  expect(response.status(), url).toBe(200);
}

test('a renumbered rule: its number in each version and where it moved', async ({ page }) => {
  const errors = watchErrors(page);
  const step = renumberedOnly(renumbered)!;
  await page.goto(`/r/${renumbered.id}/history/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`History of “${renumbered.latest.title}”`);
  const table = page.getByRole('table', { name: 'Its number in each version' });
  for (const s of renumbered.steps) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${s.version.id} `) }) });
    if (s.rule) await expect(row.getByRole('link', { name: `rule ${s.rule.number}` })).toHaveAttribute('href', `/${s.version.id}/rules/${s.rule.number}/`);
  }
  await expect(table.getByRole('row').filter({ hasText: step.version.id }).getByRole('cell').last()).toHaveText(`renumbered from ${step.previous!.number}`);
  const section = page.getByRole('region', { name: `${step.version.id}: rule ${step.rule!.number}, ${step.rule!.title}` });
  const before = renumbered.steps[renumbered.steps.indexOf(step) - 1]!.version.id;
  await expect(section).toContainText(`Renumbered: rule ${step.previous!.number} in ${before}, rule ${step.rule!.number} here.`);
  await expect(section.locator('ins, del')).toHaveCount(0);
  // A page without widgets: no script but the service worker's registration.
  expect(await otherScripts(page)).toEqual([]);
  await expect(section.getByRole('link', { name: 'See it on the compare page' })).toHaveAttribute(
    'href',
    `/compare/${before}...${step.version.id}/#rule-${renumbered.id}`,
  );
  expect(errors).toEqual([]);
});

test('a reworded rule: the words added and dropped, word by word', async ({ page }) => {
  const step = rewordedStep(reworded)!;
  const before = reworded.steps[reworded.steps.indexOf(step) - 1]!.version.id;
  await page.goto(`/r/${reworded.id}/history/`);
  const section = page.getByRole('region', { name: new RegExp(`^${step.version.id}: rule ${step.rule!.number},`) });
  await expect(section).toContainText(`Reworded since ${before}.`);
  await expect(section.getByRole('heading', { name: `Word by word from ${before}` })).toBeVisible();
  const parts = step.diff!.wording;
  await expect(section.locator('.diff > p ins')).toHaveText(parts.filter((p) => p.change === 'added').map((p) => `[added: ${p.text}]`));
  await expect(section.locator('.diff > p del')).toHaveText(parts.filter((p) => p.change === 'removed').map((p) => `[removed: ${p.text}]`));
  // The wording itself, as each version has it, quoted in full.
  for (const s of reworded.steps.filter((x) => x.rule))
    await expect(
      page
        .locator('blockquote')
        .filter({ hasText: s.rule!.wording.replace(/\*/g, '').slice(0, 30) })
        .first(),
    ).toBeVisible();
});

test('every rule page links to its history', async ({ page }) => {
  const rule = catalog.rule(catalog.versions[0]!.id, renumbered.id)!;
  await page.goto(`/${rule.version}/rules/${rule.number}/`);
  await page.getByRole('link', { name: 'History of this rule' }).click();
  await expect(page).toHaveURL(`/r/${rule.id}/history/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(renumbered.latest.title);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the history page has no horizontal scroll', async ({ page }) => {
    await page.goto(`/r/${reworded.id}/history/`);
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
  });
});

for (const scheme of ['light', 'dark'] as const)
  test(`the history page (${scheme}) has no axe violations`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/r/${reworded.id}/history/`);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)).toEqual([]);
  });

test('/api/<version>/rules.json gives every rule of the version as the catalog has it', async ({ request }) => {
  for (const version of catalog.versions) {
    const response = await request.get(`/api/${version.id}/rules.json`);
    expect(response.headers()['content-type']).toContain('application/json');
    const rules = await response.json();
    expect(rules).toEqual(
      catalog.rules(version.id).map((r) => ({
        number: r.number,
        id: r.id,
        section: r.section,
        title: r.title,
        wording: r.wording,
        outcomes: r.outcomes,
        summary: r.summary,
        url: `${siteUrl}/${version.id}/rules/${r.number}/`,
        rulings: [],
      })),
    );
    for (const r of rules) await resolves(request, r.url);
  }
});

test('/api/rules/<id>.json gives the rule in every version, with what changed', async ({ request }) => {
  for (const h of histories) {
    const json = await (await request.get(`/api/rules/${h.id}.json`)).json();
    expect(json.id).toBe(h.id);
    await resolves(request, json.url);
    expect(
      json.versions.map((v: { version: string; number: number | null; wording: string | null; changes: string[] }) => [
        v.version,
        v.number,
        v.wording,
        v.changes,
      ]),
    ).toEqual(
      catalog.versions.map((v) => {
        const rule = catalog.rule(v.id, h.id);
        return [v.id, rule?.number ?? null, rule?.wording ?? null, h.steps.find((s) => s.version.id === v.id)!.changes];
      }),
    );
  }
  const moved = await (await request.get(`/api/rules/${renumbered.id}.json`)).json();
  expect(moved.versions.some((v: { changes: string[] }) => v.changes.includes('renumbered'))).toBe(true);
});

test('/feed.xml is Atom with one entry per version, linked to its sheet and its compare page', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/feed.xml');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'New versions and rulings (Atom feed)' })).toHaveAttribute('href', '/feed.xml');
  const feed = await page.evaluate(async () => {
    const response = await fetch('/feed.xml');
    const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
    const ns = 'http://www.w3.org/2005/Atom';
    const text = (el: Element, name: string) => el.getElementsByTagNameNS(ns, name)[0]?.textContent ?? null;
    const links = (el: Element) =>
      [...el.children].filter((c) => c.localName === 'link').map((l) => ({ rel: l.getAttribute('rel'), href: l.getAttribute('href') }));
    const root = doc.documentElement;
    return {
      type: response.headers.get('content-type'),
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: `${root.namespaceURI} ${root.localName}`,
      id: [...root.children].find((c) => c.localName === 'id')?.textContent,
      updated: [...root.children].find((c) => c.localName === 'updated')?.textContent,
      author: text(root, 'name'),
      links: links(root),
      entries: [...root.getElementsByTagNameNS(ns, 'entry')].map((e) => ({
        id: text(e, 'id'),
        title: text(e, 'title'),
        updated: text(e, 'updated'),
        summary: text(e, 'summary'),
        status: e.getElementsByTagNameNS(ns, 'category')[0]?.getAttribute('term'),
        links: links(e),
      })),
    };
  });
  expect(feed.type).toMatch(/xml/);
  expect(feed.error).toBe(false);
  expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
  expect(feed.id).toBe(`${siteUrl}/`);
  expect(feed.author).toBeTruthy();
  expect(feed.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
  expect(feed.links).toContainEqual({ rel: 'self', href: `${siteUrl}/feed.xml` });
  expect(feed.links).toContainEqual({ rel: 'alternate', href: `${siteUrl}/` });

  const newestFirst = [...catalog.versions].reverse();
  expect(feed.entries.map((e) => [e.title, e.status])).toEqual(newestFirst.map((v) => [v.title, v.status]));
  expect(feed.entries.map((e) => e.updated)).toEqual([...feed.entries.map((e) => e.updated)].sort().reverse());
  for (const [i, e] of feed.entries.entries()) {
    const version = newestFirst[i]!;
    const before = newestFirst[i + 1];
    expect(e.links).toContainEqual({ rel: 'alternate', href: `${siteUrl}/${version.id}/` });
    expect(e.summary).toContain(`${catalog.rules(version.id).length} rules`);
    if (before) {
      expect(e.links).toContainEqual({ rel: 'related', href: `${siteUrl}/compare/${before.id}...${version.id}/` });
      expect(e.summary).toContain(`since ${before.id}`);
    }
    for (const link of e.links) await resolves(request, link.href!);
  }
});
