// Reading exchange `simultaneous` (spec turn-systems.md S1–S4): the two Matched combatants choose their
// k-th Actions unseen and carry them out together. Shared by every turn system, like the Match itself.
// Choosing stays one decision at a time (the Instigator's combatant first, its choice sealed), so a
// person, a policy, a link and a replay all see the same list of decisions as under `alternating`.
// They reach a game as a value: the system values loadSystem gives carry them (withAtOnce).
import {
  afterAction,
  defeatedRules,
  finishMatch,
  opponentOf,
  openingStrike,
  recordDefence,
  recordStrike,
  remove,
  rollDie,
  sideOfSlot,
  spendAction,
  strikeBackRules,
  strikeOnContact,
} from './combat.ts';
import type { ReadingId } from '../core/readings.ts';
import { newMeeting } from './exchanges.ts';
import { actionOf } from './transition.ts';
import { EPS, centreDistance, onTable, slide, type Point } from '../core/geometry.ts';
import { defenceHolds } from '../core/params.ts';
import { RULESETS } from '../core/rulesets.ts';
import {
  recording,
  type AtOnceRules,
  type Decision,
  type TableState,
  type LegalDecision,
  type Meeting,
  type MatchState,
  type Side,
  type Sink,
  type TurnSystem,
} from '../core/types.ts';

// What every event of a pair of Actions at once cites besides its rules.
const EXCHANGE: readonly ReadingId[] = ['exchange'];

const GUARD: readonly LegalDecision[] = [Object.freeze({ type: 'wait' } as const)];
const FIGHT_DEFENDING: readonly LegalDecision[] = [Object.freeze({ type: 'fight', defending: true } as const)];
const FIGHT_STRIKING: readonly LegalDecision[] = [Object.freeze({ type: 'fight', defending: false } as const)];

/**
 * Locked under S3: a combatant a strike waits on defends; the Instigator's combatant of a Match that
 * started in contact opens with its strike (reading start-in-contact, A11, as under `alternating`);
 * otherwise the combatant has nothing to defend and stands on guard, which costs its Action like a Wait.
 */
export function lockedAtOnce(m: MatchState, me: number): readonly LegalDecision[] {
  if (m.mutual || m.pending === me) return FIGHT_DEFENDING;
  return m.pending < 0 && me === m.instigator ? FIGHT_STRIKING : GUARD;
}

/**
 * A decision in a Match under `simultaneous`: the first of a pair is sealed; the second carries out
 * both. `entry` is the decision's legal entry; a Move's length is resolved before it is sealed.
 */
export function decideAtOnce(g: TableState, m: MatchState, entry: LegalDecision, d: Decision, out: Sink): void {
  const chosen: Decision = entry.type === 'move' && d.type === 'move' ? { type: 'move', toward: d.toward, distance: d.distance ?? entry.maxDistance } : d;
  if (!m.sealed) {
    m.sealed = chosen;
    return;
  }
  const first = m.sealed;
  m.sealed = null;
  // Each pair of Actions starts on an even slot, so the sealed choice is the slot's side's.
  const firstIsInstigator = sideOfSlot(m, m.slot) === 'instigator';
  const instigator = firstIsInstigator ? first : chosen;
  const retaliator = firstIsInstigator ? chosen : first;
  // Locked, every choice is forced (lockedAtOnce): only where the two stand and the dice matter.
  const rolls = rollsAtOnce(m);
  const die1 = rolls > 0 ? rollDie(g) : 0;
  const die2 = rolls > 1 ? rollDie(g) : 0;
  exchangeStep(g, m, instigator, retaliator, m.locked ? null : meetOnTable(g, m, instigator, retaliator), die1, die2, out);
}

/** How many defence dice the next pair of Actions rolls: both when strikes wait on both, one when on one (S3). */
export function rollsAtOnce(m: MatchState): number {
  if (!m.locked) return 0;
  return m.mutual ? 2 : m.pending >= 0 ? 1 : 0;
}

/**
 * The one transition of a pair of Actions at once (S1–S3), shared by play and the exact solver: the two
 * decisions, where their Moves end (`meeting`, out of contact; the table's or the solver's open field)
 * and the defence dice (`first`, then `second` when both defend: the Instigator's combatant's first).
 */
export function exchangeStep(
  g: TableState,
  m: MatchState,
  instigator: Decision,
  retaliator: Decision,
  meeting: Meeting | null,
  first: number,
  second: number,
  out: Sink,
): void {
  if (m.locked) fightAtOnce(g, m, first, second, out);
  else movesAtOnce(g, m, instigator, retaliator, meeting!, out);
}

