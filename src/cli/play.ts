// `sow play`: one game from a scenario file, as the game report or JSON events.
import {
  changedParams,
  runProblem,
  runShape,
  describeEvent,
  describeParams,
  parseScenario,
  playGame,
  resolveParams,
  ScenarioError,
  THE_SYSTEMS,
  type Sentences,
  type GameEvent,
  type Params,
  type Policies,
  type RulesetId,
  type Systems,
} from '../engine/index.ts';
import { checkAtOnce, pairing, params, PARAM_FLAGS, parse, policy, readings, READING_FLAGS, system, SYSTEM_FLAGS, UsageError, withCatalog } from './args.ts';
import { print } from './print.ts';
import { printedEvent } from '../shared/printed-event.ts';
import { help } from './help.ts';
import { readScenario, withParams, withReadings, withTurns } from './scenario-file.ts';
import { pairingApplies, flagsApply, sideNames, turnOptions, describeTurns, noteOptimal } from './turn-system.ts';

/** `sow play argv…`, the game's system one of `systems` (the one list unless a test gives a longer one). */
export async function play(argv: string[], systems: Systems = THE_SYSTEMS): Promise<number> {
  const { values, positionals } = parse(
    argv,
    { instigator: { type: 'string' }, retaliator: { type: 'string' }, ...SYSTEM_FLAGS, ...READING_FLAGS, ...PARAM_FLAGS },
    true,
  );
  if (values.help) return help();
  if (positionals.length !== 1) throw new UsageError('play: give exactly one scenario file, e.g. sow play scenario.json');
  const path = positionals[0]!;
  const flags = params(values);
  const ruled = readings(values);
  const turns = { system: system(values.system, systems), pairing: pairing(values.pairing) };
  const raw = readScenario(path);
  // A flag the game's system does not take is the flag's problem, not the file's.
  const named = (raw as { system?: unknown } | null)?.system;
  const sys = turns.system ?? (systems.has(named) ? named : 'fragment1');
  pairingApplies(sys, turns.pairing, systems);
  flagsApply(sys, ruled, flags, systems);
  let scenario;
  try {
    scenario = parseScenario(withTurns(withReadings(withParams(raw, flags), ruled), turns), systems);
  } catch (error) {
    if (error instanceof ScenarioError) throw new UsageError(`${path}: ${error.message}`);
    throw error;
  }
  const policies: Policies = {
    instigator: policy('instigator', values.instigator, scenario.policies?.instigator ?? 'aggressive'),
    retaliator: policy('retaliator', values.retaliator, scenario.policies?.retaliator ?? 'aggressive'),
  };
  checkAtOnce(policies, scenario.readings ?? {});
  // One game is a run of one: a crowd under best-odds pairing to a long turn limit can cost minutes.
  const perSide = Math.max(...(['instigator', 'retaliator'] as const).map((side) => scenario.combatants.filter((c) => c.side === side).length));
  const cost = runProblem(
    1,
    runShape({ system: scenario.system, pairing: scenario.pairing, policies, perSide, table: scenario.table, readings: scenario.readings }, systems),
  );
  if (cost) throw new UsageError(`${path}: ${cost}`);
  noteOptimal(sys, policies, systems);
  const played = await systems.load(sys);
  const { state, events } = playGame(scenario, policies, played);
  const winner = state.winner ?? 'draw';
  if (values.json) {
    // The events go out with their fields' old names (formats-keep-their-names).
    print(JSON.stringify({ winner, turns: state.turn, events: events.map(printedEvent) }));
    return 0;
  }
  const names = sideNames(sys, systems);
  print(
    `Spheres of War, Tactical Fragment 1 (${scenario.ruleset}, ${describeTurns(turnOptions(sys, scenario.pairing, systems))}): ${path}, seed ${scenario.seed ?? 1}, ${policies.instigator} (${names.instigator}) v ${policies.retaliator} (${names.retaliator})`,
  );
  if (Object.keys(changedParams(state.params)).length > 0) print(`Numbers in force: ${describeParams(state.params)}`);
  for (const line of await report(events, scenario.ruleset, state.params, played.sentences)) print(line);
  return 0;
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
    const readingNote = e.readings?.length ? `; reading ${e.readings.join(', ')}` : '';
    const stepNote = e.steps?.length ? `${e.rules.length ? '; ' : ''}step ${e.steps.join(', ')}` : '';
    return `${indent}${describeEvent(e, rs, p, sentences)}  [${numbers(e.rules)}${stepNote}${readingNote}]`;
  });
}

function initialParams(): Params {
  return resolveParams();
}
