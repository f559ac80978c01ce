// `--workers N` shares a run's games among threads; what `sow sim` and `sow sweep` print must not change
// with N, for every turn system, including runs with fewer games than workers.
import { describe, expect, it } from 'vitest';
import { SYSTEM_IDS } from '../../../src/engine/index.ts';
import { refused, sow } from './run.ts';

/** The command's output with --workers 1 and with --workers 3: both must succeed, and print the same. */
function sameForAnyWorkers(args: string[]): string {
  const one = sow(...args, '--workers', '1');
  const three = sow(...args, '--workers', '3');
  expect(one.status, one.stderr).toBe(0);
  expect(three.status, three.stderr).toBe(0);
  expect(three.stdout).toBe(one.stdout);
  return one.stdout;
}

describe('sow sim --workers', () => {
  for (const system of SYSTEM_IDS)
    for (const games of ['2', '41'])
      it(`${system}, ${games} games: text and JSON are the same with 1 and 3 workers`, () => {
        const run = ['sim', '--games', games, '--seed', '11', '--system', system, '--instigator', 'random', '--retaliator', 'counter'];
        expect(sameForAnyWorkers(run)).toContain(`${games} games, seed 11`);
        expect(JSON.parse(sameForAnyWorkers([...run, '--json'])).games).toBe(Number(games));
      });

  it('aggressive v aggressive, a run cut into many slices, equals one worker', () => {
    sameForAnyWorkers(['sim', '--games', '1999', '--seed', '7', '--json']);
  });

  it('refuses a worker count out of range, naming the flag and the range', () => {
    refused(['sim', '--games', '5', '--seed', '1', '--workers', '0'], '--workers', 'from 1 to 256');
    refused(['sim', '--games', '5', '--seed', '1', '--workers', '257'], '--workers', 'from 1 to 256');
    refused(['sim', '--games', '5', '--seed', '1', '--workers', 'all'], '--workers', 'not a number');
  });
});

describe('sow sweep --workers', () => {
  for (const games of ['1', '23'])
    it(`${games} games a value: text, JSON and CSV are the same with 1 and 3 workers`, () => {
      const run = ['sweep', '--param', 'actions', '--values', '3,5', '--games', games, '--seed', '4', '--instigator', 'aggressive', '--retaliator', 'counter'];
      expect(sameForAnyWorkers(run)).toContain(`${games} seeded five-a-side games a value`);
      expect(JSON.parse(sameForAnyWorkers([...run, '--json'])).rows.map((r: { sim: { games: number } }) => r.sim.games)).toEqual([
        Number(games),
        Number(games),
      ]);
      expect(sameForAnyWorkers([...run, '--csv']).split('\n')).toHaveLength(4);
    });

  it('refuses --workers without games to play', () => {
    refused(['sweep', '--param', 'actions', '--values', '3,5', '--workers', '2'], '--workers', 'add --games N');
  });
});
