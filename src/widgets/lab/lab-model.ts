// The Lab's one state object and its reducer: the reader's set-up (which parameter, which values, the
// gap, the policies, the readings, games and seed) and the run of simulated games. No rule logic: what a
// value means and whether it is allowed is the engine's (lab-plan.ts asks it).
import {
  type ParamId,
  isParamId,
  PARAMETERS,
  atOnceProblem,
  DEFAULT_READINGS,
  type Readings,
  type ReadingId,
  READINGS,
  readingProblem,
  POLICY_NAMES,
  SEED_MAX,
  seedProblem,
  type PolicyName,
  type Side,
  type SweepSim,
} from '../../engine/browser.ts';

/** The gap for the exact odds: 0–12" in quarter inches (the Odds widget's range). */
export const GAP = { min: 0, max: 12, step: 0.25 } as const;
/** Seeded five-a-side games per value: none, up to 20,000. */
export const GAMES = { min: 0, max: 20_000, step: 1 } as const;
/** The engine's seeds (its one check, seedProblem), as the input's range. */
export const SEED = { min: 0, max: SEED_MAX, step: 1 } as const;
/** More values than this would be a table nobody reads, and minutes of games. */
export const MAX_VALUES = 12;
/** Longest values text accepted (from the field or a link). */
export const MAX_VALUES_TEXT = 200;
/** Longest text for one base number (a table is the longest: "72x72"). */
export const MAX_BASE_TEXT = 20;

/**
 * Values to start from for each parameter: around the sheet's number, within the engine's range (a
 * unit test holds every list to the engine's checks).
 */
export const SUGGESTED_VALUES: Readonly<Record<ParamId, string>> = {
  actions: '1, 2, 3, 4, 5, 6, 7',
  move: '1, 1.5, 2, 2.5, 3',
  die: '4, 6, 8, 10, 12, 20',
  'fails-on': '3, 4, 5, 6',
  table: '12x12, 18x12, 24x24',
  'deploy-depth': '2, 4, 6',
  base: '0.5, 1, 1.5, 2',
};

export interface LabSetup {
  param: ParamId;
  /** The values as the reader typed them: a comma list (table values as WxD). */
  values: string;
  /**
   * The base every value is tried on: numbers the reader set instead of the sheet's, as typed (the
   * `sow sweep` flags beside --param). A swept parameter's entry is ignored while it is swept.
   */
  base: Partial<Record<ParamId, string>>;
  /** A second parameter swept across the first: every pair of values is a cell of the grid. */
  across: { param: ParamId; values: string } | null;
  gap: number;
  policies: Record<Side, PolicyName>;
  readings: Readings;
  /** Games per value. */
  games: number;
  seed: number;
}

export type RunStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export interface LabModel extends LabSetup {
  status: RunStatus;
  /** Simulated results per value (in the order of the values); null where not run (yet). */
  sims: Array<SweepSim | null>;
  /** Games played so far in this run, over all values. */
  played: number;
  message: string;
  /** Why a link could not be used, shown as an alert. */
  problem: string | null;
  /** The values the reader typed for each parameter, kept when another is chosen and restored on return. */
  typed: Partial<Record<ParamId, string>>;
}

export type LabAction =
  | { type: 'param'; param: ParamId }
  | { type: 'values'; text: string }
  | { type: 'base'; param: ParamId; text: string }
  | { type: 'across'; param: ParamId | null }
  | { type: 'across-values'; text: string }
  | { type: 'gap'; gap: number }
  | { type: 'policy'; side: Side; value: PolicyName }
  | { type: 'reading'; id: ReadingId; value: string | number }
  | { type: 'games'; games: number }
  | { type: 'seed'; seed: number }
  | { type: 'run'; count: number }
  /** The cells whose figures changed since the last progress (lab-run.ts sends them once a frame), and the games played in all. */
  | { type: 'progress'; cells: ReadonlyArray<readonly [index: number, sim: SweepSim]>; played: number }
  | { type: 'done' }
  | { type: 'cancel' }
  | { type: 'failed'; message: string }
  | { type: 'load'; setup: LabSetup }
  | { type: 'problem'; text: string | null };

