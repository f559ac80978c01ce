// sow odds --slot and --choices: a Match part-way through, and the odds of each choice the side to act
// has, as the coach (src/widgets/coach/) shows them; refused where the solver cannot weigh them.
import { describe, expect, it } from 'vitest';
import { MatchSolver } from '../../../src/engine/index.ts';
import { refused, sow } from './run.ts';

const json = (...args: string[]) => {
  const r = sow('odds', ...args, '--json');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
};

describe('sow odds part-way through a Match', () => {
  it("optimal v optimal: each choice's odds are the solver's ranked() rows, and the Match's odds its best", () => {
    const out = json('--gap', '3.5', '--slot', '3', '--choices', '--die', '8');
    const solver = new MatchSolver({}, { die: 8 });
    const at = solver.partWay(3.5, 3);
    expect([at.gap, at.m.slot, at.m.used, at.m.locked]).toEqual([3.5, 3, { instigator: 2, retaliator: 1 }, false]);
    const rows = solver.ranked(at.gap, at.m);
    for (const row of rows) {
      const c = out.choices.find((x: { choice: string }) => x.choice === row.choice);
      expect([c.instigator, c.retaliator, c.bothStand]).toEqual(row.odds);
    }
    expect([out.instigator, out.retaliator, out.bothStand]).toEqual(rows[0]!.odds);
  });

  it('slot 0 is the fresh Match, and the text names the side to choose', () => {
    expect(json('--gap', '3', '--slot', '0', '--retaliator', 'counter')).toEqual(json('--gap', '3', '--retaliator', 'counter'));
    const r = sow('odds', '--gap', '3', '--slot', '1', '--choices');
    expect(r.stdout).toContain("Each choice of the Retaliator's combatant now");
    expect(r.stdout).toMatch(/Move toward 2 in/);
  });

  it('refuses a slot past the Actions, in contact, or with strikes at once', () => {
    refused(['odds', '--gap', '3', '--slot', '8', '--actions', '4'], '--slot', 'from 0 to 7', '4 Actions');
    refused(['odds', '--gap', '0', '--choices'], '--choices', 'above 0');
    refused(
      ['odds', '--gap', '3', '--slot', '2', '--exchange', 'simultaneous', '--instigator', 'counter', '--retaliator', 'counter'],
      '--exchange',
      'alternating',
    );
    refused(['odds', '--gap', '3', '--slot', '1.5'], '--slot');
  });
});
