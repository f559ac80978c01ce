// What the build knows of real games (content/playtests.yaml): aggregate, anonymous tallies the desk
// writes when it publishes (reading `published-tallies`: counts per version and setting, never a report,
// a name or a note). /playtests/ holds them against the engine's predictions for the same settings.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { COMBATANTS_PER_SIDE, deploymentProblem, ParamError, resolveParams, readingProblem, type RulesetId, type SystemId } from '../engine/index.ts';
import { SYSTEM_IDS } from '../engine/systems.ts';
import { sourceFile, type Catalog } from './catalog.ts';
import { gamesIn, RESULTS, type Result } from '../shared/playtest-results.ts';
import { paramsSchema } from './schema.ts';
import { check, must, strict } from '../shared/zod-checks.ts';
import { LIMITS } from '../shared/record-schema.ts';
import { YamlSource, type SourceFile, readSource } from './source.ts';

const PER_SIDE = `a whole number from ${LIMITS.perSide.min} to ${LIMITS.perSide.max}`;

export const TALLIES_FILE = 'playtests.yaml';
export { RESULTS, type Result };

const count = (what = 'a whole number from 0') => z.number(must(what)).int(must(what)).min(0, must(what));

const readingsSchema = z.record(z.string(), z.union([z.string(), z.number()]), must('a mapping of engine reading ids to values')).superRefine((given, ctx) => {
  for (const [id, value] of Object.entries(given)) {
    const problem = readingProblem(id, value);
    if (problem) ctx.addIssue({ code: 'custom', path: [id], message: `${JSON.stringify(value)} ${problem}` });
  }
});

export const tallySchema = strict(
  {
    version: z.string(must('a version id')),
    system: z.enum(SYSTEM_IDS as [SystemId, ...SystemId[]], must(`one of ${SYSTEM_IDS.join(', ')}`)).default('fragment1'),
    /**
     * The tables' readings of open questions; absent ones are the version's defaults. The file's key, and
     * so the tally's field, keeps its name (formats-keep-their-names): playtests.yaml and the published
     * tallies hold it.
     */
    rulings: readingsSchema.default({}),
    /**
     * The designer's settled rulings in force on the days the games were played (version-rules.ts, at
     * tally time), under the table's own `rulings`: a game played before a ruling is held against the
     * rules of its day. Absent: none were in force (version.yaml alone).
     */
    ruled: readingsSchema.default({}),
    params: paramsSchema.default({}),
    perSide: z
      .number(must(PER_SIDE))
      .int(must(PER_SIDE))
      .min(LIMITS.perSide.min, must(PER_SIDE))
      .max(LIMITS.perSide.max, must(PER_SIDE))
      .default(COMBATANTS_PER_SIDE),
    results: strict(
      Object.fromEntries(RESULTS.map((r) => [r, count().default(0)])) as Record<Result, z.ZodDefault<z.ZodNumber>>,
      `a mapping {${RESULTS.join(', ')}} of game counts`,
    ),
    /** Turns played, summed over the finished games (WAR: rounds). */
    turns: count(),
    /** Minutes, summed over the games that gave them, and how many did. */
    minutes: strict({ games: count(), total: count() }, 'a mapping {games, total}').default({ games: 0, total: 0 }),
  },
  'a mapping {version, system, rulings, ruled, params, perSide, results, turns, minutes}',
);

/** How many questions a rule of a version drew: the "most asked" list, counts only. */
export const askedSchema = strict(
  {
    version: z.string(must('a version id')),
    rule: z.string(must('a rule id')),
    questions: count('a whole number from 1').min(1, must('a whole number from 1')),
  },
  'a mapping {version, rule, questions}',
);

export const talliesFileSchema = strict(
  {
    tallies: z.array(tallySchema, must('a list of tallies')).default([]),
    asked: z.array(askedSchema, must('a list of {version, rule, questions}')).default([]),
  },
  'a mapping {tallies: [...], asked: [...]}',
);

export type Tally = z.output<typeof tallySchema>;
export type Asked = z.output<typeof askedSchema>;
export type TalliesFile = z.output<typeof talliesFileSchema>;

/** content/playtests.yaml; missing is no games. A bad file is a CatalogError naming file, line, field and value. */
export function loadTallies(contentDir: string, catalog: Catalog): TalliesFile {
  const path = join(contentDir, TALLIES_FILE);
  if (!existsSync(path)) return { tallies: [], asked: [] };
  const source = sourceFile(path, join(contentDir, '..'));
  return parseTallies(readSource(source), source, catalog);
}

export function parseTallies(text: string, source: SourceFile, catalog: Catalog): TalliesFile {
  const yaml = new YamlSource(source, text);
  const result = check(talliesFileSchema, yaml.data ?? {});
  if (!result.ok) throw yaml.error(result.problem, yaml.at(result.path));
  const known = catalog.versions.map((v) => v.id);
  result.value.tallies.forEach((t, i) => {
    if (!known.includes(t.version))
      throw yaml.error(
        `field "tallies[${i}].version" is "${t.version}": must be a version of the catalog (${known.join(', ')})`,
        yaml.at(['tallies', i, 'version']),
      );
    const problem = deployable(t, catalog);
    if (problem)
      throw yaml.error(
        `field "tallies[${i}].${problem.field}" ${problem.problem}: /playtests/ could not hold these games against the engine; correct the tally or delete it`,
        yaml.at(['tallies', i, problem.field.split('.')[0]!]),
      );
    if (t.minutes.games > gamesIn(t))
      throw yaml.error(
        `field "tallies[${i}].minutes.games" is ${t.minutes.games}: must be at most the games tallied (${gamesIn(t)})`,
        yaml.at(['tallies', i, 'minutes']),
      );
  });
  result.value.asked.forEach((a, i) => {
    if (!catalog.rule(a.version, a.rule))
      throw yaml.error(`field "asked[${i}].rule" is "${a.rule}": must be the stable id of a rule of ${a.version}`, yaml.at(['asked', i]));
  });
  return result.value;
}

/**
 * Whether the engine can set up a tally's games (its bases a side, its numbers on the version's own):
 * /playtests/ plays every setting it shows, so one the engine cannot deploy is said here, with its line,
 * rather than found by the build (a report stored before the API refused such settings).
 */
function deployable(t: Tally, catalog: Catalog): { field: string; problem: string } | undefined {
  const version = catalog.version(t.version)!;
  let table, params;
  try {
    ({ table, ...params } = resolveParams({ ...version.engine.params, ...t.params }));
  } catch (error) {
    if (!(error instanceof ParamError)) throw error;
    return { field: `params.${error.param}`, problem: `does not fit ${t.version}'s own numbers: ${error.message}` };
  }
  const found = deploymentProblem({ ruleset: version.engine.ruleset as RulesetId, system: t.system, perSide: t.perSide, table, params });
  if (!found) return undefined;
  return found.field === 'perSide'
    ? found
    : { field: 'perSide', problem: `is ${t.perSide}: the engine cannot set these games up (${found.field}: ${found.problem})` };
}

/** The key a report's settings are tallied under: the same settings, the same engine prediction. */
export function settingKey(t: Pick<Tally, 'version' | 'system' | 'rulings' | 'ruled' | 'params' | 'perSide'>): string {
  const sorted = (o: object) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify([t.version, t.system, sorted(t.rulings), sorted(t.params), t.perSide, sorted(t.ruled)]);
}
