// The one link format of every widget and the Lab: compact JSON, base64url, versioned, in the widget's
// own query parameter (w.<anchor>). Everything read back is untrusted: the engine's own parseScenario
// checks positions, readings and dice, replaying checks decisions, the Lab's setupProblem its set-up.
import {
  atOnceProblem,
  DEFAULT_PARAMS,
  isRulesetId,
  POLICY_NAMES,
  RULESET_IDS,
  seedProblem,
  type DecisionToken,
  parseScenario,
  ScenarioError,
  type Decision,
  type PolicyName,
  type Scenario,
  type Side,
} from '../engine/browser.ts';
import { THE_SYSTEMS, type Systems } from '../engine/systems.ts';
import { PALETTE } from './palette.ts';

/** Who makes a side's decisions in a widget: the reader, or an engine policy. */
export type Controller = 'person' | PolicyName;

/** Bump when the payload's meaning changes; older links then get a clear message, not a wrong game. */
export const STATE_VERSION = 1;
/** Longer values are refused before decoding: no honest widget state comes near it. */
export const MAX_PARAM_LENGTH = 12_000;
const MAX_DECISIONS = 5_000;
/** Nor more bases than fit in a widget: a drawing, not a denial of service (the table's own range caps its size). */
const MAX_LINK_COMBATANTS = 40;

export interface SharedState {
  scenario: Scenario;
  decisions: Decision[];
  controllers?: Partial<Record<Side, Controller>>;
  /** Chosen colours (v0.2), palette indices for [Instigator, Retaliator]. */
  colours?: [number, number];
  /** Widget-specific numbers (speed, gap, games…), checked by the widget that reads them. */
  extra?: Record<string, number>;
}

export class LinkError extends Error {}

// y: the turn system and a: WarSpike's pairing, written only when not Fragment 1's defaults.
const STATE_KEYS = ['r', 'c', 's', 't', 'q', 'd', 'x', 'y', 'a', 'k'] as const;
// The Lab's set-up: l the parameter swept and its values, m a second one across, b the base's numbers as typed.
const SWEEP_KEYS = ['l', 'm', 'b'] as const;
// Both: g readings, p the players, e the settings.
const KEYS: readonly string[] = ['v', ...STATE_KEYS, ...SWEEP_KEYS, 'g', 'p', 'e'];
const CONTROLLERS: readonly string[] = ['person', ...POLICY_NAMES];
/** The settings (`e`) the widgets write: the Game's speed, the Odds' and the Lab's runs, the seed, the pairing and snap widgets' places, the Lab's gap. */
const EXTRA_KEYS: readonly string[] = ['speed', 'games', 'seed', 'perSide', 'asking', 'shown', 'matched', 'gap'];

// ---- decisions as short tokens: w, f, t, a, t1.5, pI1.R2; WarSpike's e (elect), n (pass); WWPD's c (charge), mI1 (the Melee of I1); WAR's fR1 (fight R1), r (rest), gI1 (activate I1) ----

// Fragment 1's decisions, which every system may ask; a Move and a tie pick have tokens of their own below.
const SHARED_TOKENS: readonly DecisionToken[] = [
  { type: 'wait', letter: 'w' },
  { type: 'fight', letter: 'f', field: 'target', bare: true },
];
/** Every decision's token: the shared ones, then each turn system's own (its description's). */
const tokensOf = (systems: Systems): readonly DecisionToken[] => [...SHARED_TOKENS, ...systems.entries.flatMap((s) => s.tokens ?? [])];
/** The one list's, read at every link: worked out once. */
const TOKENS = tokensOf(THE_SYSTEMS);
const tokensFor = (systems: Systems) => (systems === THE_SYSTEMS ? TOKENS : tokensOf(systems));
const ID = '([A-Za-z0-9_-]{1,16})';

/** `d` as its token, among the decisions of `systems` (the one list unless a test gives a longer one). */
export function encodeDecision(d: Decision, systems: Systems = THE_SYSTEMS): string {
  return encodeWith(d, tokensFor(systems));
}

function encodeWith(d: Decision, tokens: readonly DecisionToken[]): string {
  if (d.type === 'move') return (d.toward ? 't' : 'a') + (d.distance === undefined ? '' : String(d.distance));
  if (d.type === 'pick-match') return `p${d.instigator}.${d.retaliator}`;
  const token = tokens.find((t) => t.type === d.type)!;
  const named = token.field && (d as unknown as Record<string, unknown>)[token.field];
  return token.letter + (named === undefined ? '' : String(named));
}