/** The opening set-up on `param`, its readings the version's (`readings`: every reading in force), else the engine's defaults. */
export function defaultSetup(param: ParamId = 'actions', readings: Partial<Readings> = DEFAULT_READINGS): LabSetup {
  return {
    param,
    values: SUGGESTED_VALUES[param],
    // Opens on a question with an answer that moves: a charge into a counter-puncher within reach.
    // (Two optimal sides at 3" both wait, and every value would read "both stand".)
    gap: 2,
    policies: { instigator: 'aggressive', retaliator: 'counter' },
    // The Fragment 1 readings the Lab offers (a system's own, such as wwpd-scale, are not among them).
    readings: Object.fromEntries(READINGS.map((r) => [r.id, readings[r.id] ?? DEFAULT_READINGS[r.id]])) as Partial<Readings> as Readings,
    games: 500,
    seed: 1,
    base: {},
    across: null,
  };
}

export function initialModel(setup: LabSetup = defaultSetup()): LabModel {
  return { ...setup, status: 'idle', sims: [], played: 0, message: '', problem: null, typed: {} };
}

const inRange = (n: number, r: { min: number; max: number; step: number }) =>
  Number.isFinite(n) && n >= r.min && n <= r.max && Math.abs((n - r.min) / r.step - Math.round((n - r.min) / r.step)) < 1e-9;

export const gapOk = (n: number) => inRange(n, GAP);
export const gamesOk = (n: number) => inRange(n, GAMES);
export const seedOk = (n: number) => seedProblem(n) === null;
export const isPolicy = (v: unknown): v is PolicyName => (POLICY_NAMES as readonly unknown[]).includes(v);

/** Every field of a set-up checked (a link's, or a test's): null when usable, otherwise what is wrong. */
export function setupProblem(s: LabSetup): string | null {
  if (!isParamId(s.param)) return `"${String(s.param)}" is not a parameter (known: ${PARAMETERS.map((p) => p.id).join(', ')})`;
  if (typeof s.values !== 'string' || s.values.length > MAX_VALUES_TEXT) return `the values must be text of at most ${MAX_VALUES_TEXT} characters`;
  if (typeof s.base !== 'object' || s.base === null || Array.isArray(s.base)) return 'the base must be a list of parameters and values';
  for (const [id, text] of Object.entries(s.base)) {
    if (!isParamId(id)) return `the base names "${id.slice(0, 40)}", which is not a parameter (known: ${PARAMETERS.map((p) => p.id).join(', ')})`;
    if (typeof text !== 'string' || text.length > MAX_BASE_TEXT) return `the base's ${id} must be text of at most ${MAX_BASE_TEXT} characters`;
  }
  if (s.across !== null) {
    if (typeof s.across !== 'object' || !isParamId(s.across.param))
      return `the second parameter "${String(s.across?.param)}" is not a parameter (known: ${PARAMETERS.map((p) => p.id).join(', ')})`;
    if (s.across.param === s.param) return `the second parameter must differ from the first (both are ${s.param})`;
    if (typeof s.across.values !== 'string' || s.across.values.length > MAX_VALUES_TEXT)
      return `the second parameter's values must be text of at most ${MAX_VALUES_TEXT} characters`;
  }
  if (!gapOk(s.gap)) return `the gap ${String(s.gap)} is out of range: ${GAP.min} to ${GAP.max} inches in steps of ${GAP.step}`;
  for (const side of ['instigator', 'retaliator'] as const)
    if (!isPolicy(s.policies[side])) return `"${String(s.policies[side])}" is not a policy (known: ${POLICY_NAMES.join(', ')})`;
  for (const [id, value] of Object.entries(s.readings)) {
    const why = readingProblem(id, value);
    if (why) return `reading ${id} ${why}`;
  }
  // S4: strikes at once are never played by a policy that needs the alternating game tree.
  if (s.readings.exchange === 'simultaneous')
    for (const side of ['instigator', 'retaliator'] as const) {
      const why = atOnceProblem(s.policies[side]);
      if (why) return `the ${side}'s policy: ${why}`;
    }
  if (!gamesOk(s.games)) return `${String(s.games)} games is out of range: a whole number from ${GAMES.min} to ${GAMES.max.toLocaleString('en')}`;
  const seedIssue = seedProblem(s.seed);
  if (seedIssue) return `the seed ${seedIssue}`;
  return null;
}

export function setupOf(m: LabModel): LabSetup {
  return {
    param: m.param,
    values: m.values,
    gap: m.gap,
    policies: { ...m.policies },
    readings: { ...m.readings },
    games: m.games,
    seed: m.seed,
    base: { ...m.base },
    across: m.across && { ...m.across },
  };
}

