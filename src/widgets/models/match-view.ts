// What a Match looks like to a reader, read off the engine's events and state: who is who, each
// Action spent (as rule 36 counts them, so strikes take no slot), each roll, and how it ended.
import { previewMove, EPS, type GameEvent, type GameState, type Side, type RulesetId } from '../../engine/browser.ts';
import { capitalise, terms } from './format.ts';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

export interface MatchSummary {
  start: Ev<'match-start'>;
  ids: Record<Side, string>;
  /** Combatant A and Z (Attacker and Defender in v0.2), once they touch. */
  a: string | null;
  z: string | null;
  rolls: Ev<'defence'>[];
  /** Per side, one slot per Action (the `actions` parameter): what was done with each, or null while unspent. */
  tracks: Record<Side, Array<string | null>>;
  end: Ev<'match-end'> | null;
  /** The events of this Match, from its start to its end. */
  events: GameEvent[];
}

/** The Match that starts at events[index] (a match-start), as far as the events go. */
export function summariseMatch(events: readonly GameEvent[], index: number, state: GameState, ruleset: RulesetId): MatchSummary {
  const start = events[index] as Ev<'match-start'>;
  const ids: Record<Side, string> = { instigator: start.instigator, retaliator: start.retaliator };
  const sideOf = (id: string): Side => (id === ids.instigator ? 'instigator' : 'retaliator');
  const own: GameEvent[] = [start];
  let end: Ev<'match-end'> | null = null;
  for (let i = index + 1; i < events.length && !end; i++) {
    const e = events[i]!;
    own.push(e);
    if (e.type === 'match-end') end = e;
  }
  const t = terms(ruleset);
  const tracks: Record<Side, Array<string | null>> = { instigator: [], retaliator: [] };
  const put = (side: Side, action: number, text: string) => {
    tracks[side][action - 1] = text;
  };
  let a: string | null = null;
  let z: string | null = null;
  const rolls: Ev<'defence'>[] = [];
  own.forEach((e, i) => {
    const next = own[i + 1];
    if (e.type === 'wait') put(sideOf(e.id), e.action, 'Wait');
    else if (e.type === 'move') {
      const struck = next?.type === 'strike' && next.kind === 'move-and-strike' && next.by === e.id;
      put(sideOf(e.id), e.action, `Move ${e.toward ? 'toward' : 'away'}${struck ? ` & ${t.strike}` : ''}`);
    } else if (e.type === 'defence') {
      rolls.push(e);
      put(sideOf(e.id), e.action, `Roll ${e.roll}: ${e.held ? 'holds' : 'fails'}`);
    } else if (e.type === 'strike') {
      a = e.a;
      z = e.z;
      // A Match that starts in contact opens with a Move & Strike that has no Move event; the strike
      // says which Action it spent (null when a reading makes it free).
      if (e.kind === 'move-and-strike' && own[i - 1]?.type !== 'move' && e.action !== null) put(sideOf(e.by), e.action, `Move & ${capitalise(t.strike)}`);
    }
  });
  // While the Match runs, the engine's own count is the truth; the events must agree with it.
  const live = !end && state.match !== null;
  for (const side of ['instigator', 'retaliator'] as const) {
    const used = live ? state.match!.used[side] : tracks[side].length;
    const slots: Array<string | null> = [];
    for (let k = 0; k < state.params.actions; k++) slots.push(k < used ? (tracks[side][k] ?? 'Fight') : null);
    tracks[side] = slots;
  }
  return { start, ids, a, z, rolls, tracks, end, events: own };
}

/**
 * Who stops a Move of `side` before it starts (a base already touching in its way, A3), or null when
 * the Move goes somewhere. The engine still offers such a Move; the reader should see it goes nowhere.
 */
export function moveBlockedBy(g: GameState, side: Side, toward: boolean, distance: number): string | null {
  if (!g.match) return null;
  const p = previewMove(g, g.match, side, toward, distance);
  return p.moved <= EPS && !p.contact && !p.offTable && p.stoppedBy >= 0 ? g.combatants[p.stoppedBy]!.id : null;
}
