// What `--ruleset` chose, a type of its own so the generated version table (version-table.data.ts) and
// the argument reader (args.ts) both name it without importing each other.
import type { Params, RulesetId, Readings } from '../engine/index.ts';
import type { Played } from '../catalog/version-rules.ts';

/** What `--ruleset` chose: an engine ruleset alone, or a version of the rules with its own numbers and readings. */
export interface RulesetChoice {
  /** What was asked for: a version's id, or the engine ruleset's. The run is labelled with it. */
  version: string;
  ruleset: RulesetId;
  params: Partial<Params>;
  readings: Partial<Readings>;
  /** A version's settings beside the engine's defaults and why (the catalog's resolver): said on stderr. Empty for a bare ruleset. */
  plays: Played[];
}
