// The `sow` command: odds, play and sim over the one engine. Text by default, JSON with --json.
import {
  changedParams,
  COMBATANTS_PER_SIDE,
  GAP_RANGE,
  MAX_COMBATANTS,
  runProblem,
  runShape,
  simScenario,
  seedProblem,
  DEFAULT_PARAMS,
  formatParam,
  capitalise,
  describeEvent,
  describeParams,
  gameCostMs,
  matchOdds,
  MatchSolver,
  choiceOdds,
  ParamError,
  parseScenario,
  playGame,
  POLICY_NAMES,
  resolveParams,
  RULESET_IDS,
  ScenarioError,
  summarise,
  PARAMETERS,
  EPS,
  PLAYERS,
  groupIds,
  initialState,
  isSystemId,
  systemDescription,
  loadSystem,
  AT_ONCE,
  wwpdDistance,
  type Sentences,
  type GameEvent,
  type Params,
  type Policies,
  type RulesetId,
  type Rulings,
  type SimOptions,
  PAIRINGS,
  SYSTEM_IDS,
  SYSTEM_RULINGS,
  type Pairing,
  type SystemId,
} from '../engine/index.ts';
import { FileReadError, readBounded } from '../catalog/bounded-read.ts';
import { depthMessage, tooDeep } from '../engine/declared.ts';
import {
  checkAtOnce,
  deploymentRefusal,
  firstDeployment,
  noteSettled,
  number,
  pairing,
  params,
  PARAM_FLAGS,
  parse,
  policy,
  refuseUnread,
  ruleset,
  rulings,
  RULING_FLAGS,
  system,
  SYSTEM_FLAGS,
  UsageError,
  withCatalog,
} from './args.ts';
import { escapeControls, exitQuietlyOnClosedPipe, isClosedPipe, write } from '../shared/terminal.ts';
import { sweepCommand } from './sweep.ts';
import { playRuns, workersFor, WORKERS_FLAG } from './workers.ts';
import { percent } from '../shared/format.ts';
import { LONG_RUN_FLAG, progressLine, runBudget, runRefusal } from './long-runs.ts';

