// WWPD as a turn system (spec turn-systems.md WW1–WW8), item by item, with hand-placed bases and
// scripted dice; then properties over random tables and decisions: games end, bases never overlap,
// removals happen only as the rules say, step() is pure, and a seed with its decisions replays exactly.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_READINGS,
  IllegalDecision,
  SHORT_OF_CONTACT,
  WWPD_STEPS,
  WWPD_STEP_IDS,
  centreDistance,
  decide,
  deploy,
  emptyTally,
  gap,
  legalDecisions,
  linkedGroups,
  parseScenario,
  pending,
  simScenario,
  step,
  wwpdDistance,
  ScenarioError,
  type Decision,
  type GameEvent,
  type GameState,
  type PolicyName,
  type Readings,
  type Scenario,
} from '../../../src/engine/index.ts';
import { newGame, playGame, playQuiet, replay, simulate, simulateRange } from '../systems.ts';
import { brief, catalog, ofType, type Spot, chooser, snapshot } from './helpers.ts';

const STAY: Decision = { type: 'wait' };
const TOWARD: Decision = { type: 'move', toward: true };
const AWAY: Decision = { type: 'move', toward: false };
const CHARGE: Decision = { type: 'charge' };
const melee = (first: string): Decision => ({ type: 'pick-melee', first });

interface Extra {
  dice?: number[];
  seed?: number;
  rulings?: Partial<Readings>;
}

/** A WWPD scenario on the 12" table, checked as a file is. */
function wwpd(instigators: Spot[], retaliators: Spot[], extra: Extra = {}): Scenario {
  const combatants = [
    ...instigators.map(([id, x, y]) => ({ id, side: 'instigator', x, y })),
    ...retaliators.map(([id, x, y]) => ({ id, side: 'retaliator', x, y })),
  ];
  return parseScenario({ system: 'wwpd', table: { width: 12, depth: 12 }, ...extra, combatants });
}

/** Every event cites one WWPD step, and any rule it cites is Fragment 1's (the shared defence test, the table's edge). */
function expectSteps(events: readonly GameEvent[]): void {
  for (const e of events) {
    expect(e.steps?.length, `${e.type} cites no step`).toBe(1);
    expect(WWPD_STEP_IDS, `${e.type} cites ${e.steps![0]}`).toContain(e.steps![0]);
    for (const id of e.rules) expect(catalog.rule('v0.1f', id), `${e.type} cites ${id}`).toBeDefined();
  }
}

/** A game driven by hand through the pure step(), every event's citations checked. */
class Play {
  state: GameState;
  events: GameEvent[];
  constructor(s: Scenario) {
    ({ state: this.state, events: this.events } = newGame(s));
    expectSteps(this.events);
  }
  do(...ds: Decision[]): GameEvent[] {
    const out: GameEvent[] = [];
    for (const d of ds) {
      const r = step(this.state, d);
      expectSteps(r.events);
      this.state = r.state;
      out.push(...r.events);
    }
    this.events.push(...out);
    return out;
  }
  /** Stays and holds until the active side's Melees are picked or the player turn is over. */
  pass(): GameEvent[] {
    const out: GameEvent[] = [];
    const side = this.pending.kind === 'over' ? null : this.pending.side;
    while (this.pending.kind !== 'over' && this.pending.kind !== 'melee-order' && this.pending.side === side) out.push(...this.do(STAY));
    return out;
  }
  get pending() {
    return pending(this.state);
  }
  at(id: string) {
    return this.state.combatants.find((c) => c.id === id)!;
  }
  get log() {
    return this.events.map(brief);
  }
}

