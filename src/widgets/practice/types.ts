// What a practice question is, as the build makes it (src/site/practice/) and the pages and the
// island receive it: plain data, every sentence the engine's or ours, nothing a reader wrote.
import type { Decision, Scenario } from '../../engine/browser.ts';
import type { BaseView } from '../views/TableSvg.tsx';

export type QuestionKind = 'next' | 'best';

/** What a "What happens next?" choice claims, as data (src/site/practice/claims.ts judges it). */
export type Claim =
  /** The next Action (Wait, Move, defence) is this combatant's. */
  | { kind: 'acts'; id: string }
  /** After a strike, the next thing is a defence test by this combatant. */
  | { kind: 'rolls'; id: string }
  /** After a strike, no roll: the strike is lost and both stand. */
  | { kind: 'strike-lost' }
  /** After a strike, no roll: its target is removed at once. */
  | { kind: 'removed-unrolled'; id: string }
  /** This combatant is removed before anyone decides again. */
  | { kind: 'removed'; id: string }
  /** The roller holds and strikes back, and the Match goes on. */
  | { kind: 'strikes-back'; by: string }
  /** The roller holds and strikes back, but the strike is lost: both stand. */
  | { kind: 'strikes-back-lost'; by: string }
  /** The Move ends in contact and strikes the opponent. */
  | { kind: 'move-strikes'; by: string }
  /** The Move ends in contact but strikes nobody (a Fight Action would be needed). */
  | { kind: 'move-contact-no-strike'; by: string }
  /** The Move goes its whole length and ends apart from everyone. */
  | { kind: 'move-full'; by: string; distance: number }
  /** The Move stops short of its length (at the table's edge, say) and leaves the combatant on the table. */
  | { kind: 'move-short'; by: string; distance: number }
  /** The Move stops against this base in its way (not its opponent) and strikes nothing. */
  | { kind: 'move-blocked'; by: string; blocker: string }
  /** The Move takes the combatant off the table. */
  | { kind: 'move-off'; by: string }
  /** The next Match formed is this pair. */
  | { kind: 'matched'; instigator: string; retaliator: string }
  /** No pair is left: the Turn ends before another Match. */
  | { kind: 'turn-ends' }
  /** The game ends at once, before a new Turn starts. */
  | { kind: 'ends-now'; winner: string }
  /** The game ends as the next Turn starts. */
  | { kind: 'ends-next-turn'; winner: string }
  /** The game goes on: another Match is formed before any end. */
  | { kind: 'goes-on' };

/** A rule a question cites, resolved in the question's version at build time. */
export interface CitedRule {
  id: string;
  number: number;
  title: string;
  href: string;
}

/** A text with the rules that back it (by stable id, resolved to that version's numbers). */
export interface Reason {
  text: string;
  rules: string[];
}

export interface Choice {
  /** Stable within the question: a, b, c, d in the order shown. */
  key: string;
  text: string;
  correct: boolean;
  /** Why it is right, or why the rules make it not happen. */
  why: Reason;
  /** Best decision: the exact odds of the Match after this choice, for the side choosing. */
  odds?: { win: number; lose: number; both: number };
  /** "What happens next?": what the choice says, as the engine's events are judged (build and tests only). */
  claim?: Claim;
}

/** A base as the position leaves it, in or out of the Match under way. */
export interface BoardBase extends Pick<BaseView, 'id' | 'side' | 'x' | 'y' | 'removed' | 'inert'> {
  inMatch: boolean;
}

export interface Question {
  /** Derived from the question's content (its version, kind, position and cut), never from build order. */
  id: string;
  kind: QuestionKind;
  /** What the question asks about, for titles and set lists ("Who acts next?"). */
  topic: string;
  version: string;
  /** Where the position comes from: a preset or a seeded game, in words. */
  source: string;
  /** The position: this scenario with these decisions replayed (the engine's replay). */
  scenario: Scenario;
  decisions: Decision[];
  /** How many of the replay's events the reader is shown; the answer is judged on the events after them. */
  shown: number;
  /** The events so far, as the engine words them, with the rules each cites. */
  log: Reason[];
  board: { width: number; depth: number; base: number; bases: BoardBase[] };
  prompt: string;
  choices: Choice[];
  /** The engine's events that answer it (next kind), or the choices' odds (best kind), with the rules cited. */
  answer: Reason[];
  /** Every rule the question cites, by stable id. */
  rules: string[];
  /** Best decision only: the points of win chance by which the best choice beats every other. */
  margin?: number;
}

/** A set as a question page's island needs it: its address, title and order of questions. */
export interface SetRef {
  key: string;
  title: string;
  href: string;
  ids: string[];
}
