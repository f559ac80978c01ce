// The coach's figures for a session: each decision the reader's side made inside a Match, weighed by the
// engine's solver (choiceOdds) against the other side's policy, and the Match as it stands (matchOdds).
// Every probability here is the engine's; this module only picks the query and reads the answer.
import {
  pending,
  playOn,
  startSession,
  choiceOdds,
  matchOdds,
  type MatchOdds,
  matchQuery,
  offField,
  type OffField,
  EPS,
  type Decision,
  type GameState,
  type PolicyName,
  type Scenario,
  type Side,
  type TurnSystem,
} from '../../engine/browser.ts';
import { moveBlockedBy } from '../models/match-view.ts';
import type { Controller } from '../../shared/link-codec.ts';

/**
 * Reading coach-grades: a choice's cost is the points of win chance it gives up against the best choice
 * at that moment, a Match where both stand counting half a win (so the order is the solver's own,
 * P(win) − P(loss)). Each grade holds costs below its bound.
 */
export const GRADES = [
  { grade: 'best', below: 0.05 },
  { grade: 'fine', below: 2 },
  { grade: 'inaccuracy', below: 5 },
  { grade: 'mistake', below: 10 },
  { grade: 'blunder', below: Infinity },
] as const;
export type Grade = (typeof GRADES)[number]['grade'];

export function gradeOf(cost: number): Grade {
  return GRADES.find((g) => cost < g.below)!.grade;
}

export interface Row {
  choice: 'wait' | 'toward' | 'away';
  /** The Move's length; 0 for Wait. */
  distance: number;
  /** The engine's odds, the Instigator's and the Retaliator's wins. */
  odds: MatchOdds;
  /** Points of win chance given up against the best row. */
  cost: number;
}

export interface Weighed {
  /** Decisions before this one: the position's link replays exactly these. */
  at: number;
  turn: number;
  match: number;
  side: Side;
  combatant: string;
  opponent: string;
  action: number;
  gap: number;
  /** Action slots of the Match taken before it (the solver's slot; sow odds --slot). */
  slot: number;
  /** The policies the odds assume after the choice (coach-plays-on-optimal). */
  policies: Record<Side, PolicyName>;
  rows: Row[];
  /** Index of the reader's choice in `rows`. */
  chosen: number;
  cost: number;
  grade: Grade;
  offField: OffField[];
}

export interface Standing {
  odds: MatchOdds;
  policies: Record<Side, PolicyName>;
  offField: OffField[];
}

export interface CoachView {
  weighed: Weighed[];
  /** The Match under way, as it stands; null between Matches and once over. */
  now: Standing | null;
  /** Strikes at once (exchange simultaneous): the solver weighs no choice there (S4). */
  atOnce: boolean;
  /** The sides the reader plays. */
  mine: Side[];
}

/**
 * Reading coach-plays-on-optimal: after the choice weighed, the reader's side plays on as the engine's
 * `optimal`, the other side as its policy in the widget (`optimal` when the reader plays it too).
 */
export function policiesOf(controllers: Record<Side, Controller>): Record<Side, PolicyName> {
  const as = (c: Controller): PolicyName => (c === 'person' ? 'optimal' : c);
  return { instigator: as(controllers.instigator), retaliator: as(controllers.retaliator) };
}

/** A side's win chance in `odds`, both standing counting half. */
export const winChance = (odds: MatchOdds, side: Side): number => odds[side] + (odds.bothStand + (odds.bothFall ?? 0)) / 2;

/**
 * The coach for one widget: replays the session's decisions, weighing each the reader made with a choice
 * inside a Match. A decision already weighed (the same object, at the same place, with the same scenario
 * and sides) is not weighed again, so a long game costs one solve per new decision.
 */
export function makeCoach(): (scenario: Scenario, decisions: readonly Decision[], controllers: Record<Side, Controller>, system: TurnSystem) => CoachView {
  let seen: { scenario: Scenario; sides: string; at: Array<{ d: Decision; w: Weighed | null }> } | null = null;
  return (scenario, decisions, controllers, system) => {
    const sides = `${controllers.instigator} ${controllers.retaliator}`;
    if (seen?.scenario !== scenario || seen.sides !== sides) seen = { scenario, sides, at: [] };
    const memo = seen.at;
    const policies = policiesOf(controllers);
    const weighed: Weighed[] = [];
    let at = 0;
    // The session kit walks the decisions; each is weighed on the state before it.
    const { state } = playOn(
      startSession(scenario, [], system),
      () => decisions[at]!,
      () => at >= decisions.length,
      (before, d) => {
        const atOnce = before.readings.exchange === 'simultaneous';
        if (memo[at]?.d !== d) memo.splice(at, memo.length, { d, w: atOnce ? null : weigh(before, d, at, controllers, policies) });
        const w = memo[at]!.w;
        if (w) weighed.push(w);
        at++;
      },
    );
    const atOnce = state.readings.exchange === 'simultaneous';
    const query = atOnce ? null : matchQuery(state, policies);
    const now = query ? { odds: matchOdds(query), policies, offField: offField(state) } : null;
    return { weighed, now, atOnce, mine: (['instigator', 'retaliator'] as const).filter((s) => controllers[s] === 'person') };
  };
}

function weigh(g: GameState, d: Decision, at: number, controllers: Record<Side, Controller>, policies: Record<Side, PolicyName>): Weighed | null {
  const p = pending(g);
  if (p.kind !== 'action' || p.locked || controllers[p.side] !== 'person' || (d.type !== 'wait' && d.type !== 'move')) return null;
  const query = matchQuery(g, policies)!;
  const distance = d.type === 'move' ? (d.distance ?? g.params.move) : 0;
  const rows = choiceOdds(query, distance > 0 ? [distance] : []);
  const chosen = rows.findIndex((r) =>
    d.type === 'wait' ? r.choice === 'wait' : r.choice === (d.toward ? 'toward' : 'away') && Math.abs(r.distance - distance) < EPS,
  );
  // The rows the reader had: a Move a touching base stops before it starts is not offered (blocked-move-hidden).
  const offered = rows.filter((r, i) => i === chosen || r.choice === 'wait' || !moveBlockedBy(g, p.side, r.choice === 'toward', r.distance));
  const best = Math.max(...offered.map((r) => winChance(r.odds, p.side)));
  const out: Row[] = offered.map((r) => ({ ...r, cost: Math.max(0, 100 * (best - winChance(r.odds, p.side))) }));
  const mine = out[offered.indexOf(rows[chosen]!)]!;
  return {
    at,
    turn: g.turn,
    match: g.match!.number,
    side: p.side,
    combatant: p.combatant,
    opponent: p.opponent,
    action: p.action,
    gap: query.gap,
    slot: g.match!.slot,
    policies,
    rows: out,
    chosen: out.indexOf(mine),
    cost: mine.cost,
    grade: gradeOf(mine.cost),
    offField: offField(g),
  };
}
