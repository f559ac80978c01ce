// content/rulings.yaml: the designer's published rulings as the build reads them, the one-line errors
// for a bad file, and the settled-rulings overlay every consumer of a version's defaults passes through.
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { inForceOn, loadDesignerRulings, parseDesignerRulings, settledFor } from '../../../src/catalog/designer-rulings.ts';
import { oneVersion, resolveVersionRules } from '../../../src/catalog/version-rules.ts';
import { CatalogError } from '../../../src/catalog/source.ts';
import { ruleHistoryJson, versionRulesJson } from '../../../src/catalog/api-json.ts';
import { atomFeed } from '../../../src/catalog/feed.ts';
import { rulingsOn } from '../../../src/catalog/ruling-view.ts';

const catalog = loadCatalog();
const source = { path: '/x/content/rulings.yaml', file: 'content/rulings.yaml' };
const ID = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const OTHER = '7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';
const ruling = (extra = '') => `rulings:
  - id: ${ID}
    answers: [0b6f4b43-1d2c-4e8a-9f7e-2a3b4c5d6e7f]
    rules: [move-action]
    versions: [v0.2]
    text: "A Move may stop short: up to 2 inches."
    status: confirmed
    by: Philip Sibbering
    published: 2026-11-20
    updated: 2026-11-21
    settles: { v0.2: { ruling: move-distance, value: up-to } }
${extra}`;
const parse = (text: string) => parseDesignerRulings(text, source, catalog);
const problem = (text: string) => {
  try {
    parse(text);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogError);
    return (error as Error).message;
  }
  throw new Error('no error');
};

