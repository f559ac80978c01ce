// The readings as the handbook lists them: each one's question, its allowed values declared once
// (variants, or a whole-number range) and the check that quotes them.
import { DEFAULT_PARAMS } from './params.ts';
import { DEFAULT_READINGS, MAX_TURN_LIMIT } from './readings.ts';
import type { ReadingInfo } from './types.ts';

const move = `${DEFAULT_PARAMS.move}"`;

export const READINGS: readonly ReadingInfo[] = [
  {
    id: 'move-distance',
    spec: 'A3a',
    title: 'How far does a Move go?',
    rules: ['move-action'],
    question: `The Move rule says a Move is ${move}. Is that always the full ${move}, or up to ${move}?`,
    default: String(DEFAULT_READINGS['move-distance']),
    variants: [
      { value: 'exact', label: `Exactly ${move}, unless the base is stopped by contact first` },
      { value: 'up-to', label: `Any distance above 0 and up to ${move}` },
    ],
  },
  {
    id: 'last-strike',
    spec: 'A10',
    title: 'A strike with no Action left to answer it',
    rules: ['combat-loop', 'match-end', 'counting-actions'],
    question: 'When a strike lands on a combatant who has already used all 5 Actions, is it lost or does it remove them?',
    default: String(DEFAULT_READINGS['last-strike']),
    variants: [
      { value: 'lost', label: 'The strike is lost: both combatants stand' },
      { value: 'lands', label: 'The undefended strike removes its target' },
    ],
  },
  {
    id: 'start-in-contact',
    spec: 'A11',
    title: 'A Match that starts in base-to-base contact',
    rules: ['locked-in-combat', 'fight-action', 'combatant-a-z'],
    question: 'Two survivors of an earlier Match may still be touching when a new Turn pairs them. Who strikes first, and does it cost an Action?',
    default: String(DEFAULT_READINGS['start-in-contact']),
    variants: [
      { value: 'move-and-strike', label: "The Instigator's combatant opens with a Move & Strike for 1 Action and is Combatant A" },
      { value: 'free-strike', label: "The Instigator's combatant strikes at once without spending an Action and is Combatant A" },
    ],
  },
  {
    id: 'turn-limit',
    spec: 'T7',
    title: 'How long does a game last?',
    rules: ['turns', 'victory'],
    question: 'The sheet sets no length, and two careful players can Wait for ever. After how many Turns is the game a draw?',
    default: String(DEFAULT_READINGS['turn-limit']),
    variants: [{ value: 'N', label: `Any whole number of Turns from 1 to ${MAX_TURN_LIMIT}` }],
    range: { min: 1, max: MAX_TURN_LIMIT },
  },
  {
    id: 'exchange',
    spec: 'S',
    title: 'Strikes that land at once',
    rules: ['instigator-first', 'combat-loop', 'combatant-a-z'],
    question:
      'The sheet has the two combatants act in turn. What if they acted at once, each choosing without seeing the other, so that both can strike and both can fall (the double knock-out the designer discusses)?',
    default: String(DEFAULT_READINGS.exchange),
    variants: [
      { value: 'alternating', label: "In turn, the Instigator's combatant first, as the sheet says" },
      { value: 'simultaneous', label: 'At once: each k-th Action chosen unseen and carried out together; both can strike, both can fall' },
    ],
  },
];

/**
 * Checks one reading's value from outside (CLI flags, scenario files, URLs) against `all` the readings
 * declared (Fragment 1's and the turn systems': systems/index.ts readingProblem); the problem or null.
 */
export function readingProblemIn(all: readonly ReadingInfo[], id: string, value: unknown): string | null {
  const r = all.find((x) => x.id === id);
  if (!r) return `is not a reading (known: ${all.map((x) => x.id).join(', ')})`;
  if (r.range) {
    const whole = !r.range.fractional;
    const ok = typeof value === 'number' && Number.isFinite(value) && (!whole || Number.isInteger(value)) && value >= r.range.min && value <= r.range.max;
    return ok ? null : `must be ${whole ? 'a whole number' : 'a number'} from ${r.range.min} to ${r.range.max}`;
  }
  const values = r.variants.map((v) => v.value);
  return values.includes(value as string) ? null : `must be ${values.map((v) => JSON.stringify(v)).join(' or ')}`;
}
