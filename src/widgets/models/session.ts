// What the widgets ask of a session (the engine's: startSession, advanceSession, backSession, playOn in
// engine/play.ts): whose decision it is, whether a policy makes it, where an event falls.
import { pending, type Session } from '../../engine/play.ts';
import type { Decision, GameEvent, GameState, PolicyName, Side } from '../../engine/index.ts';
import type { Controller } from './types.ts';

/** engine.decide, handed in by widgets that load the policies on demand. */
export type Decide = (policy: PolicyName, g: GameState) => Decision;

/** The side whose decision the engine is waiting for (the Instigator picks ties), or null once the game is over. */
export function sideToDecide(s: Session): Side | null {
  const p = pending(s.state);
  return p.kind === 'over' ? null : p.side;
}

/** The policy playing the side to decide, or null when the reader must (or nobody can). */
export function policyToAct(s: Session, controllers: Record<Side, Controller>): PolicyName | null {
  const side = sideToDecide(s);
  const who = side ? controllers[side] : 'person';
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
