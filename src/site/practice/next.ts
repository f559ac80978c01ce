// "What happens next?": positions cut from played games, a question about the engine's next event, and
// three or four choices written as claims (claims.ts). A question is kept only when the engine's events
// after the position make exactly its answer hold; every other choice is one the engine says does not happen.
import {
  basesAfter,
  candidatePairs,
  cloneState,
  defenceBand,
  gap,
  RULESETS,
  type Decision,
  type GameEvent,
  type GameState,
  type Side,
} from '../../engine/index.ts';
import { inches as shortInches } from '../../widgets/models/format.ts';

/** Inches as the engine's sentences give them (two decimals at most). */
const inches = (n: number) => shortInches(n, 2);
import { judge } from './claims.ts';
import type { Claim } from '../../widgets/practice/types.ts';
import type { PlayedGame } from './games.ts';
import type { BoardBase, Reason } from '../../widgets/practice/types.ts';

/** A choice before it is judged: the claim, its words, and why (with the rules behind it). */
export interface Offer {
  claim: Claim;
  text: string;
  why: Reason;
}

/** A question of the "next" kind before the site dresses it (questions.ts). */
export interface NextDraft {
  topic: string;
  game: PlayedGame;
  /** Decisions replayed to reach the position (those of steps 1..s). */
  decisions: Decision[];
  shown: number;
  horizon: GameEvent[];
  state: GameState;
  match: { instigator: string; retaliator: string } | null;
  prompt: string;
  offers: Offer[];
  /** Index into offers of the one the engine's events make hold. */
  answer: number;
  /** How many horizon events the answer shows. */
  through: number;
}

/** A position inside a played game: step `s`, after `o` of its events. */
interface Cut {
  game: PlayedGame;
  s: number;
  o: number;
  /** The state as the reader sees it: the step's start with its shown events laid on (moves, removals, Inert). */
  state: GameState;
  horizon: GameEvent[];
  /** The event just before the cut, if any. */
  last: GameEvent | undefined;
  /** The Match under way at the cut, by combatant ids. */
  match: { instigator: string; retaliator: string } | null;
}

const side = (g: GameState, id: string): Side => g.combatants.find((c) => c.id === id)!.side;
const role = (s: Side) => (s === 'instigator' ? 'Instigator' : 'Retaliator');
const named = (g: GameState, id: string) => `${id} (${role(side(g, id))})`;

function* cuts(game: PlayedGame): Generator<Cut> {
  let match: Cut['match'] = null;
  let last: GameEvent | undefined;
  for (let s = 0; s < game.steps.length; s++) {
    const { events, before } = game.steps[s]!;
    for (let o = 0; o < events.length; o++) {
      yield { game, s, o, state: basesAfter(before, events.slice(0, o)), horizon: events.slice(o), last, match };
      const e = events[o]!;
      if (e.type === 'match-start') match = { instigator: e.instigator, retaliator: e.retaliator };
      if (e.type === 'match-end') match = null;
      last = e;
    }
  }
}

const onTable = (g: GameState) => g.combatants.filter((c) => !c.removed);

// --- the kinds of question, each a function from a cut to the question's words and offers ---

type Kind = (cut: Cut) => { topic: string; prompt: string; offers: Offer[] } | null;

