// The Match pairing widget's state and its changes. Set-up positions are checked by the engine's
// parseScenario; Matches are formed by the engine and resolved by engine policies, decision by decision.
import {
  withKeptKeys,
  advanceSession,
  fragment1,
  pending,
  playOn,
  startSession,
  type Session,
  withAtOnce,
  type Decision,
  type PolicyName,
  type Scenario,
  type Side,
  seedProblem,
  type SetupTools,
} from '../../engine/browser.ts';
import type { SharedState } from '../../shared/link-codec.ts';
import { inches } from './format.ts';
import { indexAfter, isOver, type Decide } from './session.ts';
import { linkRefused } from '../links/shared-link.ts';

// Fragment 1, with the strikes at once a version's settled rulings may ask for (they come with this chunk,
// which loads on the widget's first touch).
const PLAYED = withAtOnce(fragment1);

export interface PairingModel {
  /** The set-up: editable until the first Match is formed. */
  start: Scenario;
  policies: Record<Side, PolicyName>;
  colours: [number, number];
  session: Session;
  /** The reader pressed Next Match on a tie and must pick (rule 13). */
  asking: boolean;
  /** Seed for "Deploy at random". */
  seed: number;
  perSide: number;
  /** Said politely after a keyboard move, or why a spot is refused. */
  note: string;
  problem: string | null;
}

export type PairingAction =
  /** `tools` is the engine's set-up code and `zone` the deployment depth, passed in so they load only when needed. */
  | { type: 'move'; id: string; x: number; y: number; tools: SetupTools; zone: number }
  | { type: 'deploy'; scenario: Scenario }
  | { type: 'seed'; value: number }
  /** `decide` is the engine's policy function, loaded when the first Match is to be played. */
  | { type: 'next'; decide: Decide }
  | { type: 'pick'; decision: Decision; decide: Decide }
  | { type: 'policy'; side: Side; value: PolicyName }
  | { type: 'colour'; side: Side; value: number }
  | { type: 'reset' }
  | { type: 'load'; shared: SharedState }
  | { type: 'problem'; text: string | null };

export function initialPairing(start: Scenario, policies: Record<Side, PolicyName>, seed = 7): PairingModel {
  const perSide = start.combatants.filter((c) => c.side === 'instigator').length;
  return { start, policies, colours: [0, 1], session: startSession(start, [], PLAYED), asking: false, seed, perSide, note: '', problem: null };
}

/** Before the first Match is formed, bases may still be placed. */
export function inSetup(m: PairingModel): boolean {
  return m.session.decisions.length === 0 && !m.asking;
}

/**
 * How many of the engine's events the reader has seen. The engine runs ahead to the next decision
 * (it has already started the next Turn or formed the next Match); those events stay hidden until
 * Next Match is pressed.
 */
export function shownCount(m: PairingModel): number {
  const events = m.session.events;
  if (m.asking || isOver(m.session)) return events.length;
  let last = -1;
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i]!.type === 'match-end') {
      last = i;
      break;
    }
  if (last < 0) return 0;
  return events[last + 1]?.type === 'turn-end' ? last + 2 : last + 1;
}

/** Plays the Match now formed with the chosen policies until the engine reports its end. */
function resolve(s: Session, policies: Record<Side, PolicyName>, decide: Decide): Session {
  return playOn(
    s,
    (side, g) => decide(policies[side], g),
    (g, events, from) => pending(g).kind !== 'action' || indexAfter(events, 'match-end', from) >= 0,
  );
}

function withStart(m: PairingModel, start: Scenario, note = ''): PairingModel {
  return { ...m, start, session: startSession(start, [], PLAYED), asking: false, note, problem: null };
}

export function pairingReducer(m: PairingModel, a: PairingAction): PairingModel {
  switch (a.type) {
    case 'move': {
      if (!inSetup(m)) return m;
      const c = m.start.combatants.find((x) => x.id === a.id);
      if (!c) return m;
      const p = a.tools.placeInZone(m.session.state.params, a.zone, c.side, a.x, a.y);
      if (p.x === c.x && p.y === c.y) return m;
      try {
        const start = a.tools.parseScenario({ ...withKeptKeys(m.start), combatants: m.start.combatants.map((x) => (x.id === a.id ? { ...x, ...p } : x)) });
        return withStart(m, start, `${a.id} at ${inches(p.x, 2)} across, ${inches(p.y, 2)} from the Instigator's edge.`);
      } catch (error) {
        // Only overlaps can fail here; the base stays where it was.
        return { ...m, note: `${a.id} cannot go there: ${error instanceof Error ? error.message.replace(/^[^:]*: /, '') : 'not allowed'}.` };
      }
    }
    case 'deploy':
      return withStart(m, a.scenario, `Deployed at random from seed ${m.seed}.`);
    case 'seed':
      return seedProblem(a.value) === null ? { ...m, seed: a.value } : m;
    case 'next': {
      if (isOver(m.session) || m.asking) return m;
      if (pending(m.session.state).kind === 'pick-match') return { ...m, asking: true, note: '' };
      return { ...m, session: resolve(m.session, m.policies, a.decide), note: '' };
    }
    case 'pick': {
      if (!m.asking) return m;
      return { ...m, session: resolve(advanceSession(m.session, a.decision), m.policies, a.decide), asking: false };
    }
    case 'policy':
      return { ...m, policies: { ...m.policies, [a.side]: a.value } };
    case 'colour': {
      const colours: [number, number] = a.side === 'instigator' ? [a.value, m.colours[1]] : [m.colours[0], a.value];
      return colours[0] === colours[1] ? m : { ...m, colours };
    }
    case 'reset':
      return withStart(m, m.start);
    case 'load': {
      const s = a.shared;
      const policies = { ...m.policies };
      for (const side of ['instigator', 'retaliator'] as const) {
        const who = s.controllers?.[side];
        if (who === 'person')
          return { ...m, problem: linkRefused('Match pairing', 'it asks a person to play a side, and Matches here are played by policies') };
        if (who) policies[side] = who;
      }
      try {
        const seed = s.extra?.seed;
        if (seed !== undefined && seedProblem(seed) !== null) throw new Error(`its seed ${seedProblem(seed)}`);
        const session = startSession(s.scenario, s.decisions, PLAYED);
        return {
          ...m,
          start: s.scenario,
          policies,
          session,
          colours: s.colours ?? m.colours,
          seed: seed ?? m.seed,
          perSide: s.scenario.combatants.filter((c) => c.side === 'instigator').length,
          // A link made while the reader was picking a tie reopens at that pick.
          asking: s.extra?.asking === 1 && pending(session.state).kind === 'pick-match',
          note: '',
          problem: null,
        };
      } catch (error) {
        return { ...m, problem: linkRefused('Match pairing', error instanceof Error ? error.message : String(error)) };
      }
    }
    case 'problem':
      return { ...m, problem: a.text };
  }
}

export function sharedOfPairing(m: PairingModel): SharedState {
  return {
    scenario: m.start,
    decisions: [...m.session.decisions],
    controllers: m.policies,
    colours: m.colours,
    extra: { seed: m.seed, ...(m.asking ? { asking: 1 } : {}) },
  };
}
