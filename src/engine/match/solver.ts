// The exact solution of one Match in the open field (no edges, no other bases), by backward induction
// over its few reachable states. Gives the `optimal` policy its decisions and `sow odds` its figures.
// Exact for every allowed value of the parameters that shape a Match (P4): actions, move, die, fails-on.
import { EPS } from '../core/geometry.ts';
import { DEFAULT_PARAMS, failChance, type Params } from '../core/params.ts';
import { resolveParams } from '../core/params-declared.ts';
import { randomDistances } from '../core/choices.ts';
import { atOnceProblem, DEFAULT_RULINGS, type Rulings } from '../core/rulings.ts';
import { blankState, type AtOnceRules, type Decision, type TableState, type MatchState, type PolicyName, type Side } from '../core/types.ts';
import { newMeeting, type Meeting } from './exchanges.ts';
import { newPreview, type MovePreview } from './actions.ts';
import { actingSide, newMatch, startInContact } from './combat.ts';
import { defending, matchStep } from './transition.ts';

/** The parameters a Match's odds depend on; the others (table, zones, bases) leave an open-field Match alone. */
export const MATCH_PARAM_IDS = ['actions', 'move', 'die', 'fails-on'] as const;
export type MatchParams = Pick<Params, (typeof MATCH_PARAM_IDS)[number]>;

/**
 * A Match in the open field: the gap between the two and the Match's own state, whose combatants are
 * 0 (the Instigator's) and 1 (the Retaliator's) of the solver's open field.
 */
export interface MatchNode {
  /** Edge-to-edge gap; ignored once locked. */
  gap: number;
  m: MatchState;
}

/** [Instigator's combatant wins, Retaliator's combatant wins, both stand]. */
export type Odds = [number, number, number];

export type Choice = 'wait' | 'toward' | 'away';
/** The order ties are broken in (spec: optimal). */
const CHOICES: readonly Choice[] = ['wait', 'toward', 'away'];

type SolverRulings = Pick<Rulings, 'move-distance' | 'last-strike'>;

/** What the recursion needs, derived once from the parameters. */
interface Shape {
  pFail: number;
  move: number;
  rulings: SolverRulings;
}

/** The solver's cache key for a parameter set: every number that changes a Match. */
export function matchKey(p: MatchParams, r: SolverRulings): string {
  return `${p.actions}|${p.move}|${p.die}|${p['fails-on']}|${r['move-distance']}|${r['last-strike']}`;
}

/**
 * Two bases on no table: what the solver plays the Match transition on (transition.ts). Nothing here is
 * read but the Match's rules and numbers; no sink records, so the bases' ids and places never matter.
 */
function openField(p: MatchParams, rulings: SolverRulings, startInContact: Rulings['start-in-contact']): TableState {
  const base = { x: 0, y: 0, removed: false, inert: false };
  return blankState({
    ruleset: 'v0.1f',
    rulings: { ...DEFAULT_RULINGS, ...rulings, 'start-in-contact': startInContact },
    params: { ...DEFAULT_PARAMS, ...p },
    combatants: [
      { ...base, id: 'I', side: 'instigator' },
      { ...base, id: 'R', side: 'retaliator' },
    ],
  });
}

function copy(m: MatchState): MatchState {
  return { ...m, used: { ...m.used } };
}

/** The open field's Move (A3 with no other base and no edge): into contact when it reaches, else the gap changes. */
function openMove(gap: number, toward: boolean, distance: number, into: MovePreview): number {
  into.toward = toward;
  into.moved = distance;
  into.contact = toward && distance >= gap - EPS;
  return into.contact ? 0 : toward ? gap - distance : gap + distance;
}

const preview = newPreview();

/** Each outcome of the acting combatant's Action with its chance: a Wait or Move has one, a defence two (fails, holds). */
function successors(field: TableState, pFail: number, n: MatchNode, choice: Choice | 'fight', distance: number): Array<[number, MatchNode]> {
  const m = copy(n.m);
  if (choice === 'fight') {
    if (!defending(m)) {
      matchStep(field, m, 'fight', null, 0, null);
      return [[1, { gap: 0, m }]];
    }
    // The die as the rules read it: any face from `fails-on` up fails (defenceHolds), any below holds.
    const held = copy(n.m);
    matchStep(field, m, 'fight', null, field.params['fails-on'], null);
    matchStep(field, held, 'fight', null, 1, null);
    return [
      [pFail, { gap: 0, m }],
      [1 - pFail, { gap: 0, m: held }],
    ];
  }
  return [[1, stepped(field, n, m, choice, distance)]];
}

