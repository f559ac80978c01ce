// Shared helpers for the engine tests: small hand-built scenarios, a game driven one decision at a
// time through the pure `step()`, and a compact one-line form of each event so that a test can state
// the sequence the rules demand.
import { expect } from 'vitest';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import {
  parseScenario,
  pending,
  legalDecisions,
  newScratch,
  step,
  type Decision,
  type GameEvent,
  type GameState,
  type Readings,
  type RulesetId,
  type Scenario,
  type ScenarioParams,
  type Side,
  WAR_STEP_IDS,
  WWPD_STEP_IDS,
  type SystemId,
  type Pairing,
  WARSPIKE_STEP_IDS,
} from '../../../src/engine/index.ts';
import { newGame } from '../systems.ts';

export const catalog = loadCatalog();

export const WAIT: Decision = { type: 'wait' };
export const TOWARD: Decision = { type: 'move', toward: true };
export const AWAY: Decision = { type: 'move', toward: false };
export const FIGHT: Decision = { type: 'fight' };
export const pick = (instigator: string, retaliator: string): Decision => ({ type: 'pick-match', instigator, retaliator });

export type Spot = [id: string, x: number, y: number];

export interface Extra {
  table?: { width: number; depth: number };
  dice?: number[];
  seed?: number;
  ruleset?: RulesetId;
  readings?: Partial<Readings>;
  params?: ScenarioParams;
  system?: SystemId;
  pairing?: Pairing;
}

/** A scenario from Instigator and Retaliator positions, through the same validation a file gets. */
export function scenario(instigators: Spot[], retaliators: Spot[], extra: Extra = {}): Scenario {
  const combatants = [
    ...instigators.map(([id, x, y]) => ({ id, side: 'instigator', x, y })),
    ...retaliators.map(([id, x, y]) => ({ id, side: 'retaliator', x, y })),
  ];
  const { readings, ...rest } = extra;
  // A scenario file names them `rulings` (formats-keep-their-names).
  return parseScenario({ table: { width: 12, depth: 12 }, ...rest, ...(readings ? { rulings: readings } : {}), combatants });
}

/** One Instigator (I1) and one Retaliator (R1) on the same file, `gap` inches apart edge to edge. */
export function duel(gap: number, extra: Extra = {}, at: { x: number; y: number } = { x: 6, y: 2 }): Scenario {
  return scenario([['I1', at.x, at.y]], [['R1', at.x, at.y + 1 + gap]], extra);
}

/** The turn systems' steps events may cite. */
const STEP_IDS: readonly string[] = [...WARSPIKE_STEP_IDS, ...WWPD_STEP_IDS, ...WAR_STEP_IDS];

/**
 * Every event cites something: rules, whose stable ids exist in the ruleset's catalog, or a turn
 * system's steps, which exist in its list of steps.
 */
export function expectCitations(events: readonly GameEvent[], ruleset: RulesetId): void {
  for (const e of events) {
    expect(e.rules.length + (e.steps?.length ?? 0), `${e.type} cites no rule and no step`).toBeGreaterThan(0);
    for (const id of e.rules) expect(catalog.rule(ruleset, id), `${e.type} cites "${id}", not a rule of ${ruleset}`).toBeDefined();
    for (const id of e.steps ?? []) expect(STEP_IDS, `${e.type} cites step "${id}"`).toContain(id);
  }
}

/** The rule numbers an event cites in a version. */
export function numbers(e: GameEvent, ruleset: RulesetId = 'v0.1f'): number[] {
  return e.rules.map((id) => catalog.numberOf(ruleset, id)!).sort((a, b) => a - b);
}

/** A game driven by hand through `step()`; every event is checked for citations as it arrives. */
export class Game {
  state: GameState;
  events: GameEvent[];
  readonly ruleset: RulesetId;
  readonly scenario: Scenario;

  constructor(scenario: Scenario) {
    this.scenario = scenario;
    const { state, events } = newGame(scenario);
    this.state = state;
    this.events = events;
    this.ruleset = scenario.ruleset;
    expectCitations(events, this.ruleset);
  }

  /** Applies one decision; returns the events it produced. */
  do(d: Decision): GameEvent[] {
    const { state, events } = step(this.state, d);
    expectCitations(events, this.ruleset);
    this.state = state;
    this.events.push(...events);
    return events;
  }

  /** Applies decisions in order; returns all their events. */
  play(...ds: Decision[]): GameEvent[] {
    return ds.flatMap((d) => this.do(d));
  }

  /** Keeps deciding `d` (or Fight when locked) until the game is over or `limit` decisions were made. */
  auto(d: Decision = WAIT, limit = 10_000): GameEvent[] {
    const out: GameEvent[] = [];
    for (let n = 0; n < limit && !this.over; n++) {
      const p = pending(this.state);
      if (p.kind === 'pick-match') out.push(...this.do(pick(p.options[0]!.instigator, p.options[0]!.retaliator)));
      else if (p.kind === 'action' && p.locked) out.push(...this.do(FIGHT));
      else out.push(...this.do(d));
    }
    return out;
  }

