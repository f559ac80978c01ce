// The engine's policies (and the Match solver behind `optimal`), loaded when a policy is first asked
// to decide (Play, Step, Next Match, or a policy answering the reader), not with the page.
// WarSpike's best-odds pairing needs the solver, which the policies load anyway: provided with them.
// Finishing a game (the Game's "Finish the game") needs the policies too, so it travels with them.
import '../../engine/warspike.ts';
import { pending, step } from '../../engine/play.ts';
import type { Decision, GameState, Side } from '../../engine/index.ts';
import type { Session } from './session.ts';
export { decide } from '../../engine/policies.ts';

/** Every decision left, each made by `choose`, until the game is over: one session at the end, not one a decision. */
export function finishSession(s: Session, choose: (side: Side, g: GameState) => Decision): Session {
  let state = s.state;
  const decisions = [...s.decisions];
  const events = [...s.events];
  for (let p = pending(state); p.kind !== 'over'; p = pending(state)) {
    const d = choose(p.side, state);
    const next = step(state, d);
    state = next.state;
    decisions.push(d);
    events.push(...next.events);
  }
  return { scenario: s.scenario, decisions, state, events };
}

