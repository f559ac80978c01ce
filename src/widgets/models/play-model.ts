// The one state object behind the Match and Game widgets, and the only ways it changes.
// Controls dispatch actions; the render reads the model. Every game fact comes from the engine session.
import {
  advanceSession,
  backSession,
  fragment1,
  IllegalDecision,
  startSession,
  type Session,
  withAtOnce,
  type Decision,
  type PolicyName,
  type ReadingId,
  type Readings,
  type Scenario,
  type Side,
  type TurnSystem,
} from '../../engine/browser.ts';
import type { SharedState } from '../../shared/link-codec.ts';
import type { Controller } from '../../shared/link-codec.ts';
import { indexAfter, isOver, policyToAct, type Decide } from './session.ts';

export interface PlayModel {
  /** The starting position: ruleset, readings, seed, dice, combatants. */
  scenario: Scenario;
  controllers: Record<Side, Controller>;
  session: Session;
  /** Policies play their sides on their own while this is on. */
  running: boolean;
  /** The Match widget stops when its Match ends; the Game widget plays on to the end. */
  until: 'match-end' | 'game-end';
  colours: [number, number];
  /** Widget settings that travel in links (speed). */
  extra: Record<string, number>;
  /** Shown in an alert: why a link or a change could not be used. */
  problem: string | null;
}

export type PlayAction =
  | { type: 'decide'; decision: Decision }
  /** A policy's move: on its own while running (tick), or by hand (step). `decide` is the engine's, loaded on demand. */
  | { type: 'tick'; decide: Decide }
  | { type: 'step'; decide: Decide }
  /** The rest of the game at once: `finish` plays it (the engine's playOn with the policies, loaded on demand). */
  | { type: 'finish'; finish: (s: Session) => Session }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'back' }
  | { type: 'reset' }
  | { type: 'controller'; side: Side; value: Controller }
  | { type: 'reading'; id: ReadingId; value: string | number }
  | { type: 'scenario'; scenario: Scenario }
  | { type: 'colour'; side: Side; value: number }
  | { type: 'extra'; key: string; value: number }
  /** A shared link's state (play-load.ts, loaded with the link's codec): the model it gives, or the refusal. */
  | { type: 'load'; apply: (m: PlayModel) => PlayModel }
  | { type: 'problem'; text: string | null };

export function initialPlay(
  scenario: Scenario,
  controllers: Record<Side, Controller>,
  until: PlayModel['until'],
  colours: [number, number] = [0, 1],
  extra: Record<string, number> = {},
  played: TurnSystem = fragment1,
): PlayModel {
  // The turn system the widget plays (its session's state holds it), with the strikes at once, which a
  // setting, a link or a version's settled rulings may ask for: they come with this model's chunk, which
  // its islands load on their first touch.
  const session = startSession(scenario, [], withAtOnce(played));
  return { scenario, controllers, session, running: false, until, colours, extra, problem: null };
}

/** No more decisions in this widget: its Match is over, or the game is. */
export function finished(m: PlayModel): boolean {
  return isOver(m.session) || (m.until === 'match-end' && indexAfter(m.session.events, 'match-end') >= 0);
}

/** The policy that plays the next decision, if a policy does and the widget is not finished. */
export function pendingPolicy(m: PlayModel): PolicyName | null {
  return finished(m) ? null : policyToAct(m.session, m.controllers);
}

/** The session `next` makes, or the engine's reason it could not (a decision not allowed). */
function apply(m: PlayModel, next: () => Session): PlayModel {
  try {
    const done = { ...m, session: next(), problem: null };
    return finished(done) ? { ...done, running: false } : done;
  } catch (error) {
    if (error instanceof IllegalDecision) return { ...m, running: false, problem: error.message };
    throw error;
  }
}

/** The same decisions on a changed starting position; if they no longer fit, start again and say so. */
function restart(m: PlayModel, scenario: Scenario, keepDecisions: boolean): PlayModel {
  if (keepDecisions && m.session.decisions.length > 0) {
    try {
      return { ...m, scenario, session: startSession(scenario, m.session.decisions, m.session.state.system), running: false, problem: null };
    } catch (error) {
      if (!(error instanceof IllegalDecision)) throw error;
      return {
        ...m,
        scenario,
        session: startSession(scenario, [], m.session.state.system),
        running: false,
        problem: `The decisions so far are not possible with this change (${error.message}), so the game starts again.`,
      };
    }
  }
  return { ...m, scenario, session: startSession(scenario, [], m.session.state.system), running: false, problem: null };
}

export function playReducer(m: PlayModel, a: PlayAction): PlayModel {
  switch (a.type) {
    case 'decide':
      // A reader's decision also sets the policies going, so a policy opponent answers it.
      return finished(m) ? m : apply({ ...m, running: true }, () => advanceSession(m.session, a.decision));
    case 'tick': {
      const policy = m.running ? pendingPolicy(m) : null;
      return policy ? apply(m, () => advanceSession(m.session, a.decide(policy, m.session.state))) : m;
    }
    case 'step': {
      // One policy decision, by hand: autoplay stays off.
      const policy = pendingPolicy(m);
      return policy ? apply({ ...m, running: false }, () => advanceSession(m.session, a.decide(policy, m.session.state))) : m;
    }
    case 'finish':
      return finished(m) ? m : apply({ ...m, running: false }, () => a.finish(m.session));
    case 'play':
      return finished(m) ? m : { ...m, running: true };
    case 'pause':
      return { ...m, running: false };
    case 'back':
      return { ...m, session: backSession(m.session), running: false, problem: null };
    case 'reset':
      return restart(m, m.scenario, false);
    // The settings never offer `optimal` beside strikes at once (S4), nor strikes at once beside `optimal`.
    case 'controller':
      return { ...m, controllers: { ...m.controllers, [a.side]: a.value } };
    case 'reading': {
      const readings = { ...m.scenario.readings, [a.id]: a.value } as Partial<Readings>;
      return restart(m, { ...m.scenario, readings }, true);
    }
    case 'scenario':
      return restart(m, a.scenario, false);
    case 'colour': {
      const colours: [number, number] = a.side === 'instigator' ? [a.value, m.colours[1]] : [m.colours[0], a.value];
      return colours[0] === colours[1] ? m : { ...m, colours };
    }
    case 'extra':
      return { ...m, extra: { ...m.extra, [a.key]: a.value } };
    case 'load':
      return a.apply(m);
    case 'problem':
      return { ...m, problem: a.text };
  }
}

/** What "Copy link" puts in the address. */
export function sharedOf(m: PlayModel): SharedState {
  return { scenario: m.scenario, decisions: [...m.session.decisions], controllers: m.controllers, colours: m.colours, extra: m.extra };
}
