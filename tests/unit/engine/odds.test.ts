// Exact odds of one Match, derived by hand from rules 17 and 33–37 and the readings, checked against
// matchOdds() (the solver) and, by Monte Carlo, against the engine itself playing the same Match.
//
// Notation. p = P(a defence fails) = P(5 or 6 on 1D6) = 1/3; q = P(it holds) = 2/3.
// Once A has struck Z, the loop is a run of defence rolls, Z first, alternating; each roll is one
// Action of the roller (rule 36), the strike back is free. With k rolls left to the pair:
//   P(A wins) = p(1 + q² + q⁴ + …)  over the rolls Z makes (1st, 3rd, … roll): Z fails on roll j w.p. q^(j-1) p
//   P(Z wins) = p(q + q³ + …)       over the rolls A makes (2nd, 4th, … roll)
//   P(all k hold) = q^k: then the last roller's strike back has no Action left to answer it:
//     last-strike 'lost' → both stand; 'lands' → its target is removed: Z wins if k is odd, A if even.
// With unlimited Actions the first striker would win p/(1 − q²) = (1/3)/(5/9) = 3/5.
// Geometric sums: p(1 + q² + … + q^(2m−2)) = (3/5)(1 − q^(2m)); p(q + q³ + … + q^(2m−1)) = (2/5)(1 − q^(2m)).
import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  AT_ONCE,
  gameSeed,
  matchOdds,
  matchOddsOverGaps,
  parseScenario,
  playGame,
  type MatchOdds,
  type PolicyName,
  type Readings,
} from '../../../src/engine/index.ts';
import { SolverCache } from '../../../src/engine/match/solvers.ts';
import { P, Q } from './helpers.ts';

const close = (got: MatchOdds, want: MatchOdds) => {
  expect(got.instigator).toBeCloseTo(want.instigator, 12);
  expect(got.retaliator).toBeCloseTo(want.retaliator, 12);
  expect(got.bothStand).toBeCloseTo(want.bothStand, 12);
};

/** Odds once A has struck and k rolls remain, Z rolling first; `aIsInstigator` says who A is. */
function loop(k: number, aIsInstigator: boolean, lastStrike: 'lost' | 'lands'): MatchOdds {
  let a = 0;
  let z = 0;
  for (let j = 1; j <= k; j++) {
    const fails = Math.pow(Q, j - 1) * P;
    if (j % 2 === 1)
      a += fails; // Z rolled and failed
    else z += fails; // A rolled and failed
  }
  let both = Math.pow(Q, k);
  if (lastStrike === 'lands') {
    if (k % 2 === 1) z += both;
    else a += both;
    both = 0;
  }
  return aIsInstigator ? { instigator: a, retaliator: z, bothStand: both } : { instigator: z, retaliator: a, bothStand: both };
}

describe('the first striker', () => {
  it('would win 3/5 with unlimited Actions; with five each (nine rolls after the opening strike) (3/5)(1 − q¹⁰)', () => {
    expect(P / (1 - Q * Q)).toBeCloseTo(3 / 5, 15);
    const o = matchOdds({ gap: 0 });
    expect(o.instigator).toBeCloseTo((3 / 5) * (1 - Q ** 10), 12);
    expect(o.instigator).toBeLessThan(3 / 5);
    // The loop helper used below agrees with the geometric sums.
    const nine = loop(9, true, 'lost');
    expect(nine.instigator).toBeCloseTo((3 / 5) * (1 - Q ** 10), 15);
    expect(nine.retaliator).toBeCloseTo((2 / 5) * (1 - Q ** 8), 15);
    expect(nine.bothStand).toBeCloseTo(Q ** 9, 15);
  });
});

