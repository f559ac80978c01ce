// Play and the exact solver run one Match transition (match/transition.ts): play measures each Move on
// the table and rolls the game's dice, the solver enumerates each outcome on an open field. Here they
// are held together state by state: a duel in the middle of a large table (where the table is an open
// field), random parameters, rulings, decisions and dice; after every decision the solver's successor
// for that choice and that die is the state play reached.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyDecision, gap as edgeGap, legalDecisions, MatchSolver, newGame, type Decision, type GameState, type MatchNode } from '../../../src/engine/index.ts';
import { duel } from './helpers.ts';

const caseArb = fc.record({
  actions: fc.integer({ min: 1, max: 5 }),
  move: fc.integer({ min: 1, max: 12 }).map((k) => k * 0.25),
  die: fc.constantFrom(4, 6, 8, 10, 12, 20),
  failShare: fc.double({ min: 0, max: 1, noNaN: true }),
  gap: fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 8, noNaN: true }), fc.integer({ min: 1, max: 16 }).map((k) => k * 0.25)),
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

describe('play and the solver run the same Match transition', () => {
  it('state by state, for any parameters, rulings, decisions and dice (exchange alternating)', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const die = c.die;
        const failsOn = 2 + Math.floor(c.failShare * (die - 1.0001));
        const params = { actions: c.actions, move: c.move, die, 'fails-on': failsOn };
        const rulings = { 'move-distance': c.moveDistance, 'last-strike': c.lastStrike, 'start-in-contact': c.startInContact };
        const faces = c.faces.map((u) => 1 + Math.floor(u * die));
        const { state: g } = newGame(duel(c.gap, { table: { width: 72, depth: 72 }, params, rulings, dice: faces }, { x: 36, y: 24 }));
        const solver = new MatchSolver(rulings, params);
        // The Match as it opened: the solver's start at this gap.
        expect(ruled(nodeOf(solver, g))).toEqual(ruled(solver.startNode(c.gap <= 1e-6 ? 0 : c.gap)));
        const turn = g.turn;
        for (const [k, fraction] of c.choices) {
          const legal = legalDecisions(g);
          const before = nodeOf(solver, g);
          const first = legal[0]!;
          let d: Decision;
          let choice: 'wait' | 'toward' | 'away' | 'fight';
          let distance = c.move;
          if (first.type === 'fight') [d, choice] = [{ type: 'fight' }, 'fight'];
          else {
            const l = legal[k]!;
            if (l.type === 'move') {
              distance = l.minDistance === l.maxDistance ? l.maxDistance : l.maxDistance * fraction;
              [d, choice] = [{ type: 'move', toward: l.toward, distance }, l.toward ? 'toward' : 'away'];
            } else [d, choice] = [{ type: 'wait' }, 'wait'];
          }
          const roll = g.dice[g.diceUsed];
          const outcomes = solver.successors(before, choice, distance);
          // A defence has two outcomes, fails then holds; the die decides which one play took.
          const expected = outcomes.length === 1 ? outcomes[0]![1] : outcomes[roll! >= failsOn ? 0 : 1]![1];
          applyDecision(g, d, null);
          if (expected.m.over) {
            // The Match ended: a winner ends this duel's game, both standing start the next Turn.
            const winner = expected.m.winner === 0 ? 'instigator' : expected.m.winner === 1 ? 'retaliator' : null;
            if (winner) expect(g.winner).toBe(winner);
            else expect(g.turn > turn || g.winner === 'draw').toBe(true);
            return;
          }
          const now = nodeOf(solver, g);
          expect(ruled(now)).toEqual(ruled(expected));
          if (!now.m.locked) expect(now.gap).toBeCloseTo(expected.gap, 9);
        }
      }),
      { numRuns: 400 },
    );
  });
});
