// The coach's figures are the engine's: every decision it weighs, and its evaluation bar, equal what
// `sow odds --slot --choices` prints for the same Match, rulings, numbers and policies; its grades
// follow the stated thresholds; it names what in a game is not the open field.
import { describe, expect, it } from 'vitest';
import {
  decide,
  newGame,
  parseScenario,
  pending,
  step,
  type Decision,
  type GameState,
  type Readings,
  type Scenario,
  type Side,
} from '../../../src/engine/index.ts';
import { gradeOf, makeCoach, winChance, type Weighed } from '../../../src/widgets/coach/coach-model.ts';
import type { Controller } from '../../../src/shared/link-codec.ts';
import { sow } from '../cli/run.ts';
import { systemOf } from '../systems.ts';

interface Case {
  name: string;
  scenario: Scenario;
  controllers: Record<Side, Controller>;
  /** The reader's decisions in order; the other side's come from its policy. */
  mine: Decision[];
}

const WAIT: Decision = { type: 'wait' };
const TOWARD: Decision = { type: 'move', toward: true };
const AWAY: Decision = { type: 'move', toward: false };

function pair(ruleset: 'v0.1f' | 'v0.2', gap: number, extra: Record<string, unknown> = {}): Scenario {
  const { readings, ...rest } = extra;
  return parseScenario({
    ruleset,
    table: { width: 12, depth: 24 },
    combatants: [
      { id: 'I1', side: 'instigator', x: 6, y: 6 },
      { id: 'R1', side: 'retaliator', x: 6, y: 7 + gap },
    ],
    seed: 5,
    ...rest,
    // A scenario file names them `rulings` (formats-keep-their-names).
    ...(readings ? { rulings: readings } : {}),
  });
}

/** Plays the reader's decisions in order, the other side by its policy, until they run out or the Match ends. */
function play(c: Case): Decision[] {
  let { state } = newGame(c.scenario);
  const made: Decision[] = [];
  const mine = [...c.mine];
  while (state.phase === 'match' && made.length < 60) {
    const p = pending(state);
    if (p.kind !== 'action') break;
    const who = c.controllers[p.side];
    let d: Decision;
    if (who !== 'person') d = decide(who, state);
    else if (p.locked) d = { type: 'fight' };
    else if (mine.length > 0) d = mine.shift()!;
    else break;
    made.push(d);
    state = step(state, d).state;
  }
  return made;
}

/** The flags that give `sow odds` the rulings and numbers of a game state, and its policies. */
function flags(g: GameState, policies: Record<Side, string>): string[] {
  const r: Readings = g.readings;
  return [
    ...['--ruleset', g.ruleset, '--instigator', policies.instigator, '--retaliator', policies.retaliator],
    ...['--move-distance', r['move-distance'], '--last-strike', r['last-strike'], '--start-in-contact', r['start-in-contact']],
    ...['--actions', String(g.params.actions), '--move', String(g.params.move), '--die', String(g.params.die), '--fails-on', String(g.params['fails-on'])],
  ];
}

