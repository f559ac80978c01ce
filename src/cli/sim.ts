// `sow sim`: N games from seeded deployments, tallied with the turn systems' comparison figures.
import {
  changedParams,
  COMBATANTS_PER_SIDE,
  MAX_PER_SIDE,
  runProblem,
  runShape,
  simScenario,
  seedProblem,
  describeParams,
  gameCostMs,
  resolveParams,
  ScenarioError,
  summarise,
  THE_SYSTEMS,
  type SimOptions,
  type Systems,
} from '../engine/index.ts';
import {
  checkAtOnce,
  deploymentRefusal,
  firstDeployment,
  notePlays,
  ON_FLAG,
  day,
  number,
  pairing,
  params,
  PARAM_FLAGS,
  parse,
  policy,
  ruleset,
  readings,
  READING_FLAGS,
  system,
  SYSTEM_FLAGS,
  UsageError,
} from './args.ts';
import { playRuns, workersFor, WORKERS_FLAG } from './workers.ts';
import { percent } from '../shared/format.ts';
import { LONG_RUN_FLAG, progressLine, runBudget, runRefusal } from './long-runs.ts';
import { print } from './print.ts';
import { help } from './help.ts';
import { pairingApplies, flagsApply, sideNames, turnOptions, describeTurns, noteOptimal } from './turn-system.ts';

/** `sow sim argv…`, its system one of `systems` (the one list unless a test gives a longer one). */
export async function sim(argv: string[], systems: Systems = THE_SYSTEMS): Promise<number> {
  const { values } = parse(argv, {
    games: { type: 'string' },
    seed: { type: 'string' },
    'per-side': { type: 'string' },
    instigator: { type: 'string' },
    retaliator: { type: 'string' },
    ruleset: { type: 'string' },
    ...ON_FLAG,
    ...WORKERS_FLAG,
    ...LONG_RUN_FLAG,
    ...SYSTEM_FLAGS,
    ...READING_FLAGS,
    ...PARAM_FLAGS,
  });
  if (values.help) return help();
  const games = number('games', values.games);
  if (games === undefined) throw new UsageError('--games: required (how many games to play)');
  const seed = number('seed', values.seed);
  if (seed === undefined) throw new UsageError('--seed: required (a whole number; the same seed plays the same games)');
  const seedIssue = seedProblem(seed);
  if (seedIssue) throw new UsageError(`--seed: ${seedIssue}`);
  const chosen = await ruleset(values.ruleset, day(values.on));
  const options: SimOptions = {
    games,
    seed,
    perSide: number('per-side', values['per-side'], { min: 1, max: MAX_PER_SIDE, integer: true }) ?? COMBATANTS_PER_SIDE,
    ruleset: chosen.ruleset,
    system: system(values.system, systems) ?? 'fragment1',
    pairing: pairing(values.pairing),
    readings: { ...chosen.readings, ...readings(values) },
    policies: { instigator: policy('instigator', values.instigator, 'aggressive'), retaliator: policy('retaliator', values.retaliator, 'aggressive') },
  };
  checkAtOnce(options.policies, options.readings ?? {});
  notePlays(chosen, readings(values), params(values));
  // Only what was typed can be a flag the system never reads; a version's own numbers and readings are not.
  const typed = params(values);
  const given = { ...chosen.params, ...typed };
  const { table, ...rest } = given;
  if (table) options.table = table;
  if (Object.keys(rest).length > 0) options.params = rest;
  const inForce = resolveParams(given);
  const sys = options.system!;
  pairingApplies(sys, options.pairing, systems);
  flagsApply(sys, readings(values), typed, systems);
  const shape = runShape(options, systems);
  const runIssue = runProblem(games, shape, 1, runBudget(values['max-minutes']));
  if (runIssue) throw runRefusal(runIssue, values['max-minutes']);
  firstDeployment(values, () => simScenario(options, 0));
  noteOptimal(sys, options.policies, systems);
  const workers = workersFor(values.workers, gameCostMs(shape) * games);
  const showProgress = process.stderr.isTTY;
  const line = progressLine(games);
  const [tally] = await playRuns([options], workers, showProgress ? (played) => process.stderr.write(line(played)) : undefined, systems).catch(
    (error: unknown) => {
      if (error instanceof ScenarioError && error.field === 'deployment') throw deploymentRefusal(values, error.problem);
      if (error instanceof ScenarioError) throw new UsageError(`--${error.field === 'perSide' ? 'per-side' : error.field}: ${error.problem}`);
      throw error;
    },
  );
  if (showProgress) process.stderr.write('\r\x1b[K');
  const result = summarise(tally!);
  if (values.json) {
    // Figures a system does not have are left out, not printed as 0.
    const { meanMatches, matchesBothStand, ...always } = result;
    const figures = systems.of(sys).noMatches ? always : result;
    print(
      JSON.stringify({
        ...figures,
        seed,
        perSide: options.perSide,
        ruleset: options.ruleset,
        ...turnOptions(sys, options.pairing, systems),
        policies: options.policies,
        // The JSON field keeps its name (formats-keep-their-names).
        rulings: options.readings,
        params: changedParams(inForce),
      }),
    );
    return 0;
  }
  const row = (label: string, n: number, ci: [number, number]) =>
    `  ${label.padEnd(16)} ${String(n).padStart(8)}  ${percent(n / games).padStart(6)}  (95% CI ${percent(ci[0])} to ${percent(ci[1])})`;
  const names = sideNames(sys, systems);
  print(
    `${games} games, seed ${seed}, ${options.perSide} a side, ${chosen.version}, ${describeTurns(turnOptions(sys, options.pairing, systems))}, ${options.policies.instigator} (${names.instigator}) v ${options.policies.retaliator} (${names.retaliator})`,
  );
  if (Object.keys(changedParams(inForce)).length > 0) print(`  Numbers in force: ${describeParams(inForce)}`);
  print(row(`${names.instigator} wins`, result.instigatorWins, result.intervals.instigator));
  print(row(`${names.retaliator} wins`, result.retaliatorWins, result.intervals.retaliator));
  print(row('Draws', result.draws, result.intervals.draw));
  const matches = !systems.of(sys).noMatches
    ? `mean Matches ${result.meanMatches.toFixed(2)} (${result.matchesBothStand} ended with both standing)`
    : `Matches n/a (${sys} plays no Fragment 1 Matches)`;
  print(`  Mean ${systems.of(sys).turnsAre ?? 'Turns'} ${result.meanTurns.toFixed(2)}, ${matches}`);
  print(`  Removals: ${result.removals.defeated} defeated, ${result.removals['off-table']} off the table, ${result.removals.undefended} undefended strikes`);
  if (result.turnLimitDraws) print(`  ${result.turnLimitDraws} games reached the turn limit`);
  // The turn systems' comparison figures (turn-systems.md, what the comparison measures).
  print(
    `  Mean decisions a game: ${result.decisions.instigator.toFixed(2)} ${names.instigator}, ${result.decisions.retaliator.toFixed(2)} ${names.retaliator}; longest wait ${result.longestWait.toFixed(2)} decisions in a row by one side`,
  );
  print(`  Double knock-outs: ${result.doubleKnockouts}`);
  return 0;
}