export function labReducer(m: LabModel, a: LabAction): LabModel {
  // A change of question makes simulated results stale: they are cleared rather than mislabelled.
  const fresh = { status: 'idle' as const, sims: [], played: 0, message: '' };
  const busy = m.status === 'running';
  switch (a.type) {
    case 'param': {
      if (busy || !isParamId(a.param) || a.param === m.param) return m;
      // What the reader typed for the old parameter waits for their return; a second parameter equal to the new one gives way.
      const typed = { ...m.typed, [m.param]: m.values };
      const across = m.across?.param === a.param ? null : m.across;
      return { ...m, ...fresh, param: a.param, values: typed[a.param] ?? SUGGESTED_VALUES[a.param], typed, across };
    }
    case 'values':
      return busy || a.text.length > MAX_VALUES_TEXT ? m : { ...m, ...fresh, values: a.text };
    case 'base':
      return busy || !isParamId(a.param) || a.text.length > MAX_BASE_TEXT ? m : { ...m, ...fresh, base: { ...m.base, [a.param]: a.text } };
    case 'across': {
      if (busy || (a.param !== null && (!isParamId(a.param) || a.param === m.param))) return m;
      const typed = m.across ? { ...m.typed, [m.across.param]: m.across.values } : m.typed;
      return { ...m, ...fresh, typed, across: a.param === null ? null : { param: a.param, values: typed[a.param] ?? SUGGESTED_VALUES[a.param] } };
    }
    case 'across-values':
      return busy || !m.across || a.text.length > MAX_VALUES_TEXT ? m : { ...m, ...fresh, across: { ...m.across, values: a.text } };
    case 'gap':
      // The gap changes only the exact odds: games already played still answer the same question.
      return gapOk(a.gap) ? { ...m, gap: a.gap } : m;
    case 'policy': {
      const next = { ...m, ...fresh, policies: { ...m.policies, [a.side]: a.value } };
      return busy || !isPolicy(a.value) || setupProblem(next) ? m : next;
    }
    case 'reading': {
      const next = { ...m, ...fresh, readings: { ...m.readings, [a.id]: a.value } };
      return busy || readingProblem(a.id, a.value) || setupProblem(next) ? m : next;
    }
    case 'games':
      return busy || !gamesOk(a.games) ? m : { ...m, ...fresh, games: a.games };
    case 'seed':
      return busy || !seedOk(a.seed) ? m : { ...m, ...fresh, seed: a.seed };
    case 'run':
      return busy || m.games === 0 ? m : { ...m, status: 'running', sims: Array.from({ length: a.count }, () => null), played: 0, message: '' };
    case 'progress': {
      if (!busy) return m;
      const sims = m.sims.slice();
      for (const [index, sim] of a.cells) if (index >= 0 && index < sims.length) sims[index] = sim;
      return { ...m, sims, played: a.played };
    }
    case 'done':
      return busy ? { ...m, status: 'done' } : m;
    case 'cancel':
      return busy ? { ...m, status: 'cancelled' } : m;
    case 'failed':
      return { ...m, status: 'failed', message: a.message };
    case 'load':
      return setupProblem(a.setup) ? m : { ...initialModel(a.setup), problem: m.problem };
    case 'problem':
      return { ...m, problem: a.text };
  }
}

/**
 * The set-up as the `sow sweep` command that answers it (one command a value of the second parameter).
 * `--ruleset` names the version, so `sow` plays its version.yaml as the Lab does; every reading the
 * reader plays other than the engine's default, or other than the version's own (`versionReadings`), is
 * spelled out, so the command gives the same figures whatever is ruled later.
 */
export function cliLine(s: LabSetup, version: string, versionReadings: Partial<Readings> = {}): string {
  const list = (text: string) =>
    text
      .split(',')
      .map((v) => v.trim())
      .join(',');
  const flags = [`--ruleset ${version}`, `--param ${s.param}`, `--values ${list(s.values)}`];
  for (const [id, text] of Object.entries(s.base)) if (text.trim() !== '' && id !== s.param && id !== s.across?.param) flags.push(`--${id} ${text.trim()}`);
  if (s.across) flags.push(`--${s.across.param} V (for each V of ${list(s.across.values)})`);
  flags.push(`--gap ${s.gap}`, `--instigator ${s.policies.instigator}`, `--retaliator ${s.policies.retaliator}`);
  for (const [id, value] of Object.entries(s.readings))
    if (DEFAULT_READINGS[id as ReadingId] !== value || (versionReadings[id as ReadingId] ?? value) !== value) flags.push(`--${id} ${value}`);
  if (s.games > 0) flags.push(`--games ${s.games}`, `--seed ${s.seed}`);
  return `sow sweep ${flags.join(' ')}`;
}
