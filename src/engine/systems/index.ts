// The one list of turn systems: each one's description (data, read without loading it) and the loader
// of its value. Nothing is registered by importing a module: a game is given its system as a value
// (newGame, replay, playGame, simulate), and whoever needs one loads it from here or from the Systems
// value it was given. Adding a system is a folder in systems/ and a line below (docs/engine.md, "Adding a
// turn system"); a test adds one to a Systems value of its own (THE_SYSTEMS.with).
import type { ReadingInfo } from '../core/types.ts';
import type { SystemDescription, SystemId, TurnSystem } from '../core/types.ts';
import { FRAGMENT1_DESCRIPTION } from './fragment1/fragment1-description.ts';
import { WARSPIKE_DESCRIPTION } from './warspike/warspike-description.ts';
import { WWPD_DESCRIPTION } from './wwpd/wwpd-description.ts';
import { WAR_DESCRIPTION } from './war/war-description.ts';

export interface SystemEntry extends SystemDescription {
  /** The system's full value: every choice its policies make, and the reading exchange's strikes at once. */
  load(): Promise<TurnSystem>;
}

export const SYSTEMS: readonly SystemEntry[] = [
  { ...FRAGMENT1_DESCRIPTION, load: () => import('./fragment1/fragment1.ts').then((m) => m.fragment1) },
  { ...WARSPIKE_DESCRIPTION, load: () => import('./warspike/warspike-odds.ts').then((m) => m.warspikeWithBestOdds) },
  { ...WWPD_DESCRIPTION, load: () => import('./wwpd/wwpd.ts').then((m) => m.wwpd) },
  { ...WAR_DESCRIPTION, load: () => import('./war/war.ts').then((m) => m.war) },
];

/**
 * A list of turn systems as a value: what code that plays a system named by a file, a flag or a link
 * is given (the CLI's runs, the link codec, the server's replay), so a test can give it a longer list
 * (the fifth system's). Made once, never changed: `with` makes a new one.
 */
export interface Systems {
  readonly entries: readonly SystemEntry[];
  readonly ids: readonly SystemId[];
  /** Whether `value` names a system of this list. */
  has(value: unknown): value is SystemId;
  /** What is known of `id` without loading it. */
  of(id: SystemId): SystemEntry;
  /** `id`'s full value, with the reading exchange's strikes at once (loadSystem). */
  load(id?: SystemId): Promise<TurnSystem>;
  /** This list with `more` after it. */
  with(...more: readonly SystemEntry[]): Systems;
}

export function systemsOf(entries: readonly SystemEntry[]): Systems {
  const ids: readonly SystemId[] = Object.freeze(entries.map((s) => s.id));
  const systems: Systems = {
    entries: Object.freeze([...entries]),
    ids,
    has: (value): value is SystemId => typeof value === 'string' && (ids as readonly string[]).includes(value),
    of(id) {
      const entry = entries.find((s) => s.id === id);
      if (!entry) throw new Error(`no turn system "${id}" (known: ${ids.join(', ')})`);
      return entry;
    },
    load: (id = 'fragment1') => loadSystem(id, systems),
    with: (...more) => systemsOf([...entries, ...more]),
  };
  return Object.freeze(systems);
}

/** The one list as a value: every caller's default. */
export const THE_SYSTEMS: Systems = systemsOf(SYSTEMS);

export const SYSTEM_IDS: readonly SystemId[] = THE_SYSTEMS.ids;

export function isSystemId(value: unknown): value is SystemId {
  return THE_SYSTEMS.has(value);
}

/** What is known of `id` without loading it. */
export function systemDescription(id: SystemId): SystemEntry {
  return THE_SYSTEMS.of(id);
}

/** The readings the systems add for their own steps, beside Fragment 1's (readings-declared.ts READINGS). */
export const SYSTEM_READINGS: readonly ReadingInfo[] = SYSTEMS.flatMap((s) => s.readings ?? []);

/**
 * `id`'s full value, with the reading exchange's strikes at once (match/exchange.ts), which a page
 * whose widgets play strikes in turn never loads: it starts from the lighter value its entry exports.
 * From `systems`: the one list, unless a test gives a longer one.
 */
export async function loadSystem(id: SystemId = 'fragment1', systems: Systems = THE_SYSTEMS): Promise<TurnSystem> {
  const [system, { withAtOnce }] = await Promise.all([systems.of(id).load(), import('../match/exchange.ts')]);
  return withAtOnce(system);
}
