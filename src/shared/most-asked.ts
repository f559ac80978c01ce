// "Most asked": the rules of a version that drew the most questions, and the same rule's count in the
// version before. One ranking for the desk (live counts from the database) and /playtests/ (the
// published tallies), so the two lists agree on order, length and what "not in the version before" is.

/** How many rules a version's list shows. */
export const MOST_ASKED = 10;

/** The rules with the most questions first, ties by rule id; at most MOST_ASKED. */
export function mostAsked<T extends { rule: string; questions: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.questions - a.questions || a.rule.localeCompare(b.rule)).slice(0, MOST_ASKED);
}

/** The rule's count in the version before: null where there is no version before or it has no such rule. */
export function askedBefore(
  before: string | null | undefined,
  rule: string,
  hasRule: (version: string, rule: string) => boolean,
  questions: (version: string, rule: string) => number | undefined,
): number | null {
  return before && hasRule(before, rule) ? (questions(before, rule) ?? 0) : null;
}
