// A version's practice: every question the build generates (next.ts, best.ts), dressed for the pages
// (words, board, rules cited), with ids derived from the question's content so its address survives
// rebuilds, and the sets it is practised in (the mixed set, one per rule section, one per rule cited).
// Computed once per version per build: rule pages read which questions cite them.
import { createHash } from 'node:crypto';
import { describeEvent, type GameEvent, type GameState, type RulesetId } from '../../engine/index.ts';
import { inches as shortInches } from '../../widgets/models/format.ts';

/** Inches as the engine's sentences give them (two decimals at most). */
const inches = (n: number) => shortInches(n, 2);
import type { Catalog } from '../../catalog/catalog.ts';
import type { VersionRules } from '../../catalog/version-rules.ts';
import { urls } from '../../shared/urls.ts';
import type { BoardBase, Choice, Question, Reason } from '../../widgets/practice/types.ts';
import { bestDrafts, CHOICE_WORDS, CLEAR_MARGIN, type BestDraft } from './best.ts';
import { playedGames } from './games.ts';
import { boardOf, nextDrafts, type NextDraft } from './next.ts';
import { percent } from '../../shared/format.ts';

/** Reading practice-per-kind: at most this many "What happens next?" questions of each kind in a version. */
export const PER_KIND = 4;
/** And at most this many best-decision questions. */
export const BEST_COUNT = 6;

export interface PracticeSet {
  key: string;
  kind: 'mixed' | 'section' | 'rule';
  title: string;
  href: string;
  ids: string[];
  /** The section or rule the set practises. */
  of?: string;
}

