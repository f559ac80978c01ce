// A game as the widgets hold it: a scenario plus the decisions made so far. Everything else (state,
// events) is what the engine derives from those two, so a session replays, shares and steps back exactly.
import { newGame, pending, replay, step } from '../../engine/play.ts';
import type { Decision, GameEvent, GameState, PolicyName, Scenario, Side } from '../../engine/index.ts';
import type { Controller } from './types.ts';

export interface Session {
  readonly scenario: Scenario;
  readonly decisions: readonly Decision[];
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Replays `decisions` on `scenario`; throws the engine's IllegalDecision if one is not allowed. */
export function startSession(scenario: Scenario, decisions: readonly Decision[] = []): Session {
  const { state, events } = decisions.length === 0 ? newGame(scenario) : replay(scenario, decisions);
  return { scenario, decisions: [...decisions], state, events };
}

/** One decision on, by engine.step: the old session is left as it was. */
export function advanceSession(s: Session, d: Decision): Session {
  const { state, events } = step(s.state, d);
  return { scenario: s.scenario, decisions: [...s.decisions, d], state, events: [...s.events, ...events] };
}

/** Back to the previous decision point: the same game replayed with one decision fewer. */
export function backSession(s: Session): Session {
  return s.decisions.length === 0 ? s : startSession(s.scenario, s.decisions.slice(0, -1));
}

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
