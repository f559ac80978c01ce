// The exact solution of one Match in the open field (no edges, no other bases), by backward induction
// over its few reachable states. Gives the `optimal` policy its decisions and `sow odds` its figures.
// Exact for every allowed value of the parameters that shape a Match (P4): actions, move, die, fails-on.
import { EPS } from '../core/geometry.ts';
import { failChance, type Params } from '../core/params.ts';
import { resolveParams } from '../core/params-declared.ts';
import { randomDistances } from '../core/choices.ts';
import { atOnceProblem, DEFAULT_RULINGS, type Rulings } from '../core/rulings.ts';
import type { PolicyName, Side } from '../core/types.ts';

/** The parameters a Match's odds depend on; the others (table, zones, bases) leave an open-field Match alone. */
export const MATCH_PARAM_IDS = ['actions', 'move', 'die', 'fails-on'] as const;
export type MatchParams = Pick<Params, (typeof MATCH_PARAM_IDS)[number]>;

export interface MatchNode {
  /** Edge-to-edge gap; ignored once locked. */
  gap: number;
  /** Action slots used so far, 0..10. */
  slot: number;
  /** Whose Action takes slot 0 (the Instigator's, except under start-in-contact free-strike). */
  first: Side;
  locked: boolean;
  /** The side a strike waits on, if any. */
  pending: Side | null;
}

/** [Instigator's combatant wins, Retaliator's combatant wins, both stand]. */
export type Odds = [number, number, number];

export type Choice = 'wait' | 'toward' | 'away';
/** The order ties are broken in (spec: optimal). */
const CHOICES: readonly Choice[] = ['wait', 'toward', 'away'];

type SolverRulings = Pick<Rulings, 'move-distance' | 'last-strike'>;

/** What the recursion needs, derived once from the parameters. */
interface Shape {
  slots: number;
  pFail: number;
  move: number;
  rulings: SolverRulings;
}

function shapeOf(p: MatchParams, rulings: SolverRulings): Shape {
  return { slots: 2 * p.actions, pFail: failChance(p), move: p.move, rulings };
}

/** The solver's cache key for a parameter set: every number that changes a Match. */
export function matchKey(p: MatchParams, r: SolverRulings): string {
  return `${p.actions}|${p.move}|${p.die}|${p['fails-on']}|${r['move-distance']}|${r['last-strike']}`;
}

function actorOf(n: MatchNode): Side {
  return n.slot % 2 === 0 ? n.first : other(n.first);
}

function other(s: Side): Side {
  return s === 'instigator' ? 'retaliator' : 'instigator';
}

/** The open-field result of a Move of `distance` by the actor. */
function moved(n: MatchNode, toward: boolean, distance: number): MatchNode {
  const actor = actorOf(n);
  if (toward && distance >= n.gap - EPS) return { gap: 0, slot: n.slot + 1, first: n.first, locked: true, pending: other(actor) };
  return { ...n, gap: toward ? n.gap - distance : n.gap + distance, slot: n.slot + 1 };
}

/** The node one decision leads to in the open field. */
function after(n: MatchNode, choice: Choice, distance: number): MatchNode {
  return choice === 'wait' ? { ...n, slot: n.slot + 1 } : moved(n, choice === 'toward', distance);
}

function terminal(n: MatchNode, s: Shape): Odds | null {
  if (n.slot < s.slots) return null;
  if (n.pending && s.rulings['last-strike'] === 'lands') return n.pending === 'instigator' ? [0, 1, 0] : [1, 0, 0];
  return [0, 0, 1];
}

/** A locked slot: the actor defends a pending strike (or opens with one) — no choice to make. */
function locked(n: MatchNode, pFail: number, value: (m: MatchNode) => Odds): Odds {
  const actor = actorOf(n);
  const next: MatchNode = { ...n, slot: n.slot + 1, pending: other(actor) };
  if (n.pending !== actor) return value(next); // opening Move & Strike
  const held = value(next);
  const fail: Odds = actor === 'instigator' ? [0, 1, 0] : [1, 0, 0];
  return mix(pFail, fail, 1 - pFail, held);
}

function mix(p: number, a: Odds, q: number, b: Odds): Odds {
  return [p * a[0] + q * b[0], p * a[1] + q * b[1], p * a[2] + q * b[2]];
}