/** Who takes the next Action inside a Match (not a defence: that is `rolls`). */
const whoActs: Kind = ({ state, horizon, match, o }) => {
  const first = horizon[0];
  if (!match || o !== 0 || !first || (first.type !== 'wait' && first.type !== 'move')) return null;
  const m = state.match;
  // Under strikes at once both choose each Action unseen: "whose Action" has no single answer.
  if (!m || m.locked || state.readings.exchange === 'simultaneous') return null;
  const actor = first.id;
  const other = actor === match.instigator ? match.retaliator : match.instigator;
  const used = (id: string) => m.used[side(state, id) === side(state, match.instigator) ? 'instigator' : 'retaliator'];
  const outsider = onTable(state).find((c) => c.id !== match.instigator && c.id !== match.retaliator);
  // Reading reasons-say-here for every kind: each reason ends with this position's facts from the engine.
  const here = `Here ${actor} has used ${used(actor)} of its ${state.params.actions} Actions and ${other} ${used(other)} of its ${state.params.actions}, and the engine's next event is ${actor}'s Action ${first.action}.`;
  const offers: Offer[] = [
    {
      claim: { kind: 'acts', id: actor },
      text: `${named(state, actor)} takes the next Action`,
      why: {
        text: `Actions alternate, the Instigator's combatant first: ${actor} has used ${used(actor)}, ${other} ${used(other)}.`,
        rules: ['instigator-first', 'counting-actions'],
      },
    },
    {
      claim: { kind: 'acts', id: other },
      text: `${named(state, other)} takes the next Action`,
      why: {
        text: `The two take their Actions in turn, one each, the Instigator's combatant first. ${here}`,
        rules: ['instigator-first', 'counting-actions'],
      },
    },
  ];
  if (outsider)
    offers.push({
      claim: { kind: 'acts', id: outsider.id },
      text: `${named(state, outsider.id)} takes the next Action`,
      why: {
        text: `Only the two Matched combatants act. Here ${outsider.id} stands ${inches(
          Math.max(
            0,
            gap(
              outsider,
              state.combatants.find((c) => c.id === actor)!,
              state.params.base,
            ),
          ),
        )} from ${actor}, outside the Match of ${match.instigator} and ${match.retaliator}.`,
        rules: ['only-matched-act'],
      },
    });
  return { topic: 'Who acts next?', prompt: `${match.instigator} and ${match.retaliator} are in a Match. Whose Action comes next?`, offers };
};

/** After a strike: who rolls, or does nobody. */
const whoRolls: Kind = ({ state, horizon, last, match }) => {
  if (!match || last?.type !== 'strike') return null;
  const { by, target } = last;
  // What the engine did next with the strike: the target's defence (with the Action it spent), or no roll.
  const decided = horizon.find((e) => e.type === 'defence' || e.type === 'strike-lost' || e.type === 'removed');
  const { actions } = state.params;
  const spent = `${target} has spent all ${actions} of its Actions, and the reading last-strike is "${state.readings['last-strike']}"`;
  const here =
    decided?.type === 'defence'
      ? `Here ${target} still has an Action to spend: it defends with its Action ${decided.action} of ${actions}.`
      : decided?.type === 'strike-lost'
        ? `Here ${spent}: the strike is lost.`
        : `Here ${spent}: ${target} is removed unrolled.`;
  const offers: Offer[] = [
    {
      claim: { kind: 'rolls', id: target },
      text: `${named(state, target)} rolls a defence test`,
      why: {
        text: `A strike is answered by the combatant struck, with a defence test, while it has an Action to spend. ${here}`,
        rules: ['defence-test', 'counting-actions'],
      },
    },
    {
      claim: { kind: 'rolls', id: by },
      text: `${named(state, by)} rolls to see whether its strike lands`,
      why: { text: `The striker never rolls for its own strike: only the combatant struck rolls, here ${target}. ${here}`, rules: ['defence-test'] },
    },
    {
      claim: { kind: 'strike-lost' },
      text: `Nobody rolls: ${target} has no Action left, so the strike is lost and both stand`,
      why: { text: `A strike is lost only when its target has no Action left to defend with. ${here}`, rules: ['combat-loop', 'match-end'] },
    },
    {
      claim: { kind: 'removed-unrolled', id: target },
      text: `${target} is removed at once, without a roll`,
      why: {
        text: `A struck combatant is removed unrolled only when it has no Action left and the reading last-strike says the strike lands. ${here}`,
        rules: ['combat-loop'],
      },
    },
  ];
  return { topic: 'Who rolls?', prompt: `${by} has just struck ${target}. What happens now?`, offers };
};

