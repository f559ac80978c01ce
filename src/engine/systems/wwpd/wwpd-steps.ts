// WWPD (the 2012 "WWPD" blog rules: I-go-you-go phases, Melees and Firefights as daisy-chained groups
// resolved all at once): the one list of its steps' stable ids, as the engine's `system: wwpd` events
// cite them and the handbook's pages may address them. Ids are permanent: never rename or remove one.
// Pure data and WWPD's distances, importing nothing at run time, so the engine, the CLI, the widgets and
// the pages can all use it.
import type { Readings } from '../../core/readings.ts';

export interface WwpdStep {
  /** Stable, lower-case: what engine events cite. */
  id: string;
  /** The engine's reading of it in spec/turn-systems.md (WW1–WW8). */
  spec: string;
  /** The step in our words, as a report or a page heading says it. */
  title: string;
}

/** In playing order. `ww-not-played` (WW7) is cited by no event: it names what the engine leaves out. */
export const WWPD_STEPS = [
  { id: 'ww-player-turns', spec: 'WW1', title: 'Player turns' },
  { id: 'ww-movement', spec: 'WW2', title: 'Movement' },
  { id: 'ww-charge', spec: 'WW3', title: 'Charge' },
  { id: 'ww-pile-in', spec: 'WW4', title: 'Pile in' },
  { id: 'ww-melees', spec: 'WW5', title: 'Melees' },
  { id: 'ww-all-at-once', spec: 'WW6', title: 'All at once' },
  { id: 'ww-not-played', spec: 'WW7', title: 'Not played' },
  { id: 'ww-victory', spec: 'WW8', title: 'Victory' },
] as const satisfies readonly WwpdStep[];

export type WwpdStepId = (typeof WWPD_STEPS)[number]['id'];

export const WWPD_STEP_IDS: readonly WwpdStepId[] = WWPD_STEPS.map((s) => s.id);

/** WWPD's own inches (its Movement, Charge and Firefight range), before the reading wwpd-scale. */
export const WWPD_INCHES = { move: 6, charge: 8, firefight: 12 } as const;

/** One of WWPD's distances on the Fragment 1 table (reading wwpd-scale). */
export function wwpdDistance(readings: Pick<Readings, 'wwpd-scale'>, what: keyof typeof WWPD_INCHES): number {
  return WWPD_INCHES[what] * readings['wwpd-scale'];
}