/**
 * A node's memo key: the gap to a billionth of an inch (none once locked), the slot, who acts first,
 * whether locked and whom a strike waits on, packed into one number rather than a string built per
 * node. Distinct nodes get distinct keys while the gap is below ~10,000 inches (2^53 / 1e9 / 768).
 */
function key(n: MatchNode): number {
  const gapKey = n.locked ? 0 : Math.round(n.gap * 1e9);
  const pending = n.pending === null ? 0 : n.pending === 'instigator' ? 1 : 2;
  return (((gapKey * 64 + n.slot) * 2 + (n.first === 'instigator' ? 0 : 1)) * 2 + (n.locked ? 1 : 0)) * 3 + pending;
}

export interface Ranked {
  choice: Choice;
  odds: Odds;
  score: number;
  order: number;
}

/** Minimax over the Match: each side maximises P(win) − P(loss). One solver per parameters and rulings. */
export class MatchSolver {
  /** ranked() of each unlocked node met so far: a game asks again at every decision of a Match. */
  private readonly rankings = new Map<number, readonly Ranked[]>();
  readonly rulings: SolverRulings;
  readonly params: MatchParams;
  readonly shape: Shape;

  constructor(rulings: Partial<Rulings> = {}, params: Partial<MatchParams> = {}) {
    this.rulings = { 'move-distance': rulings['move-distance'] ?? DEFAULT_RULINGS['move-distance'], 'last-strike': rulings['last-strike'] ?? DEFAULT_RULINGS['last-strike'] };
    const p = resolveParams(params);
    this.params = { actions: p.actions, move: p.move, die: p.die, 'fails-on': p['fails-on'] };
    this.shape = shapeOf(this.params, this.rulings);
  }

  /** Whether these parameters and rulings are the ones this solver solves (matchKey would be equal). */
  serves(p: MatchParams, r: SolverRulings): boolean {
    const q = this.params;
    return q.actions === p.actions && q.move === p.move && q.die === p.die && q['fails-on'] === p['fails-on'] && this.rulings['move-distance'] === r['move-distance'] && this.rulings['last-strike'] === r['last-strike'];
  }

  /** Odds when both sides play optimally. */
  value(n: MatchNode): Odds {
    const end = terminal(n, this.shape);
    if (end) return end;
    if (n.locked) return locked(n, this.shape.pFail, (m) => this.value(m));
    return this.ranked(n)[0]!.odds;
  }

  /** Every choice at an unlocked node, best first for the actor (ties in Wait, toward, away order). Shared: do not change it. */
  ranked(n: MatchNode): readonly Ranked[] {
    const k = key(n);
    const hit = this.rankings.get(k);
    if (hit) return hit;
    const rows = this.rank(n);
    if (this.rankings.size > 100_000) this.rankings.clear(); // gaps are continuous in games: keep memory bounded
    this.rankings.set(k, rows);
    return rows;
  }

  private rank(n: MatchNode): Ranked[] {
    const sign = actorOf(n) === 'instigator' ? 1 : -1;
    const rows = CHOICES.map((choice, order) => {
      // Under up-to a full Move is never worse than a shorter one in the open field: only whether
      // contact is in reach matters, and a partial Move changes that no more than Wait does.
      const odds = this.value(after(n, choice, this.shape.move));
      return { choice, odds, score: sign * (odds[0] - odds[1]), order };
    });
    rows.sort((a, b) => (Math.abs(a.score - b.score) > 1e-12 ? b.score - a.score : a.order - b.order));
    return rows;
  }
}

/** How a policy acts at an unlocked node: a distribution over (choice, distance). */
function policyMoves(policy: PolicyName, n: MatchNode, solver: MatchSolver): Array<[number, Choice, number]> {
  const move = solver.shape.move;
  switch (policy) {
    case 'aggressive':
      return [[1, 'toward', move]];
    case 'wait':
      return [[1, 'wait', 0]];
    case 'counter':
      return n.gap <= move + EPS ? [[1, 'toward', move]] : [[1, 'wait', 0]];
    case 'optimal':
      return [[1, solver.ranked(n)[0]!.choice, move]];
    case 'random': {
      const distances = randomDistances(solver.rulings['move-distance'], move);
      const share = 1 / 3 / distances.length;
      return [[1 / 3, 'wait', 0], ...distances.map((d): [number, Choice, number] => [share, 'toward', d]), ...distances.map((d): [number, Choice, number] => [share, 'away', d])];
    }
  }
}


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
  rulings?: Partial<Rulings>;
  /** Defaults where absent; a die without `fails-on` takes P1's face. */
  params?: Partial<MatchParams>;
}