/** Token number `index` of a link read back, among the decisions of `systems`. */
export function decodeDecision(token: string, index: number, systems: Systems = THE_SYSTEMS): Decision {
  return decodeWith(token, index, tokensFor(systems));
}

function decodeWith(token: string, index: number, tokens: readonly DecisionToken[]): Decision {
  const move = /^([ta])(\d{1,2}(?:\.\d{1,6})?)?$/.exec(token);
  if (move) {
    const d: Decision = { type: 'move', toward: move[1] === 't' };
    return move[2] === undefined ? d : { ...d, distance: Number(move[2]) };
  }
  const pick = new RegExp(`^p${ID}\\.${ID}$`).exec(token);
  if (pick) return { type: 'pick-match', instigator: pick[1]!, retaliator: pick[2]! };
  const t = tokens.find((t) => t.letter === token[0]);
  if (t && token.length === 1 && (!t.field || t.bare)) return { type: t.type } as Decision;
  const named = t?.field && new RegExp(`^${t.letter}${ID}$`).exec(token);
  if (named) return { type: t.type, [t.field!]: named[1]! } as Decision;
  throw new LinkError(`decision ${index + 1} is not a decision the widgets write`);
}

// ---- base64url over UTF-8 ----

export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new LinkError('it is not base64url text');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new LinkError('it is not UTF-8 text');
  }
}

// ---- the payload ----

const SIDE_CODE: Record<Side, string> = { instigator: 'i', retaliator: 'r' };

