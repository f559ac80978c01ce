// `--exchange alternating|simultaneous` on odds, play, sim and sweep (turn-systems.md S4), and the
// comparison figures `sow sim` reports for every system, run as a user runs them.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchOdds, simulate } from '../systems.ts';
import { refused, sow } from './run.ts';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sow-exchange-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('--exchange', () => {
  it("odds: simultaneous adds bothFall, the engine's exact figure, and says it in words", () => {
    const args = ['odds', '--gap', '3', '--exchange', 'simultaneous', '--instigator', 'aggressive', '--retaliator', 'counter'];
    const json = JSON.parse(sow(...args, '--json').stdout);
    expect(json).toEqual(matchOdds({ gap: 3, instigator: 'aggressive', retaliator: 'counter', readings: { exchange: 'simultaneous' } }));
    expect(json.instigator + json.retaliator + json.bothStand + json.bothFall).toBeCloseTo(1, 12);
    expect(sow(...args).stdout).toMatch(/Both fall \(double knock-out\)\s+\d+\.\d%/);
  });

  it('optimal is refused under simultaneous with the flag that chose it (the default on odds, named on sim)', () => {
    refused(['odds', '--gap', '3', '--exchange', 'simultaneous'], '--instigator', '"optimal" needs strikes in turn');
    refused(['sim', '--games', '10', '--seed', '1', '--exchange', 'simultaneous', '--retaliator', 'optimal'], '--retaliator', 'needs strikes in turn');
    refused(['odds', '--gap', '3', '--exchange', 'sometimes'], '--exchange', '"alternating" or "simultaneous"');
  });

  it('play: --exchange lays over the scenario file, and the report shows double strikes', () => {
    const file = join(dir, 'duel.json');
    writeFileSync(
      file,
      JSON.stringify({
        combatants: [
          { id: 'I1', side: 'instigator', x: 6, y: 2 },
          { id: 'R1', side: 'retaliator', x: 6, y: 4 },
        ],
        dice: [5, 6],
      }),
    );
    const r = sow('play', file, '--exchange', 'simultaneous');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('I1 is Combatant A and strikes R1 (Combatant Z)');
    expect(r.stdout).toContain('R1 strikes I1 at the same moment');
    expect(r.stdout).toContain('Double knock-out: I1 and R1 fall together');
    expect(r.stdout).toContain('The game is a draw');
    refused(['play', file, '--exchange', 'simultaneous', '--instigator', 'optimal'], '--instigator', 'needs strikes in turn');
  });

  it("sim: the comparison figures in JSON equal the engine's, and the text says them", () => {
    const o = { games: 400, seed: 3, policies: { instigator: 'aggressive', retaliator: 'counter' }, readings: { exchange: 'simultaneous' } } as const;
    const json = JSON.parse(sow('sim', '--games', '400', '--seed', '3', '--retaliator', 'counter', '--exchange', 'simultaneous', '--json').stdout);
    const engine = simulate(o);
    expect(json.decisions).toEqual(engine.decisions);
    expect(json.longestWait).toBe(engine.longestWait);
    expect(json.doubleKnockouts).toBe(engine.doubleKnockouts);
    expect(json.doubleKnockouts).toBeGreaterThan(0);
    const text = sow('sim', '--games', '400', '--seed', '3', '--retaliator', 'counter', '--exchange', 'simultaneous').stdout;
    expect(text).toContain(`Double knock-outs: ${engine.doubleKnockouts}`);
    expect(text).toContain(`longest wait ${engine.longestWait.toFixed(2)} decisions`);
  });
});
