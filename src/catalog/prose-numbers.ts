// The numbers our prose states, checked against the numbers the version plays (issue 36). From a
// version's parameters and settled rulings (resolveVersionRules: the die, the faces that fail, the
// Actions, the Move, the table, the turn limit) come what a sentence may say; every phrase that states
// one of them ("six-sided", "D6", "a 5 or 6", "4 chances in 6", "3 fights in 5", "after 50 Turns") is read and compared.
// A plain "Rule 26" is flagged too: a number written by hand is not renumbered, :rule[id] is.
// Reading "prose-numbers": only our prose is read (explanations, summaries, explainers); the designer's
// wording and outcomes are his and never flagged. Text inside `:other[…]` (remark-sow renders it as
// written) speaks of another version or of something else on purpose and is not read. A block quote
// (`> …`) quotes and is not read either.
import { defenceBand, firstStrikerShare, type Params } from '../engine/index.ts';
import type { VersionRules } from './version-rules.ts';

export interface ProseProblem {
  /** 0-based offset in the text given. */
  at: number;
  /** The sentence, as written. */
  sentence: string;
  /** What it says ("six-sided"). */
  said: string;
  /** What the version plays, and where that number comes from. */
  plays: string;
}

const WORDS: Record<string, number> = { four: 4, six: 6, eight: 8, ten: 10, twelve: 12, twenty: 20 };
const wordOf = (n: number) => Object.entries(WORDS).find(([, v]) => v === n)?.[0] ?? String(n);

/** One kind of phrase: its pattern, and what the version should say instead when it disagrees (undefined: agrees). */
interface Phrase {
  pattern: RegExp;
  /** Only in sentences that match this too (a Turn count is a limit only where a draw or limit is near). */
  near?: RegExp;
  wrong: (m: RegExpExecArray, p: Params, rules: VersionRules) => string | undefined;
}