/** A defence roll whose number is given: who is removed, or does the strike come back. */
const afterRoll: Kind = ({ state, horizon, match, o }) => {
  const roll = horizon[0];
  if (!match || o !== 0 || roll?.type !== 'defence') return null;
  const roller = roll.id;
  const striker = roller === match.instigator ? match.retaliator : match.instigator;
  const band = defenceBand(state.params);
  // After a defence that holds, what the engine did with the strike back: the striker's own roll, or lost.
  const back = horizon.slice(1).find((e) => (e.type === 'defence' && e.id === striker) || e.type === 'strike-lost' || e.type === 'removed');
  const here = `Here ${roller} rolled ${roll.roll}, so its defence ${roll.held ? 'holds' : 'fails'}${
    !roll.held
      ? ''
      : back?.type === 'defence'
        ? ` and ${striker}, with an Action left, defends in its turn with its Action ${back.action} of ${state.params.actions}`
        : back?.type === 'strike-lost'
          ? ` and ${striker} has spent all ${state.params.actions} of its Actions, so the strike back is lost`
          : state.match
            ? ` and ${striker} has used ${state.match.used[side(state, striker) === side(state, match.instigator) ? 'instigator' : 'retaliator']} of its ${state.params.actions} Actions`
            : ''
  }.`;
  const offers: Offer[] = [
    {
      claim: { kind: 'removed', id: roller },
      text: `${named(state, roller)} fails and is removed`,
      why: {
        text: `On the D${state.params.die} a defence test fails on ${band.fails} and holds on ${band.holds}; a combatant that fails is removed. ${here}`,
        rules: ['defence-test'],
      },
    },
    {
      claim: { kind: 'strikes-back', by: roller },
      text: `${roller} holds and strikes back at ${striker}; the Match goes on`,
      why: {
        text: `A defence that holds (${band.holds}) strikes back, and the striker must then defend in its turn. ${here}`,
        rules: ['defence-test', 'combat-loop'],
      },
    },
    {
      claim: { kind: 'strikes-back-lost', by: roller },
      text: `${roller} holds and strikes back, but ${striker} has no Action left: the strike is lost and both stand`,
      why: { text: `A strike back is lost only when its target has no Action left. ${here}`, rules: ['combat-loop', 'match-end'] },
    },
    {
      claim: { kind: 'removed', id: striker },
      text: `${named(state, striker)} is removed`,
      why: {
        text: `A defence roll decides the roller's fate; the striker is at risk only when struck back and it rolls in turn. ${here}`,
        rules: ['defence-test'],
      },
    },
  ];
  return {
    topic: 'Who is removed?',
    prompt: `${roller} defends against ${striker}'s strike and rolls a ${roll.roll} on the D${state.params.die}. What happens?`,
    offers,
  };
};

/** A Move stated in the prompt: does it stop, strike, go its length, leave the table. */
const moveStops: Kind = ({ state, horizon, match, o, game, s }) => {
  const move = horizon[0];
  const decision = game.steps[s]!.decision;
  if (!match || o !== 0 || move?.type !== 'move' || decision?.type !== 'move') return null;
  const length = decision.distance ?? state.params.move;
  const mover = state.combatants.find((c) => c.id === move.id)!;
  const opp = state.combatants.find((c) => c.id === move.opponent)!;
  const between = Math.max(0, gap(mover, opp, state.params.base));
  const { width, depth } = state.params.table;
  const edge = Math.min(mover.x, width - mover.x, mover.y, depth - mover.y);
  const way = move.toward ? `toward ${move.opponent}` : `away from ${move.opponent}`;
  // What the engine's Move did here, in one sentence each reason ends with: a wrong choice then says why
  // its rule does not apply to this Move, not only the rule (reading reasons-say-here).
  const offTable = horizon.some((e) => e.type === 'removed' && e.id === move.id && e.reason === 'off-table');
  const here = offTable
    ? `Here the ${inches(length)} Move takes ${move.id} off the table.`
    : move.stoppedBy === move.opponent
      ? `Here the gap is ${inches(between)}, within the ${inches(length)} Move: ${move.id} touches ${move.opponent} after ${inches(move.distance)}.`
      : move.stoppedBy
        ? `Here ${move.stoppedBy} is in its way: ${move.id} stops against it after ${inches(move.distance)}.`
        : move.toward
          ? `Here the gap is ${inches(between)}, more than the ${inches(length)} Move, and nothing is in its way: ${move.id} goes its whole length and touches nobody.`
          : `Here nothing is in its way and the edge is beyond reach: ${move.id} goes its whole ${inches(length)} and stays on the table.`;
  const said = (rule: string) => `${rule} ${here}`;
  const strikes: Offer = {
    claim: { kind: 'move-strikes', by: move.id },
    text: `It stops in base contact with ${move.opponent} and strikes at once`,
    why: { text: said(`A Move stops where it touches the opponent's base, and contact strikes at once.`), rules: ['base-contact', 'contact-strike'] },
  };
  const silent: Offer = {
    claim: { kind: 'move-contact-no-strike', by: move.id },
    text: `It stops in contact with ${move.opponent} but strikes nobody until it spends a Fight Action`,
    why: { text: said(`Contact made by a Move strikes at once, free: no Fight Action is spent on it.`), rules: ['contact-strike', 'counting-actions'] },
  };
  const full: Offer = {
    claim: { kind: 'move-full', by: move.id, distance: length },
    text: `It goes its whole ${inches(length)} and stands apart from everyone`,
    why: { text: said(`A Move goes its whole length unless a base or the table's edge is in the way.`), rules: ['move-action', 'move-direction'] },
  };
  const short: Offer = {
    claim: { kind: 'move-short', by: move.id, distance: length },
    text: `It stops at the table's edge and stays on the table`,
    why: { text: said(`The table's edge does not stop a Move: a combatant moved off the table is removed.`), rules: ['off-table'] },
  };
  const off: Offer = {
    claim: { kind: 'move-off', by: move.id },
    text: `It leaves the table, and ${move.id} is removed`,
    why: { text: said(`A Move removes its combatant only when it takes it off the table.`), rules: ['off-table'] },
  };
  // The base nearest the mover besides its opponent, when a Move could reach it: it might stand in the way.
  const near = onTable(state)
    .filter((c) => c.id !== mover.id && c.id !== opp.id)
    .map((c) => ({ c, gap: gap(mover, c, state.params.base) }))
    .sort((a, b) => a.gap - b.gap)[0];
  const blocked: Offer[] =
    near && near.gap < length
      ? [
          {
            claim: { kind: 'move-blocked', by: move.id, blocker: near.c.id },
            text: `It stops against ${near.c.id}, in its way`,
            why: {
              text:
                move.stoppedBy === near.c.id
                  ? said(`A Move stops against a base that lies on its path.`)
                  : said(`A Move stops against a base only when that base lies on its path; ${near.c.id}, ${inches(near.gap)} away, is not on it.`),
              rules: ['move-direction'],
            },
          },
        ]
      : [];
  // Only what a reader could believe of this Move: contact only toward the opponent, the edge only near it.
  const offers: Offer[] = move.toward
    ? [strikes, full, ...blocked, silent, ...(edge < length + state.params.base ? [off] : [])]
    : [off, full, ...blocked, short];
  return {
    topic: 'Does the Move stop?',
    prompt: `${named(state, move.id)} Moves ${inches(length)} ${way}, who is ${inches(between)} away edge to edge${offers.includes(off) ? `; ${move.id}'s centre is ${inches(edge)} from the nearest table edge` : ''}. What happens?`,
    offers,
  };
};

