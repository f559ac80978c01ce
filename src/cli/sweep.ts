// `sow sweep`: one parameter over several values (parameters.md, Sweeps), as text, JSON or CSV.
import {
  GAP_RANGE,
  gameCostMs,
  runProblem,
  runShape,
  simScenario,
  seedProblem,
  isParamId,
  ParamError,
  parseParamValue,
  PARAM_IDS,
  sweepOdds,
  THE_SYSTEMS,
  sweepPlan,
  sweepSim,
  sweepSimOptions,
  sweepValue,
  SWEEP_DEFAULT_GAP,
  type SweepOptions,
  type SweepRow,
  type Systems,
} from '../engine/index.ts';
import {
  checkAtOnce,
  firstDeployment,
  notePlays,
  ON_FLAG,
  day,
  number,
  params,
  PARAM_FLAGS,
  parse,
  policy,
  refuseUnread,
  ruleset,
  readings,
  READING_FLAGS,
  UsageError,
} from './args.ts';
import { escapeControls, write } from '../shared/terminal.ts';
import { playRuns, workersFor, WORKERS_FLAG } from './workers.ts';
import { percent } from '../shared/format.ts';
import { LONG_RUN_FLAG, progressLine, runBudget, runRefusal } from './long-runs.ts';

const MAX_VALUES = 50;

