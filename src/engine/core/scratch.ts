// The working space of whoever plays a state (docs/engine.md, "The scratch").
import type { MovePath, MovePreview } from './geometry.ts';
import type { LegalDecision } from './decisions.ts';
import type { MatchState, Meeting } from './match-state.ts';

/**
 * The working space of whoever plays a state: a reader's game, an engine-played game, or a whole run of
 * games played in one state (play/simulate.ts). Each hot step writes its working lists here and reads
 * them at once; what is kept from call to call is keyed on what it was measured for. No rule reads it.
 * One per state, made with it (a copy gets its own, cloneState), so nothing one game does here can
 * reach another. Its fields are not enumerable: comparing, copying or printing a state sees `{}`, the
 * same for every state. docs/engine.md, "The scratch".
 */
export interface Scratch {
  /** A closed Match of a quiet game, whose object the next Match opened takes (flow/turn-flow.ts). */
  spare: MatchState | null;
  /** The bases a Move of Match `m` can meet, `among[0..count)`, measured at its first Move (match/actions.ts). */
  way: { m: MatchState | null; among: Int32Array; count: number };
  /** The closest pairs found last, flat [instigator, retaliator, ...], and the lists they are found with (table/pairs.ts). */
  pairs: number[];
  freeInstigators: Int32Array;
  freeRetaliators: Int32Array;
  distances: Float64Array;
  /** The centre-to-centre distance of the base `nearest` found last (table/nearest.ts). */
  nearestDistance: number;
  /** A Move outside a Match, measured (the systems' lone Moves and charges). */
  path: MovePath;
  /** A Move in a Match, measured (match/transition.ts), and the two paths of Moves at once (match/exchange.ts). */
  preview: MovePreview;
  pathAtOnce: MovePath;
  meeting: Meeting | null;
  /** A system's last list of Moves, kept by their length (WWPD's Movement). */
  moves: { max: number; list: readonly LegalDecision[] };
  /** What a higher layer keeps for itself (a system's own working values), each under its key (kept). */
  kept: Map<ScratchKey<unknown>, unknown>;
}

/**
 * The key to a higher layer's own working value in the scratch: its type and how to make it, named by
 * the layer that owns it (core knows no higher layer's types). One per owner, made once at its module.
 */
export interface ScratchKey<T> {
  readonly name: string;
  make(): T;
}

/** `key`'s value in `scratch`, made by the key on first use. */
export function kept<T>(scratch: Scratch, key: ScratchKey<T>): T {
  let value = scratch.kept.get(key);
  if (value === undefined) scratch.kept.set(key, (value = key.make()));
  // Only key.make() ever writes under key: the value is its T.
  return value as T;
}

export function newScratch(): Scratch {
  const path = (): MovePath => ({ to: { x: 0, y: 0 }, moved: 0, stoppedBy: -1 });
  const fields: Scratch = {
    spare: null,
    way: { m: null, among: new Int32Array(16), count: 0 },
    pairs: [],
    freeInstigators: new Int32Array(16),
    freeRetaliators: new Int32Array(16),
    distances: new Float64Array(64),
    nearestDistance: Infinity,
    path: path(),
    preview: { ...path(), toward: true, offTable: false, contact: false },
    pathAtOnce: path(),
    meeting: null,
    moves: { max: NaN, list: [] },
    kept: new Map(),
  };
  const hidden: PropertyDescriptorMap = {};
  for (const [k, value] of Object.entries(fields)) hidden[k] = { value, writable: true, enumerable: false };
  return Object.defineProperties({}, hidden) as Scratch;
}
