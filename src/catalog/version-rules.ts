// The one answer to "how does version V play, for a game played on day D": its version.yaml (ruleset,
// numbers, rulings), then the designer's rulings in force that day (designer-rulings.ts settledFor).
// Every reader of a version goes through resolveVersionRules: its pages, widgets, the what-if tables,
// the Lab, `sow --ruleset <version>`, /playtests/ and the desk's predictions (each report under the
// rules of the day it was played). So a draft that sets `die: 10` plays and states the same defence
// band everywhere (parameters.md P1: a new die brings its own `fails-on`), and a ruling settled for a
// version reaches every one of them at once.
//
// A pure function of its four inputs: the catalog, the rulings list (the committed file's, or the
// desk's live ones), the version and the day. It reads nothing itself.
import { changedParams, resolveParams, DEFAULT_READINGS, type Params, type Readings, type RulesetId } from '../engine/index.ts';
import type { VersionMeta } from './catalog.ts';
import { settledFor, type DesignerRuling, type SettledRuling } from './designer-rulings.ts';
import type { Played } from './played.ts';

export { playedWhy, type Played, type PlayedFrom } from './played.ts';

export interface VersionRules {
  version: string;
  /** The day the rules are for (YYYY-MM-DD), or null: as they stand now. */
  day: string | null;
  ruleset: RulesetId;
  /** The numbers as the version.yaml gives them: what a sweep or a scenario lays its own values over. */
  given: Partial<Params>;
  /** Every number in force, the version's own given first and the rest filled in (P1 for a new die). */
  params: Params;
  /** Only the numbers that differ from the engine's defaults: what links, scenarios and islands carry. */
  changedParams: Partial<Params>;
  /** Every ruling in force: the designer's settled ones, then the version's own, then the engine's defaults. */
  readings: Readings;
  /** Only the readings that differ from the engine's defaults. */
  changedReadings: Partial<Readings>;
  /** The designer's rulings in force that day that settle an engine ruling for this version. */
  settled: SettledRuling[];
  /** What it plays beside the engine's defaults, and why: the ruleset, then version.yaml's settings, then the rulings'. */
  plays: Played[];
}

/** What the resolver needs of a catalog: a version by its id, and the ids it knows. */
export interface VersionLookup {
  version(id: string): Pick<VersionMeta, 'id' | 'engine'> | undefined;
  readonly versions: ReadonlyArray<{ id: string }>;
}

/** A lookup of one version, for a caller that holds its meta already (a content check, a test's altered version). */
export function oneVersion(meta: Pick<VersionMeta, 'id' | 'engine'>): VersionLookup {
  return { version: (id) => (id === meta.id ? meta : undefined), versions: [meta] };
}

/** A version the catalog does not have: callers say it in their own words (a flag, a field). */
export class UnknownVersionError extends Error {
  readonly version: string;
  readonly known: readonly string[];
  constructor(version: string, known: readonly string[]) {
    super(`"${version}" is not a version (known: ${known.join(', ')})`);
    this.version = version;
    this.known = known;
  }
}

/**
 * How `version` plays for a game played on `day` (YYYY-MM-DD; without one, as the rules stand now).
 * A ruling never contradicts version.yaml (designer-rulings.ts refuses one that does), so the order of
 * the two only matters for what `plays` gives as the reason: version.yaml's, where both say the same.
 */
export function resolveVersionRules(catalog: VersionLookup, designer: readonly DesignerRuling[], version: string, day?: string): VersionRules {
  const meta = catalog.version(version);
  if (!meta)
    throw new UnknownVersionError(
      version,
      catalog.versions.map((v) => v.id),
    );
  const own = meta.engine.rulings ?? {};
  const settled = settledFor(meta.id, designer, day).filter((s) => !(s.ruling in own));
  const given = meta.engine.params;
  // The version's numbers are given values, not a ruleset's silent defaults: a die given alone takes
  // P1's fails-on here, exactly as `sow odds --die 10` does.
  const params = resolveParams(given);
  const readings: Readings = { ...DEFAULT_READINGS, ...own, ...Object.fromEntries(settled.map((s) => [s.ruling, s.value])) };
  const changedReadings = Object.fromEntries(Object.entries(readings).filter(([id, v]) => DEFAULT_READINGS[id as keyof Readings] !== v)) as Partial<Readings>;
  const yaml = { from: 'version.yaml' } as const;
  const plays: Played[] = [
    { setting: 'ruleset', value: meta.engine.ruleset, why: yaml },
    ...Object.entries(given).map(([setting, value]) => ({ setting, value: value as Played['value'], why: yaml })),
    ...Object.entries(own).map(([setting, value]) => ({ setting, value: value as string | number, why: yaml })),
    ...settled.map((s) => ({ setting: s.ruling, value: s.value, why: { from: 'ruling' as const, ruling: s } })),
  ];
  return {
    version: meta.id,
    day: day ?? null,
    ruleset: meta.engine.ruleset,
    given,
    params,
    changedParams: changedParams(params),
    readings,
    changedReadings,
    settled,
    plays,
  };
}

/** The engine rulings a version's own version.yaml sets (no designer's ruling): what its sheet says, in the resolver's words. */
export function versionYamlReadings(catalog: VersionLookup, version: string): Partial<Readings> {
  return resolveVersionRules(catalog, [], version).changedReadings;
}

/**
 * For tallying reports: the designer's rulings that settled `version` on the day a game was played, as
 * engine readings ({} for a version the catalog no longer has: nothing to lay over).
 */
export function ruledOn(catalog: VersionLookup, designer: readonly DesignerRuling[]): (version: string, day: string) => Partial<Readings> {
  return (version, day) =>
    catalog.version(version) ? Object.fromEntries(resolveVersionRules(catalog, designer, version, day).settled.map((s) => [s.ruling, s.value])) : {};
}