describe('exact odds of one Match (matchOdds)', () => {
  // Gap 0.5, aggressive v aggressive: I1 moves into contact (1 Action) and strikes; nine slots remain
  // (R1 I2 R2 I3 R3 I4 R4 I5 R5), all defence rolls, R first.
  //   I = p(1+q²+q⁴+q⁶+q⁸) = (3/5)(1 − q¹⁰) = 0.58959508…
  //   R = p(q+q³+q⁵+q⁷)    = (2/5)(1 − q⁸)  = 0.38439262…
  //   both = q⁹ = 512/19683 = 0.02601229…  (R5's strike back finds I1 with no Action left: lost)
  const closeIn = { instigator: (3 / 5) * (1 - Q ** 10), retaliator: (2 / 5) * (1 - Q ** 8), bothStand: Q ** 9 };

  it('gap 0.5, aggressive v aggressive: the Instigator closes on I1 and strikes first', () => {
    close(matchOdds({ gap: 0.5, instigator: 'aggressive', retaliator: 'aggressive' }), closeIn);
    expect(closeIn.bothStand).toBeCloseTo(512 / 19683, 15);
  });

  it('the same for any gap a single Move closes (up to 2")', () => {
    for (const gap of [0.01, 1, 1.5, 2]) close(matchOdds({ gap, instigator: 'aggressive', retaliator: 'aggressive' }), closeIn);
  });

  it('gap 0 (start-in-contact move-and-strike): the opening strike is I1; the same nine rolls', () => {
    close(matchOdds({ gap: 0, instigator: 'aggressive', retaliator: 'aggressive' }), closeIn);
    close(matchOdds({ gap: 0, instigator: 'wait', retaliator: 'wait' }), closeIn); // Fight is forced
  });

  it('gap 0 (start-in-contact free-strike): ten rolls, R first', () => {
    // I = (3/5)(1 − q¹⁰), R = p(q+…+q⁹) = (2/5)(1 − q¹⁰), both = q¹⁰.
    const want = { instigator: (3 / 5) * (1 - Q ** 10), retaliator: (2 / 5) * (1 - Q ** 10), bothStand: Q ** 10 };
    close(matchOdds({ gap: 0, readings: { 'start-in-contact': 'free-strike' } }), want);
    close(matchOdds({ gap: 0, readings: { 'start-in-contact': 'free-strike' } }), loop(10, true, 'lost'));
  });

  it('gap 3, aggressive v aggressive: I1 closes to 1", R1 moves in and strikes; eight rolls, I first', () => {
    // R = p(1+q²+q⁴+q⁶) = (3/5)(1 − q⁸); I = p(q+q³+q⁵+q⁷) = (2/5)(1 − q⁸); both = q⁸.
    const want = { instigator: (2 / 5) * (1 - Q ** 8), retaliator: (3 / 5) * (1 - Q ** 8), bothStand: Q ** 8 };
    close(matchOdds({ gap: 3, instigator: 'aggressive', retaliator: 'aggressive' }), want);
    // Aggressive v counter plays the same Match: R1's Move makes contact, so counter moves.
    close(matchOdds({ gap: 3, instigator: 'aggressive', retaliator: 'counter' }), want);
  });

  it("gap 5, aggressive v aggressive (the designer's counting example): contact on I2, seven rolls, R first", () => {
    // I = p(1+q²+q⁴+q⁶) = (3/5)(1 − q⁸); R = p(q+q³+q⁵) = (2/5)(1 − q⁶); both = q⁷.
    const want = { instigator: (3 / 5) * (1 - Q ** 8), retaliator: (2 / 5) * (1 - Q ** 6), bothStand: Q ** 7 };
    close(matchOdds({ gap: 5, instigator: 'aggressive', retaliator: 'aggressive' }), want);
    // Counter (I) v aggressive at 3": I1 cannot reach, waits; R1 closes to 1"; I2 moves in: the same seven rolls.
    close(matchOdds({ gap: 3, instigator: 'counter', retaliator: 'aggressive' }), want);
  });

  it('wait v wait: both stand, at any gap', () => {
    for (const gap of [0.5, 1, 3, 7]) close(matchOdds({ gap, instigator: 'wait', retaliator: 'wait' }), { instigator: 0, retaliator: 0, bothStand: 1 });
  });

  it('gap 9, aggressive v wait: contact only on I5; one roll left (R5)', () => {
    // I1..I4 close 9 → 1; I5 moves in and strikes; R5 rolls: fails → I wins (p), holds → its strike
    // back finds I1 with no Action (q): lost → both stand; lands → R wins.
    close(matchOdds({ gap: 9, instigator: 'aggressive', retaliator: 'wait' }), { instigator: P, retaliator: 0, bothStand: Q });
    close(matchOdds({ gap: 9, instigator: 'aggressive', retaliator: 'wait', readings: { 'last-strike': 'lands' } }), {
      instigator: P,
      retaliator: Q,
      bothStand: 0,
    });
    // 10.5": the fifth Move ends 0.5" short: nothing happens.
    close(matchOdds({ gap: 10.5, instigator: 'aggressive', retaliator: 'wait' }), { instigator: 0, retaliator: 0, bothStand: 1 });
  });

  it('optimal v optimal at gap 3: neither profits from closing, both stand', () => {
    // Whoever Moves from 3" to 1" hands the other the first strike, worth (3/5)(1 − q^k) − (2/5)(1 − q^k) > 0
    // to the striker for k ≥ 1 rolls left, and nothing when no roll is left (the strike is lost): so Wait
    // is never worse, and ties go to Wait.
    close(matchOdds({ gap: 3 }), { instigator: 0, retaliator: 0, bothStand: 1 });
    close(matchOdds({ gap: 3, instigator: 'optimal', retaliator: 'optimal' }), { instigator: 0, retaliator: 0, bothStand: 1 });
  });

  it('optimal v optimal at gap 1.5: the Instigator closes on I1 and strikes first', () => {
    close(matchOdds({ gap: 1.5 }), closeIn);
  });

  it('the last-strike reading moves the both-stand share to the side the last strike is on', () => {
    // Nine rolls (odd): the last strike is R's, so lands gives R the q⁹.
    close(matchOdds({ gap: 0.5, instigator: 'aggressive', retaliator: 'aggressive', readings: { 'last-strike': 'lands' } }), loop(9, true, 'lands'));
    const lands = matchOdds({ gap: 0.5, instigator: 'aggressive', retaliator: 'aggressive', readings: { 'last-strike': 'lands' } });
    expect(lands.retaliator - closeIn.retaliator).toBeCloseTo(Q ** 9, 12);
    expect(lands.instigator).toBeCloseTo(closeIn.instigator, 12);
    // Eight rolls (even, gap 3): the last strike is R's (A) on I: lands gives R the q⁸.
    close(matchOdds({ gap: 3, instigator: 'aggressive', retaliator: 'aggressive', readings: { 'last-strike': 'lands' } }), loop(8, false, 'lands'));
    // Free strike, ten rolls (even): the last strike is I's: lands gives I the q¹⁰.
    close(matchOdds({ gap: 0, readings: { 'start-in-contact': 'free-strike', 'last-strike': 'lands' } }), loop(10, true, 'lands'));
  });

  it('probabilities are in [0, 1] and sum to 1 for every policy pair, gap and reading', () => {
    const policies: PolicyName[] = ['aggressive', 'counter', 'wait', 'random', 'optimal'];
    for (const gap of [0, 0.25, 1, 2, 2.5, 3.3, 6, 11])
      for (const i of policies)
        for (const r of policies)
          for (const readings of [{}, { 'move-distance': 'up-to', 'last-strike': 'lands' }, { 'start-in-contact': 'free-strike' }] as Partial<Readings>[]) {
            const o = matchOdds({ gap, instigator: i, retaliator: r, readings });
            for (const v of [o.instigator, o.retaliator, o.bothStand]) {
              expect(v).toBeGreaterThanOrEqual(-1e-15);
              expect(v).toBeLessThanOrEqual(1 + 1e-15);
            }
            expect(o.instigator + o.retaliator + o.bothStand).toBeCloseTo(1, 12);
          }
  });

  it('optimal is minimax: no other policy does better against it, for either side', () => {
    const score = (o: MatchOdds) => o.instigator - o.retaliator;
    for (const readings of [
      {},
      { 'last-strike': 'lands' },
      { 'move-distance': 'up-to' },
      { 'move-distance': 'up-to', 'last-strike': 'lands' },
    ] as Partial<Readings>[])
      for (const gap of [0.5, 1.5, 2.5, 3, 3.5, 4.5, 5, 7, 9]) {
        const value = score(matchOdds({ gap, readings }));
        for (const other of ['aggressive', 'counter', 'wait', 'random'] as PolicyName[]) {
          expect(score(matchOdds({ gap, instigator: other, retaliator: 'optimal', readings }))).toBeLessThanOrEqual(value + 1e-12);
          expect(score(matchOdds({ gap, instigator: 'optimal', retaliator: other, readings }))).toBeGreaterThanOrEqual(value - 1e-12);
        }
      }
  });
});