describe('WWPD steps as data', () => {
  it('stable ids for WW1–WW8, in playing order', () => {
    expect(WWPD_STEPS.map((s) => [s.id, s.spec])).toEqual([
      ['ww-player-turns', 'WW1'],
      ['ww-movement', 'WW2'],
      ['ww-charge', 'WW3'],
      ['ww-pile-in', 'WW4'],
      ['ww-melees', 'WW5'],
      ['ww-all-at-once', 'WW6'],
      ['ww-not-played', 'WW7'],
      ['ww-victory', 'WW8'],
    ]);
  });

  it('the scaled distances: a quarter of WWPD\'s 6", 8" and 12" by default, the reading wwpd-scale otherwise', () => {
    expect(DEFAULT_READINGS['wwpd-scale']).toBe(0.25);
    expect(['move', 'charge', 'firefight'].map((k) => wwpdDistance(DEFAULT_READINGS, k as 'move'))).toEqual([1.5, 2, 3]);
    expect(wwpdDistance({ 'wwpd-scale': 0.5 }, 'charge')).toBe(4);
    const g = new Play(wwpd([['I1', 6, 1]], [['R1', 6, 11]], { rulings: { 'wwpd-scale': 0.5 } }));
    expect(g.do({ type: 'move', toward: true, distance: 3 })).toHaveLength(1);
    expect(() => wwpd([['I1', 6, 1]], [['R1', 6, 11]], { rulings: { 'wwpd-scale': 2 } })).toThrow(
      new ScenarioError('rulings.wwpd-scale', 'must be a number from 0.05 to 1'),
    );
    expect(() => wwpd([['I1', 6, 1]], [['R1', 6, 11]], { rulings: { 'wwpd-scale': 0 } })).toThrow(/from 0.05 to 1/);
  });
});

describe('WW1 player turns', () => {
  it("a game Turn is the Instigator's whole player turn, then the Retaliator's", () => {
    const g = new Play(wwpd([['I1', 6, 1]], [['R1', 6, 11]]));
    expect(g.log).toEqual(['turn 1', 'player-turn 1 instigator']);
    expect(g.pending).toMatchObject({ kind: 'movement', side: 'instigator', combatant: 'I1', nearest: 'R1' });
    g.pass();
    expect(g.pending).toMatchObject({ kind: 'movement', side: 'retaliator', combatant: 'R1' });
    g.pass();
    expect(g.log).toEqual([
      'turn 1',
      'player-turn 1 instigator',
      'I1 stays movement',
      'I1 stays charge',
      'pile-in instigator',
      'player-turn 1 retaliator',
      'R1 stays movement',
      'R1 stays charge',
      'pile-in retaliator',
      'turn 2',
      'player-turn 2 instigator',
    ]);
  });
});

describe('WW2 movement', () => {
  it('each active combatant touching no enemy is asked in scenario order; one in a Melee is not', () => {
    const g = new Play(
      wwpd(
        [
          ['I1', 2, 5],
          ['I2', 6, 1],
          ['I3', 10, 1],
        ],
        [
          ['R1', 2, 6],
          ['R2', 10, 11],
        ],
      ),
    );
    expect(g.pending).toMatchObject({ kind: 'movement', combatant: 'I2' });
    g.do(STAY);
    expect(g.pending).toMatchObject({ kind: 'movement', combatant: 'I3' });
  });

  it('up to the scaled 6" toward or away from the nearest enemy, or stay', () => {
    const g = new Play(
      wwpd(
        [['I1', 6, 1]],
        [
          ['R1', 6, 11],
          ['R2', 1, 11],
        ],
      ),
    );
    expect(legalDecisions(g.state)).toEqual([
      { type: 'wait' },
      { type: 'move', toward: true, minDistance: 0, maxDistance: 1.5 },
      { type: 'move', toward: false, minDistance: 0, maxDistance: 1.5 },
    ]);
    for (const distance of [0, 1.6, 2]) expect(() => g.do({ type: 'move', toward: true, distance }), `${distance}"`).toThrow(IllegalDecision);
    const [m] = ofType(g.do({ type: 'move', toward: true, distance: 1 }), 'movement');
    expect(m).toMatchObject({ id: 'I1', enemy: 'R1', distance: 1, stoppedBy: null, to: { x: 6, y: 2 } });
  });

  it('stops short of any base, friend or enemy, so a Move never makes contact', () => {
    const g = new Play(
      wwpd(
        [
          ['I1', 6, 1],
          ['I2', 6, 2.5],
          ['I3', 1, 8],
        ],
        [
          ['R1', 6, 11],
          ['R2', 1, 10],
        ],
      ),
    );
    const [toFriend] = ofType(g.do(TOWARD), 'movement');
    expect(toFriend).toMatchObject({ id: 'I1', enemy: 'R1', stoppedBy: 'I2' });
    expect(toFriend!.distance).toBeCloseTo(0.5 - SHORT_OF_CONTACT, 9);
    g.do(STAY);
    const [toEnemy] = ofType(g.do(TOWARD), 'movement');
    expect(toEnemy).toMatchObject({ id: 'I3', enemy: 'R2', stoppedBy: 'R2' });
    expect(gap(g.at('I3'), g.at('R2'), 1)).toBeCloseTo(SHORT_OF_CONTACT, 9);
    expect(linkedGroups(g.state.combatants, 0, 1)).toEqual([]);
  });

  it('a Move away off the table removes the mover (rule 27), and a side left with none loses at once (WW8)', () => {
    const g = new Play(wwpd([['I1', 6, 0.5]], [['R1', 6, 6]]));
    const ev = g.do(AWAY);
    expect(ev.map(brief)).toEqual(['I1 away 1.5', 'I1 removed off-table', 'game-end retaliator 1']);
    expect(ofType(ev, 'removed')[0]).toMatchObject({ rules: ['off-table'], steps: ['ww-movement'] });
  });
});

