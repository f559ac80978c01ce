// The steps every turn system shares around its Matches and Turns (what boardgame.io's flow does once
// for every game): closing a Match, the turn-limit draw, and citing a system's steps on the shared
// layers' events. Each exists here once (the rest, for systems other than Fragment 1: removals.ts).
import { recording, type GameState, type MatchState, type Sink, type StepId } from '../core/types.ts';
import { endGame } from '../table/outcome.ts';

/** What an event no Fragment 1 rule produced cites among the rules: nothing (its steps say why). */
export const NO_RULES: readonly string[] = [];

/** Where the events recorded from now on start (0 on the quiet path). */
export function mark(out: Sink): number {
  return recording(out) ? out.length : 0;
}

/** Gives the events recorded since `from` that cite no step yet (the shared layers') these steps. */
export function citing(out: Sink, steps: readonly StepId[], from: number): void {
  if (!recording(out)) return;
  for (let k = from; k < out.length; k++) out[k]!.steps ??= steps;
}

/**
 * The ruling turn-limit: once `g.turn` Turns are played, the game is a draw (rule 22's limit, WS8, WW8).
 * The draw cites `rules` and, for a system with steps, `steps`. Returns whether the game ended.
 */
export function turnLimitDraw(g: GameState, out: Sink, rules: readonly string[], steps?: readonly StepId[]): boolean {
  if (g.turn < g.rulings['turn-limit']) return false;
  const from = mark(out);
  endGame(g, 'draw', out, rules, true);
  if (steps) citing(out, steps, from);
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
  else if (out) {
    out.matches++;
    if (m.winner < 0 && !fell) out.matchesBothStand++;
  }
  return m.winner >= 0 || fell;
}
