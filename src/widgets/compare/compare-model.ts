// The turn systems' comparison (turn-systems.md, "What the comparison measures"): the four systems played
// on the same seeded deployments with the same policies, one `sow sim` run each. The build plays it with
// simulate(); the page's rerun control plays the same SimOptions in a Web Worker, so equal settings give
// equal figures. No DOM here, and engine types only, so the island loads no engine code until a run.
import { type SimOptions, type SimResult, POLICY_NAMES, type Policies, type PolicyName, type SystemId } from '../../engine/browser.ts';
import { SYSTEM_IDS } from '../../engine/systems.ts';

export interface CompareSettings {
  games: number;
  seed: number;
  policies: Policies;
}

/** The build's run: enough games for intervals of a few points, few enough to play in about a second. */
export const BUILD_SETTINGS: CompareSettings = { games: 1000, seed: 2019, policies: { instigator: 'aggressive', retaliator: 'aggressive' } };

/** Games a rerun may ask for: at the top, four systems of `optimal` still end in about a minute. */
export const GAMES = { min: 10, max: 10_000 } as const;

export const RULESET = 'v0.1f';

/** The systems in the order the page shows them: the sheet, its ancestor, then the two other designs. */
export const SYSTEMS: readonly SystemId[] = SYSTEM_IDS;

/** One system's run. Everything but `system` is shared, so game i of every run starts from the same deployment. */
export function compareOptions(s: CompareSettings, system: SystemId): SimOptions {
  return {
    games: s.games,
    seed: s.seed,
    // perSide left to the engine's deployment default (COMBATANTS_PER_SIDE), the number the page states.
    ruleset: RULESET,
    system,
    // No system's own settings: each plays its engine defaults (WarSpike's pairing is `closest`, the pair
    // Fragment 1 would Match, as the page states), so this model never names a system.
    policies: { ...s.policies },
  };
}

export interface CompareRow {
  system: SystemId;
  result: SimResult;
}

/** The comparison played at once, as the build plays it (`simulate` is passed in: the build's engine has every system's value at hand). */
export function compareRun(s: CompareSettings, simulate: (o: SimOptions) => SimResult): CompareRow[] {
  return SYSTEMS.map((system) => ({ system, result: simulate(compareOptions(s, system)) }));
}

export const isPolicy = (v: unknown): v is PolicyName => (POLICY_NAMES as readonly unknown[]).includes(v);

/** The number of games as the reader typed it: the count, or what is wrong with it (field, value, what is allowed). */
export function parseGames(raw: string): { games: number } | { problem: string } {
  const text = raw.trim();
  const n = Number(text);
  const allowed = `a whole number from ${GAMES.min} to ${GAMES.max.toLocaleString('en')}`;
  if (text === '' || !Number.isFinite(n)) return { problem: `Number of games: "${raw}" is not a number; give ${allowed}.` };
  if (!Number.isInteger(n) || n < GAMES.min || n > GAMES.max) return { problem: `Number of games: ${text} is out of range; give ${allowed}.` };
  return { games: n };
}

/** A policy pair as "aggressive v counter", Player I first. */
export function describePolicies(p: Policies): string {
  return `${p.instigator} v ${p.retaliator}`;
}
