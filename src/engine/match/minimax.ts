// The exact solution of one Match in the open field (no edges, no other bases), by backward induction
// over its few reachable states: the recursion, and the nodes and steps it walks. Gives the `optimal`
// policy its rankings and the odds queries (solver.ts) their values. Exact for every allowed value of
// the parameters that shape a Match (P4): actions, move, die, fails-on.
import { EPS } from '../core/geometry.ts';
import { DEFAULT_PARAMS, failChance, type Params } from '../core/params.ts';
import { resolveParams } from '../core/params-declared.ts';
import { DEFAULT_READINGS, type Readings } from '../core/readings.ts';
import { blankState, type TableState, type MatchState } from '../core/types.ts';
import { newPreview, type MovePreview } from './actions.ts';
import { actingSide, newMatch, startInContact } from './combat.ts';
import { defending, matchStep } from './transition.ts';
import { AT_A_GAP, place, Rankings } from './rankings.ts';

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

export type SolverReadings = Pick<Readings, 'move-distance' | 'last-strike'>;

/** What the recursion needs, derived once from the parameters. */
interface Shape {
  pFail: number;
  move: number;
  readings: SolverReadings;
}

/** The solver's key for a parameter set: every number that changes a Match. */
export function matchKey(p: MatchParams, r: SolverReadings): string {
  return `${p.actions}|${p.move}|${p.die}|${p['fails-on']}|${r['move-distance']}|${r['last-strike']}`;
}

/**
 * Two bases on no table: what the solver plays the Match transition on (transition.ts). Nothing here is
 * read but the Match's rules and numbers; no sink records, so the bases' ids and places never matter.
 */
function openField(p: MatchParams, readings: SolverReadings, startInContact: Readings['start-in-contact']): TableState {
  const base = { x: 0, y: 0, removed: false, inert: false };
  return blankState({
    ruleset: 'v0.1f',
    readings: { ...DEFAULT_READINGS, ...readings, 'start-in-contact': startInContact },
    params: { ...DEFAULT_PARAMS, ...p },
    combatants: [
      { ...base, id: 'I', side: 'instigator' },
      { ...base, id: 'R', side: 'retaliator' },
    ],
  });
}

export function copy(m: MatchState): MatchState {
  return { ...m, used: { ...m.used } };
}

/** The open field's Move (A3 with no other base and no edge): into contact when it reaches, else the gap changes. */
function openMove(gap: number, toward: boolean, distance: number, into: MovePreview): number {
  into.toward = toward;
  into.moved = distance;
  into.contact = toward && distance >= gap - EPS;
  return into.contact ? 0 : toward ? gap - distance : gap + distance;
}

/** Each outcome of the acting combatant's Action with its chance: a Wait or Move has one, a defence two (fails, holds). */
function successors(
  field: TableState,
  pFail: number,
  n: MatchNode,
  choice: Choice | 'fight',
  distance: number,
  preview: MovePreview,
): Array<[number, MatchNode]> {
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
  return [[1, stepped(field, n, m, choice, distance, preview)]];
}

/** A Wait or a Move from `n`, played on `m` (n's Match, copied): the one outcome. */
function stepped(field: TableState, n: MatchNode, m: MatchState, choice: Choice, distance: number, preview: MovePreview): MatchNode {
  if (choice === 'wait') {
    matchStep(field, m, 'wait', null, 0, null);
    return { gap: n.gap, m };
  }
  const gap = openMove(n.gap, choice === 'toward', distance, preview);
  matchStep(field, m, 'move', preview, 0, null);
  return { gap, m };
}

/** The Match is over: who won, or both stand. */
export function result(m: MatchState): Odds {
  return m.winner === m.instigator ? [1, 0, 0] : m.winner === m.retaliator ? [0, 1, 0] : [0, 0, 1];
}

export function mix(p: number, a: Odds, q: number, b: Odds): Odds {
  return [p * a[0] + q * b[0], p * a[1] + q * b[1], p * a[2] + q * b[2]];
}

/**
 * A node's key for one query's memo (solver.ts, at-once-odds.ts): the gap to a billionth of an inch
 * (none once locked) and its place, packed into one number rather than a string built per node.
 * Distinct nodes get distinct keys while the gap is below ~10,000 inches (2^53 / 1e9 / 768).
 */
export function key(gap: number, m: MatchState): number {
  return (m.locked ? 0 : Math.round(gap * 1e9)) * AT_A_GAP + place(m);
}

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

/** A Match's Action slots run from 0 to one short of both sides' Actions. */
export function checkSlot(slot: number, actions: number): void {
  const last = 2 * actions - 1;
  if (!Number.isInteger(slot) || slot < 0 || slot > last)
    throw new RangeError(`slot: must be a whole number from 0 to ${last} (${actions} Actions a side), not ${slot}`);
}

/**
 * Minimax over the Match: each side maximises P(win) − P(loss). One solver per parameters and readings;
 * it keeps what it has solved (rankings.ts), bounded, unless made with `cache: false` (the tests'
 * reference: every ranking worked out afresh).
 */