describe('WW3 charge', () => {
  it('chargers are asked closest to an enemy first, measured when asked, not in scenario order', () => {
    const g = new Play(
      wwpd(
        [
          ['I1', 2, 1],
          ['I2', 9, 5],
        ],
        [
          ['R1', 2, 11],
          ['R2', 9, 7],
        ],
      ),
    );
    g.do(STAY, STAY);
    expect(g.pending).toMatchObject({ kind: 'charge', combatant: 'I2', target: 'R2', friend: false });
    g.do(CHARGE);
    expect(g.pending).toMatchObject({ kind: 'charge', combatant: 'I1', target: 'R1' });
  });

  it('charge target choice: the nearest enemy engaged with none of its side, passing over a nearer engaged one', () => {
    // R1 is nearest to I2 but already touches I1; R2 is farther but free and within 2".
    const g = new Play(
      wwpd(
        [
          ['I1', 5, 6],
          ['I2', 6.5, 5],
        ],
        [
          ['R1', 6, 6],
          ['R2', 8.5, 6],
        ],
      ),
    );
    g.do(STAY);
    expect(g.pending).toMatchObject({ kind: 'charge', combatant: 'I2', target: 'R2', friend: false });
    expect(() => g.do(TOWARD)).toThrow(new IllegalDecision('I2 may charge R2 or Wait (no charge), not "move"'));
    const [c] = ofType(g.do(CHARGE), 'charge');
    expect(c).toMatchObject({ id: 'I2', target: 'R2', touching: 'R2' });
    expect(gap(g.at('I2'), g.at('R2'), 1)).toBeCloseTo(0, 9);
  });

  it('when every enemy within reach is engaged: toward the nearest friend engaged in melee, to touch it', () => {
    const g = new Play(
      wwpd(
        [
          ['I1', 5, 6],
          ['I2', 4.5, 4.2],
        ],
        [
          ['R1', 6, 6],
          ['R2', 11, 11],
        ],
      ),
    );
    g.do(STAY);
    expect(g.pending).toMatchObject({ kind: 'charge', combatant: 'I2', target: 'I1', friend: true });
    expect(legalDecisions(g.state)[0]).toEqual({ type: 'charge', charger: 'I2', target: 'I1', friend: true, reaches: false });
    const [c] = ofType(g.do(CHARGE), 'charge');
    expect(c).toMatchObject({ target: 'I1', friend: true, touching: 'I1' });
    // Touching a friend links nothing: I2 joins no Melee.
    expect(ofType(g.events, 'melee-start')[0]!.members).toEqual(['I1', 'R1']);
  });

  it('with no enemy within reach the charge still goes its scaled 8" toward the nearest free enemy', () => {
    const g = new Play(wwpd([['I1', 6, 1]], [['R1', 6, 11]]));
    g.do(STAY);
    const [c] = ofType(g.do(CHARGE), 'charge');
    expect(c).toMatchObject({ target: 'R1', distance: 2, touching: null, to: { x: 6, y: 3 } });
  });

  it('a charge stops at the first base it touches on the way', () => {
    // I2 is closer to R1, is asked first and holds; I1's charge at R1 then runs into I2.
    const g = new Play(
      wwpd(
        [
          ['I1', 6, 1.5],
          ['I2', 6.3, 3],
        ],
        [['R1', 6, 4.5]],
      ),
    );
    g.do(STAY, STAY);
    expect(g.pending).toMatchObject({ combatant: 'I2', target: 'R1' });
    g.do(STAY);
    expect(g.pending).toMatchObject({ combatant: 'I1', target: 'R1', friend: false });
    const [c] = ofType(g.do(CHARGE), 'charge');
    expect(c).toMatchObject({ target: 'R1', touching: 'I2' });
    expect(c!.distance).toBeCloseTo(1.5 - Math.sqrt(1 - 0.3 ** 2), 9);
  });

  it('policies: aggressive charges, counter only into contact with an enemy, wait never', () => {
    const near = wwpd([['I1', 6, 4]], [['R1', 6, 6.5]]);
    const far = wwpd([['I1', 6, 1]], [['R1', 6, 11]]);
    for (const [s, policy, expected] of [
      [near, 'aggressive', 'charge'],
      [near, 'counter', 'charge'],
      [near, 'wait', 'wait'],
      [far, 'aggressive', 'charge'],
      [far, 'counter', 'wait'],
      [far, 'optimal', 'charge'],
    ] as const) {
      const g = new Play(s);
      g.do(STAY);
      expect(decide(policy, g.state).type, `${policy}`).toBe(expected);
    }
  });
});

