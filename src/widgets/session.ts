// A game as the widgets hold it: a scenario plus the decisions made so far. Everything else (state,
// events) is what the engine derives from those two, so a session replays, shares and steps back exactly.
import { newGame, pending, replay, step } from '../engine/game.ts';
import { decide, decidingSide } from '../engine/policies.ts';
import type { Decision, GameEvent, GameState, Scenario, Side } from '../engine/index.ts';
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

/** The side whose decision the engine is waiting for, or null once the game is over. */
export function sideToDecide(s: Session): Side | null {
  return s.state.phase === 'over' ? null : decidingSide(s.state);
}

/** The policy's decision if a policy plays the side to decide; null when the reader must (or nobody can). */
export function policyDecision(s: Session, controllers: Record<Side, Controller>): Decision | null {
  const side = sideToDecide(s);
  if (!side) return null;
  const who = controllers[side];
  return who === 'person' ? null : decide(who, s.state);
}

export function isOver(s: Session): boolean {
  return pending(s.state).kind === 'over';
}

/** Index just past the first event of `type` at or after `from`, or -1. */
export function indexAfter(events: readonly GameEvent[], type: GameEvent['type'], from = 0): number {
  for (let i = from; i < events.length; i++) if (events[i]!.type === type) return i + 1;
  return -1;
}