/** `sow sweep argv…`: Fragment 1's turns, from `systems` (the one list unless a test gives a longer one). */
export async function sweepCommand(argv: string[], systems: Systems = THE_SYSTEMS): Promise<number> {
  const { values } = parse(argv, {
    param: { type: 'string' },
    values: { type: 'string' },
    gap: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    instigator: { type: 'string' },
    retaliator: { type: 'string' },
    ruleset: { type: 'string' },
    ...ON_FLAG,
    csv: { type: 'boolean' },
    ...WORKERS_FLAG,
    ...LONG_RUN_FLAG,
    ...READING_FLAGS,
    ...PARAM_FLAGS,
  });
  refuseUnread('sweep', values, { 'wwpd-scale': "a sweep plays Fragment 1's turns, where WWPD's inches change nothing" });
  const param = values.param;
  if (param === undefined) throw new UsageError(`--param: required (one of ${PARAM_IDS.join(', ')})`);
  if (!isParamId(param)) throw new UsageError(`--param: "${param}" is not a parameter (known: ${PARAM_IDS.join(', ')})`);
  if (values.values === undefined) throw new UsageError(`--values: required, e.g. --values ${param === 'table' ? '12x12,18x12' : '4,5,6'}`);
  if (values[param] !== undefined) throw new UsageError(`--${param}: it is the swept parameter; give its values with --values`);
  if (values.json && values.csv) throw new UsageError('--json and --csv: choose one');
  const list = values.values.split(',').map((v) => v.trim());
  if (list.length > MAX_VALUES) throw new UsageError(`--values: ${list.length} values; at most ${MAX_VALUES}`);
  const games = number('games', values.games);
  // Without --games only the exact odds of one Match are printed, and they read none of these.
  if (games === undefined) {
    const onlyGames = 'only the seeded games read it, and none are asked for: add --games N';
    refuseUnread('sweep', values, {
      seed: onlyGames,
      workers: onlyGames,
      'max-minutes': onlyGames,
      'turn-limit': onlyGames,
      table: onlyGames,
      'deploy-depth': onlyGames,
      base: onlyGames,
    });
  }
  const chosen = await ruleset(values.ruleset, day(values.on));
  const ruled = { ...chosen.readings, ...readings(values) };
  notePlays(chosen, readings(values), params(values));
  const seed = number('seed', values.seed) ?? 1;
  const seedIssue = seedProblem(seed);
  if (seedIssue) throw new UsageError(`--seed: ${seedIssue}`);
  const o: SweepOptions = {
    param,
    values: list.map((raw) => {
      try {
        return parseParamValue(param, raw);
      } catch (error) {
        if (error instanceof ParamError) throw new UsageError(`--values: ${error.message}`);
        throw error;
      }
    }),
    gap: number('gap', values.gap, GAP_RANGE) ?? SWEEP_DEFAULT_GAP,
    policies: { instigator: policy('instigator', values.instigator, 'optimal'), retaliator: policy('retaliator', values.retaliator, 'optimal') },
    readings: ruled,
    ruleset: chosen.ruleset,
    params: { ...chosen.params, ...params(values) },
    games,
    seed,
  };
  checkAtOnce(o.policies, ruled);
  let plan;
  try {
    plan = sweepPlan(o);
  } catch (error) {
    if (error instanceof ParamError) throw new UsageError(`--values: ${error.message}`);
    throw error;
  }
  let workers = 1;
  if (games !== undefined) {
    // The whole sweep is one run: its games over all values share the limit, costed at its dearest value;
    // and every value's deployment is dealt before the first game, so none is refused late.
    const shapes = plan.map((p) => runShape(sweepSimOptions(o, p), systems));
    const dearest = shapes.reduce((a, b) => (gameCostMs(b) > gameCostMs(a) ? b : a));
    const issue = runProblem(games, dearest, plan.length, runBudget(values['max-minutes']));
    if (issue) throw runRefusal(issue, values['max-minutes']);
    for (const p of plan) firstDeployment(values, () => simScenario(sweepSimOptions(o, p), 0));
    workers = workersFor(
      values.workers,
      shapes.reduce((ms, shape) => ms + gameCostMs(shape) * games, 0),
    );
  }

  const showProgress = process.stderr.isTTY && games !== undefined;
  const total = plan.length * (games ?? 0);
  const line = progressLine(total, `${param}: `);
  const tallies = games
    ? await playRuns(
        plan.map((p) => sweepSimOptions(o, p)),
        workers,
        showProgress ? (played) => process.stderr.write(line(played)) : undefined,
        systems,
      )
    : [];
  if (showProgress) process.stderr.write('\r\x1b[K');
  const system = await systems.load();
  const rows: SweepRow[] = plan.map((p, i) => {
    const row: SweepRow = { value: sweepValue(o, p), odds: sweepOdds(o, p, system.atOnce) };
    if (tallies[i]) row.sim = sweepSim(tallies[i]);
    return row;
  });

  if (values.json) {
    out(JSON.stringify({ param, rows }));
  } else if (values.csv) {
    for (const line of csv(rows, games !== undefined)) out(line);
  } else {
    const pct = (x: number) => percent(x).padStart(7);
    out(
      `Sweep of ${param}, ${chosen.version}: exact Match odds at gap ${o.gap} in, ${o.policies.instigator} (Instigator) v ${o.policies.retaliator} (Retaliator)${games ? `; ${games} seeded five-a-side games a value` : ''}`,
    );
    out(
      `  ${'value'.padEnd(8)} ${'I wins'.padStart(7)} ${'R wins'.padStart(7)} ${'stand'.padStart(7)}${games ? `   ${'games: I wins'.padStart(14)} ${'R wins'.padStart(7)} ${'draws'.padStart(7)} ${'Turns'.padStart(6)}` : ''}`,
    );
    for (const r of rows) {
      const sim = r.sim
        ? `   ${pct(r.sim.instigatorWins / r.sim.games).padStart(14)} ${pct(r.sim.retaliatorWins / r.sim.games)} ${pct(r.sim.draws / r.sim.games)} ${r.sim.meanTurns.toFixed(2).padStart(6)}`
        : '';
      out(`  ${String(r.value).padEnd(8)} ${pct(r.odds.instigator)} ${pct(r.odds.retaliator)} ${pct(r.odds.bothStand)}${sim}`);
    }
  }
  return 0;
}

/** One row a value; the header names every column. */
function csv(rows: readonly SweepRow[], withSim: boolean): string[] {
  const head = ['value', 'odds_instigator', 'odds_retaliator', 'odds_both_stand'];
  if (withSim)
    head.push(
      'games',
      'instigator_wins',
      'retaliator_wins',
      'draws',
      'mean_turns',
      'instigator_ci_low',
      'instigator_ci_high',
      'retaliator_ci_low',
      'retaliator_ci_high',
      'draw_ci_low',
      'draw_ci_high',
    );
  return [
    head.join(','),
    ...rows.map((r) => {
      const cells: Array<string | number> = [r.value, r.odds.instigator, r.odds.retaliator, r.odds.bothStand];
      if (withSim && r.sim) {
        const s = r.sim;
        cells.push(
          s.games,
          s.instigatorWins,
          s.retaliatorWins,
          s.draws,
          s.meanTurns,
          ...s.intervals.instigator,
          ...s.intervals.retaliator,
          ...s.intervals.draw,
        );
      }
      return cells.join(',');
    }),
  ];
}

function out(line: string): void {
  write(process.stdout, `${escapeControls(line)}\n`);
}
