// The WAR widget's one state object (system `war`, turn-systems.md WA1–WA8): a seeded table, a policy for
// each side, and the game so far. The reader steps it by whole activations, whole rounds or to the end;
// every decision is the engine's policy's, so a seed and two policies name one game exactly. The view
// below is read off the engine's state and events: nothing here rolls, draws or counts on its own.
// Importing war.ts also provides the system to the engine (systems/index.ts).
import { actOf, war } from '../../engine/war.ts';
import { WAR_STEPS } from '../../engine/steps.ts';
import { legalDecisions, newGame, pending, step } from '../../engine/play.ts';
import type { Decision, GameEvent, GameState, Scenario, Side, WarState } from '../../engine/index.ts';
// session.ts's Session, not its functions: importing those here moved chunk boundaries and added bytes to
// every Match page's script (they share session.ts with this widget).
import type { Session } from './session.ts';

/** The policies a side may play here: `optimal` is left out, as WAR has no exact solution (it would play as aggressive). */
export const WAR_POLICIES = ['aggressive', 'counter', 'wait', 'random'] as const;
export type WarPolicy = (typeof WAR_POLICIES)[number];

export interface WarModel {
  scenario: Scenario;
  policies: Record<Side, WarPolicy>;
  session: Session;
}

export type WarAction =
  | { type: 'activation' }
  | { type: 'round' }
  | { type: 'end' }
  | { type: 'reset' }
  /** A new table (a new seed): the game starts again. */
  | { type: 'scenario'; scenario: Scenario }
  /** A side's policy changes what the game is: it starts again, so seed and policies still name it. */
  | { type: 'policy'; side: Side; value: WarPolicy };

export function initialWar(scenario: Scenario, policies: Record<Side, WarPolicy>): WarModel {
  return { scenario, policies, session: { scenario, decisions: [], ...newGame(scenario) } };
}

const other = (side: Side): Side => (side === 'instigator' ? 'retaliator' : 'instigator');

/** The decision the side to decide makes by its policy: the engine's decide(), without loading the Match solver (WAR has no Matches). */
export function policyDecision(policies: Record<Side, WarPolicy>, g: GameState): Decision {
  const p = pending(g);
  if (p.kind === 'over') throw new Error('the game is over');
  return war.choose(policies[p.side], g, legalDecisions(g), policies[other(p.side)]);
}

const activations = (events: readonly GameEvent[]) => events.reduce((n, e) => n + (e.type === 'activated' ? 1 : 0), 0);

/** Policy decisions until `done` says stop (checked before each) or the game ends: one list of events, built once. */
function playOn(m: WarModel, done: (g: GameState, events: readonly GameEvent[]) => boolean): WarModel {
  let { state } = m.session;
  const events = [...m.session.events];
  const decisions = [...m.session.decisions];
  while (pending(state).kind !== 'over' && !done(state, events)) {
    const d = policyDecision(m.policies, state);
    const next = step(state, d);
    state = next.state;
    events.push(...next.events);
    decisions.push(d);
  }
  return { ...m, session: { scenario: m.session.scenario, decisions, state, events } };
}

/**
 * One activation played out: the next combatant's (or the one under way's) every Action. It stops before
 * the following activation's first decision, which may be a choice of combatant or, where the engine
 * activates the only candidate unasked (reading wa-one-choice), that combatant's first Action.
 */
function nextActivation(m: WarModel): WarModel {
  const started = activations(m.session.events);
  const target = pending(m.session.state).kind === 'activation-action' ? started : started + 1;
  return playOn(m, (g, events) => {
    const n = activations(events);
    return n > target || (n === target && pending(g).kind === 'activate-combatant');
  });
}

export function warReducer(m: WarModel, a: WarAction): WarModel {
  switch (a.type) {
    case 'activation':
      return nextActivation(m);
    case 'round': {
      const round = m.session.state.turn;
      return playOn(m, (g) => g.turn !== round);
    }
    case 'end':
      return playOn(m, () => false);
    case 'reset':
      return initialWar(m.scenario, m.policies);
    case 'scenario':
      return initialWar(a.scenario, m.policies);
    case 'policy':
      return initialWar(m.scenario, { ...m.policies, [a.side]: a.value });
  }
}

// ---- what the reader sees ----

/** An act's name as the spec titles it (WA3–WA5): "Act 2, Fog of War". */
export function actTitle(act: number): string {
  return WAR_STEPS.find((s) => s.id === `wa-act-${act}`)!.title;
}

export interface Draw {
  side: Side;
  /** The bag before this draw. */
  bag: Record<Side, number>;
}

export interface ActivationView {
  id: string;
  side: Side;
  actions: number;
  /** Act 3's D6 (WA5), when rolled. */
  roll?: number;
  /** Each Action taken so far, as the reader names it: "Wait", "Move toward", "Fight R2", "Rest". */
  taken: string[];
}

export interface WarView {
  round: number;
  act: number;
  /** The dice not yet used this round: in the bag in Acts 2 and 3, beside the table in Act 1. */
  dice: Record<Side, number>;
  /** This round's bag draws, in order (Acts 2 and 3). */
  draws: Draw[];
  activations: ActivationView[];
  fatigue: { id: string; side: Side; fatigue: number }[];
  /** Combatants whose die is beside them this round (WA2). */
  activated: string[];
}

function actionName(e: GameEvent): string | null {
  if (e.type === 'wait') return 'Wait';
  if (e.type === 'rest') return 'Rest';
  if (e.type === 'move') return e.toward ? 'Move toward' : 'Move away';
  if (e.type === 'fight') return `Fight ${e.target}`;
  return null;
}

/** The round as it stands, from the engine's state and this round's events. */
export function warView(g: GameState, events: readonly GameEvent[]): WarView {
  const t = g.turnState as WarState;
  const from = events.findLastIndex((e) => e.type === 'round-start');
  const draws: Draw[] = [];
  const acts: ActivationView[] = [];
  for (const e of from < 0 ? [] : events.slice(from)) {
    if (e.type === 'bag-draw') draws.push({ side: e.side, bag: e.bag });
    else if (e.type === 'activated') acts.push({ id: e.id, side: e.side, actions: e.actions, taken: [] });
    else if (e.type === 'actions-roll') acts.at(-1)!.roll = e.roll;
    else if (e.type === 'contact-strike') {
      // The Move just named made contact: its strike belongs to it.
      const { taken } = acts.at(-1)!;
      taken[taken.length - 1] += ` (strikes ${e.target})`;
    }
    else {
      const name = actionName(e);
      if (name) acts.at(-1)!.taken.push(name);
    }
  }
  const dice: Record<Side, number> = { instigator: 0, retaliator: 0 };
  const onTable = g.combatants.map((c, k) => ({ c, k })).filter(({ c }) => !c.removed);
  for (const { c, k } of onTable) if (!t.activated[k]) dice[c.side]++;
  return {
    round: g.turn,
    act: actOf(g.turn),
    dice,
    draws,
    activations: acts,
    fatigue: onTable.map(({ c, k }) => ({ id: c.id, side: c.side, fatigue: t.fatigue[k]! })),
    activated: onTable.filter(({ k }) => t.activated[k]).map(({ c }) => c.id),
  };
}

/** Nothing more to step: the game is over. */
export const warOver = (m: WarModel): boolean => pending(m.session.state).kind === 'over';
