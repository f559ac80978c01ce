// What `--ruleset` chose, a type of its own so the generated version table (version-table.data.ts) and
// the argument reader (args.ts) both name it without importing each other.
import type { Params, RulesetId, Rulings } from '../engine/index.ts';
import type { SettledRuling } from '../catalog/designer-rulings.ts';

/** What `--ruleset` chose: an engine ruleset alone, or a version of the rules with its own numbers and rulings. */
export interface RulesetChoice {
  /** What was asked for: a version's id, or the engine ruleset's. */
  version: string;
  ruleset: RulesetId;
  params: Partial<Params>;
  rulings: Partial<Rulings>;
  /** The version's engine rulings the designer settled (content/rulings.yaml): said on stderr when they play. */
  settled: SettledRuling[];
}