/** A widget's state as a link's value; its system one of `systems` (the one list unless a test gives a longer one). */
export function encodeState(s: SharedState, systems: Systems = THE_SYSTEMS): string {
  const sc = s.scenario;
  const payload: Record<string, unknown> = {
    r: sc.ruleset,
    c: sc.combatants.map((c) => [c.id, SIDE_CODE[c.side], c.x, c.y]),
    s: sc.seed ?? 1,
  };
  if (sc.table.width !== DEFAULT_PARAMS.table.width || sc.table.depth !== DEFAULT_PARAMS.table.depth) payload.t = [sc.table.width, sc.table.depth];
  if (sc.params && Object.keys(sc.params).length > 0) payload.q = sc.params;
  if (sc.dice && sc.dice.length > 0) payload.d = sc.dice;
  if (sc.readings && Object.keys(sc.readings).length > 0) payload.g = sc.readings;
  if (sc.system && sc.system !== 'fragment1') payload.y = sc.system;
  if (sc.pairing) payload.a = sc.pairing;
  if (s.controllers) payload.p = [s.controllers.instigator ?? '', s.controllers.retaliator ?? ''];
  if (s.colours) payload.k = s.colours;
  if (s.extra && Object.keys(s.extra).length > 0) payload.e = s.extra;
  if (s.decisions.length > 0) {
    const tokens = tokensFor(systems);
    payload.x = s.decisions.map((d) => encodeWith(d, tokens)).join(',');
  }
  return writePayload(payload);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A link's JSON object, before its fields are read: the length, the base64url and the JSON checked. */
export function readJson(text: string): Record<string, unknown> {
  if (text.length > MAX_PARAM_LENGTH) throw new LinkError(`it is ${text.length} characters long, more than any widget writes`);
  let data: unknown;
  try {
    data = JSON.parse(fromBase64Url(text));
  } catch (error) {
    if (error instanceof LinkError) throw error;
    throw new LinkError('it is not the JSON a widget writes');
  }
  if (!isObject(data)) throw new LinkError('it is not the JSON a widget writes');
  return data;
}

/** A link of the one format: its fields all known, its version this one. */
function readPayload(text: string): Record<string, unknown> {
  const data = readJson(text);
  const unknown = Object.keys(data).find((k) => !KEYS.includes(k));
  if (unknown !== undefined) throw new LinkError(`it has a field no widget writes (${JSON.stringify(unknown).slice(0, 20)})`);
  if (data.v !== STATE_VERSION) throw new LinkError(`it was made by another version of this widget (${JSON.stringify(data.v)?.slice(0, 20)})`);
  return data;
}

/** A payload of the one format as link text: `fields` beside the version. */
function writePayload(fields: Record<string, unknown>): string {
  return toBase64Url(JSON.stringify({ v: STATE_VERSION, ...fields }));
}

/** Who plays each side (`p`): a policy, a person, or '' for the widget's own choice. */
function readPlayers(p: unknown): Partial<Record<Side, Controller>> {
  if (!Array.isArray(p) || p.length !== 2) throw new LinkError('its players are not [Instigator, Retaliator]');
  const controllers: Partial<Record<Side, Controller>> = {};
  (['instigator', 'retaliator'] as const).forEach((side, i) => {
    const who: unknown = p[i];
    if (who === '') return;
    if (typeof who !== 'string' || !CONTROLLERS.includes(who)) throw new LinkError(`the ${side}'s player is not one of ${CONTROLLERS.join(', ')}`);
    controllers[side] = who as Controller;
  });
  return controllers;
}

/** The settings (`e`): numbers the widgets write, the seed in the engine's range. */
function readSettings(e: unknown): Record<string, number> {
  if (!isObject(e) || !Object.values(e).every((n) => typeof n === 'number' && Number.isFinite(n)) || Object.keys(e).length > 10)
    throw new LinkError('its settings are not numbers');
  const unknownSetting = Object.keys(e).find((k) => !EXTRA_KEYS.includes(k));
  if (unknownSetting !== undefined) throw new LinkError(`it has a setting no widget writes (${JSON.stringify(unknownSetting).slice(0, 20)})`);
  // One seed range for every widget and the Lab: the engine's.
  if (e.seed !== undefined && seedProblem(e.seed) !== null) throw new LinkError(`its seed ${seedProblem(e.seed)}`);
  return e as Record<string, number>;
}

/**
 * Reads a link's value back; throws LinkError (or the engine's ScenarioError) saying what is wrong. Its
 * system must be one of `systems`.
 */
export function decodeState(text: string, systems: Systems = THE_SYSTEMS): SharedState {
  const data = readPayload(text);
  if (SWEEP_KEYS.some((k) => k in data)) throw new LinkError("it holds the Lab's set-up, not a widget's state");
  if (!isRulesetId(data.r)) throw new LinkError(`its ruleset is not one of ${RULESET_IDS.join(', ')}`);

  if (!Array.isArray(data.c)) throw new LinkError('it has no combatants');
  if (data.c.length > MAX_LINK_COMBATANTS) throw new LinkError(`it has more than ${MAX_LINK_COMBATANTS} combatants`);
  const combatants = data.c.map((row: unknown, i: number) => {
    if (!Array.isArray(row) || row.length !== 4) throw new ScenarioError(`combatants[${i}]`, 'must be [id, side, x, y]');
    const side = row[1] === 'i' ? 'instigator' : row[1] === 'r' ? 'retaliator' : row[1];
    return { id: row[0], side, x: row[2], y: row[3] };
  });
  const input: Record<string, unknown> = { ruleset: data.r, combatants, seed: data.s };
  if (data.t !== undefined) {
    if (!Array.isArray(data.t) || data.t.length !== 2) throw new ScenarioError('table', 'must be [width, depth]');
    input.table = { width: data.t[0], depth: data.t[1] };
  }
  if (data.q !== undefined) input.params = data.q;
  if (data.d !== undefined) input.dice = data.d;
  // A link's readings become the scenario file's key (formats-keep-their-names).
  if (data.g !== undefined) input.rulings = data.g;
  // parseScenario checks both, naming the field: an unknown system, or a pairing for a system without one.
  if (data.y !== undefined) input.system = data.y;
  if (data.a !== undefined) input.pairing = data.a;
  const scenario = parseScenario(input, systems);

  const out: SharedState = { scenario, decisions: [] };
  if (data.p !== undefined) {
    const controllers = readPlayers(data.p);
    out.controllers = controllers;
    // S4, checked here for every widget: strikes at once are never played by `optimal`.
    if (scenario.readings?.exchange === 'simultaneous')
      for (const who of Object.values(controllers)) if (atOnceProblem(who)) throw new LinkError(`its players: ${atOnceProblem(who)}`);
  }
  if (data.k !== undefined) {
    const k = data.k;
    if (!Array.isArray(k) || k.length !== 2 || !k.every((n) => Number.isInteger(n) && n >= 0 && n < PALETTE.length) || k[0] === k[1])
      throw new LinkError('its colours are not two different colours of the palette');
    out.colours = [k[0], k[1]];
  }
  if (data.e !== undefined) out.extra = readSettings(data.e);
  if (data.x !== undefined) {
    if (typeof data.x !== 'string') throw new LinkError('its decisions are not a list');
    const tokens = data.x === '' ? [] : data.x.split(',');
    if (tokens.length > MAX_DECISIONS) throw new LinkError(`it has more than ${MAX_DECISIONS} decisions`);
    const known = tokensFor(systems);
    out.decisions = tokens.map((token, i) => decodeWith(token, i, known));
  }
  return out;
}

// ---- the Lab's set-up: the same envelope, players and settings ----

/** The Lab's set-up as a link holds it; what each value means is the Lab's to check (setupProblem). */
export interface SharedSweep {
  /** The parameter swept and its values as typed. */
  sweep: [string, string];
  /** A second parameter across the first, and its values. */
  across: [string, string] | null;
  /** The base's numbers as typed, by parameter. */
  base: Record<string, string>;
  /** The readings that differ from the engine's defaults. */
  readings: Record<string, unknown>;
  players: Record<Side, string>;
  gap: number;
  games: number;
  seed: number;
}

export function encodeSweep(s: SharedSweep): string {
  return writePayload({
    l: s.sweep,
    ...(s.across ? { m: s.across } : {}),
    ...(Object.keys(s.base).length > 0 ? { b: s.base } : {}),
    ...(Object.keys(s.readings).length > 0 ? { g: s.readings } : {}),
    p: [s.players.instigator, s.players.retaliator],
    e: { gap: s.gap, games: s.games, seed: s.seed },
  });
}

const textPair = (v: unknown): v is [string, string] => Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'string');

