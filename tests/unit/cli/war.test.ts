// `sow play` and `sow sim` with --system war, run as a user runs them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printedEvent } from '../../../src/shared/printed-event.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScenario, WAR_STEP_IDS, type GameEvent } from '../../../src/engine/index.ts';
import { playGame, simulate } from '../systems.ts';
import { refused, sow } from './run.ts';

let dir = '';
let path = '';
const skirmish = {
  seed: 4,
  combatants: [
    { id: 'I1', side: 'instigator', x: 4, y: 2 },
    { id: 'I2', side: 'instigator', x: 8, y: 2 },
    { id: 'R1', side: 'retaliator', x: 4, y: 10 },
    { id: 'R2', side: 'retaliator', x: 8, y: 10 },
  ],
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sow-war-'));
  path = join(dir, 'skirmish.json');
  writeFileSync(path, JSON.stringify(skirmish));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sow sim --system war', () => {
  it('prints every comparison figure, the same as simulate() in-process, rounds as its mean Turns', () => {
    const r = sow('sim', '--games', '200', '--seed', '3', '--system', 'war', '--instigator', 'counter', '--retaliator', 'random', '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    const expected = simulate({
      games: 200,
      seed: 3,
      perSide: 5,
      ruleset: 'v0.1f',
      system: 'war',
      readings: {},
      policies: { instigator: 'counter', retaliator: 'random' },
    });
    for (const k of ['games', 'instigatorWins', 'retaliatorWins', 'draws', 'meanTurns', 'decisions', 'longestWait', 'doubleKnockouts'] as const)
      expect(out[k], k).toEqual(expected[k]);
    expect(out.system).toBe('war');
    expect(out.meanTurns).toBeGreaterThan(0);
    expect(out.meanTurns).toBeLessThanOrEqual(9);
    expect(out.doubleKnockouts).toBeGreaterThan(0);
  });

  it('says rounds in the text report, and that optimal plays as aggressive, once on stderr', () => {
    const r = sow('sim', '--games', '20', '--seed', '1', '--system', 'war', '--instigator', 'optimal', '--retaliator', 'optimal');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^20 games, seed 1, 5 a side, v0\.1f, war turns, optimal/);
    expect(r.stdout).toContain('Mean rounds');
    expect(r.stdout).toContain('Double knock-outs:');
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      'sow: note: WAR has no exact solution: "optimal" plays as "aggressive" in every choice WAR asks (which combatant to activate, each Action)',
    ]);
  });

  it('refuses a turn system it does not know, naming the flag and the known ones', () => {
    refused(['sim', '--games', '5', '--seed', '1', '--system', 'chess'], '--system', 'chess', 'fragment1', 'war');
    refused(['play', 'scenarios/five-a-side.json', '--system', ''], '--system');
  });
});

describe('sow play --system war', () => {
  it('plays the scenario under WAR, as playGame does, every event citing its steps', () => {
    const r = sow('play', path, '--system', 'war', '--json');
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { winner: string; turns: number; events: GameEvent[] };
    const expected = playGame(parseScenario({ ...skirmish, system: 'war' }), { instigator: 'aggressive', retaliator: 'aggressive' });
    expect(out.events).toEqual(JSON.parse(JSON.stringify(expected.events.map(printedEvent))));
    expect(out.turns).toBe(expected.state.turn);
    for (const e of out.events) for (const s of e.steps ?? []) expect(WAR_STEP_IDS).toContain(s);
    expect(out.events.every((e) => (e.steps?.length ?? 0) > 0)).toBe(true);
  });

  it('prints the report with its rounds, activations, Actions and fatigue, and the steps each line cites', () => {
    const r = sow('play', path, '--system', 'war');
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toContain('war turns');
    expect(lines[1]).toBe(
      'Round 1 begins (Act 1, Mobilisation): activation dice 2 for the Instigator, 2 for the Retaliator.  [step wa-rounds, wa-activation-dice]',
    );
    expect(r.stdout).toContain('The Instigator activates I1: 2 Actions.  [step wa-act-1, wa-activation-dice]');
    expect(r.stdout).toMatch(/gains 1 fatigue \(a further Action\): \d now\. {2}\[step wa-fatigue\]/);
    expect(lines.at(-1)).toMatch(/(wins in round \d|draw after round 9)\. {2}\[step wa-rounds\]$/);
  });

  it('a scenario that names the system plays it without the flag, and the flag overrides it', () => {
    const named = join(dir, 'named.json');
    writeFileSync(named, JSON.stringify({ ...skirmish, system: 'war' }));
    expect(JSON.parse(sow('play', named, '--json').stdout).events[0].type).toBe('round-start');
    expect(JSON.parse(sow('play', named, '--system', 'fragment1', '--json').stdout).events[0].type).toBe('turn-start');
  });
});
