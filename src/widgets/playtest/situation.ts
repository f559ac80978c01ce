// A question's attached position (a widget's share link), read the way the Game widget reads it: decoded,
// replayed by the engine, and told in the engine's own sentences with the rules each one cites, so a
// reader sees what the engine does there before asking the designer. Loaded only when a question carries
// a link (the form imports it on demand), so the form's page stays light.
import { decodeState, linkProblem, linkState } from '../../shared/link-codec.ts';
import { pending, startSession, describeEvent, type GameEvent } from '../../engine/browser.ts';
import { loadSystem } from '../../engine/systems.ts';

/** At most this many of the last sentences: what happened at the position, not the whole game. */
const SHOWN = 6;

export interface SituationLine {
  text: string;
  /** Stable ids of the rules the engine cites for it. */
  rules: readonly string[];
  /** The open questions (engine readings) it applied. */
  readings: readonly string[];
}

export type Situation = { ok: true; ruleset: string; lines: SituationLine[]; next: string } | { ok: false; problem: string };

const SIDE = { instigator: 'the Instigator', retaliator: 'the Retaliator', draw: 'nobody' } as const;

export async function readSituation(link: string): Promise<Situation> {
  const state = linkState(link, 'position');
  if (!state.ok) return state;
  try {
    const shared = decodeState(state.encoded);
    const system = await loadSystem(shared.scenario.system ?? 'fragment1');
    const session = startSession(shared.scenario, shared.decisions, system);
    const say = (e: GameEvent) => describeEvent(e, shared.scenario.ruleset, session.state.params, system.sentences);
    const lines = session.events.slice(-SHOWN).map((e) => ({ text: say(e), rules: e.rules, readings: e.readings ?? [] }));
    const p = pending(session.state);
    const next =
      p.kind === 'over'
        ? `The game is over: ${p.winner === 'draw' ? 'a draw' : `${SIDE[p.winner]} won`}.`
        : p.kind === 'pick-match'
          ? 'Next, the Instigator picks the pair for the next Match.'
          : p.kind === 'action'
            ? `Next, ${p.combatant} (${SIDE[p.side]}) takes Action ${p.action} against ${p.opponent}.`
            : 'Next, the turn system asks for its own decision.';
    return { ok: true, ruleset: shared.scenario.ruleset, lines, next };
  } catch (error) {
    return { ok: false, problem: linkProblem(error) };
  }
}