/** S3: the locked exchange: guard, an opening strike, one defence or two at once. */
function fightAtOnce(g: TableState, m: MatchState, first: number, second: number, out: Sink): void {
  if (m.mutual) return defendBoth(g, m, first, second, out);
  if (m.pending < 0) {
    // The opening strike (A11 move-and-strike) beside the Retaliator's guard.
    openingStrike(g, m, out, false);
    guard(g, m, 'retaliator', out);
    return endOfRound(g, m, out);
  }
  const defender: Side = m.pending === m.instigator ? 'instigator' : 'retaliator';
  guard(g, m, defender === 'instigator' ? 'retaliator' : 'instigator', out);
  actionOf(g, m, defender, 'fight', null, first, out); // its afterAction ends the Match when the Actions are spent
}

function guard(g: TableState, m: MatchState, side: Side, out: Sink): void {
  const action = spendAction(m, side);
  if (recording(out))
    out.push({
      type: 'wait',
      id: g.combatants[side === 'instigator' ? m.instigator : m.retaliator]!.id,
      action,
      guard: true,
      rules: RULESETS[g.ruleset].cite.wait,
      readings: EXCHANGE,
    });
}

/** S3: strikes wait on both: both roll at once; every failure removes its roller, both may fall. */
function defendBoth(g: TableState, m: MatchState, first: number, second: number, out: Sink): void {
  const cite = RULESETS[g.ruleset].cite;
  const rolls: Array<{ index: number; action: number; held: boolean }> = [];
  for (const side of ['instigator', 'retaliator'] as const) {
    const index = side === 'instigator' ? m.instigator : m.retaliator;
    const action = spendAction(m, side);
    const roll = side === 'instigator' ? first : second;
    const held = defenceHolds(roll, g.params);
    rolls.push({ index, action, held });
    if (recording(out)) recordDefence(g, m, out, index, action, roll, held, EXCHANGE);
  }
  const fallen = rolls.filter((r) => !r.held);
  for (const r of fallen) remove(g, r.index, 'defeated', out, defeatedRules(g, m, r.index));
  if (fallen.length === 2) return doubleKnockout(g, m, out, cite.defeatedZ);
  if (fallen.length === 1) return finishMatch(m, opponentOf(m, fallen[0]!.index));
  // Both held: each strikes back, so the strikes still wait on both.
  if (recording(out))
    for (const r of rolls) recordStrike(g, m, out, r.index, opponentOf(m, r.index), 'defence-and-strike', r.action, strikeBackRules(g, m, r.index), EXCHANGE);
  endOfRound(g, m, out);
}

function doubleKnockout(g: TableState, m: MatchState, out: Sink, rules: readonly string[]): void {
  if (recording(out)) out.push({ type: 'double-knockout', ids: [g.combatants[m.instigator]!.id, g.combatants[m.retaliator]!.id], rules, readings: EXCHANGE });
  else if (out) out.doubleKnockouts++;
  finishMatch(m, -1);
}

/**
 * S1 on the table: the two go along the line through both centres. Each Move is first held to the
 * other bases on the table, as a Move alone is (A3); if the two would then overlap, both stop touching,
 * each having covered the same share of its own Move. Moves both bases and says where they ended.
 */
function meetOnTable(g: TableState, m: MatchState, instigator: Decision, retaliator: Decision): Meeting {
  const i = g.combatants[m.instigator]!;
  const r = g.combatants[m.retaliator]!;
  const d = centreDistance(i, r);
  const ux = (r.x - i.x) / d;
  const uy = (r.y - i.y) / d;
  const base = g.params.base;
  // Signed lengths along the line, positive toward the other; a third base may shorten one.
  const planned = (index: number, dec: Decision, dx: number, dy: number): { length: number; stoppedBy: number } => {
    if (dec.type !== 'move') return { length: 0, stoppedBy: -1 };
    const sign = dec.toward ? 1 : -1;
    // The opponent is passed over here: where the two meet depends on both Moves, settled below.
    const path = slide(g.combatants, index, sign * dx, sign * dy, dec.distance!, base, g.scratch.pathAtOnce, opponentOf(m, index));
    return { length: sign * path.moved, stoppedBy: path.stoppedBy };
  };
  const met = (g.scratch.meeting ??= newMeeting()); // read at once, never held
  const pi = planned(m.instigator, instigator, ux, uy);
  const pr = planned(m.retaliator, retaliator, -ux, -uy);
  let si = pi.length;
  let sr = pr.length;
  const closing = si + sr;
  const contact = d - closing <= base + EPS;
  if (contact && closing > 0) {
    const share = Math.max(0, d - base) / closing;
    si *= share;
    sr *= share;
  }
  met.fromI.x = i.x;
  met.fromI.y = i.y;
  met.fromR.x = r.x;
  met.fromR.y = r.y;
  i.x += ux * si;
  i.y += uy * si;
  if (contact) {
    // Land exactly in contact so rounding never leaves a hair's gap or overlap.
    r.x = i.x + ux * base;
    r.y = i.y + uy * base;
  } else {
    r.x -= ux * sr;
    r.y -= uy * sr;
  }
  met.instigator = si;
  met.retaliator = sr;
  met.stoppedI = pi.stoppedBy;
  met.stoppedR = pr.stoppedBy;
  met.contact = contact;
  met.offI = !onTable(i, g.params.table);
  met.offR = !onTable(r, g.params.table);
  return met;
}

