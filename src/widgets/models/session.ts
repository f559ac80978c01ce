// What the widgets ask of a session (the engine's: startSession, advanceSession, backSession, playOn in
// engine/play/session.ts): whether a policy makes the next decision, whether the game is over, where an event falls.
import { pending, type Session, type Decision, type GameEvent, type GameState, type PolicyName, type Side } from '../../engine/browser.ts';
import type { Controller } from '../../shared/link-codec.ts';

/** engine.decide, handed in by widgets that load the policies on demand. */
export type Decide = (policy: PolicyName, g: GameState) => Decision;

/** The policy playing the side to decide (the Instigator picks ties), or null when the reader must (or nobody can). */
export function policyToAct(s: Session, controllers: Record<Side, Controller>): PolicyName | null {
  const p = pending(s.state);
  const who = p.kind === 'over' ? 'person' : controllers[p.side];
  return who === 'person' ? null : who;
}

export function isOver(s: Session): boolean {
  return pending(s.state).kind === 'over';
}

/** Index just past the first event of `type` at or after `from`, or -1. */
export function indexAfter(events: readonly GameEvent[], type: GameEvent['type'], from = 0): number {
  for (let i = from; i < events.length; i++) if (events[i]!.type === type) return i + 1;
  return -1;
}