export class MatchSolver {
  /** ranked() of each unlocked node met so far, by the class of its gap and its place (rankings.ts). */
  private readonly rankings: Rankings<readonly Ranked[]> | null;
  /**
   * lockedAt() of each locked node met so far. A locked Match has no choice left, only the die's
   * outcomes, so its odds hang on its place (the slot, who acted first, whom the strike waits on),
   * never on the gap it closed or on a policy: at most AT_A_GAP nodes that every contact reaches.
   */
  private readonly locked: Map<number, Odds> | null;
  readonly readings: SolverReadings;
  readonly params: MatchParams;
  readonly shape: Shape;
  /** The open field the Match transition is played on (start-in-contact is read only by startNode). */
  readonly field: TableState;
  /** The recursion's look at a Move, reused (read at once, by matchStep). */
  private readonly preview = newPreview();

  constructor(readings: Partial<Readings> = {}, params: Partial<MatchParams> = {}, { cache = true } = {}) {
    this.readings = {
      'move-distance': readings['move-distance'] ?? DEFAULT_READINGS['move-distance'],
      'last-strike': readings['last-strike'] ?? DEFAULT_READINGS['last-strike'],
    };
    const p = resolveParams(params);
    this.params = { actions: p.actions, move: p.move, die: p.die, 'fails-on': p['fails-on'] };
    this.shape = { pFail: failChance(this.params), move: this.params.move, readings: this.readings };
    this.field = openField(this.params, this.readings, readings['start-in-contact'] ?? DEFAULT_READINGS['start-in-contact']);
    this.rankings = cache ? new Rankings(this.params.move, this.params.actions) : null;
    this.locked = cache ? new Map() : null;
  }

  /** Whether these parameters and readings are the ones this solver solves (matchKey would be equal). */
  serves(p: MatchParams, r: SolverReadings): boolean {
    const q = this.params;
    return (
      q.actions === p.actions &&
      q.move === p.move &&
      q.die === p.die &&
      q['fails-on'] === p['fails-on'] &&
      this.readings['move-distance'] === r['move-distance'] &&
      this.readings['last-strike'] === r['last-strike']
    );
  }

  /** Slot 0 of a fresh Match at `gap` in the open field: a gap of 0 applies the start-in-contact reading (A11). */
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
    for (let i = 0; i < slot && !n.m.locked; i++) n = this.after(n, 'wait', 0);
    return n;
  }

  /** Each outcome of an Action at `n`, with its chance (a defence: fails, holds), by the Match transition. */
  successors(n: MatchNode, choice: Choice | 'fight', distance = this.shape.move): Array<[number, MatchNode]> {
    return successors(this.field, this.shape.pFail, n, choice, distance, this.preview);
  }

  /** The node one decision leads to in the open field, out of contact (a single outcome). */
  after(n: MatchNode, choice: Choice, distance: number): MatchNode {
    return stepped(this.field, n, copy(n.m), choice, distance, this.preview);
  }

  /** Odds when both sides play optimally. */
  value(n: MatchNode): Odds {
    if (n.m.over) return result(n.m);
    if (n.m.locked) return this.lockedAt(n);
    return this.rankedAt(n)[0]!.odds;
  }

  /** The odds of a locked node (not over), whoever plays it: the die's alone. */
  lockedAt(n: MatchNode): Odds {
    const k = place(n.m);
    let odds = this.locked?.get(k);
    if (!odds) {
      odds = [0, 0, 0];
      for (const [p, next] of this.successors(n, 'fight', 0)) odds = mix(1, odds, p, next.m.over ? result(next.m) : this.lockedAt(next));
      this.locked?.set(k, odds);
    }
    return odds;
  }

  /** Every choice in a game's Match `m` at `gap`, best first for the actor (ties in Wait, toward, away order). Shared: do not change it. */
  ranked(gap: number, m: MatchState): readonly Ranked[] {
    return this.rankings?.find(gap, m) ?? this.rankedAt(nodeOf(gap, m));
  }

  /** A game's Match `m` at `gap` as a node of the open field. */
  node(gap: number, m: MatchState): MatchNode {
    return nodeOf(gap, m);
  }

  private rankedAt(n: MatchNode): readonly Ranked[] {
    const hit = this.rankings?.find(n.gap, n.m);
    if (hit) return hit;
    const rows = this.rank(n);
    this.rankings?.keep(n.gap, n.m, rows);
    return rows;
  }

  private rank(n: MatchNode): Ranked[] {
    const sign = actingSide(n.m) === 'instigator' ? 1 : -1;
    const rows = CHOICES.map((choice, order) => {
      // Under up-to a full Move is never worse than a shorter one in the open field: only whether
      // contact is in reach matters, and a partial Move changes that no more than Wait does.
      const odds = this.value(this.after(n, choice, this.shape.move));
      return { choice, odds, score: sign * (odds[0] - odds[1]), order };
    });
    rows.sort((a, b) => (Math.abs(a.score - b.score) > 1e-12 ? b.score - a.score : a.order - b.order));
    return rows;
  }
}
