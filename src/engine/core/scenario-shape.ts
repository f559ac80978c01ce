// A game's starting position, as setup/scenario.ts checks it.
import type { Table } from './geometry.ts';
import type { Params } from './params.ts';
import type { RulesetId } from './rulesets.ts';
import type { Readings } from './readings.ts';
import type { Pairing, Policies, Side, SystemId } from './model.ts';

/** Rule 4: 5 combatants a side (seeded deployments, the widgets' defaults). */
export const COMBATANTS_PER_SIDE = 5;

export interface ScenarioCombatant {
  id: string;
  side: Side;
  x: number;
  y: number;
}

/** Parameters a scenario may set besides its table (which is the `table` field). */
export type ScenarioParams = Partial<Omit<Params, 'table'>>;

export interface Scenario {
  ruleset: RulesetId;
  /** How Turns are organised; Fragment 1's when absent. */
  system?: SystemId;
  /** How the engine's Instigator picks its activations, for a system where it chooses (WarSpike); `closest` when absent. */
  pairing?: Pairing;
  /** The `table` parameter: the play area the positions are on. */
  table: Table;
  params?: ScenarioParams;
  combatants: ScenarioCombatant[];
  seed?: number;
  dice?: number[];
  policies?: Partial<Policies>;
  readings?: Partial<Readings>;
}
