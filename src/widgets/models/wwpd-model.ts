// The WWPD groups widget's state and what is derived from it. The groups are the engine's
// (linkedGroups and enemyLinks, groups.ts); a resolution is the engine's WWPD Melee (resolveMeleeOf,
// WW5–WW6) on the seeded stream, in wwpd-melee.ts, which loads only when a Melee is resolved. The widget
// keeps the table the reader set and the Melees resolved so far.
import {
  inContact,
  slide,
  enemyLinks,
  linkedGroups,
  type Base,
  scenarioParams,
  type Params,
  seedProblem,
  DEFAULT_READINGS,
  wwpdDistance,
  type GameEvent,
  type Scenario,
  type Side,
} from '../../engine/browser.ts';
import type { SharedState } from '../../shared/link-codec.ts';
import { inches } from './format.ts';
import { linkRefused } from '../links/shared-link.ts';

export interface WwpdModel {
  /** The table as the preset, the reader's moves or a shared link set it. */
  start: Scenario;
  /** The preset's table, for Reset. */
  opening: Scenario;
  /** The Melees resolved, in order, each named by its first member (WW5's pick). */
  resolved: string[];
  /** The Melee chosen to resolve next, by its first member. */
  choice: string;
  /** Said politely after a move or a resolution. */
  note: string;
  problem: string | null;
  /** The engine's Melee (wwpd-melee.ts), once loaded: needed to show any resolved Melee. */
  melee: PlayMelees | null;
}

/** A chain of bases: its members (ids, scenario order) and the links that chain them. */
export interface Group {
  members: string[];
  links: Array<[string, string]>;
}

export type MeleeEvent = Extract<GameEvent, { type: 'melee-start' | 'melee-strike' | 'melee-defence' | 'removed' | 'melee-end' | 'game-end' }>;

/** A base on the table as the widget shows it. */
export interface BaseState extends Base {
  id: string;
  side: Side;
  removed: boolean;
}

/** The table after the Melees resolved: wwpd-melee.ts's answer. */
export interface Played {
  combatants: BaseState[];
  events: MeleeEvent[];
  /** Where the last Melee's events start. */
  from: number;
  /** A side has no combatant left (WW8). */
  over: boolean;
}

export type PlayMelees = (start: Scenario, resolved: readonly string[]) => Played;

export interface WwpdView {
  combatants: BaseState[];
  params: Params;
  seed: number;
  over: boolean;
  /** Base contact (WW5): the Melees still on the table. */
  melees: Group[];
  /** Within the scaled Firefight range (WW7: shown, not resolved). */
  firefights: Group[];
  /** The Firefight range on this table (reading wwpd-scale). */
  reach: number;
  /** Every resolution's events, in order. */
  events: MeleeEvent[];
  /** The last Melee resolved: its own events. */
  last: MeleeEvent[];
}

export type WwpdAction =
  /** A base dragged or moved with the keys toward (x, y): it slides there and stops at the first base it touches. */
  | { type: 'move'; id: string; x: number; y: number }
  | { type: 'choose'; first: string }
  /** `melee` is wwpd-melee.ts's playMelees, loaded on first use. */
  | { type: 'resolve'; melee: PlayMelees }
  | { type: 'back' }
  | { type: 'reset' }
  | { type: 'seed'; value: number }
  | { type: 'load'; shared: SharedState; melee: PlayMelees }
  | { type: 'problem'; text: string | null };

function groupsOf(cs: readonly BaseState[], reach: number, diameter: number): Group[] {
  const links = enemyLinks(cs, reach, diameter);
  return linkedGroups(cs, reach, diameter).map((members) => ({
    members: members.map((i) => cs[i]!.id),
    links: links.filter(([i]) => members.includes(i)).map(([i, j]) => [cs[i]!.id, cs[j]!.id]),
  }));
}

/** Everything shown, derived from the table and the Melees resolved; throws the engine's message on a Melee it refuses. */
export function wwpdView(m: Pick<WwpdModel, 'start' | 'resolved' | 'melee'>): WwpdView {
  const params = scenarioParams(m.start);
  let played: Played = {
    combatants: m.start.combatants.map((c) => ({ id: c.id, side: c.side, x: c.x, y: c.y, removed: false })),
    events: [],
    from: 0,
    over: false,
  };
  if (m.resolved.length > 0) {
    // The widget loads the engine's Melee before it resolves one or reads a link that has.
    if (!m.melee) throw new Error('the Melee code is not loaded');
    played = m.melee(m.start, m.resolved);
  }
  const reach = wwpdDistance({ ...DEFAULT_READINGS, ...m.start.readings }, 'firefight');
  const { combatants, events } = played;
  return {
    combatants,
    params,
    seed: m.start.seed ?? 1,
    over: played.over,
    melees: groupsOf(combatants, 0, params.base),
    firefights: groupsOf(combatants, reach, params.base),
    reach,
    events,
    last: events.slice(played.from),
  };
}

/** Groups as the live region and the lists say them: "I1, R1, I2; I3, R2", or "none". */
export function groupsText(groups: readonly Group[]): string {
  return groups.length === 0 ? 'none' : groups.map((g) => g.members.join(', ')).join('; ');
}

