// Issue 35 item 3: one answer to "how does version V play, for a game played on day D". With a ruling
// that settles strikes at once for the current version from 2026-11-20, the what-if table, /playtests/
// and the desk's tallies give `sow`'s own figures: the rules of the day now, and a report played the
// day before held against the sheet alone.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentVersion, loadCatalog } from '../../../src/catalog/catalog.ts';
import { loadDesignerRulings } from '../../../src/catalog/designer-rulings.ts';
import { resolveVersionRules, ruledOn } from '../../../src/catalog/version-rules.ts';
import { tallies, type TallyReport } from '../../../src/server/desk/publish.ts';
import { playtestPages } from '../../../src/catalog/playtests.ts';
import { whatIf } from '../../../src/widgets/lab/what-if-core.ts';
import { ROOT } from '../cli/run.ts';

const catalog = loadCatalog();
const VERSION = currentVersion(catalog).id;
const dir = mkdtempSync(join(tmpdir(), 'sow-day-'));
const content = join(dir, 'content');
cpSync(join(ROOT, 'content'), content, { recursive: true });
writeFileSync(
  join(content, 'rulings.yaml'),
  `rulings:
  - id: 6e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b
    rules: [combat-loop]
    versions: [${VERSION}]
    text: "The two combatants' k-th Actions are chosen unseen and land at once."
    status: confirmed
    by: Philip Sibbering
    published: 2026-11-20
    updated: 2026-11-20
    settles: { ${VERSION}: { ruling: exchange, value: simultaneous } }
`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const rulings = loadDesignerRulings(content, catalog);

function sow(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/sow.js', ...args, '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, SOW_CONTENT_DIR: content },
  });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Record<string, number>;
}

const report = (playedOn: string, result: string): TallyReport => ({
  version: VERSION,
  system: 'fragment1',
  rulings: {},
  params: {},
  perSide: 5,
  playedOn,
  result,
  turns: 4,
  minutes: null,
  questions: [],
});

describe('the rules of the day', () => {
  it('the what-if table plays the settled ruling, figure for figure with sow odds --ruleset', () => {
    const rules = resolveVersionRules(catalog, rulings, VERSION);
    expect(rules.changedReadings).toEqual({ exchange: 'simultaneous' });
    const policies = { instigator: 'aggressive', retaliator: 'counter' } as const;
    const shown = whatIf({}, rules.given, ['actions'], 3, policies, rules.changedReadings);
    const cli = sow('odds', '--gap', '3', '--instigator', 'aggressive', '--retaliator', 'counter', '--ruleset', VERSION);
    expect(shown.ok && shown.odds).toEqual(cli);
    // Not a test that cannot fail: strikes in turn have no "both fall" and other shares.
    expect(cli.bothFall).toBeGreaterThan(0);
    const before = whatIf({}, rules.given, ['actions'], 3, policies);
    expect(before.ok && before.odds).not.toEqual(cli);
  });

  it('a report played before the ruling is tallied and predicted under the sheet alone; one after, under the ruling', () => {
    const counted = tallies(
      [report('2026-11-19', 'instigator'), report('2026-11-21', 'draw'), report('2026-11-20', 'retaliator')],
      [],
      ruledOn(catalog, rulings),
    );
    const mine = counted.tallies.filter((t) => t.version === VERSION);
    expect(mine.map((t) => [t.ruled, t.results])).toEqual([
      [{ exchange: 'simultaneous' }, { instigator: 0, retaliator: 1, draw: 1, unfinished: 0 }],
      [{}, { instigator: 1, retaliator: 0, draw: 0, unfinished: 0 }],
    ]);
    const GAMES = 60;
    const pages = playtestPages(catalog, counted, (v) => resolveVersionRules(catalog, rulings, v), GAMES);
    const blocks = pages.find((p) => p.version === VERSION)!.blocks;
    expect(blocks.map((b) => b.setting.readings)).toEqual([{ exchange: 'simultaneous' }, {}]);
    expect(blocks.map((b) => b.changes)).toEqual([[], ["played before the designer's ruling on exchange"]]);
    // Each block's aggressive v aggressive figures are `sow sim --ruleset V --on <its day>`'s.
    const args = ['sim', '--games', String(GAMES), '--seed', '1', '--instigator', 'aggressive', '--retaliator', 'aggressive', '--ruleset', VERSION];
    blocks.forEach((b, i) => {
      const cli = sow(...args, '--on', i === 0 ? '2026-11-21' : '2026-11-19');
      const p = b.predictions.find((x) => x.pair === 'aggressive v aggressive')!;
      expect([p.shares.instigator, p.shares.retaliator, p.shares.draw, p.meanTurns]).toEqual([
        cli.instigatorWins! / GAMES,
        cli.retaliatorWins! / GAMES,
        cli.draws! / GAMES,
        cli.meanTurns,
      ]);
    });
    // The command the page prints beside the games from before the ruling spells out the reading they were played with.
    expect(blocks.map((b) => b.cli)).toEqual([
      { ruleset: VERSION, readings: { exchange: 'simultaneous' } },
      { ruleset: VERSION, readings: { exchange: 'alternating' } },
    ]);
    const printed = sow(...args, '--exchange', 'alternating');
    expect(printed.instigatorWins! / GAMES).toBe(blocks[1]!.predictions.find((x) => x.pair === 'aggressive v aggressive')!.shares.instigator);
    // Not a test that cannot fail: the two days' rules give different games.
    expect(blocks[0]!.predictions[0]).not.toEqual(blocks[1]!.predictions[0]);
  });
});