describe('WW4 pile in', () => {
  it('moves nobody: one-model units have no more models to bring into contact', () => {
    const g = new Play(
      wwpd(
        [
          ['I1', 5, 6],
          ['I2', 3, 3],
        ],
        [
          ['R1', 6, 6],
          ['R2', 9, 9],
        ],
      ),
    );
    g.do(STAY);
    const before = g.state.combatants.map((c) => [c.x, c.y]);
    const ev = g.do(STAY);
    expect(ev.map(brief).slice(0, 3)).toEqual(['I2 stays charge', 'pile-in instigator', 'melee 1: I1 R1']);
    expect(ofType(ev, 'pile-in')[0]).toMatchObject({ rules: [], steps: ['ww-pile-in'] });
    expect(g.state.combatants.map((c) => [c.x, c.y])).toEqual(before);
  });
});

describe('WW5 Melees', () => {
  it('a chain linking three combatants through an enemy is one Melee, listed before it resolves', () => {
    // Everyone is engaged, so nobody is asked to Move or charge: the Melee resolves as the game starts.
    const g = new Play(
      wwpd(
        [
          ['I1', 4, 6],
          ['I2', 6, 6],
        ],
        [['R1', 5, 6]],
        { dice: [1, 1, 1] },
      ),
    );
    const start = ofType(g.events, 'melee-start')[0]!;
    expect(start).toMatchObject({ melee: 1, members: ['I1', 'I2', 'R1'], steps: ['ww-melees'] });
    expect(g.events.indexOf(start)).toBeLessThan(g.events.findIndex((e) => e.type === 'melee-strike'));
  });

  it('friends that touch link nothing: no Melee without an enemy in contact', () => {
    const g = new Play(
      wwpd(
        [
          ['I1', 4, 3],
          ['I2', 5, 3],
        ],
        [
          ['R1', 5, 5],
          ['R2', 9, 9],
        ],
      ),
    );
    expect(linkedGroups(g.state.combatants, 0, 1)).toEqual([]);
    g.pass();
    expect(ofType(g.events, 'melee-start')).toEqual([]);
  });

  it('friends touching a Melee but no enemy stay out of it', () => {
    const g = new Play(
      wwpd(
        [
          ['I1', 5, 5],
          ['I2', 4, 5],
        ],
        [
          ['R1', 5, 6],
          ['R2', 11, 11],
        ],
        { dice: [1, 1] },
      ),
    );
    g.pass();
    expect(ofType(g.events, 'melee-start').map((e) => e.members)).toEqual([['I1', 'R1']]);
  });

  it('the active side picks the order of several Melees; policies take the one holding the earliest combatant', () => {
    const s = wwpd(
      [
        ['I1', 2, 5],
        ['I2', 9, 5],
      ],
      [
        ['R2', 9, 6],
        ['R1', 2, 6],
      ],
      { dice: [1, 1, 1, 1] },
    );
    const g = new Play(s);
    expect(g.pending).toEqual({
      kind: 'melee-order',
      side: 'instigator',
      melees: [
        ['I1', 'R1'],
        ['I2', 'R2'],
      ],
    });
    expect(legalDecisions(g.state)).toEqual([
      { type: 'pick-melee', members: ['I1', 'R1'] },
      { type: 'pick-melee', members: ['I2', 'R2'] },
    ]);
    for (const p of ['aggressive', 'counter', 'wait', 'optimal'] as const) expect(decide(p, g.state)).toEqual(melee('I1'));
    expect(() => g.do(melee('R1'))).toThrow(
      new IllegalDecision('the active side must pick the next Melee (the Melee of I1, R1; the Melee of I2, R2), not "the Melee of R1"'),
    );
    g.do(melee('I2'));
    expect(ofType(g.events, 'melee-start').map((e) => e.members)).toEqual([
      ['I2', 'R2'],
      ['I1', 'R1'],
    ]);
    // The last one left needs no choice; the Retaliator's player turn asks again.
    expect(g.pending).toMatchObject({ kind: 'melee-order', side: 'retaliator' });
  });
});