const HELP = `sow: Spheres of War, Tactical Fragment 1, on the command line

  sow odds --gap G [--slot N] [--choices] [--instigator P] [--retaliator P] [--ruleset R] [rulings] [parameters] [--json]
      Exact odds of one Match in the open field, both with all their Actions, the Instigator's
      combatant to act. G is the edge-to-edge gap in inches (0: already in contact).
      --slot N: the Match with N Actions already taken, still out of contact at G (the
      Instigator's combatant acts on even N). --choices: also the odds of each choice the side
      to act has now (Wait, Move toward, Move away), both sides playing their policies after it.
      Policies default to optimal.

  sow play SCENARIO.json [--instigator P] [--retaliator P] [--system T] [--pairing C] [parameters] [--json]
      Plays one game from a scenario file and prints the game report (or JSON events).
      Policies come from the flags, then the scenario, then default to aggressive;
      parameter flags override the scenario's "params" (and --table its "table"),
      --system and --pairing its "system" and "pairing".

  sow sim --games N --seed S [--per-side K] [--instigator P] [--retaliator P] [--ruleset R] [--system T] [--pairing C] [rulings] [parameters] [--workers W] [--max-minutes M] [--json]
      Plays N games from seeded random deployments (K a side, default 5) and tallies them,
      with the turn systems' comparison figures (decisions, longest wait, double knock-outs).
      W threads (1-256) share the games; the figures are the same for any W. Default: every
      core for a run predicted to take 2 s or more, else 1. A run predicted past about two
      minutes is refused unless --max-minutes M (1-1440) allows that long.

  sow groups SCENARIO.json [--reach R] [--json]
      The scenario's groups chained through enemies, as WWPD divides the table: combatants
      linked to an enemy by a gap of at most R inches (default 0: base contact, WWPD's Melees;
      3: its Firefights at the default wwpd-scale). JSON: {"groups": [[ids...], ...]}.

  sow sweep --param ID --values V1,V2,... [--gap G] [--games N] [--seed S] [--workers W] [--max-minutes M] [policies, rulings, parameters] [--json | --csv]
      For each value of one parameter: the exact Match odds at gap G (default 3) and, with
      --games, N seeded five-a-side games. Values are numbers; the table's are WxD (12x12,18x12).

  Policies P: ${POLICY_NAMES.join(', ')}.  Rulesets R: ${RULESET_IDS.join(', ')} (default v0.1f).
  Turn systems T: ${SYSTEM_IDS.join(', ')} (default fragment1).  Pairings C, how the engine's
  Instigator picks its activations where it chooses them (warspike): ${PAIRINGS.join(', ')} (default closest).
  Rulings: --move-distance exact|up-to  --last-strike lost|lands
           --start-in-contact move-and-strike|free-strike  --turn-limit N
           --exchange alternating|simultaneous  --wwpd-scale S (WWPD's inches times S, 0.05-1)
  Parameters (the sheet's numbers), with their defaults:
${PARAMETERS.map((p) => `    --${p.id.padEnd(13)} ${p.title} (${formatParam(p.id, DEFAULT_PARAMS)}): ${p.range}`).join('\n')}
`;

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  exitQuietlyOnClosedPipe();
  try {
    // Help is help whatever else was typed: no required flag or bad value stands in its way.
    if (command !== undefined && (rest.includes('--help') || rest.includes('-h'))) return help();
    switch (command) {
      case 'odds':
        return await odds(rest);
      case 'play':
        return await play(rest);
      case 'sim':
        return await sim(rest);
      case 'sweep':
        return await sweepCommand(rest);
      case 'groups':
        return await groups(rest);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        write(process.stdout, HELP);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command "${command}" (known: odds, play, sim, sweep, groups; try sow --help)`);
    }
  } catch (error) {
    if (isClosedPipe(error)) return 0;
    const known = error instanceof UsageError || error instanceof ScenarioError || error instanceof ParamError;
    // Never a stack trace: bad input is one line and status 2; anything else one line and status 1.
    const message = known ? (error as Error).message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
    process.stderr.write(`sow: ${escapeControls(message)}\n`);
    return known ? 2 : 1;
  }
}

/** What one Match in the open field never reads (the solver's numbers are MATCH_PARAM_IDS). */
const ODDS_UNREAD = {
  'turn-limit': 'one Match has no Turns',
  'wwpd-scale': "WWPD's inches are not part of a Fragment 1 Match",
  table: 'one Match is in the open field, on no table',
  'deploy-depth': 'one Match is in the open field, with no deployment',
  base: 'the gap is measured edge to edge, so the bases do not change the odds',
} as const;

async function odds(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    gap: { type: 'string' },
    slot: { type: 'string' },
    choices: { type: 'boolean' },
    instigator: { type: 'string' },
    retaliator: { type: 'string' },
    ruleset: { type: 'string' },
    ...RULING_FLAGS,
    ...PARAM_FLAGS,
  });
  if (values.help) return help();
  refuseUnread('odds', values, ODDS_UNREAD);
  const gap = number('gap', values.gap, GAP_RANGE);
  if (gap === undefined) throw new UsageError('--gap: required (the edge-to-edge gap in inches)');
  // The widest Match has 10 Actions a side; the engine holds the slot to the Actions in force.
  const slot = number('slot', values.slot, { min: 0, max: 19, integer: true }) ?? 0;
  if ((slot > 0 || values.choices) && gap <= EPS)
    throw new UsageError(`--${slot > 0 ? 'slot' : 'choices'}: in contact only Fights are left; give a --gap above 0`);
  const chosen = await ruleset(values.ruleset);
  const given = { ...chosen.params, ...params(values) };
  const fresh = {
    gap,
    instigator: policy('instigator', values.instigator, 'optimal'),
    retaliator: policy('retaliator', values.retaliator, 'optimal'),
    rulings: { ...chosen.rulings, ...rulings(values) },
    params: given,
  };
  const query = slot > 0 ? { ...fresh, node: solved(() => new MatchSolver(fresh.rulings, fresh.params).partWay(gap, slot)) } : fresh;
  const rs = chosen.ruleset;
  checkAtOnce(query, query.rulings);
  noteSettled(chosen, rulings(values));
  const [result, choices] = solved(() => [matchOdds({ ...query, atOnce: AT_ONCE }), values.choices ? choiceOdds(query) : null] as const);
  if (values.json) {
    print(JSON.stringify(choices ? { ...result, choices: choices.map((c) => ({ choice: c.choice, distance: c.distance, ...c.odds })) } : result));
    return 0;
  }
  const at = slot > 0 ? `, ${slot} Actions taken` : '';
  print(`One Match, ${rs}, gap ${gap} in${at}, ${query.instigator} (Instigator) v ${query.retaliator} (Retaliator), exact:`);
  if (Object.keys(given).length > 0) print(`  Numbers in force: ${describeParams(resolveParams(given))}`);
  print(`  Instigator's combatant wins  ${percent(result.instigator)}`);
  print(`  Retaliator's combatant wins  ${percent(result.retaliator)}`);
  print(`  Both stand                   ${percent(result.bothStand)}`);
  if (result.bothFall !== undefined) print(`  Both fall (double knock-out) ${percent(result.bothFall)}`);
  if (choices) {
    print(
      `  Each choice of the ${slot % 2 === 0 ? 'Instigator' : 'Retaliator'}'s combatant now, both playing their policies after it (Instigator wins / Retaliator wins / both stand):`,
    );
    for (const c of choices)
      print(
        `    ${(c.choice === 'wait' ? 'Wait' : `Move ${c.choice} ${c.distance} in`).padEnd(20)} ${percent(c.odds.instigator)} / ${percent(c.odds.retaliator)} / ${percent(c.odds.bothStand)}`,
      );
  }
  return 0;
}

/** The solver's refusal of a slot or a choice it cannot weigh, as the flag's one line. */
function solved<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(`--${error.message}`);
    throw error;
  }
}