describe('content/rulings.yaml', () => {
  it('the committed file reads (a clean clone builds without a database)', () => {
    expect(() => loadDesignerRulings(`${catalog.root}/content`, catalog)).not.toThrow();
  });

  it('issue 37 item 7: a rulings.yaml cut off mid-ruling (a publish half-written on a full disk) is refused, never "Content OK"', () => {
    const whole = ruling();
    const cut = whole.slice(0, whole.indexOf('    status:'));
    expect(problem(cut)).toMatch(/content\/rulings\.yaml:\d+:\d+: field "rulings\[0\]\.status" is missing/);
    // Cut inside a line as well: the last field left half.
    expect(problem(whole.slice(0, whole.indexOf('by: Philip') + 6))).toMatch(/content\/rulings\.yaml/);
  });

  it('reads a ruling with its defaults filled in', () => {
    const [r] = parse(ruling());
    expect(r).toMatchObject({ id: ID, rules: ['move-action'], versions: ['v0.2'], status: 'confirmed', withdrawn: false, history: [] });
  });

  it.each([
    ['status: maybe', /content\/rulings\.yaml:\d+:\d+: field "rulings\[0\]\.status" is "maybe": must be one of provisional, confirmed/],
    ['versions: [v9]', /field "rulings\[0\]\.versions\[0\]" is "v9": must be a version of the catalog \(v0\.1f, v0\.2/],
    ['rules: [no-such-rule]', /field "rulings\[0\]\.rules\[0\]" is "no-such-rule": must be the stable id of a rule of v0\.2/],
    ['published: 2026-13-01', /field "rulings\[0\]\.published" is "2026-13-01": must be an ISO day/],
    ['id: 12', /field "rulings\[0\]\.id" is 12: must be a UUID/],
    ['colour: red', /field "rulings\[0\]\.colour" .*is not a field here: must be one of id, answers/],
  ])('%s is refused in one line naming file, field, value and what is allowed', (line, message) => {
    const key = line.split(':')[0]!;
    const text = ruling().match(new RegExp(`^\\s*-?\\s*${key}:`, 'm'))
      ? ruling().replace(new RegExp(`^(\\s*-?\\s*)${key}:.*$`, 'm'), `$1${line}`)
      : `${ruling()}    ${line}\n`;
    const m = problem(text);
    expect(m).toMatch(message);
    expect(m.split('\n')).toHaveLength(1);
  });

  it('an engine ruling value the engine does not have is refused with its values', () => {
    expect(problem(ruling().replace('value: up-to', 'value: sideways'))).toMatch(
      /field "rulings\[0\]\.settles\.v0\.2\.value" .*"sideways" must be "exact" or "up-to"/,
    );
    expect(problem(ruling().replace('ruling: move-distance', 'ruling: move-far'))).toMatch(/settles\.v0\.2\.ruling.*is not a reading \(known: move-distance/);
  });

  it('settling a version the ruling does not apply to, or the same question twice, is refused', () => {
    expect(problem(ruling().replace('{ v0.2: {', '{ v0.1f: {'))).toMatch(/settles\.v0\.1f" is a version the ruling does not apply to/);
    const twice = ruling() + ruling().replace('rulings:\n', '').replace(ID, OTHER).replace('value: up-to', 'value: exact');
    expect(problem(twice)).toMatch(/settles move-distance for v0\.2, which ruling 6f1c2a8e.* already settles/);
    // A withdrawn one settles nothing, so the other may.
    expect(() => parse(twice.replace(/(value: exact \} \}\n)/, '$1    withdrawn: true\n'))).not.toThrow();
  });
});

describe('settled rulings', () => {
  const rulesOf = (version: string, rulings: ReturnType<typeof parse>, day?: string) => resolveVersionRules(catalog, rulings, version, day);
  it("change that version's rules, and only that version's", () => {
    const rulings = parse(ruling());
    expect(rulesOf('v0.2', rulings).changedReadings).toEqual({ 'move-distance': 'up-to' });
    expect(rulesOf('v0.1f', rulings).changedReadings).toEqual({});
    expect(settledFor('v0.2', rulings)).toEqual([
      { ruling: 'move-distance', value: 'up-to', by: 'Philip Sibbering', on: '2026-11-21', from: '2026-11-20', status: 'confirmed', id: ID },
    ]);
  });

  it('a withdrawn ruling settles nothing but is still listed on its rule', () => {
    const rulings = parse(ruling('    withdrawn: true\n'));
    expect(rulesOf('v0.2', rulings).changedReadings).toEqual({});
    expect(rulingsOn(rulings, 'move-action', 'v0.2').map((r) => r.withdrawn)).toEqual([true]);
  });

  it('count for games from the day they are published, that day included, until the day they are withdrawn', () => {
    const [r] = parse(ruling());
    expect([inForceOn(r!, '2026-11-19'), inForceOn(r!, '2026-11-20'), inForceOn(r!, '2027-01-01'), inForceOn(r!)]).toEqual([false, true, true, true]);
    const [w] = parse(ruling('    withdrawn: true\n'));
    // Published on the 20th, withdrawn on the 21st (its last change).
    expect([inForceOn(w!, '2026-11-19'), inForceOn(w!, '2026-11-20'), inForceOn(w!, '2026-11-21'), inForceOn(w!)]).toEqual([false, true, false, false]);
    const rulings = parse(ruling());
    expect(rulesOf('v0.2', rulings, '2026-11-19').changedReadings).toEqual({});
    expect(rulesOf('v0.2', rulings, '2026-11-20').changedReadings).toEqual({ 'move-distance': 'up-to' });
  });

  it('a ruling that contradicts the version.yaml it settles is refused, naming both', () => {
    const own = {
      ...catalog,
      version: (id: string) =>
        catalog.version(id) && { ...catalog.version(id)!, engine: { ...catalog.version(id)!.engine, rulings: { 'move-distance': 'exact' as const } } },
    };
    expect(() => parseDesignerRulings(ruling(), source, own as typeof catalog)).toThrow(
      /content\/rulings\.yaml:\d+:\d+: field "rulings\[0\]\.settles\.v0\.2" settles move-distance up-to for v0\.2, but content\/v0\.2\/version\.yaml sets move-distance exact/,
    );
    // The same value as the version's own is no contradiction; the version.yaml is the reason given.
    const same = {
      ...catalog,
      version: (id: string) =>
        catalog.version(id) && { ...catalog.version(id)!, engine: { ...catalog.version(id)!.engine, rulings: { 'move-distance': 'up-to' as const } } },
    };
    const rules = resolveVersionRules(same as typeof catalog, parseDesignerRulings(ruling(), source, same as typeof catalog), 'v0.2');
    expect(rules.changedReadings).toEqual({ 'move-distance': 'up-to' });
    expect(rules.plays.find((p) => p.setting === 'move-distance')?.why).toEqual({ from: 'version.yaml' });
  });

  it('say what a version plays and why: its version.yaml, then each ruling in force', () => {
    const meta = catalog.version('v0.2')!;
    const v = oneVersion({ ...meta, engine: { ruleset: 'v0.2', params: { die: 10 }, rulings: { 'turn-limit': 30 } } });
    const rules = resolveVersionRules(v, parse(ruling()), 'v0.2');
    expect(rules.plays).toEqual([
      { setting: 'ruleset', value: 'v0.2', why: { from: 'version.yaml' } },
      { setting: 'die', value: 10, why: { from: 'version.yaml' } },
      { setting: 'turn-limit', value: 30, why: { from: 'version.yaml' } },
      { setting: 'move-distance', value: 'up-to', why: { from: 'ruling', ruling: expect.objectContaining({ id: ID, from: '2026-11-20' }) } },
    ]);
    expect(rules.params['fails-on']).toBe(8);
    expect(rules.changedReadings).toEqual({ 'turn-limit': 30, 'move-distance': 'up-to' });
    expect(() => resolveVersionRules(catalog, [], 'v9')).toThrow('"v9" is not a version (known: v0.1f, v0.2)');
  });
});

describe('published everywhere a reader looks', () => {
  const rulings = parse(ruling());
  it('the JSON files carry the ruling on its rule in its version, and only there', () => {
    const v02 = versionRulesJson(catalog, 'v0.2', 'https://example.org', rulings);
    const move = v02.find((r) => r.id === 'move-action')!;
    expect(move.rulings).toEqual([
      expect.objectContaining({
        id: ID,
        text: 'A Move may stop short: up to 2 inches.',
        status: 'confirmed',
        withdrawn: false,
        url: `https://example.org/v0.2/rules/${move.number}/#ruling-6f1c2a8e`,
      }),
    ]);
    expect(v02.filter((r) => r.rulings.length > 0)).toHaveLength(1);
    expect(versionRulesJson(catalog, 'v0.1f', 'https://example.org', rulings).every((r) => r.rulings.length === 0)).toBe(true);
    expect(ruleHistoryJson(catalog, 'move-action', 'https://example.org', rulings).versions.map((v) => v.rulings.length)).toEqual([0, 1]);
  });

  it('the feed has an entry for it, its text escaped, newest first', () => {
    const feed = atomFeed(catalog, 'https://example.org', parse(ruling().replace('up to 2 inches.', 'up to 2 inches. <script>alert(1)</script>')));
    expect(feed).toContain(`<id>urn:uuid:${ID}</id>`);
    expect(feed).toContain('&amp;lt;script&amp;gt;');
    expect(feed).not.toContain('<script>');
    expect(feed.indexOf(ID)).toBeLessThan(feed.indexOf('/v0.2/</id>'));
    expect(feed).toContain('<updated>2026-11-21T00:00:00Z</updated>');
  });
});
