// Combat (rules 28–37): contact, Combatant A and Z, the defence test loop, Match end.
import { RULESETS } from './rulesets.ts';
import { checkVictoryAfterRemoval, type Sink } from './turn.ts';
import { nextFloat } from './random.ts';
import type { GameState, MatchState, Side } from './types.ts';

export const ACTIONS_PER_MATCH = 5;

export function sideOfSlot(m: MatchState, slot: number): Side {
  const other: Side = m.first === 'instigator' ? 'retaliator' : 'instigator';
  return slot % 2 === 0 ? m.first : other;
}

export function indexOf(m: MatchState, side: Side): number {
  return side === 'instigator' ? m.instigator : m.retaliator;
}

export function opponentOf(m: MatchState, index: number): number {
  return index === m.instigator ? m.retaliator : m.instigator;
}

/** Spends the acting combatant's Action (rule 36 counts moves, waits and rolls) and returns its number. */
export function spendAction(m: MatchState, side: Side): number {
  m.slot++;
  return ++m.used[side];
}

/** One D6: scripted results first, then the game's seeded stream. */
export function rollD6(g: GameState): number {
  if (g.diceUsed < g.dice.length) return g.dice[g.diceUsed++]!;
  const [state, value] = nextFloat(g.rng);
  g.rng = state;
  return 1 + Math.floor(value * 6);
}

/** Rules 28, 29, 32 (A5): the mover into contact is A and strikes Z at once, at no extra cost. */
export function strikeOnContact(g: GameState, m: MatchState, mover: number, out: Sink): void {
  m.locked = true;
  m.a = mover;
  m.z = opponentOf(m, mover);
  m.pending = m.z;
  if (out) {
    const a = g.combatants[m.a]!.id;
    const z = g.combatants[m.z]!.id;
    out.push({ type: 'strike', by: a, target: z, kind: 'move-and-strike', a, z, action: m.used[m.a === m.instigator ? 'instigator' : 'retaliator'], rules: RULESETS[g.ruleset].cite.contactStrike });
  }
}

/**
 * Ruling start-in-contact (A11): a pair already touching when Matched. The Instigator's combatant
 * strikes first and is A; `move-and-strike` spends its first Action on it, `free-strike` does not,
 * so the Retaliator's defence takes the first slot.
 */
export function openingStrike(g: GameState, m: MatchState, out: Sink, free: boolean): void {
  m.a = m.instigator;
  m.z = m.retaliator;
  m.pending = m.z;
  if (free) m.first = 'retaliator';
  else spendAction(m, 'instigator');
  if (out) {
    const a = g.combatants[m.a]!.id;
    const z = g.combatants[m.z]!.id;
    out.push({ type: 'strike', by: a, target: z, kind: free ? 'free-strike' : 'move-and-strike', a, z, action: free ? null : m.used.instigator, rules: RULESETS[g.ruleset].cite.openingStrike, rulings: ['start-in-contact'] });
  }
}

/**
 * Rules 33–35 (A6, A7): the combatant whose slot it is defends against the strike pending on it.
 * 5–6 fails and is removed; 1–4 holds and strikes back, so the strike now waits on the other.
 */
export function defend(g: GameState, m: MatchState, side: Side, out: Sink): void {
  const cite = RULESETS[g.ruleset].cite;
  const defender = indexOf(m, side);
  const other = opponentOf(m, defender);
  const action = spendAction(m, side);
  const roll = rollD6(g);
  const held = roll <= 4;
  const byZ = defender === m.z;
  if (out) out.push({ type: 'defence', id: g.combatants[defender]!.id, action, roll, held, rules: byZ ? cite.defenceByZ : cite.defenceByA });
  if (!held) {
    remove(g, defender, 'defeated', out, byZ ? cite.defeatedZ : cite.defeatedA);
    endMatch(g, m, other, out);
    return;
  }
  m.pending = other;
  if (out) {
    const a = g.combatants[m.a]!.id;
    const z = g.combatants[m.z]!.id;
    out.push({ type: 'strike', by: g.combatants[defender]!.id, target: g.combatants[other]!.id, kind: 'defence-and-strike', a, z, action, rules: byZ ? cite.strikeBackByZ : cite.strikeBackByA });
  }
  afterAction(g, m, out);
}

export function remove(g: GameState, index: number, reason: 'off-table' | 'defeated' | 'undefended', out: Sink, rules: readonly string[]): void {
  g.combatants[index]!.removed = true;
  if (out) out.push({ type: 'removed', id: g.combatants[index]!.id, reason, rules, ...(reason === 'undefended' ? { rulings: ['last-strike' as const] } : {}) });
}

/** Rule 37 (A9, A10): after an Action, the Match ends once both have spent all 5. */
export function afterAction(g: GameState, m: MatchState, out: Sink): void {
  if (m.slot < 2 * ACTIONS_PER_MATCH) return;
  if (m.pending < 0) {
    endMatch(g, m, -1, out);
    return;
  }
  // A strike is waiting on a combatant with no Action left to defend with.
  const cite = RULESETS[g.ruleset].cite;
  const striker = opponentOf(m, m.pending);
  if (g.rulings['last-strike'] === 'lands') {
    remove(g, m.pending, 'undefended', out, cite.lastStrike);
    endMatch(g, m, striker, out);
  } else {
    if (out) out.push({ type: 'strike-lost', by: g.combatants[striker]!.id, target: g.combatants[m.pending]!.id, rules: cite.lastStrike, rulings: ['last-strike'] });
    endMatch(g, m, -1, out);
  }
}

/** Rules 18, 19, 37: the Match is Resolved and both participants are Inert for the rest of the Turn. */
export function endMatch(g: GameState, m: MatchState, winner: number, out: Sink): void {
  g.combatants[m.instigator]!.inert = true;
  g.combatants[m.retaliator]!.inert = true;
  g.match = null;
  g.phase = 'pairing';
  if (out)
    out.push({
      type: 'match-end',
      turn: g.turn,
      match: m.number,
      winner: winner >= 0 ? g.combatants[winner]!.id : null,
      inert: [g.combatants[m.instigator]!.id, g.combatants[m.retaliator]!.id],
      rules: RULESETS[g.ruleset].cite.matchEnd,
    });
  if (winner >= 0) checkVictoryAfterRemoval(g, out);
}
