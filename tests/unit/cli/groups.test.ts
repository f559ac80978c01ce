// `sow groups` (turn-systems.md, "Groups as a tool") against chains built by hand, and `--system wwpd`
// on play and sim, run as a user runs them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simulate } from '../systems.ts';
import { refused, sow } from './run.ts';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sow-groups-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Spot = [id: string, side: 'instigator' | 'retaliator', x: number, y: number];

function file(name: string, spots: Spot[], extra: Record<string, unknown> = {}): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ ...extra, combatants: spots.map(([id, side, x, y]) => ({ id, side, x, y })) }));
  return path;
}

const groups = (...args: string[]) => {
  const r = sow('groups', ...args, '--json');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as unknown;
};

describe('sow groups', () => {
  it('a chain that links three combatants through an enemy is one group, in scenario order', () => {
    // R1 touches I1 and I2, which do not touch each other; I9 stands apart.
    const path = file('chain.json', [
      ['I2', 'instigator', 6, 6],
      ['I9', 'instigator', 1, 1],
      ['R1', 'retaliator', 5, 6],
      ['I1', 'instigator', 4, 6],
    ]);
    expect(groups(path)).toEqual({ groups: [['I2', 'R1', 'I1']] });
  });

  it('friends that touch link nothing; a chain runs only through enemies', () => {
    // I1–I2 and R1–R2 touch only friends; I3 touches R3 (one group); R2 is 2" from I3.
    const path = file('friends.json', [
      ['I1', 'instigator', 2, 2],
      ['I2', 'instigator', 3, 2],
      ['I3', 'instigator', 8, 2],
      ['R1', 'retaliator', 2, 9],
      ['R2', 'retaliator', 3, 9],
      ['R3', 'retaliator', 8, 3],
    ]);
    expect(groups(path)).toEqual({ groups: [['I3', 'R3']] });
  });

  it('groups are ordered by their first member; each lists its members in scenario order', () => {
    const path = file('two.json', [
      ['I1', 'instigator', 9, 2],
      ['I2', 'instigator', 2, 2],
      ['R2', 'retaliator', 2, 3],
      ['R1', 'retaliator', 9, 3],
      ['I3', 'instigator', 10, 3],
    ]);
    expect(groups(path)).toEqual({
      groups: [
        ['I1', 'R1', 'I3'],
        ['I2', 'R2'],
      ],
    });
  });

  it("--reach R links gaps up to R inches: 3 is WWPD's Firefight range at the default scale", () => {
    // Gaps: I1–R1 2.5", R1–I2 3", I2–R2 3.5".
    const path = file('reach.json', [
      ['I1', 'instigator', 2, 2],
      ['I2', 'instigator', 2, 9.5],
      ['R1', 'retaliator', 2, 5.5],
      ['R2', 'retaliator', 6.5, 9.5],
    ]);
    expect(groups(path)).toEqual({ groups: [] });
    expect(groups(path, '--reach', '2.5')).toEqual({ groups: [['I1', 'R1']] });
    expect(groups(path, '--reach', '3')).toEqual({ groups: [['I1', 'I2', 'R1']] });
    expect(groups(path, '--reach', '3.5')).toEqual({ groups: [['I1', 'I2', 'R1', 'R2']] });
  });

  it('the text form names the reach, the groups and who is in none', () => {
    const path = file('text.json', [
      ['I1', 'instigator', 4, 6],
      ['R1', 'retaliator', 5, 6],
      ['I2', 'instigator', 6, 6],
      ['R2', 'retaliator', 8, 8],
    ]);
    const r = sow('groups', path);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.split('\n')).toEqual([
      `${path}: groups chained through enemies within 0 in (base contact: WWPD's Melees)`,
      '  1. I1, R1, I2',
      '  In no group (no enemy within reach): R2',
      '',
    ]);
    const ff = sow('groups', path, '--reach', '3').stdout;
    expect(ff).toContain("within 3 in (WWPD's Firefight range at wwpd-scale 0.25)");
    expect(ff).toContain('  1. I1, R1, I2, R2');
    const none = sow(
      'groups',
      file('apart.json', [
        ['I1', 'instigator', 1, 1],
        ['R1', 'retaliator', 11, 11],
      ]),
    ).stdout;
    expect(none).toContain('  none: no combatant is that close to an enemy');
  });

  it('bad input: one line, exit 2', () => {
    const path = file('ok.json', [
      ['I1', 'instigator', 1, 1],
      ['R1', 'retaliator', 11, 11],
    ]);
    refused(['groups', path, '--reach', '-1'], '--reach', 'a value starting with "-"');
    refused(['groups', path, '--reach=-1'], '--reach', 'out of range', 'from 0 to 100');
    refused(['groups', path, '--reach', '101'], '--reach', 'from 0 to 100');
    refused(['groups', path, '--reach', 'far'], '--reach', 'not a number');
    refused(['groups'], 'give exactly one scenario file');
    refused(['groups', join(dir, 'missing.json')], 'missing.json', 'cannot read the file');
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"combatants": [');
    refused(['groups', broken], 'broken.json', 'not valid JSON');
    refused(
      [
        'groups',
        file('overlap.json', [
          ['I1', 'instigator', 1, 1],
          ['R1', 'retaliator', 1.5, 1],
        ]),
      ],
      'overlap.json',
      'R1 overlaps I1',
    );
  });
});

