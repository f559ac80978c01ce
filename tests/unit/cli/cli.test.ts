// The `sow` command run as a user runs it: `node bin/sow.js …` from the repository root.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { printedEvent } from '../../../src/shared/printed-event.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { matchOdds, parseScenario, playGame, type GameEvent } from '../../../src/engine/index.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const catalog = loadCatalog();

function sow(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/sow.js', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

let dir = '';
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
const pair = [
  { id: 'I1', side: 'instigator', x: 6, y: 2 },
  { id: 'R1', side: 'retaliator', x: 6, y: 9 },
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sow-cli-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('sow odds', () => {
  it('--json prints {instigator, retaliator, bothStand} exactly as matchOdds gives them', () => {
    const r = sow('odds', '--gap', '1.5', '--instigator', 'aggressive', '--retaliator', 'aggressive', '--json');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out).sort()).toEqual(['bothStand', 'instigator', 'retaliator']);
    expect(out).toEqual(matchOdds({ gap: 1.5, instigator: 'aggressive', retaliator: 'aggressive' }));
    // The hand-derived value (tests/unit/engine/odds.test.ts): (3/5)(1 − (2/3)¹⁰).
    expect(out.instigator).toBeCloseTo((3 / 5) * (1 - (2 / 3) ** 10), 12);
  });

  it('passes rulings and defaults both policies to optimal', () => {
    const r = sow('odds', '--gap', '0', '--start-in-contact', 'free-strike', '--last-strike', 'lands', '--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(matchOdds({ gap: 0, readings: { 'start-in-contact': 'free-strike', 'last-strike': 'lands' } }));
    const opt = sow('odds', '--gap', '3', '--json');
    expect(JSON.parse(opt.stdout)).toEqual({ instigator: 0, retaliator: 0, bothStand: 1 });
  });

  it('prints a readable report without --json', () => {
    const r = sow('odds', '--gap', '1.5', '--instigator', 'aggressive', '--retaliator', 'aggressive');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('59.0%');
    expect(r.stdout).toContain('38.4%');
    expect(r.stdout).toContain('2.6%');
  });
});

describe('sow play', () => {
  it("the designer's counting example: the Retaliator wins, with the worked example's events", () => {
    const r = sow('play', 'scenarios/counting-example.json', '--json');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { winner: string; turns: number; events: GameEvent[] };
    expect(out.winner).toBe('retaliator');
    expect(out.turns).toBe(2);
    expect(out.events.map((e) => e.type)).toEqual([
      'turn-start',
      'match-start',
      'move',
      'move',
      'move',
      'strike',
      'defence',
      'strike',
      'defence',
      'removed',
      'match-end',
      'turn-end',
      'turn-start',
      'game-end',
    ]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- events of several kinds, each matched against an object below
    const [t1, ms, m1, m2, m3, s1, d1, s2, d2, rm, me, te, t2, ge] = out.events as any[];
    expect(t1).toMatchObject({ turn: 1 });
    expect(ms).toMatchObject({ turn: 1, instigator: 'I1', retaliator: 'R1', distance: 5 });
    expect(m1).toMatchObject({ id: 'I1', action: 1, toward: true, distance: 2 });
    expect(m2).toMatchObject({ id: 'R1', action: 1, toward: true, distance: 2 });
    expect(m3).toMatchObject({ id: 'I1', action: 2, toward: true, distance: 1, stoppedBy: 'R1' });
    expect(s1).toMatchObject({ by: 'I1', target: 'R1' });
    expect(d1).toMatchObject({ id: 'R1', action: 2, roll: 3, held: true });
    expect(s2).toMatchObject({ by: 'R1', target: 'I1' });
    expect(d2).toMatchObject({ id: 'I1', action: 3, roll: 6, held: false });
    expect(rm).toMatchObject({ id: 'I1', reason: 'defeated' });
    expect(me).toMatchObject({ winner: 'R1' });
    expect(te).toMatchObject({ turn: 1 });
    expect(t2).toMatchObject({ turn: 2 });
    expect(ge).toMatchObject({ winner: 'retaliator', turn: 2 });
    for (const e of out.events) {
      expect(e.rules.length).toBeGreaterThan(0);
      for (const id of e.rules) expect(catalog.rule('v0.1f', id)).toBeDefined();
    }
    // The CLI reports the engine's own game.
    const s = parseScenario(JSON.parse(readFileSync(join(ROOT, 'scenarios/counting-example.json'), 'utf8')));
    // As printed: the events' `rulings` field keeps its name (printed-event.ts).
    expect(out.events).toEqual(JSON.parse(JSON.stringify(playGame(s, { instigator: 'aggressive', retaliator: 'aggressive' }).events.map(printedEvent))));
  });

  it('the text report gives each event with its rule numbers', () => {
    const r = sow('play', 'scenarios/counting-example.json');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toContain('scenarios/counting-example.json');
    for (const line of lines.slice(1)) expect(line).toMatch(/\[rules? \d+(, \d+)*(; reading [a-z-]+(, [a-z-]+)*)?\]$/);
    expect(r.stdout).toMatch(/moves 2 in toward R1 \(action 1\)\.\s+\[rules 23, 25, 26\]/);
    expect(r.stdout).toMatch(/\[rule 22\]/);
    expect(r.stdout).toMatch(/\[rule 21\]/);
    expect(r.stdout).toMatch(/\[rules 31, 33, 36\]/);
    expect(r.stdout).toMatch(/\[rules 34, 35, 36\]/);
    expect(r.stdout).toContain('Retaliator wins in Turn 2');
  });

  it("flags override the scenario's policies; the scenario's rulings apply (wait v wait draws at its turn limit)", () => {
    const path = file('waiting.json', { combatants: pair, rulings: { 'turn-limit': 2 }, policies: { instigator: 'aggressive', retaliator: 'aggressive' } });
    const r = sow('play', path, '--instigator', 'wait', '--retaliator', 'wait', '--json');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { winner: string; turns: number; events: GameEvent[] };
    expect(out.winner).toBe('draw');
    expect(out.turns).toBe(2);
    const waits = out.events.filter((e) => e.type === 'wait');
    expect(waits).toHaveLength(20);
    expect(waits[0]).toMatchObject({ type: 'wait', id: 'I1', action: 1 });
    expect(out.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'draw', turn: 2, rulings: ['turn-limit'] });
  });

  it('a v0.2 scenario cites v0.2 numbers in its report', () => {
    const path = file('v02.json', { ruleset: 'v0.2', combatants: [pair[0], { ...pair[1], y: 4 }], dice: [6] });
    const r = sow('play', path);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Attacker');
    expect(r.stdout).toMatch(/wins in Turn 1\.\s+\[rule 23\]/); // v0.2 numbers victory 23
  });
});

describe('sow sim', () => {
  it('--json tallies the games, and the same seed gives the same tally', () => {
    const a = sow('sim', '--games', '200', '--seed', '1', '--json');
    expect(a.status).toBe(0);
    const out = JSON.parse(a.stdout);
    for (const k of ['games', 'instigatorWins', 'retaliatorWins', 'draws', 'meanTurns']) expect(out).toHaveProperty(k);
    expect(out.games).toBe(200);
    expect(out.instigatorWins + out.retaliatorWins + out.draws).toBe(200);
    expect(out.meanTurns).toBeGreaterThan(1); // five a side cannot be settled in one Turn of v0.1f
    const b = sow('sim', '--games', '200', '--seed', '1', '--json');
    expect(b.stdout).toBe(a.stdout);
    const c = sow('sim', '--games', '200', '--seed', '2', '--json');
    expect(c.stdout).not.toBe(a.stdout);
  });

  it('wait v wait: every game a draw at the turn limit', () => {
    const r = sow('sim', '--games', '20', '--seed', '3', '--instigator', 'wait', '--retaliator', 'wait', '--turn-limit', '4', '--json');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ games: 20, draws: 20, instigatorWins: 0, retaliatorWins: 0, meanTurns: 4, turnLimitDraws: 20 });
  });

  it('prints a readable tally without --json', () => {
    const r = sow('sim', '--games', '50', '--seed', '1', '--per-side', '2');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^50 games, seed 1, 2 a side/);
    expect(r.stdout).toMatch(/Instigator wins/);
  });
});