/** Which pair is Matched next (or does the Turn end). */
const nextPair: Kind = ({ state, horizon, last }) => {
  const e = horizon[0];
  if (!e || (e.type !== 'match-start' && e.type !== 'turn-end')) return null;
  if (last?.type !== 'match-end' && last?.type !== 'turn-start') return null;
  if (e.type === 'match-start' && e.tied > 1) return null;
  // Every pair on the table, Inert ones included: the nearest of those is the likeliest wrong answer.
  const all = cloneState(state);
  for (const c of all.combatants) c.inert = false;
  const pairs = candidatePairs(all);
  const inert = new Set(state.combatants.filter((c) => c.inert).map((c) => c.id));
  const here =
    e.type === 'match-start'
      ? `Here ${e.instigator} v ${e.retaliator}, ${inches(e.distance)} apart, is the closest pair with neither Inert.`
      : inert.size > 0
        ? `Here every pair left has an Inert combatant: ${[...inert].sort().join(', ')}.`
        : `Here no pair of combatants is left on the table.`;
  const offers: Offer[] = [];
  for (const p of pairs) {
    const stale = inert.has(p.instigator) || inert.has(p.retaliator);
    offers.push({
      claim: { kind: 'matched', instigator: p.instigator, retaliator: p.retaliator },
      text: `${p.instigator} v ${p.retaliator}, ${inches(p.distance)} apart`,
      why: stale
        ? {
            text:
              inert.has(p.instigator) && inert.has(p.retaliator)
                ? `Here ${p.instigator} and ${p.retaliator} are Inert: their Matches this Turn are over.`
                : `Here ${inert.has(p.instigator) ? p.instigator : p.retaliator} is Inert: its Match this Turn is over.`,
            rules: ['inert', 'next-match'],
          }
        : { text: `The next Match is the closest pair of combatants not yet Inert. ${here}`, rules: ['next-match', 'match-pair'] },
    });
  }
  offers.push({
    claim: { kind: 'turn-ends' },
    text: 'No pair is left: the Turn ends',
    why: { text: `The Turn ends only when no pair of combatants without a Match this Turn is left. ${here}`, rules: ['turn-end'] },
  });
  return {
    topic: 'Which pair is Matched next?',
    prompt: `${last.type === 'turn-start' ? 'A new Turn has begun' : 'The Match has ended'}. Which pair do the rules Match next?`,
    offers,
  };
};

