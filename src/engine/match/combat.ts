// The Match (rules 14–19, 28–37): its state at the start, contact, Combatant A and Z, the defence
// test loop, its end. Shared by every turn system: a system decides who is Matched with whom (and
// opens the Match, flow/turn-flow.ts); how the Match plays is here.
import { RULESETS } from '../core/rulesets.ts';
import { faceAt, nextState } from '../core/random.ts';
import { recording, type GameEvent, type TableState, type MatchState, type RemovalReason, type Side, type Sink } from '../core/types.ts';
import type { ReadingId } from '../core/readings.ts';

export function sideOfSlot(m: MatchState, slot: number): Side {
  if (slot % 2 === 0) return m.first;
  return m.first === 'instigator' ? 'retaliator' : 'instigator';
}

/** The side whose combatant decides now: under simultaneous strikes, the second of a pair once the first is sealed. */
export function actingSide(m: MatchState): Side {
  return sideOfSlot(m, m.sealed ? m.slot + 1 : m.slot);
}

export function indexOf(m: MatchState, side: Side): number {
  return side === 'instigator' ? m.instigator : m.retaliator;
}

export function opponentOf(m: MatchState, index: number): number {
  return index === m.instigator ? m.retaliator : m.instigator;
}

/** A Match's state before its first Action (rules 14, 16, 17): the Instigator's combatant acts first. */
export function newMatch(number: number, i: number, r: number, locked: boolean): MatchState {
  // The literal gives every Match one shape; startMatch gives the values.
  const m: MatchState = {
    number: 0,
    instigator: 0,
    retaliator: 0,
    slot: 0,
    first: 'instigator',
    used: { instigator: 0, retaliator: 0 },
    locked: false,
    a: -1,
    z: -1,
    pending: -1,
    mutual: false,
    sealed: null,
    over: false,
    winner: -1,
  };
  return startMatch(m, number, i, r, locked);
}

/** Writes a Match's state before its first Action (newMatch's) into `m`, a closed Match or a new one. */
export function startMatch(m: MatchState, number: number, i: number, r: number, locked: boolean): MatchState {
  m.number = number;
  m.instigator = i;
  m.retaliator = r;
  m.slot = 0;
  m.first = 'instigator';
  m.used.instigator = 0;
  m.used.retaliator = 0;
  m.locked = locked;
  m.a = -1;
  m.z = -1;
  m.pending = -1;
  m.mutual = false;
  m.sealed = null;
  m.over = false;
  m.winner = -1;
  return m;
}

/** Reading start-in-contact (A11) for a Match locked from its start: under `free-strike` the opening strike comes at once. */
export function startInContact(g: TableState, m: MatchState, out: Sink): void {
  if (m.locked && g.readings['start-in-contact'] === 'free-strike') openingStrike(g, m, out, true);
}

/** Spends the acting combatant's Action (rule 36 counts moves, waits and rolls) and returns its number. */
export function spendAction(m: MatchState, side: Side): number {
  m.slot++;
  return side === 'instigator' ? ++m.used.instigator : ++m.used.retaliator; // named, not keyed: the hot path
}

/**
 * One roll of a die (the defence die unless a system rolls another, as WAR's Act 3 D6): scripted
 * results first, then the game's seeded stream.
 */
export function rollDie(g: TableState, faces: number = g.params.die): number {
  if (g.diceUsed < g.dice.length) return g.dice[g.diceUsed++]!;
  g.rng = nextState(g.rng);
  return faceAt(g.rng, faces);
}

/** Rules 28, 29, 32 (A5): the mover into contact is A and strikes Z at once, at no extra cost. */
export function strikeOnContact(g: TableState, m: MatchState, mover: number, out: Sink): void {
  m.locked = true;
  m.a = mover;
  m.z = opponentOf(m, mover);
  m.pending = m.z;
  if (recording(out))
    recordStrike(g, m, out, m.a, m.z, 'move-and-strike', m.used[m.a === m.instigator ? 'instigator' : 'retaliator'], RULESETS[g.ruleset].cite.contactStrike);
}

// The events are built apart from the steps that record them, which stay small enough for the compiler
// to inline into one another and into the Match transition's loop (transition.ts).
export function recordStrike(
  g: TableState,
  m: MatchState,
  out: GameEvent[],
  by: number,
  target: number,
  kind: 'move-and-strike' | 'free-strike' | 'defence-and-strike',
  action: number | null,
  rules: readonly string[],
  readings?: readonly ReadingId[],
): void {
  out.push({
    type: 'strike',
    by: g.combatants[by]!.id,
    target: g.combatants[target]!.id,
    kind,
    a: g.combatants[m.a]!.id,
    z: g.combatants[m.z]!.id,
    action,
    rules,
    ...(readings ? { readings } : {}),
  });
}

