// `sow play` and `sow sim` with WarSpike's turns (--system, --pairing), run as a user runs them.
import { printedEvent } from '../../../src/shared/printed-event.ts';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseScenario, type GameEvent } from '../../../src/engine/index.ts';
import { playGame } from '../systems.ts';
import { refused, ROOT, sow } from './run.ts';

let dir = '';
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
};
const pair = [
  { id: 'I1', side: 'instigator', x: 6, y: 2 },
  { id: 'R1', side: 'retaliator', x: 6, y: 9 },
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sow-warspike-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sow play --system warspike', () => {
  it("plays a Fragment 1 scenario file with WarSpike's turns: the same events as the engine", () => {
    const r = sow('play', 'scenarios/five-a-side.json', '--system', 'warspike', '--json');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as { winner: string; turns: number; events: GameEvent[] };
    const scenario = parseScenario({ ...JSON.parse(readFileSync(join(ROOT, 'scenarios/five-a-side.json'), 'utf8')), system: 'warspike' });
    const engine = playGame(scenario, { instigator: 'aggressive', retaliator: 'aggressive' });
    expect(out.events).toEqual(JSON.parse(JSON.stringify(engine.events.map(printedEvent))));
    expect(out.events.map((e) => e.type)).toEqual(expect.arrayContaining(['coin-flip', 'role-choice', 'roles', 'activation', 'advantage']));
    expect(out.events.every((e) => (e.steps?.length ?? 0) > 0)).toBe(true);
  });

  it('--pairing changes the activations, and the file\'s own "system" and "pairing" are read', () => {
    const activations = (...args: string[]) => {
      const r = sow('play', ...args, '--json');
      expect(r.status, r.stderr).toBe(0);
      return (JSON.parse(r.stdout).events as GameEvent[])
        .filter((e) => e.type === 'activation')
        .map((e) => (e.type === 'activation' ? `${e.active}>${e.target}` : ''));
    };
    const closest = activations('scenarios/warspike-five-a-side.json', '--pairing', 'closest');
    const best = activations('scenarios/warspike-five-a-side.json');
    expect(best).toEqual(activations('scenarios/warspike-five-a-side.json', '--pairing', 'best-odds'));
    expect(best).not.toEqual(closest);
  });

  it('the text report names the players, cites the steps, and says the turn system and pairing', () => {
    const r = sow('play', 'scenarios/warspike-five-a-side.json');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/\(v0\.1f, warspike turns, pairing best-odds\).*aggressive \(Player I\) v aggressive \(Player R\)/);
    expect(lines[1]).toBe('Turn 1 begins.  [step ws-roles]');
    expect(lines.some((l) => /^Advantage: player I \d+, player R \d+ .*\[step ws-advantage\]$/.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(/^(Player [IR] wins in Turn \d+\.|The game is a draw after Turn \d+\.) {2}\[step ws-victory/);
  });

  it('optimal: a note on stderr, once, that it plays as aggressive outside a Match', () => {
    const r = sow('play', file('opt.json', { system: 'warspike', combatants: pair }), '--instigator', 'optimal', '--retaliator', 'optimal', '--json');
    expect(r.status).toBe(0);
    expect(r.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^sow: note: optimal is exact only inside a Match.*aggressive/)]);
    const f1 = sow('play', file('opt-f1.json', { combatants: pair }), '--instigator', 'optimal', '--json');
    expect(f1.stderr).toBe('');
  });
});

