// The steps every turn system shares around its Matches and Turns (what boardgame.io's flow does once
// for every game): opening and closing a Match and the turn-limit draw, each here once. What only the
// other systems share (citing their steps, victory after a removal, leaving the table) is in
// removals.ts, so a page that plays only Fragment 1 does not load it.
import { recording, type GameEvent, type GameState, type MatchState, type Sink, type StepId, type TableState } from '../core/types.ts';
import { gap, inContact } from '../core/geometry.ts';
import { RULESETS } from '../core/rulesets.ts';
import { endGame } from '../table/outcome.ts';
import { newMatch, startInContact, startMatch } from '../match/combat.ts';

/**
 * The reading turn-limit: once `g.turn` Turns are played, the game is a draw (rule 22's limit, WS8, WW8).
 * The draw cites `rules` and, for a system with steps, `steps`. Returns whether the game ended.
 */
export function turnLimitDraw(g: GameState, out: Sink, rules: readonly string[], steps?: readonly StepId[]): boolean {
  if (g.turn < g.readings['turn-limit']) return false;
  endGame(g, 'draw', out, rules, true);
  // endGame records one event, the draw.
  if (steps && recording(out)) out[out.length - 1]!.steps ??= steps;
  return true;
}

/**
 * Rules 10, 14, 16, 17: Match the pair; the Instigator's combatant acts first, `actions` each. A pair
 * already touching is locked at once (reading start-in-contact, A11). `number` counts the Matches of
 * this Turn, `tied` how many pairs were tied for this one (1 when none), and `rules` is what the system
 * cites for forming it; contact at the start adds its own.
 */
export function openMatch(g: TableState, i: number, r: number, number: number, tied: number, rules: readonly string[], out: Sink): MatchState {
  const a = g.combatants[i]!;
  const b = g.combatants[r]!;
  const locked = inContact(a, b, g.params.base);
  // A quiet game's closed Match (closeMatch) is taken rather than a new one made: a simulation opens about
  // ten Matches a game, and making them was most of what it allocated. It stays in the state's scratch,
  // so it passes from game to game only within one run's state.
  const scratch = g.scratch;
  const m = scratch.spare ? startMatch(scratch.spare, number, i, r, locked) : newMatch(number, i, r, locked);
  scratch.spare = null;
  scratch.way.m = null; // m may be the closed Match's object, on which the bases in its way were kept
  g.match = m;
  g.phase = 'match';
  if (recording(out)) recordMatchStart(g, m, tied, rules, out);
  startInContact(g, m, out);
  return m;
}

// Built apart from openMatch, which stays small enough to be compiled into a turn system's step.
function recordMatchStart(g: TableState, m: MatchState, tied: number, rules: readonly string[], out: GameEvent[]): void {
  const a = g.combatants[m.instigator]!;
  const b = g.combatants[m.retaliator]!;
  out.push({
    type: 'match-start',
    turn: g.turn,
    match: m.number,
    instigator: a.id,
    retaliator: b.id,
    distance: Math.max(0, gap(a, b, g.params.base)),
    tied,
    inContact: m.locked,
    rules: m.locked ? [...rules, ...RULESETS[g.ruleset].cite.startsInContact] : rules,
    ...(m.locked ? { readings: ['start-in-contact' as const] } : {}),
  });
}

/**
 * Rules 18, 19, 37: the Match is Resolved and both participants are Inert for the rest of the Turn (in
 * WarSpike, they have acted and reacted). Recorded, or counted on the quiet path. Returns whether anyone
 * fell, so the caller checks for victory.
 */
export function closeMatch(g: GameState, m: MatchState, out: Sink, rules: readonly string[]): boolean {
  // No Winner, yet both removed: a double knock-out under simultaneous strikes (S3).
  const fell = m.winner < 0 && g.combatants[m.instigator]!.removed;
  const decided = m.winner >= 0 || fell;
  g.combatants[m.instigator]!.inert = true;
  g.combatants[m.retaliator]!.inert = true;
  g.match = null;
  g.phase = 'pairing';
  if (recording(out))
    out.push({
      type: 'match-end',
      turn: g.turn,
      match: m.number,
      winner: m.winner >= 0 ? g.combatants[m.winner]!.id : null,
      inert: [g.combatants[m.instigator]!.id, g.combatants[m.retaliator]!.id],
      ...(fell ? { bothFell: true as const } : {}),
      rules,
    });
  else {
    if (out) {
      out.matches++;
      if (m.winner < 0 && !fell) out.matchesBothStand++;
    }
    // A quiet game's closed Match is read no more: the next Match opened takes its object. A recorded
    // game never gives its Match back, so nothing a reader's widget or history holds is reused.
    g.scratch.spare = m;
  }
  return decided;
}
