// The one turn loop every turn system plays by (boardgame.io's flow, once for all): a system gives its
// steps (what starts a Turn, what ends a Match, the next step inside a Turn) and this runs them until a
// decision is asked or the game is over. No system writes a loop of its own.
import type { GameState, MatchState, Sink } from '../core/types.ts';

export interface FlowSteps {
  /** Phase `turn-start`: start the next Turn, or end the game before it (the turn-limit draw, a victory noticed now). */
  startTurn(g: GameState, out: Sink): void;
  /** A Match is over (phase `match`): close it and see whether the game is won. Given by every system that opens Matches (openMatch). */
  endMatch?(g: GameState, m: MatchState, out: Sink): void;
  /** The next step inside a Turn: true when one was taken and the flow goes on, false when it waits for a decision. */
  next(g: GameState, out: Sink): boolean;
}

/** Plays `g` on by `steps` until a decision is asked (the Match's next Action included) or the game is over. */
export function runFlow(steps: FlowSteps, g: GameState, out: Sink): void {
  for (;;) {
    if (g.phase === 'over') return;
    if (g.phase === 'match') {
      const m = g.match!;
      if (!m.over) return; // the Match waits for its next Action
      steps.endMatch!(g, m, out);
      continue;
    }
    if (g.phase === 'turn-start') {
      steps.startTurn(g, out);
      continue;
    }
    if (!steps.next(g, out)) return;
  }
}

/** A turn system's `advance`, played by `steps`. */
export function flow(steps: FlowSteps): (g: GameState, out: Sink) => void {
  return (g, out) => runFlow(steps, g, out);
}
