// The one list of turn systems: each one's description (data, read without loading it) and the loader
// of its value. Nothing is registered by importing a module: a game is given its system as a value
// (newGame, replay, playGame, simulate), and whoever needs one loads it from here. Adding a system is a
// folder in systems/ and a line below (docs/engine.md, "Adding a turn system").
import type { RulingInfo } from '../core/types.ts';
import type { SystemDescription, SystemId, TurnSystem } from '../core/types.ts';
import { FRAGMENT1_DESCRIPTION } from './fragment1/fragment1-description.ts';
import { WARSPIKE_DESCRIPTION } from './warspike/warspike-description.ts';
import { WWPD_DESCRIPTION } from './wwpd/wwpd-description.ts';
import { WAR_DESCRIPTION } from './war/war-description.ts';

export interface SystemEntry extends SystemDescription {
  /** The system's full value: every choice its policies make, and the ruling exchange's strikes at once. */
  load(): Promise<TurnSystem>;
}

export const SYSTEMS: readonly SystemEntry[] = [
  { ...FRAGMENT1_DESCRIPTION, load: () => import('./fragment1/fragment1.ts').then((m) => m.fragment1) },
  { ...WARSPIKE_DESCRIPTION, load: () => import('./warspike/warspike-odds.ts').then((m) => m.warspikeWithBestOdds) },
  { ...WWPD_DESCRIPTION, load: () => import('./wwpd/wwpd.ts').then((m) => m.wwpd) },
  { ...WAR_DESCRIPTION, load: () => import('./war/war.ts').then((m) => m.war) },
];

export const SYSTEM_IDS: readonly SystemId[] = SYSTEMS.map((s) => s.id);

export function isSystemId(value: unknown): value is SystemId {
  return typeof value === 'string' && (SYSTEM_IDS as readonly string[]).includes(value);
}

/** What is known of `id` without loading it. */
export function systemDescription(id: SystemId): SystemEntry {
  return SYSTEMS.find((s) => s.id === id)!;
}

/** The rulings the systems add for their own steps, beside Fragment 1's (rulings-declared.ts RULINGS). */
export const SYSTEM_RULINGS: readonly RulingInfo[] = SYSTEMS.flatMap((s) => s.rulings ?? []);

/**
 * `id`'s full value, with the ruling exchange's strikes at once (match/exchange.ts), which a page
 * whose widgets play strikes in turn never loads: it starts from the lighter value its entry exports.
 * From `list`: the one list, unless a test adds a system to it.
 */
export async function loadSystem(id: SystemId = 'fragment1', list: readonly SystemEntry[] = SYSTEMS): Promise<TurnSystem> {
  const entry = list.find((s) => s.id === id);
  if (!entry) throw new Error(`no turn system "${id}" (known: ${list.map((s) => s.id).join(', ')})`);
  const [system, { withAtOnce }] = await Promise.all([entry.load(), import('../match/exchange.ts')]);
  return withAtOnce(system);
}