describe('sow sim --system warspike --pairing', () => {
  it('--json tallies the games with the system and pairing in force; the same seed gives the same tally', () => {
    const a = sow('sim', '--games', '60', '--seed', '3', '--system', 'warspike', '--pairing', 'random', '--json');
    expect(a.status, a.stderr).toBe(0);
    const out = JSON.parse(a.stdout);
    expect(out).toMatchObject({ games: 60, system: 'warspike', pairing: 'random' });
    expect(out.instigatorWins + out.retaliatorWins + out.draws).toBe(60);
    expect(sow('sim', '--games', '60', '--seed', '3', '--system', 'warspike', '--pairing', 'random', '--json').stdout).toBe(a.stdout);
    const closest = JSON.parse(sow('sim', '--games', '60', '--seed', '3', '--system', 'warspike', '--json').stdout);
    expect(closest.pairing).toBe('closest');
    expect(closest.meanMatches).not.toBe(out.meanMatches);
  });

  it('wait v wait: both always pass, every Turn is struck off, every game drawn at the limit', () => {
    const r = sow('sim', '--games', '10', '--seed', '1', '--system', 'warspike', '--instigator', 'wait', '--retaliator', 'wait', '--turn-limit', '5', '--json');
    expect(JSON.parse(r.stdout)).toMatchObject({ draws: 10, meanTurns: 5, meanMatches: 0, turnLimitDraws: 10 });
  });

  it('the text tally names the players', () => {
    const r = sow('sim', '--games', '20', '--seed', '1', '--per-side', '2', '--system', 'warspike', '--pairing', 'best-odds');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^20 games, seed 1, 2 a side, v0\.1f, warspike turns, pairing best-odds, aggressive \(Player I\)/);
    expect(r.stdout).toMatch(/Player I wins/);
    expect(r.stdout).toMatch(/Player R wins/);
  });
});

describe('bad --system and --pairing: exit 2, one line naming the flag, the value and the allowed set', () => {
  it('an unknown turn system', () => {
    refused(['play', 'scenarios/five-a-side.json', '--system', 'wargame'], '--system', 'wargame', 'fragment1, warspike');
    refused(['sim', '--games', '3', '--seed', '1', '--system', 'wargame'], '--system', 'wargame', 'fragment1, warspike');
  });

  it('an unknown pairing', () => {
    refused(['play', 'scenarios/warspike-five-a-side.json', '--pairing', 'nearest'], '--pairing', 'nearest', 'closest, best-odds, random');
    refused(['sim', '--games', '3', '--seed', '1', '--system', 'warspike', '--pairing', 'nearest'], '--pairing', 'nearest', 'closest, best-odds, random');
  });

  it('a pairing for a system that forms its own pairs', () => {
    refused(['play', 'scenarios/five-a-side.json', '--pairing', 'random'], '--pairing', '"random"', 'fragment1', 'warspike');
    refused(['sim', '--games', '3', '--seed', '1', '--pairing', 'best-odds'], '--pairing', '"best-odds"', 'fragment1', 'warspike');
  });

  it('in a scenario file: the file and the field', () => {
    refused(
      ['play', file('bad-pairing.json', { system: 'warspike', pairing: 'snap', combatants: pair })],
      'bad-pairing.json',
      'pairing',
      '"snap"',
      'closest, best-odds, random',
    );
    // A system that forms its own pairs reads no pairing: the field is unknown there.
    refused(['play', file('f1-pairing.json', { pairing: 'closest', combatants: pair })], 'f1-pairing.json', 'pairing: unknown field');
    // The flag is the flag's problem, whichever system the file names.
    refused(['play', file('f1-flag.json', { combatants: pair }), '--pairing', 'closest'], '--pairing', '"closest"', 'fragment1', 'warspike');
    refused(['play', file('bad-system.json', { system: 'wwpd2', combatants: pair })], 'bad-system.json', 'system', 'wwpd2', 'fragment1, warspike');
  });
});

describe('help', () => {
  it('lists --system and --pairing with their values', () => {
    const r = sow('--help');
    expect(r.stdout).toContain('--system T');
    expect(r.stdout).toContain('--pairing C');
    expect(r.stdout).toMatch(/Turn systems T: fragment1, warspike/);
    expect(r.stdout).toMatch(/closest, best-odds, random \(default closest\)/);
  });
});