const PHRASES: Phrase[] = [
  {
    pattern: /\b1?D(\d+)\b/g,
    wrong: (m, p) => (Number(m[1]) === p.die ? undefined : `D${p.die} (engine.params.die)`),
  },
  {
    pattern: /\b(four|six|eight|ten|twelve|twenty|\d+)-sided\b/gi,
    wrong: (m, p) => ((WORDS[m[1]!.toLowerCase()] ?? Number(m[1])) === p.die ? undefined : `${wordOf(p.die)}-sided (engine.params.die)`),
  },
  {
    // "a 5 or 6", "rolls 5 or 6", "**5 or 6:**": the faces that fail.
    pattern: /(?:\b[Aa]n? |\brolls? )(\d+) or (\d+)\b|\b(\d+) or (\d+)(?=:|\*\*| fails?\b| removes\b| is removed\b)/g,
    wrong: (m, p) =>
      Number(m[1] ?? m[3]) === p['fails-on'] && Number(m[2] ?? m[4]) === p.die ? undefined : `${defenceBand(p).fails} fails (engine.params.fails-on, die)`,
  },
  {
    // "a 1 to 4": the faces that hold.
    pattern: /\b[Aa] 1 to (\d+)\b/g,
    wrong: (m, p) => (Number(m[1]) === p['fails-on'] - 1 ? undefined : `${defenceBand(p).holds} holds (engine.params.fails-on)`),
  },
  {
    pattern: /\b(\d+) chances? in (\d+)\b/g,
    wrong: (m, p) => {
      const fails = p.die - p['fails-on'] + 1;
      const ok = Number(m[2]) === p.die && [fails, p.die - fails].includes(Number(m[1]));
      return ok ? undefined : `${p.die - fails} chances in ${p.die} to hold, ${fails} in ${p.die} to fail (engine.params.die, fails-on)`;
    },
  },
  {
    // "wins 3 fights in 5": the first striker's share of a loop that never runs out (rules 33, 34).
    pattern: /\b(\d+) fights? in (\d+)\b/g,
    wrong: (m, p) => {
      const { wins, of } = firstStrikerShare(p);
      const said = Number(m[1]) / Number(m[2]);
      const ok = [wins / of, (of - wins) / of].some((share) => Math.abs(share - said) < 1e-9);
      return ok ? undefined : `${wins} fights in ${of} for the first striker, ${of - wins} in ${of} for the other (engine.params.die, fails-on)`;
    },
  },
  {
    pattern: /\b(\d+) Turns\b/g,
    near: /\b(draw|limit|length|default)/i,
    wrong: (m, _p, rules) => (Number(m[1]) === rules.readings['turn-limit'] ? undefined : `${rules.readings['turn-limit']} Turns (engine.rulings.turn-limit)`),
  },
  {
    pattern: /\b(\d+) Actions (?:each|per|a Match|in a Match)\b/g,
    wrong: (m, p) => (Number(m[1]) === p.actions ? undefined : `${p.actions} Actions (engine.params.actions)`),
  },
  {
    pattern: /\b(?:Move|Moves?) (?:of |up to )?(\d+)(?:"| inch)|\b(\d+)-inch Move\b/g,
    wrong: (m, p) => (Number(m[1] ?? m[2]) === p.move ? undefined : `a Move of ${p.move}" (engine.params.move)`),
  },
  {
    pattern: /\b(\d+)(?:"| inch(?:es)?)? ?(?:x|×|by) ?(\d+)(?:"| inch(?:es)?)/g,
    wrong: (m, p) =>
      Number(m[1]) === p.table.width && Number(m[2]) === p.table.depth ? undefined : `a ${p.table.width}" × ${p.table.depth}" table (engine.params.table)`,
  },
];

/** A plain "Rule 26" (not :rule[26]): a number by hand, which renumbering cannot follow. */
const PLAIN_RULE = /(?<![:\w[])[Rr]ule (\d+)\b/g;

/** The sentences of a line with their offsets: split after . ! ? followed by a space. */
function sentences(line: string): { start: number; text: string }[] {
  const out: { start: number; text: string }[] = [];
  const re = /[^.!?]*(?:[.!?]+(?=\s|$)|$)/g;
  for (let m = re.exec(line); m && m[0] !== '' && m.index < line.length; m = re.exec(line)) out.push({ start: m.index, text: m[0] });
  return out;
}

/** `text` with each `:other[…]` blanked (same length, so offsets hold). */
function withoutAsides(text: string): string {
  return text.replace(/:other\[[^\]]*\](\{[^}]*\})?/g, (s) => ' '.repeat(s.length));
}

/**
 * Every number `text` (our prose: an explanation, a summary, an explainer body) states that `rules`
 * does not play, and every plain "Rule N". Block quotes, fenced code and directive lines are not read.
 */
export function proseNumberProblems(text: string, rules: VersionRules): ProseProblem[] {
  const problems: ProseProblem[] = [];
  let offset = 0;
  let fenced = false;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || /^\s*(>|::|<|import |export )/.test(line)) continue;
    const read = withoutAsides(line);
    for (const s of sentences(read)) {
      const written = line.slice(s.start, s.start + s.text.length).trim();
      for (const phrase of PHRASES) {
        if (phrase.near && !phrase.near.test(s.text)) continue;
        for (const m of s.text.matchAll(phrase.pattern)) {
          const plays = phrase.wrong(m as RegExpExecArray, rules.params, rules);
          if (plays) problems.push({ at: start + s.start + m.index!, sentence: written, said: m[0], plays });
        }
      }
      for (const m of s.text.matchAll(PLAIN_RULE)) problems.push({ at: start + s.start + m.index!, sentence: written, said: m[0], plays: '' });
    }
  }
  return problems;
}

/** The problem in words, for a file of `version` (or an explainer that applies to it). */
export function proseMessage(p: ProseProblem, version: string): string {
  if (p.plays === '')
    return `"${p.said}" is a rule number written by hand, which renumbering cannot follow: write :rule[<its id>] (e.g. :${p.said.split(' ')[0]}[…]) so each version's page shows its own number; in the sentence "${p.sentence}"`;
  return `says "${p.said}", but ${version} plays ${p.plays}: write ${version}'s number, or mark a phrase about another version as :other[${p.said}]; in the sentence "${p.sentence}"`;
}
