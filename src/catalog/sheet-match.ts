// Matches the rules of a new sheet to the previous version's rules, so each keeps its stable id across
// renumbering (as Academy Ruins does for Magic's rules). Similarity is by words, from `diff`'s
// diffArrays: 2 × the words the two texts share in order / the words of both (1: the same words).
// Reading "match-threshold": a pair needs a wording similarity of at least MATCH_THRESHOLD (0.5); the
// best pairs are taken first, one old rule to one new rule at most. Then, of the rules left over, a
// new and an old rule under the same heading that are each other's best pair match from
// SECTION_THRESHOLD (0.35): a rule rewritten in place ("All combatants are deployed unMatched"). A title the sheet gives counts
// for a tenth, enough to choose between equal wordings but never to match different ones (a title
// reused for a new rule must not inherit the old rule's id). `--match` and `--new` overrule it.
import { diffArrays } from 'diff';
import type { SheetOutcome, SheetRule } from './sheet.ts';
import { nearestWords } from '../shared/suggest.ts';

export const MATCH_THRESHOLD = 0.5;
export const SECTION_THRESHOLD = 0.35;
const TITLE_WEIGHT = 0.1;

export interface PreviousRule {
  id: string;
  number: number;
  title: string;
  wording: string;
  outcomes: readonly SheetOutcome[];
  /** The section's title, as a sheet heading would say it. */
  section: string;
  /** The version the rule is from. */
  version: string;
}

export type Change = 'added' | 'removed' | 'returned' | 'reworded' | 'retitled' | 'renumbered' | 'moved';

export interface MatchRow {
  /** The new number; absent for a removed rule. */
  number?: number;
  /** The previous version's number; absent for an added rule. */
  previous?: number;
  id: string;
  /** Wording similarity to the previous rule, 0..1; absent for an added or removed rule. */
  similarity?: number;
  changes: Change[];
  /** "moved from Turn Organisation to Movement & Waiting". */
  moved?: { from: string; to: string };
  /** Chosen by --match or --new rather than by similarity. */
  forced?: true;
  /** The version whose wording the rule was matched to, when not the source version (changes are against it). */
  matchedIn?: string;
}

export interface Overrule {
  /** New number → an id of the source version or of any other: "--match 23=game-length". */
  match?: ReadonlyMap<number, string>;
  /** New numbers that are new rules whatever their wording: "--new 23". */
  fresh?: ReadonlySet<number>;
}

export interface Matching {
  rows: MatchRow[];
  /** New number → the previous rule it continues. */
  pairs: Map<number, PreviousRule>;
  /** New number → id. */
  ids: Map<number, string>;
  problems: string[];
}

/** Lower-case words and numbers, punctuation dropped: "1D6." and "1d6" are one word. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function similarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (x.length + y.length === 0) return 1;
  const shared = diffArrays(x, y).reduce((n, part) => (part.added || part.removed ? n : n + part.count!), 0);
  return (2 * shared) / (x.length + y.length);
}

/** A rule's whole text: its wording and its outcomes. */
export function ruleText(r: { wording: string; outcomes: readonly SheetOutcome[] }): string {
  return [r.wording, ...r.outcomes.map((o) => `${o.label}) ${o.text}`)].join(' ');
}

const norm = (s: string) => words(s).join(' ');

export function slugOf(text: string): string {
  return words(text).slice(0, 5).join('-').slice(0, 60).replace(/-+$/, '') || 'rule';
}

/** An id made from the rule's title (or first words) that no previous rule and no other new rule has. */
function freshId(rule: SheetRule, taken: Set<string>): string {
  const base = slugOf(rule.title ?? rule.wording);
  let id = base;
  for (let k = 2; taken.has(id); k++) id = `${base}-${k}`;
  taken.add(id);
  return id;
}

/**
 * Reading "ids-by-wording": `previous` is the version the draft comes from; `others` the rules of every
 * other version (each wording an id has had). A sheet rule is matched to an id by the closest wording
 * that id has had in any of them, the source version first among equals, so an unchanged sheet keeps
 * its ids whichever version it is matched against, and a rule back from an older version gets its old
 * id back. Only the source version's unmatched rules are "removed"; a new id is one no version used.
 */
