// The WAR widget's one state object (system `war`, turn-systems.md WA1–WA8): a seeded table, a policy for
// each side, and the game so far. The reader steps it by whole activations, whole rounds or to the end;
// every decision is the engine's policy's, so a seed and two policies name one game exactly. The view
// below is read off the engine's state and events: nothing here rolls, draws or counts on its own.
import {
  actOf,
  diceLeft,
  war,
  type WarState,
  WAR_STEPS,
  pending,
  playOn,
  startSession,
  type Session,
  decide,
  type GameEvent,
  type GameState,
  type Scenario,
  type Side,
} from '../../engine/browser.ts';

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
  return { scenario, policies, session: startSession(scenario, [], war) };
}

const other = (side: Side): Side => (side === 'instigator' ? 'retaliator' : 'instigator');

const activations = (events: readonly GameEvent[]) => events.reduce((n, e) => n + (e.type === 'activated' ? 1 : 0), 0);

/** Each side's decisions by its policy (the engine's decide), until `done` says stop (asked before each) or the game ends. */
function playOnBy(m: WarModel, done: (g: GameState, events: readonly GameEvent[]) => boolean): WarModel {
  const session = playOn(
    m.session,
    (side, g) => decide(m.policies[side], g, m.policies[other(side)]),
    (g, events) => done(g, events),
  );
  return { ...m, session };
}

/**
 * One activation played out: the next combatant's (or the one under way's) every Action. It stops before
 * the following activation's first decision, which may be a choice of combatant or, where the engine
 * activates the only candidate unasked (reading wa-one-choice), that combatant's first Action.
 */
function nextActivation(m: WarModel): WarModel {
  const started = activations(m.session.events);
  const target = pending(m.session.state).kind === 'activation-action' ? started : started + 1;
  return playOnBy(m, (g, events) => {
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
      return playOnBy(m, (g) => g.turn !== round);
    }
    case 'end':
      return playOnBy(m, () => false);
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
    } else {
      const name = actionName(e);
      if (name) acts.at(-1)!.taken.push(name);
    }
  }
  const onTable = g.combatants.map((c, k) => ({ c, k })).filter(({ c }) => !c.removed);
  return {
    round: g.turn,
    act: actOf(g.turn),
    dice: diceLeft(g),
    draws,
    activations: acts,
    fatigue: onTable.map(({ c, k }) => ({ id: c.id, side: c.side, fatigue: t.fatigue[k]! })),
    activated: onTable.filter(({ k }) => t.activated[k]).map(({ c }) => c.id),
  };
}

/** Nothing more to step: the game is over. */
export const warOver = (m: WarModel): boolean => pending(m.session.state).kind === 'over';
