// /playtests/: per version, the published tallies of real games beside what the engine predicts for the
// same settings, and the rules asked about most. Built from content/playtests.yaml (what the desk
// publishes) and the engine; nothing here reads the database.
import type { Catalog } from './catalog.ts';
import type { TalliesFile, Tally } from './playtest-tallies.ts';
import { resolveVersionRules, type VersionRules } from './version-rules.ts';
import { DEFAULT_READINGS, type Readings, COMBATANTS_PER_SIDE, ScenarioError, loadAllSystems } from '../engine/index.ts';
import { observe, unlikeOutcomes, type Observed, type Outcome, type Prediction } from '../shared/playtest-stats.ts';
import { predict, type PredictionSetting } from '../shared/predictions.ts';
import { paramText } from '../shared/sim-command.ts';
import { askedBefore, mostAsked as rankAsked } from '../shared/most-asked.ts';

// Every system's full value: whatever a version's settings name.
const systems = await loadAllSystems();

export interface PlaytestBlock {
  /** The settings the games were played under, as the engine plays them. */
  setting: PredictionSetting;
  /**
   * What `sow sim` needs beside the setting's numbers to play the same games: the version (so a draft
   * plays its own version.yaml), and every reading that differs from the engine's default or from the
   * version as it plays now (a game from before a ruling spells out the value it was played with).
   */
  cli: { ruleset: string; readings: Partial<Readings> };
  /** What differs from the version's defaults, in words ("3 a side", "move-distance up-to"); empty: the defaults. */
  changes: string[];
  observed: Observed | null;
  predictions: Prediction[];
  unlike: Outcome[];
}

export interface MostAsked {
  rule: string;
  title: string;
  number: number;
  questions: number;
  /** The same rule (by stable id) in the version before: its questions there, or null when it had no such rule. */
  before: number | null;
}

export interface VersionPlaytests {
  version: string;
  before: string | null;
  blocks: PlaytestBlock[];
  mostAsked: MostAsked[];
}

/** What a version plays, from the one resolver: site/catalog.ts versionRules. */
type VersionSettings = Pick<VersionRules, 'ruleset' | 'given' | 'changedReadings'>;

/**
 * The engine settings of a tally: the version's own sheet (version.yaml alone, `sheet`), the designer's
 * rulings in force on the days its games were played (`ruled`, laid in when it was tallied), then the
 * table's own. So a game played before a ruling is held against the rules of its day.
 */
export function settingOf(sheet: VersionSettings, t: Pick<Tally, 'system' | 'rulings' | 'ruled' | 'params' | 'perSide'>): PredictionSetting {
  return {
    ruleset: sheet.ruleset,
    system: t.system,
    readings: { ...sheet.changedReadings, ...t.ruled, ...t.rulings },
    params: { ...sheet.given, ...t.params },
    perSide: t.perSide,
  };
}

/** The sheet alone, as the tallies' `ruled` is laid over it: the one resolver with no designer's ruling. */
export function sheetRules(catalog: Catalog, version: string): VersionRules {
  return resolveVersionRules(catalog, [], version);
}

/**
 * What differs from the version as it plays now, in words ("3 a side", "move-distance up-to"); empty: as
 * it plays now. `now` is the designer's rulings in force today: a tally from before one says so, and
 * one played under a ruling since withdrawn says that.
 */
export function changesOf(t: Tally, now: Partial<Readings> = {}): string[] {
  const ruledNow = Object.entries(now).filter(([id, v]) => !(id in t.rulings) && t.ruled[id] !== v);
  const ruledThen = Object.entries(t.ruled).filter(([id, v]) => !(id in t.rulings) && (now as Record<string, unknown>)[id] !== v);
  return [
    ...(t.system !== 'fragment1' ? [`${t.system} turns`] : []),
    ...(t.perSide !== COMBATANTS_PER_SIDE ? [`${t.perSide} a side`] : []),
    ...Object.entries(t.rulings).map(([id, v]) => `${id} ${v}`),
    ...Object.entries(t.params).map(([id, v]) => `${id} ${paramText(v)}`),
    ...ruledNow.map(([id]) => `played before the designer's ruling on ${id}`),
    ...ruledThen.map(([id, v]) => `${id} ${v}, as the designer had ruled then`),
  ];
}

/** `sow sim --ruleset <version>` with the readings that make it play `setting` whatever the version plays now. */
function cliOf(version: string, setting: PredictionSetting, now: Pick<VersionRules, 'changedReadings'>): PlaytestBlock['cli'] {
  const back = Object.keys(now.changedReadings)
    .filter((id) => !(id in setting.readings))
    .map((id) => [id, DEFAULT_READINGS[id as keyof Readings]]);
  return { ruleset: version, readings: { ...setting.readings, ...Object.fromEntries(back) } };
}

/**
 * Every version's figures. A version with no reports still shows the engine's predictions for its own
 * defaults (reading `predictions-before-reports`), so a reader sees what the first games will be held against.
 */
export function playtestPages(
  catalog: Catalog,
  file: TalliesFile,
  rulesOf: (version: string) => VersionSettings & Pick<VersionRules, 'settled'>,
  games?: number,
  // The build passes one that keeps results between builds (src/site/sim-cache.ts).
  predictWith: (setting: PredictionSetting, games?: number) => Prediction[] = (setting, n) => predict(setting, systems.of(setting.system), n),
): VersionPlaytests[] {
  return catalog.versions.map((v, i) => {
    const rules = rulesOf(v.id);
    const sheet = sheetRules(catalog, v.id);
    const now = Object.fromEntries(rules.settled.map((s) => [s.ruling, s.value])) as Partial<Readings>;
    const tallies = file.tallies.filter((t) => t.version === v.id);
    // A tally the engine cannot play (a setting stored before the API refused it: 50 bases a side on a
    // small table) is left out with a note in the build's log, never a failed build (reading `skip-unplayable-tallies`).
    const blocks: PlaytestBlock[] = tallies.flatMap((t) => {
      const setting = settingOf(sheet, t);
      const observed = observe(t);
      let predictions: Prediction[];
      try {
        predictions = predictWith(setting, games);
      } catch (error) {
        if (!(error instanceof ScenarioError)) throw error;
        console.warn(
          `/playtests/: left out ${v.id}'s games at ${changesOf(t, now).join(', ') || 'the defaults'}: the engine cannot play them (${error.message})`,
        );
        return [];
      }
      return [{ setting, cli: cliOf(v.id, setting, rules), changes: changesOf(t, now), observed, predictions, unlike: unlikeOutcomes(observed, predictions) }];
    });
    if (blocks.length === 0) {
      // No games yet: the rules as they stand now, the designer's rulings in force included.
      const setting = settingOf(rules, { system: 'fragment1', rulings: {}, ruled: {}, params: {}, perSide: COMBATANTS_PER_SIDE });
      blocks.push({ setting, cli: cliOf(v.id, setting, rules), changes: [], observed: null, predictions: predictWith(setting, games), unlike: [] });
    }
    const before = catalog.versions[i - 1]?.id ?? null;
    const has = (version: string, id: string) => catalog.rule(version, id) !== undefined;
    const count = (version: string, id: string) => file.asked.find((a) => a.version === version && a.rule === id)?.questions;
    const mostAsked = rankAsked(file.asked.filter((a) => a.version === v.id)).map((a) => {
      const rule = catalog.rule(v.id, a.rule)!;
      return { rule: a.rule, title: rule.title, number: rule.number, questions: a.questions, before: askedBefore(before, a.rule, has, count) };
    });
    return { version: v.id, before, blocks, mostAsked };
  });
}