describe('WW6 all at once', () => {
  it('every member strikes the enemy it touches that was struck least so far, ties in scenario order', () => {
    // I1–R1–I2–R2 in a row: one Melee of four.
    const g = new Play(
      wwpd(
        [
          ['I1', 3, 6],
          ['I2', 5, 6],
        ],
        [
          ['R1', 4, 6],
          ['R2', 6, 6],
        ],
        { dice: [1, 1, 1, 1] },
      ),
    );
    const first = g.events.slice(
      0,
      g.events.findIndex((e) => e.type === 'melee-end'),
    );
    const strikes = ofType(first, 'melee-strike').map((e) => `${e.by}>${e.target}`);
    expect(strikes).toEqual(['I1>R1', 'I2>R2', 'R1>I1', 'R2>I2']);
  });

  it('every struck combatant rolls once a strike, even after a failure; removals come after all the rolls', () => {
    const g = new Play(
      wwpd(
        [
          ['I1', 4, 6],
          ['I2', 6, 6],
        ],
        [['R1', 5, 6]],
        { dice: [5, 6, 1] },
      ),
    );
    const ev = g.events.slice(g.events.findIndex((e) => e.type === 'melee-start'));
    expect(ev.map(brief)).toEqual([
      'melee 1: I1 I2 R1',
      'I1 strikes R1',
      'I2 strikes R1',
      'R1 strikes I1',
      'I1 rolls 5 fails v R1',
      'R1 rolls 6 fails v I1',
      'R1 rolls 1 holds v I2',
      'I1 removed defeated',
      'R1 removed defeated',
      'melee-end 1: I1 R1 double-knockout',
      'game-end instigator 1',
    ]);
    expect(ofType(ev, 'melee-end')[0]).toMatchObject({ rules: [], steps: ['ww-all-at-once'] });
    expect(ofType(ev, 'melee-defence')[0]).toMatchObject({ rules: ['defence-test'], steps: ['ww-all-at-once'] });
    expect(ofType(ev, 'removed')[0]).toMatchObject({ rules: ['defence-test'], steps: ['ww-all-at-once'] });
  });

  it("both sides' last combatants falling together is a draw at once", () => {
    const g = new Play(wwpd([['I1', 5, 5]], [['R1', 5, 6]], { dice: [6, 6] }));
    expect(g.log.slice(-3)).toEqual(['R1 removed defeated', 'melee-end 1: I1 R1 double-knockout', 'game-end draw 1']);
  });

  it('the quiet path counts the double knock-outs the events mark', () => {
    const o = { games: 60, seed: 9, system: 'wwpd' as const, policies: { instigator: 'aggressive', retaliator: 'random' } as const };
    let marked = 0;
    for (let i = 0; i < o.games; i++) marked += ofType(playGame(simScenario(o, i), o.policies).events, 'melee-end').filter((e) => e.doubleKnockout).length;
    const tally = simulateRange(o, 0, o.games, emptyTally());
    expect(marked).toBeGreaterThan(0);
    expect(tally.doubleKnockouts).toBe(marked);
  });
});