function cli(args: string[]): {
  instigator: number;
  retaliator: number;
  bothStand: number;
  choices?: Array<{ choice: string; distance: number; instigator: number; retaliator: number; bothStand: number }>;
} {
  const r = sow('odds', ...args, '--json');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

const CASES: Case[] = [
  {
    name: 'v0.1f, the reader as Instigator against optimal',
    scenario: pair('v0.1f', 6),
    controllers: { instigator: 'person', retaliator: 'optimal' },
    mine: [WAIT, TOWARD, TOWARD],
  },
  {
    name: 'v0.2, the reader as Retaliator against counter',
    scenario: pair('v0.2', 5),
    controllers: { instigator: 'counter', retaliator: 'person' },
    mine: [TOWARD, WAIT, AWAY],
  },
  {
    name: 'v0.1f, the last strike lands, against aggressive',
    scenario: pair('v0.1f', 7, { readings: { 'last-strike': 'lands' } }),
    controllers: { instigator: 'person', retaliator: 'aggressive' },
    mine: [AWAY, WAIT, WAIT],
  },
  {
    name: 'v0.2 with a D8, 4 Actions and a Move of 1.5 in, against random',
    scenario: pair('v0.2', 4, { params: { die: 8, actions: 4, move: 1.5 } }),
    controllers: { instigator: 'person', retaliator: 'random' },
    mine: [WAIT, TOWARD, WAIT],
  },
];

describe('the coach weighs with the engine', () => {
  for (const c of CASES)
    it(`${c.name}: every weighed decision and the bar equal sow odds`, () => {
      const decisions = play(c);
      const view = makeCoach()(c.scenario, decisions, c.controllers, systemOf());
      expect(view.weighed.length).toBeGreaterThanOrEqual(2);
      let { state } = newGame(c.scenario);
      const before: GameState[] = [];
      for (const d of decisions) {
        before.push(state);
        state = step(state, d).state;
      }
      for (const w of view.weighed) {
        const g = before[w.at]!;
        const out = cli([...flags(g, w.policies), '--gap', String(w.gap), '--slot', String(w.slot), '--choices']);
        for (const row of out.choices!) {
          const mine = w.rows.find((r) => r.choice === row.choice && r.distance === row.distance);
          expect(mine, `${row.choice} at ${w.at}`).toBeDefined();
          expect(mine!.odds).toEqual({ instigator: row.instigator, retaliator: row.retaliator, bothStand: row.bothStand });
        }
        // The cost and grade follow from those figures: the best row costs nothing.
        const best = Math.max(...w.rows.map((r) => winChance(r.odds, w.side)));
        expect(w.cost).toBeCloseTo(100 * (best - winChance(w.rows[w.chosen]!.odds, w.side)), 9);
        expect(w.grade).toBe(gradeOf(w.cost));
        expect(Math.min(...w.rows.map((r) => r.cost))).toBe(0);
      }
      // The bar where the reader's side is to decide again (or the Match just started): the Match as it stands.
      const at = view.weighed[0]!;
      const fresh = makeCoach()(c.scenario, decisions.slice(0, at.at), c.controllers, systemOf());
      expect(fresh.now).not.toBeNull();
      const bar = cli([...flags(before[at.at]!, at.policies), '--gap', String(at.gap), ...(at.slot > 0 ? ['--slot', String(at.slot)] : [])]);
      expect(fresh.now!.odds).toEqual(bar);
    });

  it('the reader plays on as optimal, the other side as its policy, or optimal when the reader plays both', () => {
    const decisions = play({ ...CASES[1]!, controllers: { instigator: 'counter', retaliator: 'person' } });
    expect(makeCoach()(CASES[1]!.scenario, decisions, { instigator: 'counter', retaliator: 'person' }, systemOf()).weighed[0]!.policies).toEqual({
      instigator: 'counter',
      retaliator: 'optimal',
    });
    const both = makeCoach()(pair('v0.1f', 3), [WAIT, WAIT], { instigator: 'person', retaliator: 'person' }, systemOf());
    expect(both.weighed.map((w) => [w.combatant, w.policies])).toEqual([
      ['I1', { instigator: 'optimal', retaliator: 'optimal' }],
      ['R1', { instigator: 'optimal', retaliator: 'optimal' }],
    ]);
  });

  it('a Move shorter than the full one (the up-to ruling) is weighed at its own length beside the full Moves', () => {
    const scenario = pair('v0.1f', 5, { readings: { 'move-distance': 'up-to' } });
    const view = makeCoach()(scenario, [{ type: 'move', toward: true, distance: 1.25 }], { instigator: 'person', retaliator: 'optimal' }, systemOf());
    const w: Weighed = view.weighed[0]!;
    expect(w.rows.map((r) => `${r.choice} ${r.distance}`)).toEqual(['wait 0', 'toward 2', 'toward 1.25', 'away 2', 'away 1.25']);
    expect(w.rows[w.chosen]!.distance).toBe(1.25);
  });

  it('weighs nothing under strikes at once, nor the other side, nor Fights', () => {
    const atOnce = makeCoach()(
      pair('v0.1f', 3, { readings: { exchange: 'simultaneous' } }),
      [WAIT, WAIT],
      { instigator: 'person', retaliator: 'counter' },
      systemOf(),
    );
    expect(atOnce.atOnce).toBe(true);
    expect(atOnce.weighed).toEqual([]);
    expect(atOnce.now).toBeNull();
    const decisions = play({ name: '', scenario: pair('v0.1f', 1), controllers: { instigator: 'person', retaliator: 'aggressive' }, mine: [TOWARD] });
    const view = makeCoach()(pair('v0.1f', 1), decisions, { instigator: 'person', retaliator: 'aggressive' }, systemOf());
    expect(decisions.filter((d) => d.type === 'fight').length).toBeGreaterThan(0);
    expect(view.weighed.map((w) => w.at)).toEqual([0]);
  });
});

describe('grades (reading coach-grades)', () => {
  it('holds each cost below its bound', () => {
    expect([0, 0.049, 0.05, 1.99, 2, 4.99, 5, 9.99, 10, 40].map(gradeOf)).toEqual([
      'best',
      'best',
      'fine',
      'fine',
      'inaccuracy',
      'inaccuracy',
      'mistake',
      'mistake',
      'blunder',
      'blunder',
    ]);
  });
});

describe('what is not the open field (reading open-field-reach)', () => {
  it("names the table's edge behind a combatant and a base in a Move's way", () => {
    const scenario = parseScenario({
      ruleset: 'v0.1f',
      combatants: [
        { id: 'I1', side: 'instigator', x: 6, y: 0.8 },
        { id: 'R1', side: 'retaliator', x: 6, y: 6.8 },
        { id: 'R2', side: 'retaliator', x: 6, y: 9 },
      ],
    });
    const view = makeCoach()(scenario, [], { instigator: 'person', retaliator: 'wait' }, systemOf());
    expect(view.now!.offField).toEqual([
      { side: 'instigator', combatant: 'I1', toward: false, meets: 'edge', moves: 1 },
      { side: 'retaliator', combatant: 'R1', toward: false, meets: 'R2', moves: 1 },
    ]);
    // Ten inches of Moves away either side (5 Actions of 2 in) stay on a 40 in table: the open field.
    const open = parseScenario({
      ruleset: 'v0.1f',
      table: { width: 40, depth: 40 },
      combatants: [
        { id: 'I1', side: 'instigator', x: 20, y: 14 },
        { id: 'R1', side: 'retaliator', x: 20, y: 21 },
      ],
    });
    expect(makeCoach()(open, [], { instigator: 'person', retaliator: 'wait' }, systemOf()).now!.offField).toEqual([]);
    expect(makeCoach()(pair('v0.1f', 6), [], { instigator: 'person', retaliator: 'wait' }, systemOf()).now!.offField).toEqual([
      { side: 'instigator', combatant: 'I1', toward: false, meets: 'edge', moves: 4 },
    ]);
  });
});
