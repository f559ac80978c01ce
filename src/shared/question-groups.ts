// Questions that ask the same thing, grouped for the desk's inbox, so the designer reads one question
// once and answers the group with one ruling. Pure: no database, no page.
//
// Reading `same-question`: two questions ask the same thing when they are about the same rule (or the
// same page) of the same version and either attach the same position (a widget's share link) or share
// at least half their words (the words of four letters or more, lower-cased, of either question:
// |A ∩ B| / |A ∪ B| ≥ 0.5). Groups are closed under the relation (A like B and B like C: one group),
// so the order questions arrive in never changes the groups.

export interface Askable {
  id: string;
  version: string;
  rule?: string | null;
  page?: string | null;
  text: string;
  situation?: string | null;
}

/** The share of words two questions must have in common to ask the same thing. */
export const SAME_WORDS = 0.5;
/** Shorter words (the, and, can, a Move's "up") say little about what is asked. */
const MIN_WORD = 4;

/** A question's words as the grouping compares them. */
export function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= MIN_WORD),
  );
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  return common / (a.size + b.size - common);
}

/** Whether two questions ask the same thing (reading `same-question`). */
export function askSame(a: Askable, b: Askable, words: (q: Askable) => Set<string> = (q) => wordsOf(q.text)): boolean {
  if (a.version !== b.version || (a.rule ?? null) !== (b.rule ?? null) || (a.page ?? null) !== (b.page ?? null)) return false;
  if (a.situation && a.situation === b.situation) return true;
  return overlap(words(a), words(b)) >= SAME_WORDS;
}

/**
 * The questions in groups that ask the same thing: each group in the order the questions came, groups
 * in the order of their first question (so the inbox's own order, new first, still leads).
 */
export function groupQuestions<Q extends Askable>(questions: readonly Q[]): Q[][] {
  const cache = new Map<Askable, Set<string>>();
  const words = (q: Askable) => {
    let w = cache.get(q);
    if (!w) cache.set(q, (w = wordsOf(q.text)));
    return w;
  };
  const parent = questions.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  for (let i = 0; i < questions.length; i++)
    for (let j = i + 1; j < questions.length; j++)
      if (root(i) !== root(j) && askSame(questions[i]!, questions[j]!, words)) parent[Math.max(root(i), root(j))] = Math.min(root(i), root(j));
  const groups = new Map<number, Q[]>();
  questions.forEach((q, i) => {
    const r = root(i);
    const g = groups.get(r);
    if (g) g.push(q);
    else groups.set(r, [q]);
  });
  return [...groups.values()];
}
