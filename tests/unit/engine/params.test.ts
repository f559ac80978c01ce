// Parameters (spec parameters.md): the sheet's numbers as data with declared ranges, P1's die default,
// exact odds for non-default numbers derived by hand, and the engine playing them agreeing by Monte Carlo.
import { describe, it, expect } from 'vitest';
import {
  DEFAULT_PARAMS,
  defaultFailsOn,
  defenceBand,
  describeEvent,
  failChance,
  firstStrikerShare,
  gameSeed,
  matchOdds,
  paramProblem,
  parseScenario,
  playGame,
  resolveParams,
  ParamError,
  type PolicyName,
  type Readings,
} from '../../../src/engine/index.ts';
import { duel, Game, FIGHT, TOWARD, WAIT, brief } from './helpers.ts';
import { SolverCache } from '../../../src/engine/match/solvers.ts';

const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-12);

describe('the parameters and their ranges', () => {
  it('defaults are the v0.1f sheet: 5 Actions, 2" Move, D6 failing on 5–6, 12" x 12", 6" zones, 1" bases', () => {
    expect(resolveParams()).toEqual({ actions: 5, move: 2, die: 6, 'fails-on': 5, table: { width: 12, depth: 12 }, 'deploy-depth': 6, base: 1 });
    expect(DEFAULT_PARAMS.actions).toBe(5);
  });

  it('P1: a die without fails-on keeps the failing share near 2 in 6', () => {
    expect([4, 6, 8, 10, 12, 20].map(defaultFailsOn)).toEqual([4, 5, 6, 8, 9, 14]);
    expect(resolveParams({ die: 10 })['fails-on']).toBe(8);
    expect(resolveParams({ die: 10, 'fails-on': 6 })['fails-on']).toBe(6);
    // A version's own die is kept when a scenario changes something else.
    expect(resolveParams({ actions: 3 }, { die: 10, 'fails-on': 8 })['fails-on']).toBe(8);
  });

  const bounds: Array<[string, unknown[], unknown[]]> = [
    ['actions', [1, 10], [0, 11, 2.5, '5']],
    ['move', [0.25, 6, 2.75], [0, 0.2, 6.25, 1.1]],
    ['die', [4, 6, 8, 10, 12, 20], [2, 7, 100]],
    ['fails-on', [2, 20], [1, 21, 4.5]],
    ['table', [{ width: 6, depth: 72 }, '18x12'], [{ width: 5.9, depth: 12 }, '73x12', 'big', { width: 12 }]],
    ['deploy-depth', [1, 36], [0.5, 37]],
    ['base', [0.5, 2], [0.4, 2.1]],
  ];
  for (const [id, good, bad] of bounds)
    it(`${id}: accepts ${good.map((v) => JSON.stringify(v)).join(', ')}; refuses ${bad.map((v) => JSON.stringify(v)).join(', ')} naming the value and the range`, () => {
      for (const v of good) expect(paramProblem(id, v), JSON.stringify(v)).toBeNull();
      for (const v of bad) expect(paramProblem(id, v), JSON.stringify(v)).toMatch(/out of range|not a table/);
    });

  it('checks numbers against each other: fails-on within the die, zones within half the table', () => {
    expect(() => resolveParams({ die: 4, 'fails-on': 5 })).toThrow(/fails-on|from 2 to the die \(4\)/);
    expect(() => resolveParams({ table: { width: 12, depth: 8 }, 'deploy-depth': 5 })).toThrow(/half the table's depth \(4\)/);
    // The default zone narrows with a shallow table rather than overlapping.
    expect(resolveParams({ table: { width: 12, depth: 8 } })['deploy-depth']).toBe(4);
    try {
      resolveParams({ die: 7 });
    } catch (e) {
      expect(e).toBeInstanceOf(ParamError);
      expect((e as ParamError).param).toBe('die');
      expect((e as Error).message).toBe('7 is out of range: one of 4, 6, 8, 10, 12, 20');
    }
  });

  it('P5: the defence band as reports say it', () => {
    expect(defenceBand({ die: 10, 'fails-on': 8 }).text).toBe('1D10: 1–7 holds, 8–10 fails');
    expect(defenceBand({ die: 6, 'fails-on': 5 }).text).toBe('1D6: 1–4 holds, 5–6 fails');
    expect(defenceBand({ die: 4, 'fails-on': 2 }).text).toBe('1D4: 1 holds, 2–4 fails');
    expect(defenceBand({ die: 6, 'fails-on': 6 }).text).toBe('1D6: 1–5 holds, 6 fails');
    expect(failChance({ die: 10, 'fails-on': 8 })).toBe(0.3);
  });

  it("rules 33, 34: the first striker's share of a loop without end is 3 fights in 5 on the D6, 10 in 17 on a D10 failing on 8", () => {
    expect(firstStrikerShare({ die: 6, 'fails-on': 5 })).toEqual({ wins: 3, of: 5 });
    expect(firstStrikerShare({ die: 10, 'fails-on': 8 })).toEqual({ wins: 10, of: 17 });
    // Summed strike by strike: the first striker wins on its 1st, 3rd, 5th… strike, each reached with (1 − f)².
    for (const p of [
      { die: 6, 'fails-on': 5 },
      { die: 10, 'fails-on': 8 },
      { die: 4, 'fails-on': 2 },
    ]) {
      const f = failChance(p);
      let sum = 0;
      for (let k = 0; k < 2000; k++) sum += f * (1 - f) ** (2 * k);
      const { wins, of } = firstStrikerShare(p);
      expect(wins / of).toBeCloseTo(sum, 12);
    }
  });
});

describe('the engine reads every parameter', () => {
  it('die and fails-on: a D10 roll of 7 holds and 8 fails; scripted dice up to 10 are accepted', () => {
    const g = new Game(duel(0.5, { dice: [7, 8], params: { die: 10 } }));
    g.play(TOWARD, FIGHT, FIGHT);
    expect(g.log.filter((l) => l.includes('rolls'))).toEqual(['R1 rolls 7 holds 1', 'I1 rolls 8 fails 2']);
    const defence = g.events.find((e) => e.type === 'defence')!;
    expect(describeEvent(defence, 'v0.1f', g.state.params)).toBe('R1 rolls 7: holds (1–7) (action 1).');
  });

  it('dice beyond the die are refused with the die named', () => {
    expect(() => parseScenario({ combatants: two, dice: [7], params: { die: 6 } })).toThrow(/dice\[0\]: must be a whole number from 1 to 6/);
    expect(() => parseScenario({ combatants: two, dice: [9], params: { die: 8 } })).toThrow(/from 1 to 8/);
  });

  it('actions: with 2 Actions each the Match ends after four Action slots', () => {
    const g = new Game(duel(8, { params: { actions: 2 } }));
    g.play(WAIT, WAIT, WAIT, WAIT);
    expect(g.log).toContain('match-end none');
    expect(g.log.filter((l) => / wait /.test(l))).toEqual(['I1 wait 1', 'R1 wait 1', 'I1 wait 2', 'R1 wait 2']);
  });

  it('move: a 3" Move covers 3" and a 0.5" gap is closed in one', () => {
    const g = new Game(duel(8, { params: { move: 3 } }));
    const [mv] = g.do(TOWARD);
    expect(mv).toMatchObject({ type: 'move', distance: 3 });
  });

  it('base: 2" bases are in contact at 2" between centres, and overlap is judged at 2"', () => {
    expect(() =>
      parseScenario({
        combatants: [
          { id: 'I1', side: 'instigator', x: 6, y: 2 },
          { id: 'R1', side: 'retaliator', x: 6, y: 3.5 },
        ],
        params: { base: 2 },
      }),
    ).toThrow(/2" bases need their centres at least 2" apart/);
    const s = parseScenario({
      combatants: [
        { id: 'I1', side: 'instigator', x: 6, y: 2 },
        { id: 'R1', side: 'retaliator', x: 6, y: 5 },
      ],
      params: { base: 2 },
    });
    const g = new Game(s);
    expect(g.pending).toMatchObject({ kind: 'action', gap: 1 });
    g.do(TOWARD);
    expect(g.log.at(-1)).toBe('I1 strikes R1');
    expect(Math.hypot(g.at('I1').x - 6, g.at('I1').y - 3)).toBeLessThan(1e-9);
  });

  it('a scenario keeps its params and refuses unknown ones naming the field', () => {
    expect(parseScenario({ combatants: two, params: { die: 10 } }).params).toEqual({ die: 10, 'fails-on': 8 });
    expect(() => parseScenario({ combatants: two, params: { dice: 10 } })).toThrow(/params.dice: is not a parameter/);
    expect(() => parseScenario({ combatants: two, params: { actions: 0 } })).toThrow(/params.actions: 0 is out of range: a whole number from 1 to 10/);
    expect(() => parseScenario({ combatants: two, table: { width: 12, depth: 12 }, params: { table: '18x12' } })).toThrow(
      /params.table: the table is given twice/,
    );
    expect(parseScenario({ combatants: two, params: { table: '18x12' } }).table).toEqual({ width: 18, depth: 12 });
  });
});

const two = [
  { id: 'I1', side: 'instigator', x: 6, y: 2 },
  { id: 'R1', side: 'retaliator', x: 6, y: 10 },
];

describe('exact odds for other numbers, derived by hand', () => {
  it('one Action each, in reach: the first striker wins only if the single defence fails (D6: 1/3; D10 failing on 8–10: 3/10)', () => {
    for (const [params, p] of [
      [{ actions: 1 }, 1 / 3],
      [{ actions: 1, die: 10 }, 0.3],
    ] as const) {
      for (const pol of ['aggressive', 'optimal'] as PolicyName[]) {
        const o = matchOdds({ gap: 1.5, instigator: pol, retaliator: pol, params });
        close(o.instigator, p);
        close(o.retaliator, 0); // the strike back finds the Instigator's combatant with no Action left
        close(o.bothStand, 1 - p);
      }
    }
  });

  it('one Action each, out of reach: nobody can strike, both stand', () => {
    const o = matchOdds({ gap: 2.5, instigator: 'aggressive', retaliator: 'aggressive', params: { actions: 1 } });
    close(o.bothStand, 1);
  });

  it('two Actions each starting in contact on a D10 (p = 0.3): I = p + q²p, R = qp, both stand = q³', () => {
    const p = 0.3;
    const q = 0.7;
    const o = matchOdds({ gap: 0, instigator: 'aggressive', retaliator: 'aggressive', params: { actions: 2, die: 10 } });
    close(o.instigator, p + q * q * p);
    close(o.retaliator, q * p);
    close(o.bothStand, q ** 3);
  });

  it('a 3" Move closes a 2.5" gap at once: nine alternating defence rolls, R first', () => {
    const p = 1 / 3;
    const q = 2 / 3;
    let i = 0;
    let r = 0;
    for (let n = 1; n <= 9; n++) {
      if (n % 2 === 1) i += q ** (n - 1) * p;
      else r += q ** (n - 1) * p;
    }
    const o = matchOdds({ gap: 2.5, instigator: 'aggressive', retaliator: 'wait', params: { move: 3 } });
    close(o.instigator, i);
    close(o.retaliator, r);
    close(o.bothStand, q ** 9);
  });

  it("a last strike that lands, one Action each: the strike back removes the Instigator's combatant", () => {
    const o = matchOdds({
      gap: 1,
      instigator: 'aggressive',
      retaliator: 'aggressive',
      readings: { 'last-strike': 'lands' },
      params: { actions: 1, die: 4, 'fails-on': 3 },
    });
    close(o.instigator, 0.5);
    close(o.retaliator, 0.5);
    close(o.bothStand, 0);
  });
});

describe('Monte Carlo: the engine plays other numbers as the solver computes them', () => {
  function sample(gap: number, instigator: PolicyName, retaliator: PolicyName, params: object, readings: Partial<Readings>, n: number) {
    const tally = { instigator: 0, retaliator: 0, bothStand: 0 };
    const solvers = new SolverCache(); // optimal's solution, solved once for the n games
    for (let i = 0; i < n; i++) {
      const scenario = parseScenario({
        table: { width: 72, depth: 72 },
        combatants: [
          { id: 'I1', side: 'instigator', x: 36, y: 30 },
          { id: 'R1', side: 'retaliator', x: 36, y: 30 + ((params as { base?: number }).base ?? 1) + gap },
        ],
        seed: gameSeed(77, i),
        params,
        rulings: { ...readings, 'turn-limit': 1 },
      });
      const end = playGame(scenario, { instigator, retaliator }, undefined, solvers).events.find((e) => e.type === 'match-end')!;
      if (end.type !== 'match-end') continue;
      if (end.winner === 'I1') tally.instigator++;
      else if (end.winner === 'R1') tally.retaliator++;
      else tally.bothStand++;
    }
    return tally;
  }

  const cases: Array<[string, number, PolicyName, PolicyName, object, Partial<Readings>]> = [
    ['D10, 3 Actions, gap 1', 1, 'aggressive', 'aggressive', { die: 10, actions: 3 }, {}],
    ['D4 failing on 4, Move 1.5, gap 2', 2, 'optimal', 'optimal', { die: 4, move: 1.5 }, {}],
    ['D20 failing on 11, 7 Actions, random v counter, up-to', 3, 'random', 'counter', { die: 20, 'fails-on': 11, actions: 7 }, { 'move-distance': 'up-to' }],
    ['1.5" bases, Move 2.5, lands', 2, 'aggressive', 'wait', { base: 1.5, move: 2.5 }, { 'last-strike': 'lands' }],
  ];
  for (const [name, gap, pi, pr, params, readings] of cases)
    it(name, () => {
      const n = 4000;
      const exact = matchOdds({ gap, instigator: pi, retaliator: pr, params, readings });
      const t = sample(gap, pi, pr, params, readings, n);
      for (const k of ['instigator', 'retaliator', 'bothStand'] as const) {
        const sd = Math.sqrt((exact[k] * (1 - exact[k])) / n);
        expect(Math.abs(t[k] / n - exact[k]), `${k}: ${t[k] / n} v ${exact[k]}`).toBeLessThanOrEqual(4.5 * sd + 1e-9);
      }
    });
});

describe('brief() still reads parameterised games', () => {
  it('logs a D12 game', () => {
    const g = new Game(duel(0.5, { dice: [12], params: { die: 12 } }));
    g.play(TOWARD, FIGHT);
    expect(g.events.map(brief)).toContain('R1 rolls 12 fails 1');
  });
});
