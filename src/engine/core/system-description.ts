// What is known of a turn system without loading its code (its description), and the readings it declares.
import type { Table } from './geometry.ts';
import type { ParamId } from './params.ts';
import type { ReadingId } from './readings.ts';
import type { Decision } from './decisions.ts';
import type { Pairing, SystemId } from './model.ts';

/** What a run's cost depends on beyond the system (play/run-cost.ts). */
export interface CostShape {
  pairing?: Pairing;
  perSide: number;
  table: Table;
  /** WWPD's inches times this (its reading). */
  wwpdScale: number;
}

/**
 * What the handbook, the CLI and the checks know of a turn system without loading its code: plain data
 * (with a few small checks), in `systems/<id>/<id>-description.ts`.
 */
export interface SystemDescription {
  id: SystemId;
  /** Its name in prose: "WarSpike". */
  name: string;
  /** Whether the sides' roles change from Turn to Turn, so reports name them as players (PLAYERS). */
  rolesChange: boolean;
  /**
   * Scenario fields only this system reads, each with its check (WarSpike: `pairing`); parseScenario
   * refuses them for any other system as unknown fields.
   */
  fields?: Readonly<Record<string, (value: unknown) => string | null>>;
  /** Said once (CLI: on stderr) when a side plays `optimal`, if the system asks it decisions the solver cannot answer. */
  optimalNote: string | null;
  /** A game's length in Turns where the system fixes it (WAR: 9 rounds) and the turn-limit reading does not apply. */
  fixedTurns?: number;
  /** What reports call its Turns where the system names them otherwise (WAR: rounds). */
  turnsAre?: string;
  /** Its fights are not Fragment 1 Matches (WWPD's Melees, WAR's fights): reports count no Matches for it. */
  noMatches?: true;
  /**
   * Fragment 1 readings and parameters the system never reads, each with why: the CLI refuses a flag that
   * sets one (the reading `unread-flags`, docs/engine.md) rather than let it change nothing in silence.
   */
  unread?: Readonly<Partial<Record<ReadingId | ParamId, string>>>;
  /** How share links write the system's own decisions (src/shared/link-codec.ts): one letter each, and the field it names. */
  tokens?: readonly DecisionToken[];
  /** Readings the system adds for its own steps (WWPD's scale); Fragment 1's are every system's. */
  readings?: readonly ReadingInfo[];
  /**
   * The run limit's cost model for it (play/run-cost.ts, fitted by `npm run bench:cost`): milliseconds a
   * unit of work, whether `optimal` searches its Matches exactly, and what else multiplies a game's work.
   */
  cost: {
    perUnit: number;
    solvesMatches: boolean;
    /** What else multiplies a game's work (WarSpike's best-odds pairing, WWPD's reach, WAR's table). */
    factor?: (shape: CostShape) => number;
    /** Whether its fights scatter so that games run to the turn limit even when a side charges. */
    scattered?: (shape: CostShape) => boolean;
  };
}

/** A decision in a share link: `letter`, then the value of `field` where the decision names one (a combatant's id). */
export interface DecisionToken {
  type: Decision['type'];
  letter: string;
  field?: string;
  /** The field may be left out (a Fight naming no target). */
  bare?: true;
}

/** A reading as the handbook lists it (readings-declared.ts declares Fragment 1's, a turn system its own). */
export interface ReadingVariant {
  value: string;
  label: string;
}

export interface ReadingInfo {
  id: ReadingId;
  title: string;
  /** Stable ids of the rules (for a turn system's reading, its steps) whose wording leaves this case open. */
  rules: string[];
  /** The question put to the designer, in our words. */
  question: string;
  default: string;
  variants: ReadingVariant[];
  /** For a numeric reading: its allowed range (the variants then describe it in words); whole numbers unless `fractional`. */
  range?: { min: number; max: number; fractional?: true };
  /** The spec's name for it, so the handbook and spec can be read side by side. */
  spec: string;
  /** The turn system whose steps it reads; absent for Fragment 1's, which every system plays. */
  system?: SystemId;
}