  get over(): boolean {
    return this.state.phase === 'over';
  }

  get pending() {
    return pending(this.state);
  }

  get legal() {
    return legalDecisions(this.state);
  }

  at(id: string): { x: number; y: number; removed: boolean; inert: boolean; side: Side } {
    const c = this.state.combatants.find((c) => c.id === id);
    if (!c) throw new Error(`no combatant ${id}`);
    return c;
  }

  /** The compact log (see `brief`). */
  get log(): string[] {
    return this.events.map(brief);
  }
}

/** One short line an event: enough to state a sequence the rules demand. */
export function brief(e: GameEvent): string {
  switch (e.type) {
    case 'turn-start':
      return `turn ${e.turn}`;
    case 'turn-end':
      return `turn-end ${e.turn}`;
    case 'match-start':
      return `match ${e.instigator} v ${e.retaliator}`;
    case 'wait':
      return `${e.id} wait ${e.action}`;
    case 'move':
      return `${e.id} ${e.toward ? 'toward' : 'away'} ${e.action}`;
    case 'strike':
      return `${e.by} strikes ${e.target}`;
    case 'defence':
      return `${e.id} rolls ${e.roll} ${e.held ? 'holds' : 'fails'} ${e.action}`;
    case 'strike-lost':
      return `strike lost ${e.by} > ${e.target}`;
    case 'removed':
      return `${e.id} removed ${e.reason}`;
    case 'double-knockout':
      return `double-knockout ${e.ids.join(' ')}`;
    case 'match-end':
      return `match-end ${e.winner ?? 'none'}`;
    case 'game-end':
      return `game-end ${e.winner} ${e.turn}`;
    case 'coin-flip':
      return `coin ${e.winner}`;
    case 'role-choice':
      return `${e.side} ${e.elected ? 'elects' : 'passes'}`;
    case 'turn-struck-off':
      return `struck off ${e.turn}`;
    case 'roles':
      return `instigator ${e.instigator}`;
    case 'activation':
      return `activate ${e.active} v ${e.target}`;
    case 'leftover':
    case 'changeover':
      return `${e.type} ${e.id} ${e.toward === null ? 'wait' : e.toward ? 'toward' : 'away'}`;
    case 'advantage':
      return `advantage ${e.scores.instigator}-${e.scores.retaliator}`;
    case 'player-turn':
      return `player-turn ${e.turn} ${e.side}`;
    case 'movement':
      return `${e.id} ${e.toward ? 'toward' : 'away'} ${Math.round(e.distance * 1000) / 1000}`;
    case 'stay':
      return `${e.id} stays ${e.step}`;
    case 'charge':
      return `${e.id} charges ${e.target}${e.touching ? ` touching ${e.touching}` : ''}`;
    case 'pile-in':
      return `pile-in ${e.side}`;
    case 'melee-start':
      return `melee ${e.melee}: ${e.members.join(' ')}`;
    case 'melee-strike':
      return `${e.by} strikes ${e.target}`;
    case 'melee-defence':
      return `${e.id} rolls ${e.roll} ${e.held ? 'holds' : 'fails'} v ${e.by}`;
    case 'melee-end':
      return `melee-end ${e.melee}: ${e.fell.join(' ') || 'none'}${e.doubleKnockout ? ' double-knockout' : ''}`;
    case 'round-start':
      return `round ${e.round} act ${e.act}`;
    case 'bag-draw':
      return `draw ${e.side}`;
    case 'activation-pass':
      return `${e.side} passes`;
    case 'activated':
      return `activate ${e.id} ${e.actions}`;
    case 'actions-roll':
      return `${e.id} actions roll ${e.roll}`;
    case 'rest':
      return `${e.id} rest ${e.action}`;
    case 'fight':
      return `${e.id} fights ${e.target} ${e.action}`;
    case 'contact-strike':
      return `${e.by} strikes ${e.target}`;
    case 'defence-roll':
      return `${e.id} rolls ${e.roll} ${e.held ? 'holds' : 'fails'} from ${e.failsOn}`;
    case 'fatigue':
      return `${e.id} fatigue ${e.change > 0 ? '+' : ''}${e.change} ${e.reason} = ${e.fatigue}`;
    case 'round-count':
      return `count ${e.count.instigator}-${e.count.retaliator}`;
    default:
      return e.type; // a system these tests do not brief (the fifth system's test builds its own)
  }
}

export function ofType<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

export function dist(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** p = P(a defence fails) = P(5 or 6 on a D6); q = P(it holds). */
export const P = 2 / 6;
export const Q = 4 / 6;

/** A tiny independent PRNG for choosing decisions (not the engine's). */
export function chooser(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A deep copy of a state: its plain data copied, its turn system (a value with functions) shared, a scratch of its own. */
export function snapshot<S extends { system: unknown }>(state: S): S {
  return { ...structuredClone({ ...state, system: null }), system: state.system, scratch: newScratch() };
}