/** A scenario file's JSON, bounded in size before it is parsed and in depth before any field is read. */
function readScenario(path: string): unknown {
  let text: string;
  try {
    text = readBounded(path);
  } catch (error) {
    if (error instanceof FileReadError) throw new UsageError(`${path}: ${error.problem}`);
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path}: not valid JSON (${(error as Error).message})`);
  }
  const deep = tooDeep(data);
  if (deep) throw new UsageError(`${path}: ${deep}: ${depthMessage()}`);
  return data;
}

async function play(argv: string[]): Promise<number> {
  const { values, positionals } = parse(
    argv,
    { instigator: { type: 'string' }, retaliator: { type: 'string' }, ...SYSTEM_FLAGS, ...RULING_FLAGS, ...PARAM_FLAGS },
    true,
  );
  if (values.help) return help();
  if (positionals.length !== 1) throw new UsageError('play: give exactly one scenario file, e.g. sow play scenario.json');
  const path = positionals[0]!;
  const flags = params(values);
  const ruled = rulings(values);
  const turns = { system: system(values.system), pairing: pairing(values.pairing) };
  const raw = readScenario(path);
  // A flag the game's system does not take is the flag's problem, not the file's.
  const named = (raw as { system?: unknown } | null)?.system;
  const sys = turns.system ?? (isSystemId(named) ? named : 'fragment1');
  pairingApplies(sys, turns.pairing);
  flagsApply(sys, ruled, flags);
  let scenario;
  try {
    scenario = parseScenario(withTurns(withRulings(withParams(raw, flags), ruled), turns));
  } catch (error) {
    if (error instanceof ScenarioError) throw new UsageError(`${path}: ${error.message}`);
    throw error;
  }
  const policies: Policies = {
    instigator: policy('instigator', values.instigator, scenario.policies?.instigator ?? 'aggressive'),
    retaliator: policy('retaliator', values.retaliator, scenario.policies?.retaliator ?? 'aggressive'),
  };
  checkAtOnce(policies, scenario.rulings ?? {});
  // One game is a run of one: a crowd under best-odds pairing to a long turn limit can cost minutes.
  const perSide = Math.max(...(['instigator', 'retaliator'] as const).map((side) => scenario.combatants.filter((c) => c.side === side).length));
  const cost = runProblem(
    1,
    runShape({ system: scenario.system, pairing: scenario.pairing, policies, perSide, table: scenario.table, rulings: scenario.rulings }),
  );
  if (cost) throw new UsageError(`${path}: ${cost}`);
  noteOptimal(sys, policies);
  const played = await loadSystem(sys);
  const { state, events } = playGame(scenario, policies, played);
  const winner = state.winner ?? 'draw';
  if (values.json) {
    print(JSON.stringify({ winner, turns: state.turn, events }));
    return 0;
  }
  const names = sideNames(sys);
  print(
    `Spheres of War, Tactical Fragment 1 (${scenario.ruleset}, ${describeTurns(turnOptions(sys, scenario.pairing))}): ${path}, seed ${scenario.seed ?? 1}, ${policies.instigator} (${names.instigator}) v ${policies.retaliator} (${names.retaliator})`,
  );
  if (Object.keys(changedParams(state.params)).length > 0) print(`Numbers in force: ${describeParams(state.params)}`);
  for (const line of await report(events, scenario.ruleset, state.params, played.sentences)) print(line);
  return 0;
}

/** A scenario file read and checked; its problems name the file. */
function scenarioFrom(path: string) {
  try {
    return parseScenario(readScenario(path));
  } catch (error) {
    if (error instanceof ScenarioError) throw new UsageError(`${path}: ${error.message}`);
    throw error;
  }
}

/** Parameter flags laid over a scenario file's own: --table replaces its table, the rest its "params". */
function withParams(raw: unknown, flags: Partial<Params>): unknown {
  if (Object.keys(flags).length === 0 || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const { table, ...rest } = flags;
  const file = raw as Record<string, unknown>;
  const own = typeof file.params === 'object' && file.params !== null ? (file.params as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...own, ...rest };
  if (table) delete merged.table;
  return { ...file, ...(table ? { table } : {}), params: merged };
}

/** Ruling flags laid over a scenario file's own "rulings". */
function withRulings(raw: unknown, flags: Partial<Rulings>): unknown {
  if (Object.keys(flags).length === 0 || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const file = raw as Record<string, unknown>;
  const own = typeof file.rulings === 'object' && file.rulings !== null ? (file.rulings as Record<string, unknown>) : {};
  return { ...file, rulings: { ...own, ...flags } };
}

function choosesPairs(sys: SystemId): boolean {
  return systemDescription(sys).fields?.pairing !== undefined;
}

/** --pairing for a system that forms its own pairs: the flag does not apply. */
function pairingApplies(sys: SystemId, value: Pairing | undefined): void {
  if (value && !choosesPairs(sys))
    throw new UsageError(
      `--pairing: "${value}" does not apply: the ${sys} turn system forms its own pairs (a pairing applies to ${SYSTEM_IDS.filter(choosesPairs).join(', ')})`,
    );
}

/**
 * Reading `unread-flags`: a ruling or parameter flag that the game's turn system never reads is refused,
 * naming the flag, the system and why, rather than accepted and silently changing nothing. A scenario
 * file's own rulings and params are not held to this: one file may be played under every system.
 */
function flagsApply(sys: SystemId, ruled: Partial<Rulings>, given: Partial<Params>): void {
  const unread = systemDescription(sys).unread ?? {};
  for (const id of [...Object.keys(ruled), ...Object.keys(given)] as (keyof typeof unread)[]) {
    const why = unread[id];
    if (why) throw new UsageError(`--${id}: does not apply to the ${sys} turn system: ${why}`);
    const owner = SYSTEM_RULINGS.find((r) => r.id === id)?.system;
    if (owner && owner !== sys) throw new UsageError(`--${id}: applies only to the ${owner} turn system, not ${sys}`);
  }
}

/** --system and --pairing laid over a scenario file's "system" and "pairing". */
function withTurns(raw: unknown, turns: { system?: SystemId; pairing?: string }): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  return { ...raw, ...(turns.system ? { system: turns.system } : {}), ...(turns.pairing ? { pairing: turns.pairing } : {}) };
}

/** How the sides are named: by their roles, or as players where the roles change from Turn to Turn. */
function sideNames(sys: SystemId): { instigator: string; retaliator: string } {
  return systemDescription(sys).rolesChange
    ? { instigator: capitalise(PLAYERS.instigator), retaliator: capitalise(PLAYERS.retaliator) }
    : { instigator: 'Instigator', retaliator: 'Retaliator' };
}

/** The turn system in force, and its pairing where it takes one (the engine's default when none was given). */
function turnOptions(sys: SystemId, chosen: Pairing | undefined): { system: SystemId; pairing?: Pairing } {
  return choosesPairs(sys) ? { system: sys, pairing: chosen ?? 'closest' } : { system: sys };
}

/** A header's words for turnOptions. */
function describeTurns(t: { system: SystemId; pairing?: Pairing }): string {
  return t.pairing ? `${t.system} turns, pairing ${t.pairing}` : `${t.system} turns`;
}

/** The spec's promise: where `optimal` cannot be exact (outside a Match), the CLI says so, once. */
function noteOptimal(sys: SystemId, policies: Policies): void {
  const note = systemDescription(sys).optimalNote;
  if (note && (policies.instigator === 'optimal' || policies.retaliator === 'optimal')) process.stderr.write(`sow: note: ${note}\n`);
}

/** The game report: one line an event, indented inside Matches, each with its rule numbers. */
async function report(events: readonly GameEvent[], rs: RulesetId, p: Params = initialParams(), sentences?: Sentences): Promise<string[]> {
  const catalog = await withCatalog(({ loadCatalog }) => loadCatalog());
  const numbers = (ids: readonly string[]) => {
    const ns = [...new Set(ids.map((id) => catalog.numberOf(rs, id)).filter((n): n is number => n !== undefined))].sort((a, b) => a - b);
    return ns.length === 0 ? '' : ns.length === 1 ? `rule ${ns[0]}` : `rules ${ns.join(', ')}`;
  };
  let inMatch = false;
  return events.map((e) => {
    if (e.type === 'match-start' || e.type === 'melee-start') inMatch = true;
    const indent = inMatch && e.type !== 'match-start' && e.type !== 'melee-start' ? '  ' : '';
    if (e.type === 'match-end' || e.type === 'melee-end') inMatch = false;
    const rulingNote = e.rulings?.length ? `; ruling ${e.rulings.join(', ')}` : '';
    const stepNote = e.steps?.length ? `${e.rules.length ? '; ' : ''}step ${e.steps.join(', ')}` : '';
    return `${indent}${describeEvent(e, rs, p, sentences)}  [${numbers(e.rules)}${stepNote}${rulingNote}]`;
  });
}

function initialParams(): Params {
  return resolveParams();
}

async function sim(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    games: { type: 'string' },
    seed: { type: 'string' },
    'per-side': { type: 'string' },
    instigator: { type: 'string' },
    retaliator: { type: 'string' },
    ruleset: { type: 'string' },
    ...WORKERS_FLAG,
    ...LONG_RUN_FLAG,
    ...SYSTEM_FLAGS,
    ...RULING_FLAGS,
    ...PARAM_FLAGS,
  });
  if (values.help) return help();
  const games = number('games', values.games);
  if (games === undefined) throw new UsageError('--games: required (how many games to play)');
  const seed = number('seed', values.seed);
  if (seed === undefined) throw new UsageError('--seed: required (a whole number; the same seed plays the same games)');
  const seedIssue = seedProblem(seed);
  if (seedIssue) throw new UsageError(`--seed: ${seedIssue}`);
  const chosen = await ruleset(values.ruleset);
  const options: SimOptions = {
    games,
    seed,
    perSide: number('per-side', values['per-side'], { min: 1, max: MAX_COMBATANTS / 2, integer: true }) ?? COMBATANTS_PER_SIDE,
    ruleset: chosen.ruleset,
    system: system(values.system) ?? 'fragment1',
    pairing: pairing(values.pairing),
    rulings: { ...chosen.rulings, ...rulings(values) },
    policies: { instigator: policy('instigator', values.instigator, 'aggressive'), retaliator: policy('retaliator', values.retaliator, 'aggressive') },
  };
  checkAtOnce(options.policies, options.rulings ?? {});
  noteSettled(chosen, rulings(values));
  // Only what was typed can be a flag the system never reads; a version's own numbers and rulings are not.
  const typed = params(values);
  const given = { ...chosen.params, ...typed };
  const { table, ...rest } = given;
  if (table) options.table = table;
  if (Object.keys(rest).length > 0) options.params = rest;
  const inForce = resolveParams(given);
  const sys = options.system!;
  pairingApplies(sys, options.pairing);
  flagsApply(sys, rulings(values), typed);
  const runIssue = runProblem(games, runShape(options), 1, runBudget(values['max-minutes']));
  if (runIssue) throw runRefusal(runIssue, values['max-minutes']);
  firstDeployment(values, () => simScenario(options, 0));
  noteOptimal(sys, options.policies);
  const workers = workersFor(values.workers, gameCostMs(runShape(options)) * games);
  const showProgress = process.stderr.isTTY;
  const line = progressLine(games);
  const [tally] = await playRuns([options], workers, showProgress ? (played) => process.stderr.write(line(played)) : undefined).catch((error: unknown) => {
    if (error instanceof ScenarioError && error.field === 'deployment') throw deploymentRefusal(values, error.problem);
    if (error instanceof ScenarioError) throw new UsageError(`--${error.field === 'perSide' ? 'per-side' : error.field}: ${error.problem}`);
    throw error;
  });
  if (showProgress) process.stderr.write('\r\x1b[K');
  const result = summarise(tally!);
  if (values.json) {
    // Figures a system does not have are left out, not printed as 0.
    const { meanMatches, matchesBothStand, ...always } = result;
    const figures = systemDescription(sys).noMatches ? always : result;
    print(
      JSON.stringify({
        ...figures,
        seed,
        perSide: options.perSide,
        ruleset: options.ruleset,
        ...turnOptions(sys, options.pairing),
        policies: options.policies,
        rulings: options.rulings,
        params: changedParams(inForce),
      }),
    );
    return 0;
  }
  const row = (label: string, n: number, ci: [number, number]) =>
    `  ${label.padEnd(16)} ${String(n).padStart(8)}  ${percent(n / games).padStart(6)}  (95% CI ${percent(ci[0])} to ${percent(ci[1])})`;
  const names = sideNames(sys);
  print(
    `${games} games, seed ${seed}, ${options.perSide} a side, ${options.ruleset}, ${describeTurns(turnOptions(sys, options.pairing))}, ${options.policies.instigator} (${names.instigator}) v ${options.policies.retaliator} (${names.retaliator})`,
  );
  if (Object.keys(changedParams(inForce)).length > 0) print(`  Numbers in force: ${describeParams(inForce)}`);
  print(row(`${names.instigator} wins`, result.instigatorWins, result.intervals.instigator));
  print(row(`${names.retaliator} wins`, result.retaliatorWins, result.intervals.retaliator));
  print(row('Draws', result.draws, result.intervals.draw));
  const matches = !systemDescription(sys).noMatches
    ? `mean Matches ${result.meanMatches.toFixed(2)} (${result.matchesBothStand} ended with both standing)`
    : `Matches n/a (${sys} plays no Fragment 1 Matches)`;
  print(`  Mean ${systemDescription(sys).turnsAre ?? 'Turns'} ${result.meanTurns.toFixed(2)}, ${matches}`);
  print(`  Removals: ${result.removals.defeated} defeated, ${result.removals['off-table']} off the table, ${result.removals.undefended} undefended strikes`);
  if (result.turnLimitDraws) print(`  ${result.turnLimitDraws} games reached the turn limit`);
  // The turn systems' comparison figures (turn-systems.md, what the comparison measures).
  print(
    `  Mean decisions a game: ${result.decisions.instigator.toFixed(2)} ${names.instigator}, ${result.decisions.retaliator.toFixed(2)} ${names.retaliator}; longest wait ${result.longestWait.toFixed(2)} decisions in a row by one side`,
  );
  print(`  Double knock-outs: ${result.doubleKnockouts}`);
  return 0;
}

/** Turn-systems.md, "Groups as a tool": the groups chained through enemies at a reach, by id. */
async function groups(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { reach: { type: 'string' } }, true);
  if (values.help) return help();
  if (positionals.length !== 1) throw new UsageError('groups: give exactly one scenario file, e.g. sow groups scenario.json');
  const path = positionals[0]!;
  // Reaches as odds takes gaps: from contact to beyond the largest table's diagonal.
  const reach = number('reach', values.reach, GAP_RANGE) ?? 0;
  const scenario = scenarioFrom(path);
  const state = initialState(scenario, await loadSystem(scenario.system));
  const found = groupIds(state.combatants, reach, state.params.base);
  if (values.json) {
    print(JSON.stringify({ groups: found }));
    return 0;
  }
  const scale = state.rulings['wwpd-scale'];
  const what =
    reach === 0
      ? "base contact: WWPD's Melees"
      : Math.abs(reach - wwpdDistance(state.rulings, 'firefight')) <= EPS
        ? `WWPD's Firefight range at wwpd-scale ${scale}`
        : 'edge to edge';
  print(`${path}: groups chained through enemies within ${reach} in (${what})`);
  if (found.length === 0) print('  none: no combatant is that close to an enemy');
  found.forEach((group, k) => print(`  ${k + 1}. ${group.join(', ')}`));
  const grouped = new Set(found.flat());
  const alone = state.combatants.filter((c) => !grouped.has(c.id)).map((c) => c.id);
  if (alone.length > 0) print(`  In no group (no enemy within reach): ${alone.join(', ')}`);
  return 0;
}

function help(): number {
  write(process.stdout, HELP);
  return 0;
}

/** One line of output; anything it echoes from the user has its control characters escaped. */
function print(line: string): void {
  write(process.stdout, `${escapeControls(line)}\n`);
}