/**
 * Reading start-in-contact (A11): a pair already touching when Matched. The Instigator's combatant
 * strikes first and is A; `move-and-strike` spends its first Action on it, `free-strike` does not,
 * so the Retaliator's defence takes the first slot.
 */
export function openingStrike(g: TableState, m: MatchState, out: Sink, free: boolean): void {
  m.a = m.instigator;
  m.z = m.retaliator;
  m.pending = m.z;
  if (free) m.first = 'retaliator';
  else spendAction(m, 'instigator');
  if (recording(out))
    recordStrike(
      g,
      m,
      out,
      m.a,
      m.z,
      free ? 'free-strike' : 'move-and-strike',
      free ? null : m.used.instigator,
      RULESETS[g.ruleset].cite.openingStrike,
      START_IN_CONTACT,
    );
}

const START_IN_CONTACT: readonly ReadingId[] = ['start-in-contact'];

/** A defence test's event, citing Z's or A's rules (`readings`: what else shaped it, as strikes at once). */
export function recordDefence(
  g: TableState,
  m: MatchState,
  out: GameEvent[],
  defender: number,
  action: number,
  roll: number,
  held: boolean,
  readings?: readonly ReadingId[],
): void {
  const cite = RULESETS[g.ruleset].cite;
  out.push({
    type: 'defence',
    id: g.combatants[defender]!.id,
    action,
    roll,
    held,
    rules: defender === m.z ? cite.defenceByZ : cite.defenceByA,
    ...(readings ? { readings } : {}),
  });
}

/** What a failed defence cites: Z's removal or A's. */
export function defeatedRules(g: TableState, m: MatchState, defender: number): readonly string[] {
  const cite = RULESETS[g.ruleset].cite;
  return defender === m.z ? cite.defeatedZ : cite.defeatedA;
}

/** What a held defence's strike back cites: Z's or A's. */
export function strikeBackRules(g: TableState, m: MatchState, defender: number): readonly string[] {
  const cite = RULESETS[g.ruleset].cite;
  return defender === m.z ? cite.strikeBackByZ : cite.strikeBackByA;
}

export function remove(g: TableState, index: number, reason: RemovalReason, out: Sink, rules: readonly string[]): void {
  g.combatants[index]!.removed = true;
  if (recording(out)) recordRemoval(g, index, reason, out, rules);
  else if (out) out.removals[reason]++;
}

function recordRemoval(g: TableState, index: number, reason: RemovalReason, out: GameEvent[], rules: readonly string[]): void {
  out.push({ type: 'removed', id: g.combatants[index]!.id, reason, rules, ...(reason === 'undefended' ? { readings: LAST_STRIKE } : {}) });
}

/** Rule 37 (A9, A10): after an Action, the Match ends once both have spent all their Actions. */
export function afterAction(g: TableState, m: MatchState, out: Sink): void {
  if (m.slot >= 2 * g.params.actions) actionsSpent(g, m, out);
}

// Apart from afterAction, which runs after every Action and is small enough to be compiled into the
// Match transition's loop: this part runs once a Match at most.
function actionsSpent(g: TableState, m: MatchState, out: Sink): void {
  if (m.pending < 0) {
    finishMatch(m, -1);
    return;
  }
  // A strike is waiting on a combatant with no Action left to defend with.
  const striker = opponentOf(m, m.pending);
  if (g.readings['last-strike'] === 'lands') {
    remove(g, m.pending, 'undefended', out, recording(out) ? RULESETS[g.ruleset].cite.lastStrike : UNCITED);
    finishMatch(m, striker);
  } else {
    if (recording(out)) recordStrikeLost(g, out, striker, m.pending);
    finishMatch(m, -1);
  }
}

function recordStrikeLost(g: TableState, out: GameEvent[], striker: number, target: number): void {
  out.push({
    type: 'strike-lost',
    by: g.combatants[striker]!.id,
    target: g.combatants[target]!.id,
    rules: RULESETS[g.ruleset].cite.lastStrike,
    readings: LAST_STRIKE,
  });
}

const LAST_STRIKE: readonly ReadingId[] = ['last-strike'];

/** What a quiet game cites: nothing is recorded, so no citation is looked up. */
export const UNCITED: readonly string[] = [];

/** The Match is over; the turn system resolves it (Inert, who is next) when the game advances. */
export function finishMatch(m: MatchState, winner: number): void {
  m.over = true;
  m.winner = winner;
}
