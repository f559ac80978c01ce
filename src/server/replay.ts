// The server's one use of the engine and the widgets' code: a share link replayed as the Game widget
// replays it (its link codec, then the engine's session replay). Nothing else under src/server/ imports
// src/engine/ or src/widgets/ at run time (the record schema uses the engine's checks, not its play).
// It also asks the engine's deployment whether a report's set-up can be played at all.
import { decodeState, linkProblem, linkState } from '../shared/link-codec.ts';
import { startSession, loadAllSystems, type AllSystems, deploymentProblem, type Params, type RulesetId } from '../engine/index.ts';
import type { GameReport, KnownVersion } from '../shared/record-schema.ts';

// Every system of the one list, loaded once when the server first imports this module: what a link is
// replayed with unless the caller gives its own (a test's longer list).
const THE_LOADED = await loadAllSystems();

export type Replayed = { ok: true; decisions: number; over: boolean } | { ok: false; problem: string };

/**
 * A widget's share link (full address or path): the one `w.<anchor>` parameter it carries, decoded and
 * replayed, its system one of `systems`.
 */
export function replayLink(link: string, version?: KnownVersion, systems: AllSystems = THE_LOADED): Replayed {
  const state = linkState(link, 'game (a w.… parameter)');
  if (!state.ok) return state;
  try {
    const shared = decodeState(state.encoded, systems.systems);
    if (version && shared.scenario.ruleset !== version.ruleset)
      return { ok: false, problem: `it plays the rules of ${shared.scenario.ruleset}, not those of ${version.id} (${version.ruleset})` };
    // A link may play any turn system: its full value.
    const session = startSession(shared.scenario, shared.decisions, systems.of(shared.scenario.system));
    return { ok: true, decisions: session.decisions.length, over: session.state.phase === 'over' };
  } catch (error) {
    return { ok: false, problem: linkProblem(error) };
  }
}

/**
 * Whether the engine can set up a reported game: its bases a side on its table, asked of the engine's
 * own deployment (rules 4–7, deploymentProblem), so a stored report never holds a setting the build's
 * predictions cannot play. The problem (after `field "perSide"`) names what would fit on that table.
 */
export function deployProblem(r: Pick<GameReport, 'system' | 'perSide' | 'params' | 'rulings'>, version: KnownVersion): string | undefined {
  const { table, ...rest } = { ...version.params, ...r.params } as Partial<Params>;
  const found = deploymentProblem({ ruleset: version.ruleset as RulesetId, system: r.system, perSide: r.perSide, ...(table ? { table } : {}), params: rest });
  if (!found) return undefined;
  return found.field === 'perSide' ? found.problem : `is ${r.perSide}: the engine cannot set the game up (${found.field}: ${found.problem})`;
}