describe('--system', () => {
  const duel = () =>
    file(
      'duel.json',
      [
        ['I1', 'instigator', 5, 5],
        ['R1', 'retaliator', 5, 6],
      ],
      { dice: [6, 6] },
    );

  it("play --system wwpd lays over the scenario's system; the report names the steps", () => {
    const r = sow('play', duel(), '--system', 'wwpd');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('wwpd turns');
    expect(r.stdout).toContain("Turn 1: the Instigator's player turn.  [step ww-player-turns]");
    expect(r.stdout).toContain('Melee 1: I1, R1, chained by base contact, strike all at once.  [step ww-melees]');
    expect(r.stdout).toContain("  R1 rolls 6 against I1's strike: fails (5–6).  [rule 33; step ww-all-at-once]");
    expect(r.stdout).toContain('Melee 1 ends: I1 and R1 fall together, both sides losing combatants at once (a double knock-out).');
    expect(r.stdout).toContain('The game is a draw after Turn 1.');
    const json = JSON.parse(sow('play', duel(), '--system', 'wwpd', '--json').stdout);
    expect(json.winner).toBe('draw');
    expect(json.events.find((e: { type: string }) => e.type === 'melee-end')).toMatchObject({ fell: ['I1', 'R1'], doubleKnockout: true });
  });

  it("sim --system wwpd: every comparison figure, equal to the engine's", () => {
    const args = ['sim', '--games', '200', '--seed', '4', '--system', 'wwpd', '--retaliator', 'counter'];
    const json = JSON.parse(sow(...args, '--json').stdout);
    const engine = simulate({ games: 200, seed: 4, system: 'wwpd', policies: { instigator: 'aggressive', retaliator: 'counter' } });
    for (const k of ['instigatorWins', 'retaliatorWins', 'draws', 'meanTurns', 'decisions', 'longestWait', 'doubleKnockouts'] as const)
      expect(json[k], k).toEqual(engine[k]);
    expect(json.system).toBe('wwpd');
    expect(json.doubleKnockouts).toBeGreaterThan(0);
    const text = sow(...args).stdout;
    expect(text).toContain('wwpd turns');
    expect(text).toContain(`Double knock-outs: ${engine.doubleKnockouts}`);
    expect(text).toContain(`longest wait ${engine.longestWait.toFixed(2)} decisions`);
  });

  it('optimal plays as aggressive outside a Fragment 1 Match, and the CLI says so once', () => {
    const r = sow('sim', '--games', '20', '--seed', '1', '--system', 'wwpd', '--instigator', 'optimal', '--retaliator', 'optimal', '--json');
    expect(r.status).toBe(0);
    expect(r.stderr.trim().split('\n')).toEqual([
      'sow: note: WWPD forms no Fragment 1 Match, the only place "optimal" has an exact solution: here it plays as aggressive',
    ]);
    const aggressive = JSON.parse(sow('sim', '--games', '20', '--seed', '1', '--system', 'wwpd', '--json').stdout);
    const { policies: _a, ...same } = aggressive;
    const { policies: _o, ...optimal } = JSON.parse(r.stdout);
    expect(optimal).toEqual(same);
    expect(sow('sim', '--games', '20', '--seed', '1', '--instigator', 'optimal').stderr).toBe('');
  });

  it('an unknown system or a scale out of range is refused with the flag', () => {
    refused(['sim', '--games', '10', '--seed', '1', '--system', 'warhammer'], '--system', 'unknown turn system "warhammer"', 'fragment1, warspike, wwpd');
    refused(['play', duel(), '--system', 'bogus'], '--system', 'known: fragment1, warspike, wwpd');
    refused(['sim', '--games', '10', '--seed', '1', '--system', 'wwpd', '--wwpd-scale', '2'], '--wwpd-scale', 'must be a number from 0.05 to 1');
    refused(
      [
        'play',
        file(
          'scale.json',
          [
            ['I1', 'instigator', 5, 5],
            ['R1', 'retaliator', 5, 9],
          ],
          { system: 'wwpd', rulings: { 'wwpd-scale': 0 } },
        ),
      ],
      'rulings.wwpd-scale',
      'from 0.05 to 1',
    );
  });
});