/** The node one decision leads to in the open field, out of contact (a single outcome). */
function after(field: TableState, n: MatchNode, choice: Choice, distance: number): MatchNode {
  return stepped(field, n, copy(n.m), choice, distance);
}

/** A Wait or a Move from `n`, played on `m` (n's Match, copied): the one outcome. */
function stepped(field: TableState, n: MatchNode, m: MatchState, choice: Choice, distance: number): MatchNode {
  if (choice === 'wait') {
    matchStep(field, m, 'wait', null, 0, null);
    return { gap: n.gap, m };
  }
  const gap = openMove(n.gap, choice === 'toward', distance, preview);
  matchStep(field, m, 'move', preview, 0, null);
  return { gap, m };
}

/** The Match is over: who won, or both stand. */
function result(m: MatchState): Odds {
  return m.winner === m.instigator ? [1, 0, 0] : m.winner === m.retaliator ? [0, 1, 0] : [0, 0, 1];
}

/** A locked slot: no choice to make, only the die's outcomes. */
function lockedValue(field: TableState, pFail: number, n: MatchNode, value: (m: MatchNode) => Odds): Odds {
  let acc: Odds = [0, 0, 0];
  for (const [p, next] of successors(field, pFail, n, 'fight', 0)) acc = mix(1, acc, p, value(next));
  return acc;
}

function mix(p: number, a: Odds, q: number, b: Odds): Odds {
  return [p * a[0] + q * b[0], p * a[1] + q * b[1], p * a[2] + q * b[2]];
}

/**
 * A node's memo key: the gap to a billionth of an inch (none once locked), the slot, who acts first,
 * whether locked and whom a strike waits on, packed into one number rather than a string built per
 * node. Distinct nodes get distinct keys while the gap is below ~10,000 inches (2^53 / 1e9 / 768).
 */
function key(gap: number, m: MatchState): number {
  return gapKey(gap, m) * AT_A_GAP + place(m);
}

/** key()'s gap part: the gap to a billionth of an inch, none once locked. */
function gapKey(gap: number, m: MatchState): number {
  return m.locked ? 0 : Math.round(gap * 1e9);
}

/** key()'s part that is not the gap: the slot, who acts first, whether locked, whom a strike waits on. */
function place(m: MatchState): number {
  const pending = m.pending < 0 ? 0 : m.pending === m.instigator ? 1 : 2;
  return ((m.slot * 2 + (m.first === 'instigator' ? 0 : 1)) * 2 + (m.locked ? 1 : 0)) * 3 + pending;
}

/** How many places a gap holds (slots up to 63). */
const AT_A_GAP = 64 * 2 * 2 * 3;

/** A game's Match as a node of the open field (combatants 0 and 1); `matchNode` measures a game's gap. */
export function nodeOf(gap: number, m: MatchState): MatchNode {
  const at = (index: number) => (index < 0 ? -1 : index === m.instigator ? 0 : 1);
  return { gap, m: { ...m, used: { ...m.used }, instigator: 0, retaliator: 1, a: at(m.a), z: at(m.z), pending: at(m.pending), winner: at(m.winner) } };
}

export interface Ranked {
  choice: Choice;
  odds: Odds;
  score: number;
  order: number;
}

/** Minimax over the Match: each side maximises P(win) − P(loss). One solver per parameters and rulings. */
export class MatchSolver {
  /**
   * ranked() of each unlocked node met so far, by gap, then by place in the Match: a game asks again at
   * every decision of a Match, mostly at the gap it asked last (a Wait keeps it), which is kept at hand.
   */
  private readonly rankings = new Map<number, Map<number, readonly Ranked[]>>();
  private rankingsHeld = 0;
  private lastGap = NaN;
  private lastAtGap = new Map<number, readonly Ranked[]>();
  /**
   * lockedAt() of each locked node met so far. A locked Match has no choice left, only the die's
   * outcomes, so its odds hang on the slot, who acted first and whom the strike waits on, never on
   * the gap it closed or on a policy: a handful of nodes that every contact in every game reaches.
   */
  private readonly locked = new Map<number, Odds>();
  readonly rulings: SolverRulings;
  readonly params: MatchParams;
  readonly shape: Shape;
  /** The open field the Match transition is played on (start-in-contact is read only by startNode). */
  readonly field: TableState;

