// Small display helpers shared by the widgets: numbers, names, colours. No rule logic lives here.
import { POLICY_LINES, POLICY_NAMES, RULESETS, type PolicyName, type RulesetId, type Side } from '../../engine/browser.ts';
import { PALETTE, type BaseColour } from '../../shared/palette.ts';

/** Inches as a reader measures them: at most `digits` decimals, no trailing zeros ("2 in", "4.9 in"). */
export function inches(n: number, digits = 1): string {
  const f = 10 ** digits;
  return `${Math.round(n * f) / f} in`;
}

export const SIDE_NAME: Record<Side, string> = { instigator: 'Instigator', retaliator: 'Retaliator' };

/** Each engine policy with its one line, as the settings panel and Finish the game list them. */
export const POLICY_HELP = Object.fromEntries(POLICY_NAMES.map((p) => [p, `${p} (${POLICY_LINES[p]})`])) as Record<PolicyName, string>;

/** Rulesets whose sheet fixes the colours (v0.1f rule 7: Instigator white, Retaliator black), as palette indices. */
const FIXED_COLOURS: Partial<Record<RulesetId, readonly [number, number]>> = { 'v0.1f': [5, 6] };

/** Palette indices for [Instigator, Retaliator] where players choose (v0.2) and nobody has yet. */
const DEFAULT_CHOICE: readonly [number, number] = [0, 1];

export function coloursChosen(ruleset: RulesetId): boolean {
  return FIXED_COLOURS[ruleset] === undefined;
}

export function sideColours(ruleset: RulesetId, choice: readonly [number, number] = DEFAULT_CHOICE): Record<Side, BaseColour> {
  const [i, r] = FIXED_COLOURS[ruleset] ?? choice;
  return { instigator: PALETTE[i] ?? PALETTE[0]!, retaliator: PALETTE[r] ?? PALETTE[1]! };
}

/** "Combatant A" / "Attacker" and friends, from the ruleset's own terms. */
export function terms(ruleset: RulesetId): { a: string; z: string; strike: string } {
  return RULESETS[ruleset].terms;
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