export interface MatchOdds {
  instigator: number;
  retaliator: number;
  bothStand: number;
  /** Under the ruling exchange `simultaneous` only: both fall (double knock-outs); the four add up to 1. */
  bothFall?: number;
}

/**
 * Exact probabilities for one Match in the open field: both combatants with `actions` Actions, the
 * Instigator's to act. Each side plays its policy; `optimal` plays the minimax solution whatever the other does.
 */
export function matchOdds(q: OddsQuery): MatchOdds {
  const solver = new MatchSolver(q.rulings, q.params);
  const policies = policiesOf(q);
  if (q.rulings?.exchange === 'simultaneous') {
    if (q.node) throw new RangeError(PART_WAY_AT_ONCE);
    return atOnceOdds(q.gap, policies, solver, q.rulings['start-in-contact'] ?? DEFAULT_RULINGS['start-in-contact']);
  }
  return asOdds(policyValue(solver, policies)(queryNode(q, solver)));
}

export interface ChoiceOdds {
  choice: Choice;
  /** The Move's length in inches; 0 for Wait. */
  distance: number;
  odds: MatchOdds;
}

/**
 * The odds of each choice the side to act has at the query's node (out of contact): Wait, Move toward
 * and Move away (a full Move, and each of `distances` besides under the up-to ruling), each side
 * playing its policy afterwards. Alternating strikes only: strikes at once choose unseen.
 */
export function choiceOdds(q: OddsQuery, distances: readonly number[] = []): ChoiceOdds[] {
  if (q.rulings?.exchange === 'simultaneous') throw new RangeError(PART_WAY_AT_ONCE);
  const solver = new MatchSolver(q.rulings, q.params);
  const n = queryNode(q, solver);
  if (n.locked) throw new RangeError('choices: the combatants are in contact, where a Fight is the only choice (rule 30)');
  const value = policyValue(solver, policiesOf(q));
  const lengths = [solver.shape.move, ...distances.filter((d) => Math.abs(d - solver.shape.move) > EPS)];
  const rows: ChoiceOdds[] = [{ choice: 'wait', distance: 0, odds: asOdds(value(after(n, 'wait', 0))) }];
  for (const choice of ['toward', 'away'] as const) for (const d of lengths) rows.push({ choice, distance: d, odds: asOdds(value(after(n, choice, d))) });
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
  if (!n) return startNode(q.gap, q.rulings?.['start-in-contact'] ?? DEFAULT_RULINGS['start-in-contact']);
  const last = solver.shape.slots - 1;
  if (!Number.isInteger(n.slot) || n.slot < 0 || n.slot > last) throw new RangeError(`slot: must be a whole number from 0 to ${last} (${solver.params.actions} Actions a side), not ${n.slot}`);
  if (!n.locked && !(n.gap > EPS)) throw new RangeError(`gap: out of contact, a Match part-way through needs a gap above 0, not ${n.gap}`);
  return n;
}

/** The odds of any node when each side plays its policy, memoised for one query. */
function policyValue(solver: MatchSolver, policies: Record<Side, PolicyName>): (n: MatchNode) => Odds {
  const memo = new Map<number, Odds>();
  const value = (n: MatchNode): Odds => {
    const end = terminal(n, solver.shape);
    if (end) return end;
    if (n.locked) return locked(n, solver.shape.pFail, value);
    const k = key(n);
    const hit = memo.get(k);
    if (hit) return hit;
    let acc: Odds = [0, 0, 0];
    for (const [p, choice, d] of policyMoves(policies[actorOf(n)], n, solver))
      acc = mix(1, acc, p, value(after(n, choice, d)));
    memo.set(k, acc);
    return acc;
  };
  return value;
}

/** Slot 0 of a fresh Match; a gap of 0 applies the start-in-contact ruling (A11). */
export function startNode(gap: number, startInContact: Rulings['start-in-contact']): MatchNode {
  if (gap > EPS) return { gap, slot: 0, first: 'instigator', locked: false, pending: null };
  if (startInContact === 'free-strike') return { gap: 0, slot: 0, first: 'retaliator', locked: true, pending: 'retaliator' };
  return { gap: 0, slot: 0, first: 'instigator', locked: true, pending: null };
}

