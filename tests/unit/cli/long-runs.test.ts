// `--max-minutes N` on `sow sim` and `sow sweep` (issue 38): a run predicted past the run limit goes
// ahead when asked for, with the same stdout as any run; without the flag the refusal stays and names it.
import { describe, it, expect } from 'vitest';
import { refused, sow } from './run.ts';
import { RUN_BUDGET_MS, runProblem, runShape } from '../../../src/engine/index.ts';
import { progressLine, runBudget } from '../../../src/cli/long-runs.ts';

const OPTIMAL = ['--instigator', 'optimal', '--retaliator', 'optimal'];

describe('--max-minutes', () => {
  it('without it a long run is refused as before, and the refusal names the flag', () => {
    refused(
      ['sim', '--games', '300000', '--seed', '1', '--instigator', 'counter', '--retaliator', 'counter'],
      '--games',
      'would take about 3 minutes',
      'fit in a run of about two minutes',
      '--max-minutes N',
    );
    refused(['sweep', '--param', 'die', '--values', '4,6', '--games', '1000000'], '--games', 'fit in a run of about two minutes', '--max-minutes N');
  });

  it('lets a run predicted past the limit go ahead, up to N minutes', () => {
    const shape = runShape({ policies: { instigator: 'counter', retaliator: 'counter' } });
    expect(runProblem(300_000, shape)).toContain('about 3 minutes');
    expect(runProblem(300_000, shape, 1, runBudget('4'))).toBeNull();
    expect(runProblem(300_000, shape, 1, runBudget('2'))).toContain('fit in a run of 2 minutes');
    // Below the default limit it refuses nothing the default accepts.
    expect(runBudget('1')).toBe(RUN_BUDGET_MS);
    expect(runBudget(undefined)).toBe(RUN_BUDGET_MS);
  });

  it('a run still predicted past N minutes is refused, naming the flag as given', () => {
    refused(['sim', '--games', '1000000', '--seed', '1', ...OPTIMAL, '--max-minutes', '5'], '--games', 'fit in a run of 5 minutes', '(--max-minutes 5)');
    refused(
      ['sweep', '--param', 'die', '--values', '4,6', '--games', '1000000', ...OPTIMAL, '--max-minutes', '3'],
      '--games',
      'a value',
      'fit in a run of 3 minutes',
    );
  });

  it.each([
    ['0', 'a whole number from 1 to 1440'],
    ['1441', 'a whole number from 1 to 1440'],
    ['1.5', 'must be a whole number'],
    ['soon', 'is not a number'],
  ])('--max-minutes %j is refused as the other numeric flags are', (raw, why) => {
    refused(['sim', '--games', '10', '--seed', '1', '--max-minutes', raw], '--max-minutes', why);
  });

  it('a sweep without games reads no --max-minutes, and says so', () => {
    refused(['sweep', '--param', 'die', '--values', '4,6', '--max-minutes', '10'], '--max-minutes', 'add --games N');
  });

  it('changes nothing in the output of a run it lets through: the same stdout, nothing on stderr off a terminal', () => {
    for (const command of [
      ['sim', '--games', '200', '--seed', '3', '--json'],
      ['sweep', '--param', 'die', '--values', '4,6', '--games', '50', '--json'],
    ]) {
      const plain = sow(...command);
      const long = sow(...command, '--max-minutes', '600');
      expect(plain.status).toBe(0);
      expect(long).toEqual(plain);
      expect(long.stderr).toBe('');
    }
  });
});

describe('the progress line on a terminal', () => {
  it('games played and the time left at the pace so far', () => {
    let t = 0;
    const line = progressLine(1000, 'die: ', () => t);
    expect(line(0)).toBe('\rdie: 0 / 1000 games\x1b[K');
    t = 30_000;
    expect(line(250)).toBe('\rdie: 250 / 1000 games, about 1 min 30 s left\x1b[K');
    t = 4_000_000;
    expect(line(500)).toBe('\rdie: 500 / 1000 games, about 1 h 06 min left\x1b[K');
    expect(line(1000)).toBe('\rdie: 1000 / 1000 games\x1b[K');
  });
});
