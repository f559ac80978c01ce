// The server's one use of the engine and the widgets' code: a share link replayed as the Game widget
// replays it (its link codec, then the engine's session replay). Nothing else under src/server/ imports
// src/engine/ or src/widgets/ at run time (the record schema uses the engine's checks, not its play).
import { decodeState, linkProblem } from '../widgets/links/codec.ts';
import { startSession } from '../engine/play.ts';
import { loadAllSystems } from '../engine/all-systems.ts';
import type { KnownVersion } from './records/schema.ts';

// Every system's full value, loaded once when the server first imports this module.
const systems = await loadAllSystems();

export type Replayed = { ok: true; decisions: number; over: boolean } | { ok: false; problem: string };

/** A widget's share link (full address or path): the one `w.<anchor>` parameter it carries, decoded and replayed. */
export function replayLink(link: string, version?: KnownVersion): Replayed {
  let params: URLSearchParams;
  try {
    params = new URL(link, 'http://localhost').searchParams;
  } catch {
    return { ok: false, problem: 'it is not an address' };
  }
  const states = [...params.keys()].filter((k) => k.startsWith('w.'));
  if (states.length !== 1)
    return { ok: false, problem: states.length === 0 ? "it carries no widget's game (a w.… parameter)" : 'it carries more than one widget' };
  try {
    const shared = decodeState(params.get(states[0]!)!);
    if (version && shared.scenario.ruleset !== version.ruleset)
      return { ok: false, problem: `it plays the rules of ${shared.scenario.ruleset}, not those of ${version.id} (${version.ruleset})` };
    // A link may play any turn system: its full value.
    const session = startSession(shared.scenario, shared.decisions, systems.of(shared.scenario.system));
    return { ok: true, decisions: session.decisions.length, over: session.state.phase === 'over' };
  } catch (error) {
    return { ok: false, problem: linkProblem(error) };
  }
}
