// The odds queries on the exact solution of one Match in the open field: `sow odds`, the Odds widget,
// the coach, WarSpike's best-odds pairing and sweeps ask here. The recursion is minimax.ts's, the
// policies policy-model.ts's, strikes at once at-once-odds.ts's.
import { EPS } from '../core/geometry.ts';
import type { AtOnceRules, PolicyName, Side } from '../core/types.ts';
import type { Readings } from '../core/readings.ts';
import { actingSide } from './combat.ts';
import { checkSlot, key, MatchSolver, mix, result, type MatchNode, type MatchParams, type Odds } from './minimax.ts';
import { policyMoves } from './policy-model.ts';
import { atOnceOdds } from './at-once-odds.ts';

export { MATCH_PARAM_IDS, matchKey, MatchSolver, nodeOf, type Choice, type MatchNode, type MatchParams, type Odds, type Ranked } from './minimax.ts';
export { pairOutcomes, type AtOnceNode, type PairChoice } from './at-once-odds.ts';

/** The gaps an odds query takes, inches: from contact to beyond the largest table's diagonal. */
export const GAP_RANGE = { min: 0, max: 100 } as const;

export interface OddsQuery {
  /** Edge-to-edge gap in inches; 0 means the Match starts in contact. */
  gap: number;
  /**
   * The Match part-way through, as a node of the solver (`matchNode` gives a game's), instead of a
   * fresh one at `gap`. Strikes in turn only.
   */
  node?: MatchNode;
  instigator?: PolicyName;
  retaliator?: PolicyName;
  readings?: Partial<Readings>;
  /** Defaults where absent; a die without `fails-on` takes P1's face. */
  params?: Partial<MatchParams>;
  /** The reading exchange's strikes at once (the exchange entry's AT_ONCE, or a game's), needed when `readings.exchange` is `simultaneous`. */
  atOnce?: AtOnceRules | null;
}

export interface MatchOdds {
  instigator: number;
  retaliator: number;
  bothStand: number;
  /** Under the reading exchange `simultaneous` only: both fall (double knock-outs); the four add up to 1. */
  bothFall?: number;
}

/**
 * Exact probabilities for one Match in the open field: both combatants with `actions` Actions, the
 * Instigator's to act. Each side plays its policy; `optimal` plays the minimax solution whatever the other does.
 */
export function matchOdds(q: OddsQuery): MatchOdds {
  return matchOddsWith(new MatchSolver(q.readings, q.params), q);
}

/**
 * matchOdds at each of `gaps`, in order (the Odds widget's curve). One solver serves them all, so the
 * positions the gaps lead to are solved once: the widget's 49 gaps took about 40 times as long asked one
 * by one. The same figures, bit for bit, as matchOdds at each gap.
 */
export function matchOddsOverGaps(q: Omit<OddsQuery, 'gap' | 'node'>, gaps: readonly number[]): MatchOdds[] {
  const solver = new MatchSolver(q.readings, q.params);
  return gaps.map((gap) => matchOddsWith(solver, { ...q, gap }));
}

/** matchOdds with a solver the caller keeps (its SolverCache's for the query's parameters and readings), for one who asks again and again. */
export function matchOddsWith(solver: MatchSolver, q: OddsQuery): MatchOdds {
  const policies = policiesOf(q);
  if (q.readings?.exchange === 'simultaneous') {
    if (q.node) throw new RangeError(PART_WAY_AT_ONCE);
    if (!q.atOnce) throw new RangeError("the exact odds of strikes at once need their rules: pass `atOnce` (the exchange entry's AT_ONCE)");
    const [instigator, retaliator, bothStand, bothFall] = atOnceOdds(q.gap, policies, solver, q.atOnce);
    return { instigator, retaliator, bothStand, bothFall };
  }
  return asOdds(policyValue(solver, policies)(queryNode(q, solver)));
}

export interface ChoiceOdds {
  choice: 'wait' | 'toward' | 'away';
  /** The Move's length in inches; 0 for Wait. */
  distance: number;
  odds: MatchOdds;
}

/**
 * The odds of each choice the side to act has at the query's node (out of contact): Wait, Move toward
 * and Move away (a full Move, and each of `distances` besides under the up-to reading), each played by
 * the Match transition, each side playing its policy afterwards. Alternating strikes only: strikes at
 * once choose unseen.
 */
export function choiceOdds(q: OddsQuery, distances: readonly number[] = []): ChoiceOdds[] {
  if (q.readings?.exchange === 'simultaneous') throw new RangeError(PART_WAY_AT_ONCE);
  const solver = new MatchSolver(q.readings, q.params);
  const n = queryNode(q, solver);
  if (n.m.locked) throw new RangeError('choices: the combatants are in contact, where a Fight is the only choice (rule 30)');
  const value = policyValue(solver, policiesOf(q));
  const { move } = solver.shape;
  const lengths = [move, ...distances.filter((d) => Math.abs(d - move) > EPS)];
  const odds = (choice: ChoiceOdds['choice'], d: number) => asOdds(value(solver.after(n, choice, d)));
  const rows: ChoiceOdds[] = [{ choice: 'wait', distance: 0, odds: odds('wait', 0) }];
  for (const choice of ['toward', 'away'] as const) for (const d of lengths) rows.push({ choice, distance: d, odds: odds(choice, d) });
  return rows;
}

const PART_WAY_AT_ONCE = 'exchange: a Match part-way through, and its choices, are weighed only with strikes in turn (alternating)';

function policiesOf(q: OddsQuery): Record<Side, PolicyName> {
  return { instigator: q.instigator ?? 'optimal', retaliator: q.retaliator ?? 'optimal' };
}

const asOdds = ([instigator, retaliator, bothStand]: Odds): MatchOdds => ({ instigator, retaliator, bothStand });

/** The query's node: a fresh Match at its gap, or the one it gives part-way through. */
function queryNode(q: OddsQuery, solver: MatchSolver): MatchNode {
  const n = q.node;
  if (!n) return solver.startNode(q.gap);
  checkSlot(n.m.slot, solver.params.actions);
  if (!n.m.locked && !(n.gap > EPS)) throw new RangeError(`gap: out of contact, a Match part-way through needs a gap above 0, not ${n.gap}`);
  return n;
}

/** The odds of any node when each side plays its policy, memoised for one query. */
function policyValue(solver: MatchSolver, policies: Record<Side, PolicyName>): (n: MatchNode) => Odds {
  const memo = new Map<number, Odds>();
  const value = (n: MatchNode): Odds => {
    if (n.m.over) return result(n.m);
    if (n.m.locked) return solver.lockedAt(n);
    const k = key(n.gap, n.m);
    const hit = memo.get(k);
    if (hit) return hit;
    let acc: Odds = [0, 0, 0];
    for (const [p, choice, d] of policyMoves(policies[actingSide(n.m)], n, solver)) acc = mix(1, acc, p, value(solver.after(n, choice, d)));
    memo.set(k, acc);
    return acc;
  };
  return value;
}
