// What the CLI says and refuses about the turn system in force: its flags, its sides' names, its header.
import {
  capitalise,
  PLAYERS,
  systemDescription,
  type Params,
  type Policies,
  type Rulings,
  SYSTEM_IDS,
  SYSTEM_RULINGS,
  type Pairing,
  type SystemId,
} from '../engine/index.ts';
import { UsageError } from './args.ts';

export function choosesPairs(sys: SystemId): boolean {
  return systemDescription(sys).fields?.pairing !== undefined;
}

/** --pairing for a system that forms its own pairs: the flag does not apply. */
export function pairingApplies(sys: SystemId, value: Pairing | undefined): void {
  if (value && !choosesPairs(sys))
    throw new UsageError(
      `--pairing: "${value}" does not apply: the ${sys} turn system forms its own pairs (a pairing applies to ${SYSTEM_IDS.filter(choosesPairs).join(', ')})`,
    );
}

/**
 * Reading `unread-flags`: a ruling or parameter flag that the game's turn system never reads is refused,
 * naming the flag, the system and why, rather than accepted and silently changing nothing. A scenario
 * file's own rulings and params are not held to this: one file may be played under every system.
 */
export function flagsApply(sys: SystemId, ruled: Partial<Rulings>, given: Partial<Params>): void {
  const unread = systemDescription(sys).unread ?? {};
  for (const id of [...Object.keys(ruled), ...Object.keys(given)] as (keyof typeof unread)[]) {
    const why = unread[id];
    if (why) throw new UsageError(`--${id}: does not apply to the ${sys} turn system: ${why}`);
    const owner = SYSTEM_RULINGS.find((r) => r.id === id)?.system;
    if (owner && owner !== sys) throw new UsageError(`--${id}: applies only to the ${owner} turn system, not ${sys}`);
  }
}

/** How the sides are named: by their roles, or as players where the roles change from Turn to Turn. */
export function sideNames(sys: SystemId): { instigator: string; retaliator: string } {
  return systemDescription(sys).rolesChange
    ? { instigator: capitalise(PLAYERS.instigator), retaliator: capitalise(PLAYERS.retaliator) }
    : { instigator: 'Instigator', retaliator: 'Retaliator' };
}

/** The turn system in force, and its pairing where it takes one (the engine's default when none was given). */
export function turnOptions(sys: SystemId, chosen: Pairing | undefined): { system: SystemId; pairing?: Pairing } {
  return choosesPairs(sys) ? { system: sys, pairing: chosen ?? 'closest' } : { system: sys };
}

/** A header's words for turnOptions. */
export function describeTurns(t: { system: SystemId; pairing?: Pairing }): string {
  return t.pairing ? `${t.system} turns, pairing ${t.pairing}` : `${t.system} turns`;
}

/** The spec's promise: where `optimal` cannot be exact (outside a Match), the CLI says so, once. */
export function noteOptimal(sys: SystemId, policies: Policies): void {
  const note = systemDescription(sys).optimalNote;
  if (note && (policies.instigator === 'optimal' || policies.retaliator === 'optimal')) process.stderr.write(`sow: note: ${note}\n`);
}
