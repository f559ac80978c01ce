// A rule's history, the JSON files and the feed, built from the real content/ and checked against
// facts read by hand from the rule files (content/v0.1f/rules/, content/v0.2/rules/).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog, type Catalog, type VersionMeta } from '../../../src/catalog/catalog.ts';
import { ruleHistoryJson, versionRulesJson } from '../../../src/catalog/api-json.ts';
import { atomFeed, feedDates, versionSummary } from '../../../src/catalog/feed.ts';
import { ruleHistory } from '../../../src/catalog/history.ts';
import { contentAddresses } from '../../../src/site/routes.ts';
import { readingsForAny } from '../../../src/site/readings.ts';

const catalog = loadCatalog();
const SITE = 'https://example.org';
const changed = (parts: Array<{ text: string; change: string }>) => parts.filter((p) => p.change !== 'same').map((p) => [p.change, p.text.trim()]);

describe('ruleHistory', () => {
  it('a renumbered rule: the Move is rule 25 in v0.1f and rule 26 in v0.2, same words', () => {
    const { steps, latest } = ruleHistory(catalog, 'move-action');
    expect(latest.title).toBe('The Move Action');
    expect(steps.map((s) => [s.version.id, s.rule?.number, s.changes])).toEqual([
      ['v0.1f', 25, ['added']],
      ['v0.2', 26, ['renumbered']],
    ]);
    expect(changed(steps[1]!.diff!.wording)).toEqual([]);
  });

  it('a reworded rule: Combatants keeps number 4 but v0.2 asks for miniatures, not chess pawns', () => {
    const { steps } = ruleHistory(catalog, 'combatants');
    expect(steps.map((s) => [s.version.id, s.rule?.number, s.changes])).toEqual([
      ['v0.1f', 4, ['added']],
      ['v0.2', 4, ['reworded']],
    ]);
    // "5 black and 5 white chess pawns, or checkers," → "2 sets of 5 miniatures (28mm), each set a different colour,"
    expect(changed(steps[1]!.diff!.wording)).toEqual([
      ['added', '2 sets of'],
      ['removed', 'black and 5 white chess pawns'],
      ['added', 'miniatures (28mm)'],
      ['removed', 'or checkers'],
      ['added', 'each set a different colour'],
    ]);
  });

  it('renumbered and reworded at once: the combat loop, rule 35 then 39, "Repeat" became "Keep repeating"', () => {
    const { steps } = ruleHistory(catalog, 'combat-loop');
    expect(steps.map((s) => [s.rule?.number, s.changes])).toEqual([
      [35, ['added']],
      [39, ['renumbered', 'reworded']],
    ]);
    expect(changed(steps[1]!.diff!.wording)).toEqual([
      ['removed', 'Repeat'],
      ['added', 'Keep repeating'],
    ]);
  });

  it('a rule added later and a rule removed', () => {
    expect(ruleHistory(catalog, 'ruler').steps.map((s) => [s.rule?.number, s.changes])).toEqual([
      [undefined, []],
      [5, ['added']],
    ]);
    const removed = ruleHistory(catalog, 'counter-defence-test');
    expect(removed.steps.map((s) => [s.rule?.number, s.previous?.number, s.changes])).toEqual([
      [34, undefined, ['added']],
      [undefined, 34, ['removed']],
    ]);
    // Its title comes from the last version that has it.
    expect(removed.latest.version).toBe('v0.1f');
  });

  it('an unknown id is an error, not an empty history', () => {
    expect(() => ruleHistory(catalog, 'no-such-rule')).toThrow('no version has a rule "no-such-rule"');
  });

  it('the rulings on a rule in any of its versions, each once', () => {
    const { steps } = ruleHistory(catalog, 'combat-loop');
    expect(readingsForAny(steps.flatMap((s) => (s.rule ? [s.rule] : []))).map((r) => r.id)).toEqual(['last-strike', 'exchange']);
  });
});

