// Simultaneous outcomes: the exact odds of a Match under the reading exchange `simultaneous` (S1–S4), in
// the open field, where each pair of Actions is chosen by both sides at once and carried out by
// exchange.ts's transition.
import { EPS } from '../core/geometry.ts';
import { atOnceProblem } from '../core/readings.ts';
import type { AtOnceRules, Decision, PolicyName, Side } from '../core/types.ts';
import { newMeeting, type Meeting } from './exchanges.ts';
import { copy, key, type Choice, type MatchNode, type MatchSolver } from './minimax.ts';
import { policyMoves } from './policy-model.ts';

/** A node under simultaneous strikes: whether both fell tells a double knock-out from both standing. */
export interface AtOnceNode extends MatchNode {
  fell: boolean;
}

/** One side's choice for a pair of Actions at once, with its Move's length. */
export type PairChoice = readonly [choice: Choice, distance: number];

/**
 * Each outcome of a pair of Actions at once (S1–S3) with its chance, by exchange.ts's transition
 * (`rules`): out of contact the open field's meeting of the two Moves, one outcome; locked
 * (every choice forced) each outcome of the defence dice, fails before holds, the Instigator's first.
 */
export function pairOutcomes(
  rules: AtOnceRules,
  solver: MatchSolver,
  n: MatchNode,
  instigator: PairChoice,
  retaliator: PairChoice,
): Array<[number, AtOnceNode]> {
  const { field } = solver;
  const step = (iDecision: Decision, rDecision: Decision, meet: Meeting | null, die1: number, die2: number): AtOnceNode => {
    const m = copy(n.m);
    field.combatants[0]!.removed = field.combatants[1]!.removed = false;
    rules.step(field, m, iDecision, rDecision, meet, die1, die2, null);
    const gap = meet && !meet.contact ? n.gap - meet.instigator - meet.retaliator : 0;
    return { gap, m, fell: field.combatants[0]!.removed && field.combatants[1]!.removed };
  };
  if (!n.m.locked) {
    // The open field's meeting (S1): nothing else on the line, no edge.
    const meeting = newMeeting();
    meeting.instigator = signed(instigator);
    meeting.retaliator = signed(retaliator);
    meeting.contact = !(n.gap - meeting.instigator - meeting.retaliator > EPS);
    return [[1, step(decision(instigator), decision(retaliator), meeting, 0, 0)]];
  }
  const { pFail } = solver.shape;
  // The die's two outcomes as the rules read them: a face from `fails-on` up fails, below holds.
  const dice: Array<[number, number]> = [
    [pFail, field.params['fails-on']],
    [1 - pFail, 1],
  ];
  const rolls = rules.rolls(n.m);
  if (rolls === 0) return [[1, step(WAITING, WAITING, null, 0, 0)]];
  if (rolls === 1) return dice.map(([p, face]) => [p, step(WAITING, WAITING, null, face, 0)]);
  return dice.flatMap(([p1, face1]) => dice.map(([p2, face2]): [number, AtOnceNode] => [p1 * p2, step(WAITING, WAITING, null, face1, face2)]));
}

const WAITING: Decision = { type: 'wait' };

function decision([choice, distance]: PairChoice): Decision {
  return choice === 'wait' ? WAITING : { type: 'move', toward: choice === 'toward', distance };
}

function signed([choice, distance]: PairChoice): number {
  return choice === 'toward' ? distance : choice === 'away' ? -distance : 0;
}

/** [Instigator's wins, Retaliator's wins, both stand, both fall]. */
type Odds4 = [number, number, number, number];

/**
 * Exact odds under the reading exchange `simultaneous` for fixed policies (S4), in the open field. Each
 * pair of Actions both choose from the same node, independently; pairOutcomes carries them out.
 */
export function atOnceOdds(gap: number, policies: Record<Side, PolicyName>, solver: MatchSolver, rules: AtOnceRules): Odds4 {
  for (const side of ['instigator', 'retaliator'] as const) {
    const problem = atOnceProblem(policies[side]);
    if (problem) throw new RangeError(`${side}: ${problem}`);
  }
  const memo = new Map<number, Odds4>();
  const add = (acc: Odds4, p: number, o: Odds4): Odds4 => [acc[0] + p * o[0], acc[1] + p * o[1], acc[2] + p * o[2], acc[3] + p * o[3]];
  const forced: PairChoice = ['wait', 0];
  const value = (n: AtOnceNode): Odds4 => {
    const m = n.m;
    if (m.over) return m.winner === m.instigator ? [1, 0, 0, 0] : m.winner === m.retaliator ? [0, 1, 0, 0] : n.fell ? [0, 0, 0, 1] : [0, 0, 1, 0];
    const k = key(n.gap, m) * 2 + (m.mutual ? 1 : 0);
    const hit = memo.get(k);
    if (hit) return hit;
    let acc: Odds4 = [0, 0, 0, 0];
    if (m.locked) for (const [p, next] of pairOutcomes(rules, solver, n, forced, forced)) acc = add(acc, p, value(next));
    else
      for (const [pi, ci, di] of policyMoves(policies.instigator, n, solver))
        for (const [pr, cr, dr] of policyMoves(policies.retaliator, n, solver))
          acc = add(acc, pi * pr, value(pairOutcomes(rules, solver, n, [ci, di], [cr, dr])[0]![1]));
    memo.set(k, acc);
    return acc;
  };
  return value({ ...solver.startNode(gap), fell: false });
}