describe('WW7 not played', () => {
  it('Firefight groups are only computed: bases within 3" of an enemy are grouped, nothing resolves them', () => {
    const s = wwpd([['I1', 6, 3]], [['R1', 6, 6]]);
    const g = new Play(s);
    expect(linkedGroups(g.state.combatants, wwpdDistance(g.state.readings, 'firefight'), 1)).toEqual([[0, 1]]);
    g.pass();
    expect(g.events.every((e) => !e.type.startsWith('melee'))).toBe(true);
  });
});

describe('WW8 victory', () => {
  it('a side with no combatant on the table loses at once, in the middle of a player turn', () => {
    const g = new Play(
      wwpd(
        [
          ['I1', 5, 5],
          ['I2', 1, 1],
        ],
        [['R1', 5, 6]],
        { dice: [1, 6] },
      ),
    );
    g.do(STAY, STAY);
    expect(g.log.slice(-3)).toEqual(['R1 removed defeated', 'melee-end 1: R1', 'game-end instigator 1']);
    expect(ofType(g.events, 'game-end')[0]).toMatchObject({ rules: [], steps: ['ww-victory'] });
  });

  it('the turn limit makes a draw', () => {
    const r = playGame(wwpd([['I1', 1, 1]], [['R1', 11, 11]], { rulings: { 'turn-limit': 3 } }), { instigator: 'wait', retaliator: 'wait' });
    expect(r.state.turn).toBe(3);
    expect(ofType(r.events, 'game-end')[0]).toMatchObject({ winner: 'draw', turn: 3, readings: ['turn-limit'], steps: ['ww-victory'] });
  });
});

describe('WWPD with policies, the stream and the sim', () => {
  it('random draws from the seeded stream without advancing the dice', () => {
    const g = new Play(wwpd([['I1', 6, 1]], [['R1', 6, 11]], { seed: 5 }));
    const rng = g.state.rng;
    const d = decide('random', g.state);
    expect(decide('random', g.state)).toEqual(d);
    expect(g.state.rng).toBe(rng);
    if (d.type === 'move') expect([0.375, 0.75, 1.125, 1.5]).toContain(d.distance);
  });

  it("counts every decision by side and the longest run of one side's decisions", () => {
    // wait v wait, two a side, one Turn: each player turn is two Movement and two Charge decisions in a row.
    const o = {
      games: 3,
      seed: 2,
      perSide: 2,
      system: 'wwpd' as const,
      readings: { 'turn-limit': 1 },
      policies: { instigator: 'wait', retaliator: 'wait' } as const,
    };
    const r = simulate(o);
    expect(r.decisions).toEqual({ instigator: 4, retaliator: 4 });
    expect(r.longestWait).toBe(4);
    expect(r.draws).toBe(3);
  });

  it('a game plays the same quietly and recorded, and replays exactly from its decisions', () => {
    for (const policies of [
      { instigator: 'random', retaliator: 'counter' },
      { instigator: 'aggressive', retaliator: 'random' },
    ] as const) {
      const s = deploy(77, { system: 'wwpd' });
      const played = playGame(s, policies);
      expect(playQuiet(s, policies).combatants).toEqual(played.state.combatants);
      const again = replay(s, played.decisions);
      expect(again.events).toEqual(played.events);
      expect(again.state).toEqual(played.state);
    }
  });
});

// ---- properties ----

