// The parameters on the command line (parameters.md P3, P5) and `sow sweep` (Sweeps), run as a user runs them.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchOdds, simulate } from '../../../src/engine/index.ts';
import { sweep } from '../systems.ts';
import { refused, ROOT, sow } from './run.ts';
import { spawnSync } from 'node:child_process';

/** Bad input: one line naming the flag and what is allowed, exit 2. */
const bad = refused;

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sow-params-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('parameter flags', () => {
  it('odds: --die 10 --actions 1 gives the hand-derived 3/10 for the first striker, and says the numbers in force', () => {
    const json = JSON.parse(sow('odds', '--gap', '1.5', '--die', '10', '--actions', '1', '--json').stdout);
    expect(json.instigator).toBeCloseTo(0.3, 12);
    expect(json).toEqual(matchOdds({ gap: 1.5, params: { die: 10, actions: 1 } }));
    const text = sow('odds', '--gap', '1.5', '--die', '10', '--actions', '1').stdout;
    expect(text).toContain('defence 1D10: 1–7 holds, 8–10 fails');
    expect(text).toContain('1 Action each');
  });

  it("play: flags override a scenario's params and table; the report uses the D10 band", () => {
    const path = join(dir, 'duel.json');
    writeFileSync(
      path,
      JSON.stringify({
        combatants: [
          { id: 'I1', side: 'instigator', x: 6, y: 2 },
          { id: 'R1', side: 'retaliator', x: 6, y: 3.5 },
        ],
        dice: [8],
        params: { die: 6 },
      }),
    );
    const r = sow('play', path, '--die', '10', '--table', '18x12');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Numbers in force: 5 Actions each, Move 2 in, defence 1D10: 1–7 holds, 8–10 fails, table 18 x 12 in');
    expect(r.stdout).toContain('R1 rolls 8: fails (8–10)');
    const json = JSON.parse(sow('play', path, '--json', '--fails-on', '9', '--die', '10').stdout);
    expect(json.events.find((e: { type: string }) => e.type === 'defence')).toMatchObject({ roll: 8, held: true });
  });

  it('sim: parameters reach the games and are echoed in JSON', () => {
    const out = JSON.parse(sow('sim', '--games', '300', '--seed', '4', '--move', '3', '--table', '18x12', '--json').stdout);
    const expected = simulate({
      games: 300,
      seed: 4,
      perSide: 5,
      ruleset: 'v0.1f',
      readings: {},
      policies: { instigator: 'aggressive', retaliator: 'aggressive' },
      table: { width: 18, depth: 12 },
      params: { move: 3 },
    });
    expect(out.instigatorWins).toBe(expected.instigatorWins);
    expect(out.meanTurns).toBe(expected.meanTurns);
    expect(out.params).toEqual({ move: 3, table: { width: 18, depth: 12 } });
  });

  it('refuses each parameter out of range, naming the flag, the value and the range (exit 2)', () => {
    bad(['odds', '--gap', '1', '--actions', '11'], '--actions', '11 is out of range', '1 to 10');
    bad(['odds', '--gap', '1', '--move', '1.1'], '--move', '1.1', '0.25 to 6');
    bad(['odds', '--gap', '1', '--die', '7'], '--die', '7', '4, 6, 8, 10, 12, 20');
    bad(['odds', '--gap', '1', '--fails-on', '7'], '--fails-on', '7', 'to the die (6)');
    bad(['sim', '--games', '1', '--seed', '1', '--table', '100x12'], '--table', '100x12', '6 to 72');
    bad(['sim', '--games', '1', '--seed', '1', '--table', 'wide'], '--table', '"wide" is not a table');
    bad(['sim', '--games', '1', '--seed', '1', '--deploy-depth', '7'], '--deploy-depth', "half the table's depth (6)");
    bad(['sim', '--games', '1', '--seed', '1', '--base', '3'], '--base', '0.5 to 2');
    bad(['odds', '--gap', '1', '--actions', 'five'], '--actions', '"five" is not a number');
  });
});

describe('sow sweep', () => {
  it("--json: {param, rows: [{value, odds, sim}]} equal to the engine's sweep for the same inputs", () => {
    const r = sow(
      'sweep',
      '--param',
      'die',
      '--values',
      '4,6,10',
      '--gap',
      '2',
      '--games',
      '200',
      '--seed',
      '3',
      '--instigator',
      'aggressive',
      '--retaliator',
      'counter',
      '--json',
    );
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.param).toBe('die');
    const rows = sweep({
      param: 'die',
      values: [4, 6, 10],
      gap: 2,
      games: 200,
      seed: 3,
      policies: { instigator: 'aggressive', retaliator: 'counter' },
      ruleset: 'v0.1f',
      readings: {},
      params: {},
    });
    expect(out.rows).toEqual(JSON.parse(JSON.stringify(rows)));
    expect(out.rows.map((row: { value: number }) => row.value)).toEqual([4, 6, 10]);
    for (const row of out.rows) {
      expect(row.odds.instigator + row.odds.retaliator + row.odds.bothStand).toBeCloseTo(1, 12);
      expect(row.sim.games).toBe(200);
      expect(row.sim.intervals.instigator[0]).toBeLessThanOrEqual(row.sim.instigatorWins / 200);
    }
  });

  it('odds default to optimal at gap 3; without --games no sim; the table is written WxD', () => {
    const out = JSON.parse(sow('sweep', '--param', 'table', '--values', '12x12,18x12', '--json').stdout);
    expect(out.rows.map((r: { value: string }) => r.value)).toEqual(['12x12', '18x12']);
    expect(out.rows[0].sim).toBeUndefined();
    expect(out.rows[0].odds).toEqual(matchOdds({ gap: 3 }));
  });

  it('--csv: one row a value under a header naming every column', () => {
    const r = sow('sweep', '--param', 'actions', '--values', '1,5', '--gap', '1.5', '--games', '50', '--csv');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'value,odds_instigator,odds_retaliator,odds_both_stand,games,instigator_wins,retaliator_wins,draws,mean_turns,instigator_ci_low,instigator_ci_high,retaliator_ci_low,retaliator_ci_high,draw_ci_low,draw_ci_high',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]!.split(',')[0]).toBe('1');
    expect(Number(lines[1]!.split(',')[1])).toBeCloseTo(1 / 3, 12);
    expect(lines[2]!.split(',')).toHaveLength(15);
  });

  it('refuses bad sweeps with one line', () => {
    bad(['sweep', '--values', '1,2'], '--param', 'required');
    bad(['sweep', '--param', 'speed', '--values', '1'], '--param', '"speed" is not a parameter');
    bad(['sweep', '--param', 'die', '--values', '4,7'], '--values', 'value 7', 'one of 4, 6, 8, 10, 12, 20');
    bad(['sweep', '--param', 'die'], '--values', 'required');
    bad(['sweep', '--param', 'die', '--values', '4', '--die', '6'], '--die', 'swept parameter');
    bad(['sweep', '--param', 'die', '--values', '4', '--games', '2000000'], '--games', '1 to 1000000');
    bad(['sweep', '--param', 'die', '--values', '4', '--json', '--csv'], '--json and --csv');
  });
});

