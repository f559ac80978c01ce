// A game as a reader holds it: a scenario and the decisions made so far. State and events are what the
// engine derives from those two, so a session replays, is shared by a link and steps back exactly. Every
// widget, the server's replays and the presets' openings go through these few functions.
import { newGame, pending, replay, step } from './game.ts';
import type { Scenario } from '../setup/scenario.ts';
import type { Decision, GameEvent, GameState, Side, TurnSystem } from '../core/types.ts';

export interface Session {
  readonly scenario: Scenario;
  readonly decisions: readonly Decision[];
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Replays `decisions` on `scenario` played by `system` (newGame's); throws IllegalDecision where one is not allowed. */
export function startSession(scenario: Scenario, decisions: readonly Decision[] = [], system?: TurnSystem): Session {
  const { state, events } = decisions.length === 0 ? newGame(scenario, system) : replay(scenario, decisions, system);
  return { scenario, decisions: [...decisions], state, events };
}

/** One decision on, by step(): the old session is left as it was. */
export function advanceSession(s: Session, d: Decision): Session {
  const { state, events } = step(s.state, d);
  return { scenario: s.scenario, decisions: [...s.decisions, d], state, events: [...s.events, ...events] };
}

/** Back to the previous decision point: the same game replayed with one decision fewer. */
export function backSession(s: Session): Session {
  return s.decisions.length === 0 ? s : startSession(s.scenario, s.decisions.slice(0, -1), s.state.system);
}

/**
 * Decisions made by `choose` for the side to decide, until `stop` (asked before each, with every event so
 * far and the index of the first one since `s`) says enough or the game is over: one new session at the
 * end, not one a decision. `stepped`, if given, sees each step as it is played: the state before it (no
 * longer changed), the decision and the events it brought.
 */
export function playOn(
  s: Session,
  choose: (side: Side, g: GameState) => Decision,
  stop: (g: GameState, events: readonly GameEvent[], from: number) => boolean = () => false,
  stepped?: (before: GameState, decision: Decision, events: readonly GameEvent[]) => void,
): Session {
  let state = s.state;
  const decisions = [...s.decisions];
  const events = [...s.events];
  const from = events.length;
  for (let p = pending(state); p.kind !== 'over' && !stop(state, events, from); p = pending(state)) {
    const d = choose(p.side, state);
    const next = step(state, d);
    stepped?.(state, d, next.events);
    state = next.state;
    decisions.push(d);
    events.push(...next.events);
  }
  return { scenario: s.scenario, decisions, state, events };
}