function announce(view: WwpdView): string {
  return `Melees: ${groupsText(view.melees)}. Firefights within ${inches(view.reach, 2)}: ${groupsText(view.firefights)}.`;
}

export function initialWwpd(start: Scenario): WwpdModel {
  return { start, opening: start, resolved: [], choice: firstMelee(start), note: '', problem: null, melee: null };
}

function firstMelee(start: Scenario): string {
  return wwpdView({ start, resolved: [], melee: null }).melees[0]?.members[0] ?? '';
}

/** A new table: nothing resolved, the first Melee chosen. */
function withStart(m: WwpdModel, start: Scenario, note: string): WwpdModel {
  return { ...m, start, resolved: [], choice: firstMelee(start), note, problem: null };
}

/**
 * Where base `id` ends when moved toward (x, y): the engine's slide from where it stands, so it stops
 * touching the first base in its way (contact is reached exactly, never overlapped), kept on the table.
 */
export function movedTo(start: Scenario, id: string, x: number, y: number, diameter: number): { x: number; y: number } | null {
  const k = start.combatants.findIndex((c) => c.id === id);
  if (k < 0) return null;
  const c = start.combatants[k]!;
  const r = diameter / 2;
  const tx = Math.min(Math.max(x, r), start.table.width - r);
  const ty = Math.min(Math.max(y, r), start.table.depth - r);
  const length = Math.hypot(tx - c.x, ty - c.y);
  if (length === 0) return null;
  const path = slide(start.combatants, k, (tx - c.x) / length, (ty - c.y) / length, length, diameter);
  return path.moved === 0 ? null : { x: path.to.x, y: path.to.y };
}

export function wwpdReducer(m: WwpdModel, a: WwpdAction): WwpdModel {
  switch (a.type) {
    case 'move': {
      // Moves set the table; once a Melee is resolved the table stands until Back or Reset.
      if (m.resolved.length > 0) return { ...m, note: 'The table is fixed while Melees are resolved: press Back or Reset to move bases again.' };
      const diameter = scenarioParams(m.start).base;
      const to = movedTo(m.start, a.id, a.x, a.y, diameter);
      if (!to) return m;
      const start = { ...m.start, combatants: m.start.combatants.map((c) => (c.id === a.id ? { ...c, ...to } : c)) };
      const view = wwpdView({ start, resolved: [], melee: null });
      const touching = view.combatants.filter((c) => c.id !== a.id && inContact(c, to, diameter)).map((c) => c.id);
      const where = `${a.id} at ${inches(to.x, 2)} across, ${inches(to.y, 2)} from the Instigator's edge${touching.length ? `, touching ${touching.join(' and ')}` : ''}.`;
      const keep = view.melees.some((g) => g.members[0] === m.choice) ? m.choice : (view.melees[0]?.members[0] ?? '');
      return { ...m, start, choice: keep, note: `${where} ${announce(view)}`, problem: null };
    }
    case 'choose':
      return wwpdView(m).melees.some((g) => g.members[0] === a.first) ? { ...m, choice: a.first } : m;
    case 'resolve': {
      const melee = a.melee;
      if (!wwpdView({ ...m, melee }).melees.some((g) => g.members[0] === m.choice)) return m;
      const resolved = [...m.resolved, m.choice];
      const view = wwpdView({ ...m, resolved, melee });
      const end = view.last.find((e) => e.type === 'melee-end');
      const fell = end?.type === 'melee-end' && end.fell.length > 0 ? `${end.fell.join(' and ')} removed together` : 'nobody falls';
      return { ...m, resolved, melee, choice: view.melees[0]?.members[0] ?? '', note: `Melee of ${m.choice} resolved: ${fell}. ${announce(view)}` };
    }
    case 'back': {
      if (m.resolved.length === 0) return m;
      const resolved = m.resolved.slice(0, -1);
      return { ...m, resolved, choice: m.resolved.at(-1)!, note: `The Melee of ${m.resolved.at(-1)} is back on the table.` };
    }
    case 'reset':
      return { ...withStart(m, m.opening, 'The preset table is back.') };
    case 'seed':
      return seedProblem(a.value) === null ? { ...m, start: { ...m.start, seed: a.value } } : m;
    case 'load': {
      try {
        const start = { ...a.shared.scenario, system: 'wwpd' as const };
        const resolved = a.shared.decisions.map((d, k) => {
          if (d.type !== 'pick-melee') throw new Error(`decision ${k + 1} is not a Melee to resolve`);
          return d.first;
        });
        const view = wwpdView({ start, resolved, melee: a.melee });
        return { ...m, start, resolved, melee: a.melee, choice: view.melees[0]?.members[0] ?? '', note: '', problem: null };
      } catch (error) {
        return { ...withStart(m, m.opening, ''), problem: linkRefused('WWPD table', error instanceof Error ? error.message : String(error)) };
      }
    }
    case 'problem':
      return { ...m, problem: a.text };
  }
}

/** What "Copy link" puts in the address: the table and the Melees resolved, as WW5's picks. */
export function sharedOfWwpd(m: WwpdModel): SharedState {
  return { scenario: m.start, decisions: m.resolved.map((first) => ({ type: 'pick-melee', first })) };
}