/** A node of a Match under simultaneous strikes (S1–S3): after `round` pairs of Actions. */
interface AtOnceNode {
  gap: number;
  round: number;
  locked: boolean;
  /** Whom strikes wait on. */
  pending: 'none' | Side | 'both';
}

/** [Instigator's wins, Retaliator's wins, both stand, both fall]. */
type Odds4 = [number, number, number, number];

/**
 * Exact odds under the ruling exchange `simultaneous` for fixed policies (S4), in the open field. Each
 * round both choose from the same node, independently; Moves meet on the line between them (S1), a
 * combatant that closed strikes (S2), and strikes waiting on both are defended at once (S3).
 */
function atOnceOdds(gap: number, policies: Record<Side, PolicyName>, solver: MatchSolver, startInContact: Rulings['start-in-contact']): MatchOdds {
  for (const side of ['instigator', 'retaliator'] as const) {
    const problem = atOnceProblem(policies[side]);
    if (problem) throw new RangeError(`${side}: ${problem}`);
  }
  const { pFail, rulings } = solver.shape;
  const rounds = solver.params.actions;
  const memo = new Map<string, Odds4>();
  const add = (acc: Odds4, p: number, o: Odds4): Odds4 => [acc[0] + p * o[0], acc[1] + p * o[1], acc[2] + p * o[2], acc[3] + p * o[3]];
  const I_WINS: Odds4 = [1, 0, 0, 0];
  const R_WINS: Odds4 = [0, 1, 0, 0];
  const BOTH_FALL: Odds4 = [0, 0, 0, 1];
  const value = (n: AtOnceNode): Odds4 => {
    if (n.round >= rounds) {
      if (n.pending === 'none' || rulings['last-strike'] === 'lost') return [0, 0, 1, 0];
      return n.pending === 'both' ? BOTH_FALL : n.pending === 'instigator' ? R_WINS : I_WINS;
    }
    const k = `${n.locked ? 0 : Math.round(n.gap * 1e9)}|${n.round}|${n.locked}|${n.pending}`;
    const hit = memo.get(k);
    if (hit) return hit;
    const next = { round: n.round + 1, locked: true, gap: 0 };
    let acc: Odds4 = [0, 0, 0, 0];
    if (n.locked) {
      if (n.pending === 'none') acc = value({ ...next, pending: 'retaliator' }); // the opening strike, beside a guard
      else if (n.pending === 'both') {
        acc = add(acc, pFail * pFail, BOTH_FALL);
        acc = add(acc, pFail * (1 - pFail), R_WINS);
        acc = add(acc, (1 - pFail) * pFail, I_WINS);
        acc = add(acc, (1 - pFail) * (1 - pFail), value({ ...next, pending: 'both' }));
      } else {
        acc = add(acc, pFail, n.pending === 'instigator' ? R_WINS : I_WINS);
        acc = add(acc, 1 - pFail, value({ ...next, pending: n.pending === 'instigator' ? 'retaliator' : 'instigator' }));
      }
    } else {
      const seen: MatchNode = { gap: n.gap, slot: 2 * n.round, first: 'instigator', locked: false, pending: null };
      for (const [pi, ci, di] of policyMoves(policies.instigator, seen, solver))
        for (const [pr, cr, dr] of policyMoves(policies.retaliator, seen, solver)) {
          const si = ci === 'toward' ? di : ci === 'away' ? -di : 0;
          const sr = cr === 'toward' ? dr : cr === 'away' ? -dr : 0;
          const after = n.gap - si - sr;
          let to: AtOnceNode;
          if (after > EPS) to = { gap: after, round: n.round + 1, locked: false, pending: 'none' };
          else {
            const iStrikes = ci === 'toward';
            const rStrikes = cr === 'toward';
            to = { ...next, pending: iStrikes && rStrikes ? 'both' : iStrikes ? 'retaliator' : 'instigator' };
          }
          acc = add(acc, pi * pr, value(to));
        }
    }
    memo.set(k, acc);
    return acc;
  };
  const start: AtOnceNode =
    gap > EPS
      ? { gap, round: 0, locked: false, pending: 'none' }
      : startInContact === 'free-strike'
        ? { gap: 0, round: 0, locked: true, pending: 'retaliator' }
        : { gap: 0, round: 0, locked: true, pending: 'none' };
  const [i, r, both, fall] = value(start);
  return { instigator: i, retaliator: r, bothStand: both, bothFall: fall };
}
