// What the CLI says and refuses about the turn system in force: its flags, its sides' names, its header.
// Each reads the system's description from the list it is given (the one list unless a test gives a
// longer one).
import {
  capitalise,
  PLAYERS,
  THE_SYSTEMS,
  type Params,
  type Policies,
  type Readings,
  SYSTEM_READINGS,
  type Pairing,
  type SystemId,
  type Systems,
} from '../engine/index.ts';
import { UsageError } from './args.ts';

export function choosesPairs(sys: SystemId, systems: Systems = THE_SYSTEMS): boolean {
  return systems.of(sys).fields?.pairing !== undefined;
}

/** --pairing for a system that forms its own pairs: the flag does not apply. */
export function pairingApplies(sys: SystemId, value: Pairing | undefined, systems: Systems = THE_SYSTEMS): void {
  if (value && !choosesPairs(sys, systems))
    throw new UsageError(
      `--pairing: "${value}" does not apply: the ${sys} turn system forms its own pairs (a pairing applies to ${systems.ids.filter((id) => choosesPairs(id, systems)).join(', ')})`,
    );
}

/**
 * Reading `unread-flags`: a reading or parameter flag that the game's turn system never reads is refused,
 * naming the flag, the system and why, rather than accepted and silently changing nothing. A scenario
 * file's own readings and params are not held to this: one file may be played under every system.
 */
export function flagsApply(sys: SystemId, ruled: Partial<Readings>, given: Partial<Params>, systems: Systems = THE_SYSTEMS): void {
  const unread = systems.of(sys).unread ?? {};
  for (const id of [...Object.keys(ruled), ...Object.keys(given)] as (keyof typeof unread)[]) {
    const why = unread[id];
    if (why) throw new UsageError(`--${id}: does not apply to the ${sys} turn system: ${why}`);
    const owner = SYSTEM_READINGS.find((r) => r.id === id)?.system;
    if (owner && owner !== sys) throw new UsageError(`--${id}: applies only to the ${owner} turn system, not ${sys}`);
  }
}

/** How the sides are named: by their roles, or as players where the roles change from Turn to Turn. */
export function sideNames(sys: SystemId, systems: Systems = THE_SYSTEMS): { instigator: string; retaliator: string } {
  return systems.of(sys).rolesChange
    ? { instigator: capitalise(PLAYERS.instigator), retaliator: capitalise(PLAYERS.retaliator) }
    : { instigator: 'Instigator', retaliator: 'Retaliator' };
}

/** The turn system in force, and its pairing where it takes one (the engine's default when none was given). */
export function turnOptions(sys: SystemId, chosen: Pairing | undefined, systems: Systems = THE_SYSTEMS): { system: SystemId; pairing?: Pairing } {
  return choosesPairs(sys, systems) ? { system: sys, pairing: chosen ?? 'closest' } : { system: sys };
}

/** A header's words for turnOptions. */
export function describeTurns(t: { system: SystemId; pairing?: Pairing }): string {
  return t.pairing ? `${t.system} turns, pairing ${t.pairing}` : `${t.system} turns`;
}

/** The spec's promise: where `optimal` cannot be exact (outside a Match), the CLI says so, once. */
export function noteOptimal(sys: SystemId, policies: Policies, systems: Systems = THE_SYSTEMS): void {
  const note = systems.of(sys).optimalNote;
  if (note && (policies.instigator === 'optimal' || policies.retaliator === 'optimal')) process.stderr.write(`sow: note: ${note}\n`);
}
