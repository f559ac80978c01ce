// Play and the exact solver run one Match transition (match/transition.ts): play measures each Move on
// the table and rolls the game's dice, the solver enumerates each outcome on an open field. Here they
// are held together state by state: a duel in the middle of a large table (where the table is an open
// field), random parameters, readings, decisions and dice; after every decision the solver's successor
// for that choice and that die is the state play reached; under simultaneous strikes, pair by pair.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyDecision,
  AT_ONCE,
  gap as edgeGap,
  legalDecisions,
  MatchSolver,
  pairOutcomes,
  pending,
  type Decision,
  type GameState,
  type MatchNode,
  type PairChoice,
  type Side,
} from '../../../src/engine/index.ts';
import { newGame } from '../systems.ts';
import { duel } from './helpers.ts';

const caseArb = fc.record({
  actions: fc.integer({ min: 1, max: 5 }),
  move: fc.integer({ min: 1, max: 12 }).map((k) => k * 0.25),
  die: fc.constantFrom(4, 6, 8, 10, 12, 20),
  failShare: fc.double({ min: 0, max: 1, noNaN: true }),
  gap: fc.oneof(
    fc.constant(0),
    fc.double({ min: 0.01, max: 8, noNaN: true }),
    fc.integer({ min: 1, max: 16 }).map((k) => k * 0.25),
  ),
  moveDistance: fc.constantFrom('exact' as const, 'up-to' as const),
  lastStrike: fc.constantFrom('lost' as const, 'lands' as const),
  startInContact: fc.constantFrom('move-and-strike' as const, 'free-strike' as const),
  choices: fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.double({ min: 0.01, max: 1, noNaN: true })), { minLength: 10, maxLength: 10 }),
  faces: fc.array(fc.double({ min: 0, max: 0.9999, noNaN: true }), { minLength: 10, maxLength: 10 }),
});

/** The game's Match as the solver sees it: its gap edge to edge (none once locked) and its state. */
function nodeOf(solver: MatchSolver, g: GameState): MatchNode {
  const m = g.match!;
  return solver.node(Math.max(0, edgeGap(g.combatants[m.instigator]!, g.combatants[m.retaliator]!, g.params.base)), m);
}

/** What of a node the rules decide: everything but the Match's number and a sealed choice. */
function ruled(n: MatchNode) {
  const { slot, first, used, locked, a, z, pending, mutual, over, winner } = n.m;
  return { slot, first, used, locked, a, z, pending, mutual, over, winner };
}

/** One generated case. */
type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

/** A case's numbers and readings, and the duel's first state. */
function setUp(c: Case, exchange: 'alternating' | 'simultaneous') {
  const die = c.die;
  const failsOn = 2 + Math.floor(c.failShare * (die - 1.0001));
  const params = { actions: c.actions, move: c.move, die, 'fails-on': failsOn };
  const readings = { 'move-distance': c.moveDistance, 'last-strike': c.lastStrike, 'start-in-contact': c.startInContact, exchange };
  const faces = c.faces.map((u) => 1 + Math.floor(u * die));
  const { state } = newGame(duel(c.gap, { table: { width: 72, depth: 72 }, params, readings, dice: faces }, { x: 36, y: 24 }));
  return { g: state, failsOn, solver: new MatchSolver(readings, params) };
}

/** Case `k`'s choice among the legal decisions (a forced one when locked), with the solver's name for it. */
function choiceOf(g: GameState, k: number, fraction: number): { d: Decision; choice: 'wait' | 'toward' | 'away' | 'fight'; distance: number } {
  const legal = legalDecisions(g);
  const only = legal.length === 1 ? legal[0]! : null;
  if (only) return only.type === 'fight' ? { d: { type: 'fight' }, choice: 'fight', distance: 0 } : { d: { type: 'wait' }, choice: 'wait', distance: 0 };
  const l = legal[k]!;
  if (l.type !== 'move') return { d: { type: 'wait' }, choice: 'wait', distance: 0 };
  const distance = l.minDistance === l.maxDistance ? l.maxDistance : l.maxDistance * fraction;
  return { d: { type: 'move', toward: l.toward, distance }, choice: l.toward ? 'toward' : 'away', distance };
}

/** The game after a Match the solver says is over: a winner ends the duel, both standing start the next Turn. */
function expectEnded(g: GameState, n: MatchNode & { fell?: boolean }, turn: number): void {
  const winner = n.m.winner === 0 ? 'instigator' : n.m.winner === 1 ? 'retaliator' : n.fell ? 'draw' : null;
  if (winner) expect(g.winner).toBe(winner);
  else expect(g.turn > turn || g.winner === 'draw').toBe(true);
}

describe('play and the solver run the same Match transition', () => {
  it('state by state, for any parameters, readings, decisions and dice (exchange alternating)', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { g, failsOn, solver } = setUp(c, 'alternating');
        // The Match as it opened: the solver's start at this gap.
        expect(ruled(nodeOf(solver, g))).toEqual(ruled(solver.startNode(c.gap <= 1e-6 ? 0 : c.gap)));
        const turn = g.turn;
        for (const [k, fraction] of c.choices) {
          const before = nodeOf(solver, g);
          const { d, choice, distance } = choiceOf(g, k, fraction);
          const roll = g.dice[g.diceUsed];
          const outcomes = solver.successors(before, choice, distance);
          // A defence has two outcomes, fails then holds; the die decides which one play took.
          const expected = outcomes.length === 1 ? outcomes[0]![1] : outcomes[roll! >= failsOn ? 0 : 1]![1];
          applyDecision(g, d, null);
          if (expected.m.over) return expectEnded(g, expected, turn);
          const now = nodeOf(solver, g);
          expect(ruled(now)).toEqual(ruled(expected));
          if (!now.m.locked) expect(now.gap).toBeCloseTo(expected.gap, 9);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('pair by pair under simultaneous strikes, for any parameters, readings, decisions and dice', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { g, failsOn, solver } = setUp(c, 'simultaneous');
        const turn = g.turn;
        for (let j = 0; j + 1 < c.choices.length; j += 2) {
          const before = nodeOf(solver, g);
          const chosen: Partial<Record<Side, PairChoice>> = {};
          // The pair is chosen one at a time, the second unseen (S1); each by its own combatant.
          for (const [k, fraction] of [c.choices[j]!, c.choices[j + 1]!]) {
            const p = pending(g);
            if (p.kind !== 'action') throw new Error(`a Match decision is pending, not ${p.kind}`);
            const { d, choice, distance } = choiceOf(g, k, fraction);
            chosen[p.side] = [choice === 'fight' ? 'wait' : choice, distance];
            if (chosen.instigator && chosen.retaliator) {
              const dice = [g.dice[g.diceUsed], g.dice[g.diceUsed + 1]];
              const outcomes = pairOutcomes(AT_ONCE, solver, before, chosen.instigator, chosen.retaliator);
              // Outcomes in order, fails before holds, the Instigator's die first.
              const index =
                outcomes.length === 1
                  ? 0
                  : outcomes.length === 2
                    ? dice[0]! >= failsOn
                      ? 0
                      : 1
                    : (dice[0]! >= failsOn ? 0 : 2) + (dice[1]! >= failsOn ? 0 : 1);
              const expected = outcomes[index]![1];
              applyDecision(g, d, null);
              if (expected.m.over) return expectEnded(g, expected, turn);
              const now = nodeOf(solver, g);
              expect(ruled(now)).toEqual(ruled(expected));
              if (!now.m.locked) expect(now.gap).toBeCloseTo(expected.gap, 9);
            } else applyDecision(g, d, null);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