export interface Practice {
  version: string;
  questions: Question[];
  sets: PracticeSet[];
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

function describe(e: GameEvent, g: GameState): Reason {
  return { text: describeEvent(e, g.ruleset as RulesetId, g.params), rules: [...e.rules] };
}

/** The choices in an order fixed by the question's id and their words, so the answer is not always first. */
function shuffled<T extends { text: string }>(id: string, items: T[]): T[] {
  return [...items].sort((a, b) => (hash([id, a.text]) < hash([id, b.text]) ? -1 : 1));
}

const keyed = (choices: Omit<Choice, 'key'>[]): Choice[] => choices.map((c, i) => ({ ...c, key: 'abcd'[i]! }));

/** What kind of answer a draft has, so a version's questions of one kind are not all alike. */
function flavour(d: NextDraft & { kind: string }): string {
  const right = d.offers[d.answer]!.claim;
  if (right.kind === 'matched') {
    const inert = new Set(d.state.combatants.filter((c) => c.inert).map((c) => c.id));
    return d.offers.some((o) => o.claim.kind === 'matched' && (inert.has(o.claim.instigator) || inert.has(o.claim.retaliator)))
      ? 'matched-past-inert'
      : 'matched';
  }
  if (right.kind === 'acts') {
    const used = d.state.match ? d.state.match.used.instigator + d.state.match.used.retaliator : 0;
    return `acts-${d.state.combatants.find((c) => c.id === right.id)!.side}-${used > 0 ? 'later' : 'first'}`;
  }
  return right.kind;
}

/** Up to `n` drafts, taking each flavour in turn and, within one, each game in turn. */
function pick<T>(drafts: T[], n: number, flavourOf: (d: T) => string, gameOf: (d: T) => string): T[] {
  const byFlavour = new Map<string, T[]>();
  for (const d of drafts) byFlavour.set(flavourOf(d), [...(byFlavour.get(flavourOf(d)) ?? []), d]);
  const queues = [...byFlavour.values()];
  const out: T[] = [];
  const used = new Set<string>();
  // First pass: one per game within each flavour; then whatever is left, in order.
  for (const strict of [true, false])
    for (let round = 0; out.length < n && queues.some((q) => q.length > 0) && round < 1000; round++)
      for (const q of queues) {
        if (out.length >= n) break;
        const i = q.findIndex((d) => !strict || !used.has(gameOf(d)));
        if (i < 0) continue;
        const [d] = q.splice(i, 1);
        out.push(d!);
        used.add(gameOf(d!));
      }
  return out;
}

function nextQuestion(version: string, d: NextDraft & { kind: string }): Question {
  const scenario = d.game.scenario;
  const id = `next-${hash({ version, kind: d.kind, scenario, decisions: d.decisions, shown: d.shown }).slice(0, 10)}`;
  const all = [...d.game.steps.flatMap((s) => s.events)];
  const log = all.slice(0, d.shown).map((e) => describe(e, d.state));
  const answer = d.horizon.slice(0, d.through).map((e) => describe(e, d.state));
  const right = d.offers[d.answer]!;
  const choices = keyed(
    shuffled(
      id,
      d.offers.map((o, i) => ({ text: o.text, correct: i === d.answer, why: o.why, claim: o.claim })),
    ),
  );
  return {
    id,
    kind: 'next',
    topic: d.topic,
    version,
    source: d.game.source,
    scenario,
    decisions: d.decisions,
    shown: d.shown,
    log,
    board: boardFor(d.state, boardOf(d.state, d.match)),
    prompt: d.prompt,
    choices,
    answer,
    rules: [...new Set([...answer.flatMap((a) => a.rules), ...right.why.rules])],
  };
}

function boardFor(g: GameState, bases: BoardBase[]): Question['board'] {
  return { width: g.params.table.width, depth: g.params.table.depth, base: g.params.base, bases };
}

function bestQuestion(version: string, d: BestDraft): Question {
  const id = `best-${hash({ version, kind: 'best', scenario: d.scenario, decisions: d.decisions }).slice(0, 10)}`;
  const m = d.state.match!;
  const used = (side: 'instigator' | 'retaliator') => m.used[side];
  const other = d.side === 'instigator' ? 'retaliator' : 'instigator';
  const { actions, move } = d.state.params;
  const choices = keyed(
    d.rows.map((r, i) => ({
      text: r.choice === 'wait' ? 'Wait' : `${CHOICE_WORDS[r.choice]} (${inches(move)})`,
      correct: i === 0,
      why: { text: r.why, rules: r.rules },
      odds: { win: r.win, lose: r.lose, both: r.both },
    })),
  );
  const best = d.rows[0]!;
  const answer: Reason[] = [
    {
      text: `${CHOICE_WORDS[best.choice]} is best: ${d.actor} wins the Match ${percent(best.win)} of the time, at least ${(d.margin * 100).toFixed(1)} points more than with any other choice, both sides playing their best from then on.`,
      rules: [],
    },
  ];
  return {
    id,
    kind: 'best',
    topic: 'Best decision',
    version,
    source: 'two combatants alone in the open field, both having waited so far',
    scenario: d.scenario,
    decisions: d.decisions,
    shown: 0,
    log: [],
    board: boardFor(d.state, boardOf(d.state, { instigator: 'I1', retaliator: 'R1' })),
    prompt: `${d.actor} (${d.side === 'instigator' ? 'Instigator' : 'Retaliator'}) and ${d.opponent} are alone in the open field, ${inches(d.gap)} apart edge to edge. ${d.actor} has used ${used(d.side)} of its ${actions} Actions, ${d.opponent} ${used(other)}. It is ${d.actor}'s Action: which choice gives ${d.actor} the best chance to win the Match?`,
    choices,
    answer,
    rules: [...new Set(d.rows.flatMap((r) => r.rules))],
    margin: d.margin,
  };
}

const cache = new Map<string, Practice>();

/**
 * A version's practice, made once per build: rule pages and practice pages all read the same questions.
 * `play` makes the questions; the site passes one that keeps them between builds (src/site/sim-cache.ts).
 */
export function practiceFor(catalog: Catalog, rules: VersionRules, play: (rules: VersionRules) => Question[] = playedQuestions): Practice {
  const hit = cache.get(rules.version);
  if (hit) return hit;
  const practice = generatePractice(catalog, rules, play(rules));
  cache.set(rules.version, practice);
  return practice;
}

/**
 * The questions a version's rules play (games, drafts, the picks, their words), each citing every rule it
 * touches: the costly part of a version's practice, and the part that reads no catalog.
 */
export function playedQuestions(rules: VersionRules): Question[] {
  const version = rules.version;
  const games = playedGames(rules);
  const drafts = games.flatMap((g) => nextDrafts(g));
  const kinds = [...new Set(drafts.map((d) => d.kind))];
  const chosen = kinds.flatMap((k) =>
    pick(
      drafts.filter((d) => d.kind === k),
      PER_KIND,
      flavour,
      (d) => d.game.source,
    ),
  );
  const best = pick(
    bestDrafts(rules),
    BEST_COUNT,
    (d) => `${d.side}-${d.rows[0]!.choice}`,
    (d) => String(d.decisions.length),
  );
  return [...chosen.map((d) => nextQuestion(version, d)), ...best.map((d) => bestQuestion(version, d))];
}

/** A version's practice: its questions (cited rules limited to those the version has) and its sets. */
export function generatePractice(catalog: Catalog, rules: VersionRules, played: readonly Question[] = playedQuestions(rules)): Practice {
  const version = rules.version;
  const has = (id: string) => catalog.rule(version, id) !== undefined;
  const questions = played.map((q) => ({
    ...q,
    rules: q.rules.filter(has),
    log: q.log.map((r) => ({ ...r, rules: r.rules.filter(has) })),
    answer: q.answer.map((r) => ({ ...r, rules: r.rules.filter(has) })),
    choices: q.choices.map((c) => ({ ...c, why: { ...c.why, rules: c.why.rules.filter(has) } })),
  }));
  const ids = new Set<string>();
  for (const q of questions) {
    if (ids.has(q.id)) throw new Error(`practice ${version}: two questions share the id ${q.id}`);
    ids.add(q.id);
  }
  return { version, questions, sets: setsOf(catalog, version, questions) };
}

/** The mixed set (every question, in the order of their ids, which the content fixes), a set per section and per rule cited. */
function setsOf(catalog: Catalog, version: string, questions: Question[]): PracticeSet[] {
  const meta = catalog.version(version)!;
  const sectionOf = (ruleId: string) => catalog.rule(version, ruleId)!.section;
  const mixed = [...questions].sort((a, b) => (a.id.slice(5) < b.id.slice(5) ? -1 : 1)).map((q) => q.id);
  const sets: PracticeSet[] = [{ key: 'mixed', kind: 'mixed', title: 'Mixed set', href: urls.practice(version), ids: mixed }];
  for (const s of meta.sections) {
    const ids = mixed.filter((id) => questions.find((q) => q.id === id)!.rules.some((r) => sectionOf(r) === s.id));
    if (ids.length > 0) sets.push({ key: `section-${s.id}`, kind: 'section', title: s.title, href: urls.practiceSection(version, s.id), ids, of: s.id });
  }
  for (const rule of catalog.rules(version)) {
    const ids = mixed.filter((id) => questions.find((q) => q.id === id)!.rules.includes(rule.id));
    if (ids.length > 0)
      sets.push({
        key: `rule-${rule.id}`,
        kind: 'rule',
        title: `Rule ${rule.number}: ${rule.title}`,
        href: urls.practiceRule(version, rule.id),
        ids,
        of: rule.id,
      });
  }
  return sets;
}

export { CLEAR_MARGIN };