  constructor(rulings: Partial<Rulings> = {}, params: Partial<MatchParams> = {}) {
    this.rulings = {
      'move-distance': rulings['move-distance'] ?? DEFAULT_RULINGS['move-distance'],
      'last-strike': rulings['last-strike'] ?? DEFAULT_RULINGS['last-strike'],
    };
    const p = resolveParams(params);
    this.params = { actions: p.actions, move: p.move, die: p.die, 'fails-on': p['fails-on'] };
    this.shape = { pFail: failChance(this.params), move: this.params.move, rulings: this.rulings };
    this.field = openField(this.params, this.rulings, rulings['start-in-contact'] ?? DEFAULT_RULINGS['start-in-contact']);
  }

  /** Whether these parameters and rulings are the ones this solver solves (matchKey would be equal). */
  serves(p: MatchParams, r: SolverRulings): boolean {
    const q = this.params;
    return (
      q.actions === p.actions &&
      q.move === p.move &&
      q.die === p.die &&
      q['fails-on'] === p['fails-on'] &&
      this.rulings['move-distance'] === r['move-distance'] &&
      this.rulings['last-strike'] === r['last-strike']
    );
  }

  /** Slot 0 of a fresh Match at `gap` in the open field: a gap of 0 applies the start-in-contact ruling (A11). */
  startNode(gap: number): MatchNode {
    const m = newMatch(1, 0, 1, gap <= EPS);
    startInContact(this.field, m, null);
    return { gap: m.locked ? 0 : gap, m };
  }

  /**
   * The Match at `gap` with `slot` Actions taken and no contact yet (sow odds --slot): its Actions are
   * Waits here, as any out-of-contact Actions that leave the same gap make the same node.
   */
  partWay(gap: number, slot: number): MatchNode {
    checkSlot(slot, this.params.actions);
    let n = this.startNode(gap);
    for (let i = 0; i < slot && !n.m.locked; i++) n = after(this.field, n, 'wait', 0);
    return n;
  }

  /** Each outcome of an Action at `n`, with its chance (a defence: fails, holds), by the Match transition. */
  successors(n: MatchNode, choice: Choice | 'fight', distance = this.shape.move): Array<[number, MatchNode]> {
    return successors(this.field, this.shape.pFail, n, choice, distance);
  }

  /** Odds when both sides play optimally. */
  value(n: MatchNode): Odds {
    if (n.m.over) return result(n.m);
    if (n.m.locked) return this.lockedAt(n);
    return this.rankedAt(n)[0]!.odds;
  }

  /** The odds of a locked node (not over), whoever plays it: the die's alone. */
  lockedAt(n: MatchNode): Odds {
    const k = key(0, n.m);
    let odds = this.locked.get(k);
    if (!odds) this.locked.set(k, (odds = lockedValue(this.field, this.shape.pFail, n, this.afterLocked)));
    return odds;
  }

  private readonly afterLocked = (n: MatchNode): Odds => (n.m.over ? result(n.m) : this.lockedAt(n));

  /** Every choice in a game's Match `m` at `gap`, best first for the actor (ties in Wait, toward, away order). Shared: do not change it. */
  ranked(gap: number, m: MatchState): readonly Ranked[] {
    return this.atGap(gapKey(gap, m)).get(place(m)) ?? this.rankedAt(nodeOf(gap, m));
  }

  /** A game's Match `m` at `gap` as a node of the open field. */
  node(gap: number, m: MatchState): MatchNode {
    return nodeOf(gap, m);
  }

  private rankedAt(n: MatchNode): readonly Ranked[] {
    const g = gapKey(n.gap, n.m);
    const p = place(n.m);
    const hit = this.atGap(g).get(p);
    if (hit) return hit;
    const rows = this.rank(n);
    // Gaps are continuous in games: keep memory bounded.
    if (++this.rankingsHeld > 100_000) {
      this.rankings.clear();
      this.rankingsHeld = 1;
      this.lastGap = NaN;
    }
    this.atGap(g).set(p, rows);
    return rows;
  }

