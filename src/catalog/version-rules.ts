// The one way from a version of the rules to what the engine plays for it: its ruleset, its numbers
// and its rulings. Every reader of a version (its pages, widgets, the what-if controls, the Lab and
// `sow --ruleset <version>`) goes through resolveVersionRules, so a draft that sets `die: 10` plays
// and states the same defence band everywhere (parameters.md P1: a new die brings its own `fails-on`).
// The designer's published rulings that settle an engine ruling for the version are laid over its
// version.yaml here (withSettledRulings), so no reader of a version can miss them.
import { changedParams, resolveParams } from '../engine/declared.ts';
import { DEFAULT_RULINGS, type Params, type Rulings, type RulesetId } from '../engine/values.ts';
import type { VersionMeta } from './catalog.ts';
import { withSettledRulings, type DesignerRuling } from './designer-rulings.ts';

export interface VersionRules {
  version: string;
  ruleset: RulesetId;
  /** The numbers as the version.yaml gives them: what a sweep or a scenario lays its own values over. */
  given: Partial<Params>;
  /** Every number in force, the version's own given first and the rest filled in (P1 for a new die). */
  params: Params;
  /** Only the numbers that differ from the engine's defaults: what links, scenarios and islands carry. */
  changedParams: Partial<Params>;
  /** Every ruling in force: the version's own, then the engine's defaults. */
  rulings: Rulings;
  /** Only the rulings the version settles its own way. */
  changedRulings: Partial<Rulings>;
}

export function resolveVersionRules(version: Pick<VersionMeta, 'id' | 'engine'>, designer: readonly DesignerRuling[] = []): VersionRules {
  const engine = withSettledRulings(version.id, version.engine, designer);
  // The version's numbers are given values, not a ruleset's silent defaults: a die given alone takes
  // P1's fails-on here, exactly as `sow odds --die 10` does.
  const params = resolveParams(engine.params);
  const rulings: Rulings = { ...DEFAULT_RULINGS, ...engine.rulings };
  const changedRulings = Object.fromEntries(Object.entries(rulings).filter(([id, v]) => DEFAULT_RULINGS[id as keyof Rulings] !== v)) as Partial<Rulings>;
  return { version: version.id, ruleset: engine.ruleset, given: engine.params, params, changedParams: changedParams(params), rulings, changedRulings };
}