describe('matchOddsOverGaps: one solver for many gaps', () => {
  const policies: PolicyName[] = ['aggressive', 'counter', 'wait', 'random', 'optimal'];
  const readingsOf: Partial<Readings>[] = [
    {},
    { 'move-distance': 'up-to', 'last-strike': 'lands' },
    { 'start-in-contact': 'free-strike' },
    { exchange: 'simultaneous' },
  ];
  it('gives exactly what matchOdds gives at each gap, in any order of gaps', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 48 }).map((k) => k / 4),
            fc.double({ min: 0, max: 12, noNaN: true }),
          ),
          { minLength: 1, maxLength: 8 },
        ),
        fc.constantFrom(...policies),
        fc.constantFrom(...policies),
        fc.constantFrom(...readingsOf),
        (gaps, instigator, retaliator, readings) => {
          // Strikes at once are played by the other policies only (S4).
          fc.pre(readings.exchange !== 'simultaneous' || (instigator !== 'optimal' && retaliator !== 'optimal'));
          const q = { instigator, retaliator, readings, atOnce: AT_ONCE };
          expect(matchOddsOverGaps(q, gaps)).toStrictEqual(gaps.map((gap) => matchOdds({ ...q, gap })));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('Monte Carlo: the engine playing the Match agrees with the exact odds', () => {
  /** Plays `n` seeded games of two combatants in the open field and tallies Match 1. */
  function sample(gap: number, instigator: PolicyName, retaliator: PolicyName, readings: Partial<Readings>, n: number, seed: number) {
    const tally = { instigator: 0, retaliator: 0, bothStand: 0 };
    const solvers = new SolverCache(); // optimal's solution, solved once for the n games
    for (let i = 0; i < n; i++) {
      const scenario = parseScenario({
        // The largest table: no edge is in reach of a Match's Moves.
        table: { width: 72, depth: 72 },
        combatants: [
          { id: 'I1', side: 'instigator', x: 36, y: 30 },
          { id: 'R1', side: 'retaliator', x: 36, y: 31 + gap },
        ],
        seed: gameSeed(seed, i),
        rulings: { ...readings, 'turn-limit': 1 },
      });
      const { events } = playGame(scenario, { instigator, retaliator }, undefined, solvers);
      const end = events.find((e) => e.type === 'match-end' && e.match === 1 && e.turn === 1);
      if (!end || end.type !== 'match-end') throw new Error('no Match 1');
      if (end.winner === 'I1') tally.instigator++;
      else if (end.winner === 'R1') tally.retaliator++;
      else tally.bothStand++;
    }
    return tally;
  }

  const cases: Array<{ name: string; gap: number; i: PolicyName; r: PolicyName; readings: Partial<Readings>; want: () => MatchOdds }> = [
    { name: 'gap 0.5, aggressive v aggressive (hand-derived)', gap: 0.5, i: 'aggressive', r: 'aggressive', readings: {}, want: () => loop(9, true, 'lost') },
    {
      name: 'gap 3, aggressive v aggressive, lands (hand-derived)',
      gap: 3,
      i: 'aggressive',
      r: 'aggressive',
      readings: { 'last-strike': 'lands' },
      want: () => loop(8, false, 'lands'),
    },
    {
      name: 'gap 0, free-strike (hand-derived)',
      gap: 0,
      i: 'aggressive',
      r: 'aggressive',
      readings: { 'start-in-contact': 'free-strike' },
      want: () => loop(10, true, 'lost'),
    },
    {
      name: 'gap 9, aggressive v wait, lands (hand-derived)',
      gap: 9,
      i: 'aggressive',
      r: 'wait',
      readings: { 'last-strike': 'lands' },
      want: () => ({ instigator: P, retaliator: Q, bothStand: 0 }),
    },
    {
      name: 'gap 2.5, random v random (solver)',
      gap: 2.5,
      i: 'random',
      r: 'random',
      readings: {},
      want: () => matchOdds({ gap: 2.5, instigator: 'random', retaliator: 'random' }),
    },
    {
      name: 'gap 1, random v optimal (solver)',
      gap: 1,
      i: 'random',
      r: 'optimal',
      readings: {},
      want: () => matchOdds({ gap: 1, instigator: 'random', retaliator: 'optimal' }),
    },
  ];

  function agree(got: { instigator: number; retaliator: number; bothStand: number }, exact: MatchOdds, n: number): void {
    for (const k of ['instigator', 'retaliator', 'bothStand'] as const) {
      const p = exact[k];
      const se = Math.sqrt((p * (1 - p)) / n);
      // Within 4 standard errors (and exactly, when the outcome is certain or impossible).
      expect(Math.abs(got[k] / n - p), `${k}: ${got[k]}/${n} v ${p}`).toBeLessThanOrEqual(4 * se + 1e-12);
    }
  }

  it.each(cases)('$name', ({ gap, i, r, readings, want }) => {
    const n = 4000;
    agree(sample(gap, i, r, readings, n, 2019), want(), n);
  });

  // Regression: the in-game random policy once drew one of 9 equal options under up-to (Wait 1/9),
  // while matchOdds gives Wait 1/3: at 1", both stand 0.349 played v 0.399 exact.
  it('gap 1, random v random, up-to (solver)', () => {
    const n = 4000;
    const readings: Partial<Readings> = { 'move-distance': 'up-to' };
    agree(sample(1, 'random', 'random', readings, n, 2019), matchOdds({ gap: 1, instigator: 'random', retaliator: 'random', readings }), n);
  });
});