  /** The rankings held at a gap (its key), made empty when there are none. */
  private atGap(g: number): Map<number, readonly Ranked[]> {
    if (g === this.lastGap) return this.lastAtGap;
    let row = this.rankings.get(g);
    if (!row) this.rankings.set(g, (row = new Map()));
    this.lastGap = g;
    return (this.lastAtGap = row);
  }

  private rank(n: MatchNode): Ranked[] {
    const sign = actingSide(n.m) === 'instigator' ? 1 : -1;
    const rows = CHOICES.map((choice, order) => {
      // Under up-to a full Move is never worse than a shorter one in the open field: only whether
      // contact is in reach matters, and a partial Move changes that no more than Wait does.
      const odds = this.value(after(this.field, n, choice, this.shape.move));
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
      return [[1, solver.ranked(n.gap, n.m)[0]!.choice, move]];
    case 'random': {
      const distances = randomDistances(solver.rulings['move-distance'], move);
      const share = 1 / 3 / distances.length;
      return [
        [1 / 3, 'wait', 0],
        ...distances.map((d): [number, Choice, number] => [share, 'toward', d]),
        ...distances.map((d): [number, Choice, number] => [share, 'away', d]),
      ];
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
  /** The ruling exchange's strikes at once (the exchange entry's AT_ONCE, or a game's), needed when `rulings.exchange` is `simultaneous`. */
  atOnce?: AtOnceRules | null;
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
    if (!q.atOnce) throw new RangeError("the exact odds of strikes at once need their rules: pass `atOnce` (the exchange entry's AT_ONCE)");
    return atOnceOdds(q.gap, policies, solver, q.atOnce);
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
 * and Move away (a full Move, and each of `distances` besides under the up-to ruling), each played by
 * the Match transition, each side playing its policy afterwards. Alternating strikes only: strikes at
 * once choose unseen.
 */
export function choiceOdds(q: OddsQuery, distances: readonly number[] = []): ChoiceOdds[] {
  if (q.rulings?.exchange === 'simultaneous') throw new RangeError(PART_WAY_AT_ONCE);
  const solver = new MatchSolver(q.rulings, q.params);
  const n = queryNode(q, solver);
  if (n.m.locked) throw new RangeError('choices: the combatants are in contact, where a Fight is the only choice (rule 30)');
  const value = policyValue(solver, policiesOf(q));
  const { move } = solver.shape;
  const lengths = [move, ...distances.filter((d) => Math.abs(d - move) > EPS)];
  const odds = (choice: Choice, d: number) => asOdds(value(after(solver.field, n, choice, d)));
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

/** A Match's Action slots run from 0 to one short of both sides' Actions. */
function checkSlot(slot: number, actions: number): void {
  const last = 2 * actions - 1;
  if (!Number.isInteger(slot) || slot < 0 || slot > last)
    throw new RangeError(`slot: must be a whole number from 0 to ${last} (${actions} Actions a side), not ${slot}`);
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
    for (const [p, choice, d] of policyMoves(policies[actingSide(n.m)], n, solver)) acc = mix(1, acc, p, value(after(solver.field, n, choice, d)));
    memo.set(k, acc);
    return acc;
  };
  return value;
}

/** A node under simultaneous strikes: whether both fell tells a double knock-out from both standing. */
export interface AtOnceNode extends MatchNode {
  fell: boolean;
}

/** One side's choice for a pair of Actions at once, with its Move's length. */
export type PairChoice = readonly [choice: Choice, distance: number];

const meeting = newMeeting();

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
 * Exact odds under the ruling exchange `simultaneous` for fixed policies (S4), in the open field. Each
 * pair of Actions both choose from the same node, independently; pairOutcomes carries them out.
 */
function atOnceOdds(gap: number, policies: Record<Side, PolicyName>, solver: MatchSolver, rules: AtOnceRules): MatchOdds {
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
  const [i, r, both, fall] = value({ ...solver.startNode(gap), fell: false });
  return { instigator: i, retaliator: r, bothStand: both, bothFall: fall };
}