export function matchSheet(
  rules: readonly SheetRule[],
  previous: readonly PreviousRule[],
  overrule: Overrule = {},
  others: readonly PreviousRule[] = [],
): Matching {
  const problems: string[] = [];
  const pairs = new Map<number, PreviousRule>();
  const similar = new Map<number, number>();
  const forced = new Set<number>();
  const sourceIds = new Set(previous.map((p) => p.id));
  const all = [...previous, ...others];
  const byId = new Map<string, PreviousRule>();
  for (const p of all) if (!byId.has(p.id)) byId.set(p.id, p);
  const usedOld = new Set<string>();
  for (const [n, id] of overrule.match ?? []) {
    const old = byId.get(id);
    if (!old) {
      const near = nearestWords(id, [...byId.keys()], 1);
      problems.push(`--match ${n}=${id}: no version has a rule "${id}"${near.length ? `; did you mean "${near[0]}"?` : ''}`);
    } else if (n < 1 || n > rules.length) problems.push(`--match ${n}=${id}: the sheet has rules 1 to ${rules.length}`);
    else if (usedOld.has(id)) problems.push(`--match ${n}=${id}: "${id}" is already matched to another rule (one old rule to one new rule at most)`);
    else {
      pairs.set(n, old);
      usedOld.add(id);
      forced.add(n);
    }
  }
  for (const n of overrule.fresh ?? []) {
    if (n < 1 || n > rules.length) problems.push(`--new ${n}: the sheet has rules 1 to ${rules.length}`);
    else forced.add(n);
  }
  type Candidate = { n: number; old: PreviousRule; score: number; strong: boolean; sameSection: boolean };
  const candidates: Candidate[] = [];
  for (const r of rules) {
    if (forced.has(r.position)) continue;
    const text = ruleText(r);
    for (const old of all) {
      if (usedOld.has(old.id)) continue;
      const sim = similarity(text, ruleText(old));
      if (sim < SECTION_THRESHOLD) continue;
      const score = r.title === undefined ? sim : (1 - TITLE_WEIGHT) * sim + TITLE_WEIGHT * similarity(r.title, old.title);
      candidates.push({ n: r.position, old, score, strong: sim >= MATCH_THRESHOLD, sameSection: norm(old.section) === norm(r.section) });
    }
  }
  // Best first; of equal pairs, the source version's, then the one whose number moved least.
  const fromSource = (c: Candidate) => (c.old.version === previous[0]?.version ? 0 : 1);
  candidates.sort((a, b) => b.score - a.score || fromSource(a) - fromSource(b) || Math.abs(a.n - a.old.number) - Math.abs(b.n - b.old.number));
  const free = (c: Candidate) => !pairs.has(c.n) && !usedOld.has(c.old.id);
  const take = (c: Candidate) => {
    pairs.set(c.n, c.old);
    usedOld.add(c.old.id);
  };
  for (const c of candidates) if (c.strong && free(c)) take(c);
  // The leftovers: mutual best pairs under the same heading.
  for (const c of candidates) {
    if (!c.sameSection || !free(c)) continue;
    const rivals = candidates.filter((o) => free(o) && (o.n === c.n || o.old.id === c.old.id));
    if (rivals.every((o) => o.score <= c.score)) take(c);
  }
  for (const r of rules) {
    const old = pairs.get(r.position);
    if (old) similar.set(r.position, similarity(ruleText(r), ruleText(old)));
  }

  const taken = new Set(all.map((p) => p.id));
  const ids = new Map<number, string>();
  const rows: MatchRow[] = [];
  for (const r of rules) {
    const old = pairs.get(r.position);
    const id = old ? old.id : freshId(r, taken);
    ids.set(r.position, id);
    const row: MatchRow = { number: r.position, id, changes: [] };
    if (forced.has(r.position)) row.forced = true;
    if (!old) row.changes.push('added');
    else {
      if (!sourceIds.has(old.id)) row.changes.push('returned');
      if (old.version !== previous[0]?.version) row.matchedIn = old.version;
      row.previous = old.number;
      row.similarity = similar.get(r.position)!;
      if (ruleText(r) !== ruleText(old)) row.changes.push('reworded');
      if (r.title !== undefined && r.title !== old.title) row.changes.push('retitled');
      if (old.number !== r.position) row.changes.push('renumbered');
      if (norm(old.section) !== norm(r.section)) {
        row.changes.push('moved');
        row.moved = { from: old.section, to: r.section };
      }
    }
    rows.push(row);
  }
  for (const old of previous) if (!usedOld.has(old.id)) rows.push({ previous: old.number, id: old.id, changes: ['removed'] });
  return { rows, pairs, ids, problems };
}

/** A row's changes in words, as the terminal's table and the desk's say them: "reworded moved (from Turn Organisation)". */
export function changeText(r: MatchRow): string {
  return [
    ...(r.changes.length ? r.changes : ['same']),
    ...(r.matchedIn ? [r.changes.includes('returned') ? `(id from ${r.matchedIn})` : `(as in ${r.matchedIn})`] : []),
    ...(r.moved ? [`(from ${r.moved.from})`] : []),
    ...(r.forced ? ['(forced)'] : []),
  ].join(' ');
}

/** The matching as a table for the terminal: new number, old number, id, similarity, what changed. */
export function matchTable(rows: readonly MatchRow[]): string {
  const head = ['new', 'old', 'id', 'similarity', 'change'];
  const body = rows.map((r) => [
    r.number === undefined ? '-' : String(r.number),
    r.previous === undefined ? '-' : String(r.previous),
    r.id,
    r.similarity === undefined ? '-' : r.similarity.toFixed(2),
    changeText(r),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  return [head, ...body]
    .map((cells) =>
      cells
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