/** After a removal: does the game end now, when the next Turn starts, or go on. */
const gameEnds: Kind = ({ state, last }) => {
  if (last?.type !== 'removed') return null;
  const removedSide = side(state, last.id);
  const winner: Side = removedSide === 'instigator' ? 'retaliator' : 'instigator';
  const left = onTable(state).filter((c) => c.side === removedSide).length;
  const atOnce = RULESETS[state.ruleset].victory === 'on-removal';
  const who = `the ${role(winner)}`;
  const standing = `Here the ${role(removedSide)} still has ${left} on the table after ${last.id}, so nobody has won yet.`;
  const last1 = `Here ${last.id} was the last of the ${role(removedSide)}'s combatants on the table, and version ${state.ruleset}`;
  const offers: Offer[] = [
    {
      claim: { kind: 'ends-now', winner },
      text: `The game ends at once: ${who} wins`,
      why: {
        text:
          left > 0
            ? standing
            : atOnce
              ? `${last1} looks for a winner right after every removal.`
              : `${last1} looks for a winner only as a Turn begins, not at the removal.`,
        rules: ['victory'],
      },
    },
    {
      claim: { kind: 'ends-next-turn', winner },
      text: `The Match ends, and ${who} is found the winner when the next Turn begins`,
      why: {
        text:
          left > 0
            ? standing
            : atOnce
              ? `${last1} does not wait for the next Turn: it looks for a winner right after every removal.`
              : `${last1} looks for a winner as each Turn begins.`,
        rules: ['victory', 'turns'],
      },
    },
    {
      claim: { kind: 'goes-on' },
      text: 'The game goes on: another Match is formed',
      why: {
        text: left > 0 ? `${standing} Matches go on.` : `Here the ${role(removedSide)} has no combatant left after ${last.id}, so no pair can be formed.`,
        rules: ['victory', 'next-match'],
      },
    },
  ];
  return {
    topic: 'Does the game end?',
    prompt: `${named(state, last.id)} has just been removed${left === 0 ? ', the last of its side' : `; ${left} of its side remain`}. What happens now?`,
    offers,
  };
};

export const NEXT_KINDS: Readonly<Record<string, Kind>> = {
  'who-acts': whoActs,
  'who-rolls': whoRolls,
  'after-roll': afterRoll,
  'move-stops': moveStops,
  'next-pair': nextPair,
  'game-ends': gameEnds,
};

/** How many choices a question shows: the answer and the most plausible wrong ones, at most three. */
const WRONG = 3;

/**
 * Every draft question of each kind in a played game: the cut, its offers judged against the engine's
 * events (exactly one must hold), trimmed to the answer and up to three offers the engine says do not happen.
 */
export function nextDrafts(game: PlayedGame): Array<NextDraft & { kind: string }> {
  const out: Array<NextDraft & { kind: string }> = [];
  for (const cut of cuts(game))
    for (const [kind, make] of Object.entries(NEXT_KINDS)) {
      const q = make(cut);
      if (!q) continue;
      const judged = q.offers.map((offer) => ({ offer, ...judge(offer.claim, cut.horizon) }));
      const right = judged.filter((j) => j.holds);
      if (right.length !== 1) continue;
      const wrong = judged.filter((j) => !j.holds).slice(0, WRONG);
      if (wrong.length < 2) continue;
      const offers = [right[0]!.offer, ...wrong.map((w) => w.offer)];
      const shown = cut.game.steps.slice(0, cut.s).reduce((n, st) => n + st.events.length, 0) + cut.o;
      const decisions = cut.game.steps.slice(1, cut.s + 1).map((st) => st.decision!);
      out.push({
        kind,
        topic: q.topic,
        game,
        decisions,
        shown,
        horizon: cut.horizon,
        state: cut.state,
        match: cut.match,
        prompt: q.prompt,
        offers,
        answer: 0,
        through: right[0]!.through,
      });
    }
  return out;
}

/** The board at a cut, as the page draws it. */
export function boardOf(state: GameState, match: { instigator: string; retaliator: string } | null): BoardBase[] {
  return state.combatants.map((c) => ({
    id: c.id,
    side: c.side,
    x: c.x,
    y: c.y,
    removed: c.removed,
    inert: c.inert,
    inMatch: !!match && (c.id === match.instigator || c.id === match.retaliator),
  }));
}