/** A Lab link's fields, their shapes checked; throws LinkError saying what is wrong. */
export function decodeSweep(text: string): SharedSweep {
  const data = readPayload(text);
  if (STATE_KEYS.some((k) => k in data)) throw new LinkError("it holds a widget's state, not the Lab's set-up");
  if (!textPair(data.l)) throw new LinkError('its parameter is not [parameter, values]');
  if (data.m !== undefined && !textPair(data.m)) throw new LinkError('its second parameter is not [parameter, values]');
  if (data.b !== undefined && (!isObject(data.b) || !Object.values(data.b).every((t) => typeof t === 'string')))
    throw new LinkError("its base is not the parameters' numbers as text");
  if (data.g !== undefined && !isObject(data.g)) throw new LinkError('its readings are not a list of readings');
  const players = readPlayers(data.p);
  const settings = readSettings(data.e);
  if (!players.instigator || !players.retaliator) throw new LinkError('it does not say how both sides play');
  const missing = (['gap', 'games', 'seed'] as const).find((k) => settings[k] === undefined);
  if (missing) throw new LinkError(`its settings leave out the ${missing}`);
  return {
    sweep: data.l,
    across: data.m ?? null,
    base: (data.b ?? {}) as Record<string, string>,
    readings: (data.g ?? {}) as Record<string, unknown>,
    players: { instigator: players.instigator, retaliator: players.retaliator },
    gap: settings.gap!,
    games: settings.games!,
    seed: settings.seed!,
  };
}

/**
 * The one widget's state a link (a full address or a path) carries in its `w.<anchor>` parameter, still
 * encoded; or why there is none to read. `what` names what the state holds, in the reader's words.
 */
export function linkState(link: string, what: string): { ok: true; encoded: string } | { ok: false; problem: string } {
  let params: URLSearchParams;
  try {
    params = new URL(link, 'http://localhost').searchParams;
  } catch {
    return { ok: false, problem: 'it is not an address' };
  }
  const states = [...params.keys()].filter((k) => k.startsWith('w.'));
  if (states.length !== 1) return { ok: false, problem: states.length === 0 ? `it carries no widget's ${what}` : 'it carries more than one widget' };
  return { ok: true, encoded: params.get(states[0]!)! };
}

/** A reason fit to show the reader: the engine's field-by-field message, or ours. */
export function linkProblem(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 240 ? `${text.slice(0, 237)}…` : text;
}
