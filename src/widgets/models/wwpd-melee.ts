// The engine's WWPD Melee for the WWPD groups widget, loaded when the reader first resolves a Melee (or a
// shared link has resolved some): the table is the engine's initialState, each Melee its resolveMeleeOf
// on the seeded stream, in the order the reader resolved them.
import { initialState, resolveMeleeOf, wwpd, type GameEvent, type Scenario } from '../../engine/browser.ts';
import type { MeleeEvent, Played } from './wwpd-model.ts';

export function playMelees(start: Scenario, resolved: readonly string[]): Played {
  const state = initialState(start, wwpd);
  const events: GameEvent[] = [];
  let from = 0;
  for (const first of resolved) {
    from = events.length;
    resolveMeleeOf(state, first, events);
  }
  return { combatants: state.combatants, events: events as MeleeEvent[], from, over: state.phase === 'over' };
}