describe('bad input: exit 2, one clear line naming the file or field, no stack trace', () => {
  function bad(args: string[], ...mentions: string[]) {
    const r = sow(...args);
    expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines, r.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^sow: /);
    expect(r.stderr).not.toMatch(/\bat .*\(.*:\d+:\d+\)|Error:|node:internal/);
    for (const m of mentions) expect(lines[0]).toContain(m);
    return lines[0]!;
  }

  it('an unreadable file', () => {
    bad(['play', join(dir, 'missing.json')], 'missing.json');
    bad(['play', dir], dir); // a folder
  });

  it('invalid JSON', () => {
    bad(['play', file('broken.json', '{"combatants": [')], 'broken.json', 'JSON');
  });

  it('an unknown field', () => {
    bad(['play', file('field.json', { combatants: pair, board: 'big' })], 'field.json', 'board');
    bad(['play', file('field2.json', { combatants: [{ ...pair[0], colour: 'white' }, pair[1]] })], 'field2.json', 'combatants[0].colour');
  });

  it('an unknown ruleset, in a file or a flag', () => {
    bad(['play', file('ruleset.json', { ruleset: 'v0.3', combatants: pair })], 'ruleset.json', 'ruleset', 'v0.3');
    bad(['sim', '--games', '3', '--seed', '1', '--ruleset', 'v9'], '--ruleset', 'v9');
    bad(['odds', '--gap', '1', '--ruleset', 'v9'], '--ruleset');
  });

  it('overlapping bases', () => {
    bad(['play', file('overlap.json', { combatants: [pair[0], { ...pair[1], y: 2.5 }] })], 'overlap.json', 'combatants[1]', 'overlaps');
  });

  it('a combatant off the table', () => {
    bad(['play', file('off.json', { combatants: [pair[0], { ...pair[1], x: 13 }] })], 'off.json', 'combatants[1]', 'off the');
  });

  it('a table below the 6" the table parameter allows', () => {
    bad(['play', file('small.json', { table: { width: 5, depth: 12 }, combatants: pair })], 'small.json', 'table.width');
  });

  it('a non-numeric gap, or none', () => {
    bad(['odds', '--gap', 'abc'], '--gap', 'abc');
    bad(['odds'], '--gap');
  });

  it('an unknown policy', () => {
    bad(['odds', '--gap', '1', '--instigator', 'reckless'], '--instigator', 'reckless');
    bad(['play', 'scenarios/counting-example.json', '--retaliator', 'nope'], '--retaliator');
    bad(['play', file('policy.json', { combatants: pair, policies: { instigator: 'x' } })], 'policies.instigator');
  });

  it('a bad ruling value, by flag or in a file', () => {
    bad(['odds', '--gap', '1', '--last-strike', 'maybe'], '--last-strike', 'maybe');
    bad(['sim', '--games', '3', '--seed', '1', '--turn-limit', '0'], '--turn-limit');
    bad(['sim', '--games', '3', '--seed', '1', '--move-distance', 'far'], '--move-distance');
    bad(['odds', '--gap', '0', '--start-in-contact', 'never'], '--start-in-contact');
    bad(['play', file('ruling.json', { combatants: pair, rulings: { 'last-strike': 'maybe' } })], 'ruling.json', 'rulings.last-strike');
  });

  it('bad counts and seeds for sim', () => {
    bad(['sim', '--games', '0', '--seed', '1'], '--games');
    bad(['sim', '--games', 'ten', '--seed', '1'], '--games');
    bad(['sim', '--games', '5'], '--seed');
    bad(['sim', '--games', '5', '--seed', '1.5'], '--seed');
    bad(['sim', '--games', '1', '--seed', '1', '--per-side', '0'], '--per-side');
  });

  it('an unknown command or option', () => {
    bad(['bogus'], 'bogus');
    bad(['odds', '--gap', '1', '--colour', 'red'], '--colour');
    bad(['play'], 'play');
  });

  // Regression: `--gap -1` reaches node's parseArgs, whose complaint ("argument is ambiguous … Did you
  // forget … To specify an option argument starting with a dash use '--gap=-XYZ'.") took three lines.
  it('a negative gap given as `--gap -1`', () => {
    bad(['odds', '--gap', '-1'], '--gap');
  });

  it('a negative gap given as --gap=-1', () => {
    bad(['odds', '--gap=-1'], '--gap', 'out of range', 'from 0 to 100');
  });
});

describe('help', () => {
  it('--help prints the usage and exits 0; no command prints it and exits 2', () => {
    const h = sow('--help');
    expect(h.status).toBe(0);
    expect(h.stdout).toContain('sow odds');
    expect(h.stdout).toContain('sow play');
    expect(h.stdout).toContain('sow sim');
    // Each policy with what it does, the widgets' own words.
    expect(h.stdout).toMatch(/^ {4}counter {5}moves only to make contact$/m);
    expect(h.stdout).toMatch(/^ {4}optimal {5}best odds of winning the Match$/m);
    const none = sow();
    expect(none.status).toBe(2);
  });
});
