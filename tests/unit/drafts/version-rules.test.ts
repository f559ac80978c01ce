// A draft plays its own rules as data: the one resolver (src/catalog/version-rules.ts) gives the
// version's ruleset, numbers (P1's fails-on for a new die) and rulings to the what-if control, the
// widgets and `sow --ruleset <version>` alike.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogError, loadCatalog } from '../../../src/catalog/catalog.ts';
import { resolveVersionRules } from '../../../src/catalog/version-rules.ts';
import { contentReport } from '../../../src/catalog/content-check.ts';
import { newVersion } from '../../../scripts/new-version.ts';
import { removeScratch, scratchContent } from './sheets.ts';
import { whatIf } from '../../../src/widgets/lab/what-if-core.ts';
import { ROOT } from '../cli/run.ts';
import { fixtureCopy, removeCopy, setKey } from '../site/fixture-copy.ts';

let content: string | undefined;
afterEach(() => {
  if (content) removeCopy(content);
  content = undefined;
});

const withEngine = (engine: string) => (content = fixtureCopy({ 'v0.2/version.yaml': setKey('engine', engine) }));

function sowOdds(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/sow.js', 'odds', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SOW_CONTENT_DIR: content },
    timeout: 120_000,
  });
  return r;
}

describe('problem 1: the what-if odds on a D10 version', () => {
  it('hold 1–7 and fail 8–10 (P1), and equal `sow odds --ruleset <version>` for that version', () => {
    const dir = withEngine('{ ruleset: v0.2, params: { die: 10 } }');
    const rules = resolveVersionRules(loadCatalog(dir), [], 'v0.2');
    expect(rules.params).toMatchObject({ die: 10, 'fails-on': 8 });
    const policies = { instigator: 'aggressive', retaliator: 'counter' } as const;
    const shown = whatIf({}, rules.params, ['die'], 3, policies);
    expect(shown.ok && shown.text).toBe('defence 1D10: 1–7 holds, 8–10 fails');
    const r = sowOdds('--ruleset', 'v0.2', '--gap', '3', '--instigator', 'aggressive', '--retaliator', 'counter', '--json');
    expect(r.status, r.stderr).toBe(0);
    const cli = JSON.parse(r.stdout) as { instigator: number; retaliator: number; bothStand: number };
    expect(shown.ok && shown.odds.instigator).toBeCloseTo(cli.instigator, 12);
    expect(shown.ok && shown.odds.retaliator).toBeCloseTo(cli.retaliator, 12);
    // A reader's other die over the version's: P1 again, never the version's fails-on.
    const d8 = whatIf({ die: 8 }, rules.params, ['die'], 3, policies);
    expect(d8.ok && d8.text).toBe('defence 1D8: 1–5 holds, 6–8 fails');
  });
});

describe("problem 10: a version's rulings are data in its version.yaml", () => {
  it('takes turn-limit and the other rulings, and the resolver and the CLI play them', () => {
    const dir = withEngine('{ ruleset: v0.2, params: {}, rulings: { turn-limit: 6, last-strike: lands } }');
    const rules = resolveVersionRules(loadCatalog(dir), [], 'v0.2');
    expect(rules.readings['turn-limit']).toBe(6);
    expect(rules.changedReadings).toEqual({ 'turn-limit': 6, 'last-strike': 'lands' });
    const base = sowOdds('--ruleset', 'v0.2', '--gap', '0.5', '--instigator', 'aggressive', '--retaliator', 'aggressive', '--json');
    const flagged = sowOdds('--ruleset', 'v0.2', '--gap', '0.5', '--instigator', 'aggressive', '--retaliator', 'aggressive', '--last-strike', 'lost', '--json');
    expect(base.status, base.stderr).toBe(0);
    // The version's last-strike "lands" is in force unless a flag says otherwise.
    expect(JSON.parse(base.stdout)).not.toEqual(JSON.parse(flagged.stdout));
  });

  it('refuses a ruling value outside its declaration, naming the file, field and what is allowed', () => {
    const dir = withEngine('{ ruleset: v0.2, params: {}, rulings: { turn-limit: 0, exchange: sideways } }');
    expect(() => loadCatalog(dir)).toThrow(CatalogError);
    expect(() => loadCatalog(dir)).toThrow(/v0\.2\/version\.yaml:\d+:\d+: field "engine\.rulings\.turn-limit" is 0: must be a whole number from 1 to 1000/);
  });

  it('refuses a ruling a version cannot settle', () => {
    const dir = withEngine('{ ruleset: v0.2, rulings: { wwpd-scale: 1 } }');
    expect(() => loadCatalog(dir)).toThrow(/engine\.rulings\.wwpd-scale" is not a reading a version can settle: must be one of move-distance/);
  });
});

describe("problem 10: a draft's pages state its own numbers, never v0.2's text", () => {
  it('the content check refuses an explanation that still says "50 Turns" in a version that plays 6, and "1D6" in one that plays a D10', () => {
    const dir = scratchContent();
    try {
      newVersion({ to: 'v0.3', from: 'v0.2', contentDir: dir });
      const path = `${dir}/v0.3/version.yaml`;
      writeFileSync(path, readFileSync(path, 'utf8').replace(/^ {2}params: \{\}$/m, '  params: { die: 10 }\n  rulings: { turn-limit: 6 }'));
      const problems = contentReport(dir).problems.map((p) => p.message);
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^content\/v0\.3\/rules\/23-victory\.mdx:\d+:\d+: the explanation says "50 Turns", but v0\.3 plays 6 Turns \(engine\.rulings\.turn-limit\): write v0\.3's number/,
          ),
          expect.stringMatching(/^content\/v0\.3\/rules\/09-turns\.mdx:\d+:\d+: the explanation says "50 Turns"/),
          expect.stringMatching(/^content\/v0\.3\/rules\/38-defence-test\.mdx:12:1: field "summary" says "1D6", but v0\.3 plays D10 \(engine\.params\.die\)/),
        ]),
      );
      // The sheet's wording is the designer's own (reading prose-numbers): never flagged, whatever it says.
      expect(problems.filter((p) => /38-defence-test\.mdx:\d+:\d+: field "wording"/.test(p))).toEqual([]);
      // v0.2 itself plays the defaults: nothing is said about its own text.
      expect(problems.filter((p) => p.startsWith('content/v0.2/'))).toEqual([]);
    } finally {
      removeScratch(dir);
    }
  });
});