describe('hostile input (issue 11)', () => {
  it('a large turn limit is refused by flag and in a file, instead of running out of memory', () => {
    bad(
      ['sim', '--games', '1', '--seed', '1', '--turn-limit', '1000000000000000', '--instigator', 'wait', '--retaliator', 'wait'],
      '--turn-limit',
      'from 1 to 1000',
    );
    const path = join(dir, 'long.json');
    writeFileSync(
      path,
      JSON.stringify({
        combatants: [
          { id: 'I1', side: 'instigator', x: 6, y: 2 },
          { id: 'R1', side: 'retaliator', x: 6, y: 10 },
        ],
        policies: { instigator: 'wait', retaliator: 'wait' },
        rulings: { 'turn-limit': 1000000 },
      }),
    );
    bad(['play', path], 'long.json', 'rulings.turn-limit', 'from 1 to 1000');
  });

  it('a closed pipe ends quietly with status 0, no stack trace', () => {
    // `sow … | head -1`: the shell closes the pipe after the first line.
    for (const cmd of ['node bin/sow.js play scenarios/five-a-side.json | head -1', 'node bin/sow.js odds --gap 2 | head -1']) {
      const r = spawnSync('bash', ['-o', 'pipefail', '-c', `${cmd} > /dev/null`], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${ROOT}node_modules/.bin:${process.env.PATH}` },
      });
      expect(r.stderr, cmd).toBe('');
      expect(r.status, cmd).toBe(0);
    }
  });

  it('wrong types are refused: a null ruleset, a numeric name, an object description', () => {
    const f = (name: string, extra: object) => {
      const path = join(dir, name);
      writeFileSync(
        path,
        JSON.stringify({
          combatants: [
            { id: 'I1', side: 'instigator', x: 6, y: 2 },
            { id: 'R1', side: 'retaliator', x: 6, y: 10 },
          ],
          ...extra,
        }),
      );
      return path;
    };
    bad(['play', f('null.json', { ruleset: null })], 'null.json', 'ruleset', 'unknown ruleset null');
    bad(['play', f('name.json', { name: 5 })], 'name.json', 'name: must be a string');
    bad(['play', f('desc.json', { description: {} })], 'desc.json', 'description: must be a string');
  });

  it('control characters in what is echoed are escaped: one line, no terminal codes', () => {
    const r = sow('play', 'no\nsuch\u001b[31mfile.json');
    expect(r.status).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toContain('\u001b');
    expect(r.stderr).toContain('no\\nsuch\\x1b[31mfile.json');
  });

  it('--games has an upper bound, and the run size as a whole is bounded', () => {
    bad(['sim', '--games', '1e12', '--seed', '1'], '--games', 'from 1 to 1000000');
    bad(['sim', '--games', '1000000', '--seed', '1', '--turn-limit', '1000'], '--games', 'fit in a run of about two minutes');
    bad(['sweep', '--param', 'die', '--values', '4,6', '--games', '1000000'], '--games', 'fit in a run of about two minutes');
  });

  it("seeds outside the stream's 32 bits are refused rather than replaying another seed", () => {
    bad(['sim', '--games', '1', '--seed', '4294967297'], '--seed', 'from 0 to 4294967295');
    bad(['sim', '--games', '1', '--seed=-1'], '--seed', 'from 0 to 4294967295');
    bad(['sim', '--games', '1', '--seed', '1e300'], '--seed');
    expect(sow('sim', '--games', '1', '--seed', '4294967295').status).toBe(0);
  });
});

describe('every numeric flag has a range, refused at its bounds', () => {
  it('--gap 0 to 100, --per-side 1 to 50', () => {
    expect(sow('odds', '--gap', '100', '--json').status).toBe(0);
    bad(['odds', '--gap', '100.5'], '--gap', '100.5 is out of range: a number from 0 to 100');
    bad(['odds', '--gap=-0.1'], '--gap', 'from 0 to 100');
    bad(['sim', '--games', '1', '--seed', '1', '--per-side', '51'], '--per-side', '51 is out of range: a whole number from 1 to 50');
    bad(['sim', '--games', '1', '--seed', '1', '--per-side', '0'], '--per-side', 'from 1 to 50');
    expect(sow('sim', '--games', '1', '--seed', '1', '--per-side', '50', '--table', '72x72', '--json').status).toBe(0);
  });
});
