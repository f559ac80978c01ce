// The engine's game functions as Node's code calls them for any turn system: each given the value of the
// system its scenario (or run) names, every system's full value loaded once here (loadAllSystems). Tests of one system may pass its
// value themselves; these keep the many tests that play every system short.
import * as engine from '../../src/engine/index.ts';
import {
  loadAllSystems,
  type Decision,
  type GameEvent,
  type Params,
  type Policies,
  type RulesetId,
  type Scenario,
  type SimOptions,
  type SimTally,
  type SystemId,
} from '../../src/engine/index.ts';

const systems = await loadAllSystems();
// What optimal solves, shared by every game these play: a test's run of games solves each Match once.
const solvers = new engine.SolverCache();

/** `id`'s full value; Fragment 1's by default. */
export const systemOf = (id?: SystemId) => systems.of(id);

export const initialState = (s: Scenario) => engine.initialState(s, systemOf(s.system));
export const newGame = (s: Scenario) => engine.newGame(s, systemOf(s.system));
export const replay = (s: Scenario, decisions: readonly Decision[]) => engine.replay(s, decisions, systemOf(s.system));
export const playGame = (s: Scenario, policies: Policies) => engine.playGame(s, policies, systemOf(s.system), solvers);
export const playQuiet = (s: Scenario, policies: Policies) => engine.playQuiet(s, policies, systemOf(s.system), solvers);
export const startSession = (s: Scenario, decisions: readonly Decision[] = []) => engine.startSession(s, decisions, systemOf(s.system));
export const simulate = (o: SimOptions) => engine.simulate(o, systemOf(o.system));
export const simulateRange = (o: SimOptions, from: number, to: number, tally: SimTally) => engine.simulateRange(o, from, to, tally, systemOf(o.system));

/** An event as a report tells it, in the words of `system` (Fragment 1's by default). */
export const describeEvent = (e: GameEvent, ruleset: RulesetId, params?: Pick<Params, 'die' | 'fails-on'>, system: SystemId = 'fragment1') =>
  engine.describeEvent(e, ruleset, params, systemOf(system).sentences);
/** The exact odds with the strikes at once at hand, as the CLI asks them. */
export const matchOdds = (q: engine.OddsQuery) => engine.matchOdds({ atOnce: engine.AT_ONCE, ...q });
/** A sweep of Fragment 1's games, as `sow sweep` plays it (its full value). */
export const sweep = (o: engine.SweepOptions) => engine.sweep(o, systemOf());
