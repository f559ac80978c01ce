// The two readings of Fragment 1 as data. Rule citations are stable rule ids (content/<version>/rules);
// the catalog maps them to each version's numbers, so no number appears here.

export type RulesetId = 'v0.1f' | 'v0.2';

type Cite = readonly string[];

export interface Ruleset {
  id: RulesetId;
  /** T6: v0.1f checks for a winner when a Turn starts; v0.2 right after every removal. */
  victory: 'turn-start' | 'on-removal';
  /** Names of the two combatants in a fight (A5). */
  terms: { a: string; z: string; strike: string };
  cite: {
    turnStart: Cite;
    /** From Turn 2 on, survivors of the last Turn's Matches are unMatched again (rule 38). */
    laterTurnStart: Cite;
    turnEnd: Cite;
    firstMatch: Cite;
    nextMatch: Cite;
    tie: Cite;
    startsInContact: Cite;
    wait: Cite;
    move: Cite;
    offTable: Cite;
    contactStrike: Cite;
    openingStrike: Cite;
    /** Z's defence test and its two outcomes; v0.1f numbers A's answer (rule 34) separately. */
    defenceByZ: Cite;
    strikeBackByZ: Cite;
    defeatedZ: Cite;
    defenceByA: Cite;
    strikeBackByA: Cite;
    defeatedA: Cite;
    lastStrike: Cite;
    matchEnd: Cite;
    victory: Cite;
    draw: Cite;
  };
}

const shared = {
  turnStart: ['turns', 'turn-matches', 'turn-start-unmatched'],
  laterTurnStart: ['turns', 'turn-matches', 'turn-start-unmatched', 'winners-unmatched'],
  turnEnd: ['turn-end'],
  firstMatch: ['first-match', 'match-pair', 'only-matched-act', 'instigator-first', 'five-actions'],
  nextMatch: ['next-match', 'inert', 'match-pair', 'only-matched-act', 'instigator-first', 'five-actions'],
  tie: ['equidistant-matches'],
  wait: ['wait-action', 'out-of-contact-actions', 'action-types', 'counting-actions'],
  move: ['move-action', 'move-direction', 'out-of-contact-actions'],
  offTable: ['off-table'],
  lastStrike: ['combat-loop', 'match-end'],
  matchEnd: ['match-end', 'match-resolved', 'inert'],
  victory: ['victory'],
  draw: ['turns'],
} as const;

export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  'v0.1f': {
    id: 'v0.1f',
    victory: 'turn-start',
    terms: { a: 'Combatant A', z: 'Combatant Z', strike: 'strike' },
    cite: {
      ...shared,
      startsInContact: ['locked-in-combat'],
      contactStrike: ['base-contact', 'combatant-a-z', 'contact-strike'],
      openingStrike: ['locked-in-combat', 'fight-action', 'combatant-a-z'],
      defenceByZ: ['defence-test', 'fight-action', 'counting-actions'],
      strikeBackByZ: ['defence-test'],
      defeatedZ: ['defence-test'],
      defenceByA: ['counter-defence-test', 'combat-loop', 'counting-actions'],
      strikeBackByA: ['counter-defence-test', 'combat-loop'],
      defeatedA: ['counter-defence-test'],
    },
  },
  'v0.2': {
    id: 'v0.2',
    victory: 'on-removal',
    terms: { a: 'Attacker', z: 'Defender', strike: 'Auto-hit' },
    cite: {
      ...shared,
      startsInContact: ['contact-matched', 'locked-in-combat'],
      contactStrike: ['base-contact', 'combatant-a-z', 'defender', 'contact-strike'],
      openingStrike: ['fight-action', 'combatant-a-z', 'contact-strike'],
      defenceByZ: ['defence-test', 'defend-auto-hit', 'counting-actions'],
      strikeBackByZ: ['defence-test'],
      defeatedZ: ['defence-test'],
      defenceByA: ['defence-test', 'defend-auto-hit', 'combat-loop', 'counting-actions'],
      strikeBackByA: ['defence-test', 'combat-loop'],
      defeatedA: ['defence-test'],
    },
  },
};

/** The one list of engine rulesets: the CLI's "known:" lists, scenarios, links and version.yaml read it. */
export const RULESET_IDS: readonly RulesetId[] = Object.keys(RULESETS) as RulesetId[];

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === 'string' && Object.hasOwn(RULESETS, value);
}