/** Any legal decision, a Move of any allowed length. */
function anyDecision(state: GameState, rnd: () => number): Decision {
  const legal = legalDecisions(state);
  const l = legal[Math.floor(rnd() * legal.length)]!;
  switch (l.type) {
    case 'move':
      return { type: 'move', toward: l.toward, distance: l.maxDistance - rnd() * (l.maxDistance - l.minDistance) * 0.999 };
    case 'pick-melee':
      return melee(l.members[0]!);
    case 'charge':
      return CHARGE;
    default:
      return STAY;
  }
}

const tableArb = fc.record({
  spots: fc.array(fc.record({ x: fc.double({ min: 0.5, max: 11.5, noNaN: true }), y: fc.double({ min: 0.5, max: 11.5, noNaN: true }), side: fc.boolean() }), {
    minLength: 2,
    maxLength: 12,
  }),
  scale: fc.constantFrom(0.1, 0.25, 0.5, 1),
  seed: fc.integer({ min: 0, max: 0xffff }),
  choices: fc.integer({ min: 0, max: 0x7fffffff }),
  policy: fc.constantFrom<PolicyName | 'any'>('any', 'aggressive', 'counter', 'random'),
});

/** Bases from random spots, dropping those that would overlap one already placed (the table is checked as a file is). */
function tableFrom(spots: { x: number; y: number; side: boolean }[], scale: number, seed: number): Scenario | null {
  const kept: { x: number; y: number; side: boolean }[] = [];
  for (const s of spots) if (kept.every((k) => centreDistance(k, s) >= 1)) kept.push(s);
  if (!kept.some((k) => k.side) || !kept.some((k) => !k.side)) return null;
  let n = 0;
  const combatants = kept.map((k) => ({ id: `${k.side ? 'I' : 'R'}${++n}`, side: k.side ? 'instigator' : 'retaliator', x: k.x, y: k.y }));
  return parseScenario({ system: 'wwpd', combatants, seed, rulings: { 'wwpd-scale': scale, 'turn-limit': 20 } });
}

describe('WWPD properties', () => {
  it('games end, bases never overlap, removals only by the rules, step() is pure, and a game replays exactly', () => {
    fc.assert(
      fc.property(tableArb, ({ spots, scale, seed, choices, policy }) => {
        const s = tableFrom(spots, scale, seed);
        if (!s) return;
        const rnd = chooser(choices);
        let { state, events } = newGame(s);
        const decisions: Decision[] = [];
        for (let n = 0; state.phase !== 'over'; n++) {
          // 20 Turns of two player turns, each at most 11 Moves, 11 charges and 5 Melee picks.
          expect(n, 'the game ends').toBeLessThan(20 * 2 * 27);
          const d = policy === 'any' ? anyDecision(state, rnd) : decide(policy, state);
          decisions.push(d);
          const before = snapshot(state);
          const r = step(state, d);
          expect(state, 'step() leaves the state it was given untouched').toEqual(before);
          state = r.state;
          events = [...events, ...r.events];
          const on = state.combatants.filter((c) => !c.removed);
          for (let i = 0; i < on.length; i++)
            for (let j = i + 1; j < on.length; j++)
              expect(centreDistance(on[i]!, on[j]!), `${on[i]!.id} overlaps ${on[j]!.id}`).toBeGreaterThanOrEqual(1 - 1e-6);
        }
        expectSteps(events);
        // Removals only by the rules: a failed defence in that Melee, or a Move away off the table.
        events.forEach((e, k) => {
          if (e.type !== 'removed') return;
          const before = events.slice(0, k);
          if (e.reason === 'off-table') {
            const last = before.at(-1);
            expect(last?.type === 'movement' && last.id === e.id && !last.toward, `${e.id} left the table without moving away`).toBe(true);
            return;
          }
          expect(e.reason).toBe('defeated');
          const open = before.findLastIndex((x) => x.type === 'melee-start');
          const failed = before.slice(open).some((x) => x.type === 'melee-defence' && x.id === e.id && !x.held);
          expect(failed, `${e.id} removed without failing a defence in its Melee`).toBe(true);
        });
        const again = replay(s, decisions);
        expect(again.events).toEqual(events);
        expect(again.state).toEqual(state);
      }),
      { numRuns: 150 },
    );
  });
});
