// The steps every turn system shares around its Matches and Turns (what boardgame.io's flow does once
// for every game): closing a Match and the turn-limit draw, each here once. What only the other systems
// share (citing their steps, victory after a removal, leaving the table) is in removals.ts, so a page
// that plays only Fragment 1 does not load it.
import { recording, type GameState, type MatchState, type Sink, type StepId } from '../core/types.ts';
import { endGame } from '../table/outcome.ts';
import { releaseMatch } from '../match/combat.ts';

/**
 * The ruling turn-limit: once `g.turn` Turns are played, the game is a draw (rule 22's limit, WS8, WW8).
 * The draw cites `rules` and, for a system with steps, `steps`. Returns whether the game ended.
 */
export function turnLimitDraw(g: GameState, out: Sink, rules: readonly string[], steps?: readonly StepId[]): boolean {
  if (g.turn < g.rulings['turn-limit']) return false;
  endGame(g, 'draw', out, rules, true);
  // endGame records one event, the draw.
  if (steps && recording(out)) out[out.length - 1]!.steps ??= steps;
  return true;
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
    // A quiet game's closed Match is read no more: the next Match opened takes its object.
    releaseMatch(m);
  }
  return decided;
}
