// WAR's steps (spec turn-systems.md WA1–WA8) and the readings the engine decided where the spec leaves a
// case open: the one list of their stable ids. The engine's `system: war` events cite these ids as
// `steps`, and the handbook's WAR page can name and link them. Ids are permanent: never rename or remove
// one. Pure data, no imports, so the engine, the CLI, the widgets and the pages can all use it.

export interface WarStep {
  /** Stable, lower-case: what engine events cite. */
  id: string;
  /** The spec's item. */
  spec: string;
  /** The spec's own short title for it. */
  title: string;
}

export const WAR_STEPS = [
  { id: 'wa-rounds', spec: 'WA1', title: 'Rounds' },
  { id: 'wa-activation-dice', spec: 'WA2', title: 'Activation dice' },
  { id: 'wa-act-1', spec: 'WA3', title: 'Act 1, Mobilisation' },
  { id: 'wa-act-2', spec: 'WA4', title: 'Act 2, Fog of War' },
  { id: 'wa-act-3', spec: 'WA5', title: 'Act 3, Do or Die' },
  { id: 'wa-actions', spec: 'WA6', title: 'Actions' },
  { id: 'wa-fatigue', spec: 'WA7', title: 'Fatigue' },
  { id: 'wa-fatigue-in-fights', spec: 'WA8', title: 'Fatigue in a fight' },
] as const satisfies readonly WarStep[];

export type WarStepId = (typeof WAR_STEPS)[number]['id'];

export const WAR_STEP_IDS: readonly WarStepId[] = WAR_STEPS.map((s) => s.id);

/** A case the spec leaves open, decided by the engine: the handbook says each one. */
export interface WarReading {
  id: string;
  /** The step it reads. */
  step: WarStepId;
  text: string;
}

export const WAR_READINGS = [
  {
    id: 'wa-bag-holds-the-unactivated',
    step: 'wa-act-2',
    text: 'The bag holds one die for each unactivated combatant on the table: a combatant removed before it activates takes its die out of the bag, so every draw names a side that can activate.',
  },
  {
    id: 'wa-draw-by-count',
    step: 'wa-act-2',
    text: "A draw names a side with the chance of its share of the dice in the bag, from the game's seeded stream (not the scripted dice, which are die rolls).",
  },
  {
    id: 'wa-one-choice',
    step: 'wa-activation-dice',
    text: 'A side with a single unactivated combatant activates it without being asked: the rules leave it no choice.',
  },
  {
    id: 'wa-act-3-d6',
    step: 'wa-act-3',
    text: 'The Act 3 roll is always a D6, whatever the defence die; it is rolled as every die is, scripted results first, and a scripted 6 or more gives 3 Actions.',
  },
  { id: 'wa-all-actions', step: 'wa-actions', text: 'An activation takes all its Actions; a Wait is an Action, so a Wait after the first also tires.' },
  {
    id: 'wa-nearest-enemy',
    step: 'wa-actions',
    text: "A Move goes along the line toward or away from the combatant's nearest enemy by centres (equal distances go to scenario order), for the move parameter (or less, under the move-distance reading), stopping at the first base in its way.",
  },
  {
    id: 'wa-no-lock',
    step: 'wa-actions',
    text: 'WAR locks no one: a combatant touching an enemy may Wait, Fight or Move away; it is not offered a Move toward, which would go nowhere.',
  },
  { id: 'wa-fight-whom', step: 'wa-actions', text: 'Fight is offered against each enemy the combatant touches; a policy takes the first in scenario order.' },
  {
    id: 'wa-contact-any-enemy',
    step: 'wa-actions',
    text: 'A Move that ends touching an enemy it was not touching strikes it (the enemy that stopped it, else the first in scenario order), toward or away alike.',
  },
  { id: 'wa-rest-needs-fatigue', step: 'wa-actions', text: 'Rest is offered only to a combatant with fatigue to remove.' },
  {
    id: 'wa-fatigue-after',
    step: 'wa-fatigue',
    text: "A further Action's fatigue is added once the Action is carried out, if the combatant is still on the table.",
  },
  {
    id: 'wa-strike-is-a-fight',
    step: 'wa-fatigue',
    text: 'The strike of a Move into contact is a fight too: its target defends with its fatigue (WA8), and afterwards each survivor, striker and target, gains 1 fatigue.',
  },
  {
    id: 'wa-fatigue-used',
    step: 'wa-fatigue-in-fights',
    text: 'Only the fatigue that moved the failing face is used and removed; fatigue beyond the point where only a 1 holds stays on the combatant.',
  },
] as const satisfies readonly WarReading[];
