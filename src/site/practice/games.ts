// The games practice questions are cut from: the rule pages' widget presets and seeded five-a-side
// games, each played to its end by engine policies in one version's rules, step by step, so every
// question's position is a real position the engine reached.
import {
  withKeptKeys,
  atOnceProblem,
  decider,
  initialState,
  parseScenario,
  playOn,
  startSession,
  type Decision,
  type GameEvent,
  type GameState,
  type PolicyName,
  type Scenario,
  type Side,
  loadAllSystems,
} from '../../engine/index.ts';
import type { VersionRules } from '../../catalog/version-rules.ts';
import { deployed, presetFor, withVersionParams } from '../../widgets/models/presets.ts';
import type { WidgetType } from '../../widgets/models/registry.ts';

// Every system's full value: whatever a version's settings name.
const systems = await loadAllSystems();

/** One step of a played game: the decision (none for the opening) and the events it produced. */
export interface PlayedStep {
  decision: Decision | null;
  events: GameEvent[];
  /** The state the step started from. */
  before: GameState;
}

export interface PlayedGame {
  source: string;
  scenario: Scenario;
  steps: PlayedStep[];
}

interface Source {
  source: string;
  scenario: Scenario;
  policies: Record<Side, PolicyName>;
  /** Decisions made first, whatever the policies would do (the off-table preset's Move away). */
  opening?: Decision[];
}

/** Where the questions' positions come from: the presets the rule pages show, then seeded games. */
function sources(rules: VersionRules): Source[] {
  const preset = (type: WidgetType, name: string, policies: Record<Side, PolicyName>, opening?: Decision[]): Source => {
    const { preset: p } = presetFor(type, name, rules.ruleset);
    return { source: `“${p.title}”, a position from the rule pages`, scenario: p.scenario, policies, ...(opening ? { opening } : {}) };
  };
  const both = (instigator: PolicyName, retaliator: PolicyName) => ({ instigator, retaliator });
  const list: Source[] = [
    preset('match', 'counting-example', both('aggressive', 'aggressive')),
    preset('match', 'contact', both('aggressive', 'counter')),
    preset('match', 'off-table', both('aggressive', 'wait'), [{ type: 'move', toward: false }]),
    preset('match', 'last-strike', both('aggressive', 'wait')),
    preset('match', 'start-in-contact', both('aggressive', 'counter')),
    preset('match-pairing', 'collapse-o-snap', both('aggressive', 'aggressive')),
    preset('match-pairing', 'inert', both('aggressive', 'aggressive')),
    preset('game', 'endgame', both('aggressive', 'aggressive')),
  ];
  const pairs: Array<[number, PolicyName, PolicyName]> = [
    [1, 'aggressive', 'counter'],
    [2, 'counter', 'aggressive'],
    [3, 'aggressive', 'counter'],
    [4, 'optimal', 'optimal'],
    [5, 'random', 'random'],
    [6, 'aggressive', 'aggressive'],
  ];
  for (const [seed, i, r] of pairs)
    list.push({ source: `a five-a-side game deployed from seed ${seed}, ${i} against ${r}`, scenario: deployed(seed, rules.ruleset), policies: both(i, r) });
  return list;
}

/** A scenario as the version plays it: its numbers and readings under the scenario's own (as Widget.astro does). */
export function inVersion(scenario: Scenario, rules: VersionRules): Scenario {
  let s = withVersionParams(scenario, rules.given);
  if (Object.keys(rules.changedReadings).length > 0) s = { ...s, readings: { ...rules.changedReadings, ...s.readings } };
  return parseScenario(withKeptKeys(s));
}

const MAX_STEPS = 600;

function play(src: Source, rules: VersionRules): PlayedGame {
  const scenario = inVersion(src.scenario, rules);
  // A version's settled rulings may ask for strikes at once: the system's full value plays them.
  const system = systems.of(scenario.system);
  const opening = startSession(scenario, [], system);
  const steps: PlayedStep[] = [{ decision: null, events: [...opening.events], before: initialState(scenario, system) }];
  const queued = [...(src.opening ?? [])];
  // One decide for the game's every decision: what optimal solves at one is there for the next.
  const decide = decider();
  playOn(
    opening,
    (side, g) => queued.shift() ?? decide(src.policies[side], g),
    () => steps.length >= MAX_STEPS,
    (before, decision, events) => steps.push({ decision, events: [...events], before }),
  );
  return { source: src.source, scenario, steps };
}

/**
 * Every source game of a version, played to its end (or the first 600 decisions). A version that strikes at
 * once leaves out the games a policy cannot play under it (optimal, S4), as the engine refuses them.
 */
export function playedGames(rules: VersionRules): PlayedGame[] {
  const playable = (s: Source) =>
    rules.readings.exchange !== 'simultaneous' || (!atOnceProblem(s.policies.instigator) && !atOnceProblem(s.policies.retaliator));
  return sources(rules)
    .filter(playable)
    .map((s) => play(s, rules));
}