/**
 * S1, S2: Waits and Moves together, ended where `meeting` says. A base whose centre left the table is
 * removed (both may go at once); a combatant that closed on the other and ends in contact strikes; if
 * both did, both strike at once.
 */
function movesAtOnce(g: TableState, m: MatchState, instigator: Decision, retaliator: Decision, meeting: Meeting, out: Sink): void {
  const cite = RULESETS[g.ruleset].cite;
  const contact = meeting.contact;
  const report = (side: Side, dec: Decision, was: Point, moved: number, stoppedBy: number) => {
    const index = side === 'instigator' ? m.instigator : m.retaliator;
    const c = g.combatants[index]!;
    const action = spendAction(m, side);
    if (!recording(out)) return;
    if (dec.type !== 'move') {
      out.push({ type: 'wait', id: c.id, action, rules: cite.wait, readings: EXCHANGE });
      return;
    }
    const other = g.combatants[opponentOf(m, index)]!;
    const touched = stoppedBy >= 0 ? g.combatants[stoppedBy]!.id : contact && dec.toward ? other.id : null;
    out.push({
      type: 'move',
      id: c.id,
      action,
      toward: dec.toward,
      opponent: other.id,
      from: { x: was.x, y: was.y },
      to: { x: c.x, y: c.y },
      distance: Math.abs(moved),
      stoppedBy: touched,
      rules: cite.move,
      readings: g.readings['move-distance'] === 'up-to' || touched ? ['exchange', 'move-distance'] : ['exchange'],
    });
  };
  report('instigator', instigator, meeting.fromI, meeting.instigator, meeting.stoppedI);
  report('retaliator', retaliator, meeting.fromR, meeting.retaliator, meeting.stoppedR);
  const { offI, offR } = meeting;
  if (offI) remove(g, m.instigator, 'off-table', out, cite.offTable);
  if (offR) remove(g, m.retaliator, 'off-table', out, cite.offTable);
  if (offI && offR) return doubleKnockout(g, m, out, cite.offTable);
  if (offI || offR) return finishMatch(m, offI ? m.retaliator : m.instigator);
  if (contact) {
    const iStrikes = instigator.type === 'move' && instigator.toward;
    const rStrikes = retaliator.type === 'move' && retaliator.toward;
    if (iStrikes && rStrikes) bothStrike(g, m, out);
    else strikeOnContact(g, m, iStrikes ? m.instigator : m.retaliator, out);
  }
  endOfRound(g, m, out);
}

/** S2: contact made by both: each strikes the other at once. The Instigator's combatant is A. */
function bothStrike(g: TableState, m: MatchState, out: Sink): void {
  m.locked = true;
  m.a = m.instigator;
  m.z = m.retaliator;
  m.mutual = true;
  m.pending = -1;
  if (!recording(out)) return;
  const rules = RULESETS[g.ruleset].cite.contactStrike;
  recordStrike(g, m, out, m.a, m.z, 'move-and-strike', m.used.instigator, rules, EXCHANGE);
  recordStrike(g, m, out, m.z, m.a, 'move-and-strike', m.used.retaliator, rules, EXCHANGE);
}

/** A9, A10 after a pair of Actions: strikes left on both when the Actions run out are lost, or remove both. */
function endOfRound(g: TableState, m: MatchState, out: Sink): void {
  if (m.over || !m.mutual) {
    if (!m.over) afterAction(g, m, out);
    return;
  }
  if (m.slot < 2 * g.params.actions) return;
  const cite = RULESETS[g.ruleset].cite;
  if (g.readings['last-strike'] === 'lands') {
    remove(g, m.instigator, 'undefended', out, cite.lastStrike);
    remove(g, m.retaliator, 'undefended', out, cite.lastStrike);
    return doubleKnockout(g, m, out, cite.lastStrike);
  }
  if (recording(out))
    for (const [by, target] of [
      [m.instigator, m.retaliator],
      [m.retaliator, m.instigator],
    ] as const)
      out.push({
        type: 'strike-lost',
        by: g.combatants[by]!.id,
        target: g.combatants[target]!.id,
        rules: cite.lastStrike,
        readings: ['last-strike', 'exchange'],
      });
  finishMatch(m, -1);
}

/** The rules as the Match layer and the solver take them. */
export const AT_ONCE: AtOnceRules = { locked: lockedAtOnce, decide: decideAtOnce, step: exchangeStep, rolls: rollsAtOnce };

/** `system` able to play the reading exchange `simultaneous`. */
export function withAtOnce<S extends TurnSystem>(system: S): S {
  return { ...system, atOnce: AT_ONCE };
}