describe('the JSON files', () => {
  it('/api/<version>/rules.json: every rule in number order, the wording exactly as in the catalog, absolute urls', () => {
    for (const version of catalog.versions) {
      const rules = versionRulesJson(catalog, version.id, SITE);
      expect(rules.map((r) => r.number)).toEqual(catalog.rules(version.id).map((_, i) => i + 1));
      for (const r of rules) {
        const entry = catalog.rule(version.id, r.id)!;
        expect(r).toEqual({
          number: entry.number,
          id: entry.id,
          section: entry.section,
          title: entry.title,
          wording: entry.wording,
          outcomes: entry.outcomes,
          summary: entry.summary,
          url: `${SITE}/${version.id}/rules/${entry.number}/`,
          rulings: [],
        });
      }
    }
    // The designer's *emphasis* stays as he wrote it.
    expect(versionRulesJson(catalog, 'v0.1f', SITE)[17]!.wording).toBe(
      "Once all Actions in a Match are used up, the Match is '*Resolved*', and the participants '*Inert*'.",
    );
  });

  it('/api/rules/<id>.json: every version in order, null where the version lacks the rule', () => {
    expect(ruleHistoryJson(catalog, 'counter-defence-test', SITE)).toMatchObject({
      id: 'counter-defence-test',
      url: `${SITE}/r/counter-defence-test/history/`,
      versions: [
        { version: 'v0.1f', status: 'published', number: 34, url: `${SITE}/v0.1f/rules/34/`, changes: ['added'] },
        { version: 'v0.2', status: 'reconstructed', number: null, title: null, wording: null, outcomes: null, url: null, changes: ['removed'] },
      ],
    });
    const move = ruleHistoryJson(catalog, 'move-action', SITE).versions;
    expect(move.map((v) => [v.number, v.changes])).toEqual([
      [25, ['added']],
      [26, ['renumbered']],
    ]);
    expect(move[1]!.wording).toBe(catalog.rule('v0.2', 'move-action')!.wording);
  });

  it("the README's example is what the build writes for the Move", () => {
    const readme = readFileSync(join(catalog.root, 'README.md'), 'utf8');
    const example = /api\/rules\/move-action\.json\n```\n\n```json\n([\s\S]*?)\n```/.exec(readme)?.[1];
    expect(example, 'README example').toBeDefined();
    expect(JSON.parse(example!)).toEqual(ruleHistoryJson(catalog, 'move-action', 'https://sow-handbook.netlify.app'));
  });

  it('every history page, JSON file and the feed are published addresses', () => {
    const addresses = contentAddresses(catalog);
    expect(addresses).toEqual(
      expect.arrayContaining(['/r/move-action/history/', '/api/v0.1f/rules.json', '/api/v0.2/rules.json', '/api/rules/move-action.json', '/feed.xml']),
    );
  });
});

describe('the Atom feed', () => {
  const versions = (list: Array<Pick<VersionMeta, 'id' | 'releaseDate'>>) => ({ versions: list }) as unknown as Catalog;

  it('dates: an ISO day as it is, a year as its last day, no year as the version before; never earlier than the version before', () => {
    expect(Object.fromEntries(feedDates(catalog))).toEqual({ 'v0.1f': '2019-11-10', 'v0.2': '2019-12-31' });
    const dates = feedDates(
      versions([
        { id: 'a', releaseDate: 'unreleased (draft)' },
        { id: 'b', releaseDate: '2020-03-01' },
        { id: 'c', releaseDate: 'spring 2021?' },
        { id: 'd', releaseDate: 'unreleased (draft)' },
        { id: 'e', releaseDate: '2020-06-01' },
      ]),
    );
    expect(Object.fromEntries(dates)).toEqual({ a: '1970-01-01', b: '2020-03-01', c: '2021-12-31', d: '2021-12-31', e: '2021-12-31' });
  });

  it('one entry per version, newest first, with the counts the compare page gives', () => {
    const feed = atomFeed(catalog, SITE);
    expect([...feed.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((m) => m[1])).toEqual([`${SITE}/v0.2/`, `${SITE}/v0.1f/`]);
    // Hand-counted from content/: v0.2 adds ruler, contact-matched, defend-auto-hit and defender, drops
    // counter-defence-test, keeps players, dice, table and combatants at their numbers (38 - 1 - 4 = 33 moved).
    expect(versionSummary(catalog, catalog.version('v0.2')!)).toBe('Reconstructed, 41 rules: 4 added, 1 removed, 33 renumbered, 12 reworded since v0.1f.');
    expect(versionSummary(catalog, catalog.version('v0.1f')!)).toBe('Published, 38 rules: the first version we hold.');
    expect(feed).toContain(`<link rel="related" type="text/html" href="${SITE}/compare/v0.1f...v0.2/"`);
    expect(feed).toContain(`<link rel="self" type="application/atom+xml" href="${SITE}/feed.xml"/>`);
    expect(feed).toContain('<updated>2019-12-31T00:00:00Z</updated>');
  });
});
