// WAR (spec turn-systems.md WA1–WA8) on the Fragment 1 table: one block per WA item, with scripted dice
// and hand-placed bases, then its policies, its sentences and citations, and properties of random games.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  advance,
  applyDecision,
  decide,
  deploy,
  emptyTally,
  gap,
  legalDecisions,
  LAST_ROUND,
  parseScenario,
  simScenario,
  WAR_READINGS,
  WAR_STEP_IDS,
  type Decision,
  type GameEvent,
  type GameState,
  type PolicyName,
  type Scenario,
  type WarState,
} from '../../../src/engine/index.ts';
import { describeEvent, initialState, playGame, replay } from '../systems.ts';
import { brief, expectCitations, Game, ofType, AWAY, TOWARD, WAIT, type Spot, chooser } from './helpers.ts';

function war(instigators: Spot[], retaliators: Spot[], extra: Record<string, unknown> = {}): Scenario {
  const combatants = [
    ...instigators.map(([id, x, y]) => ({ id, side: 'instigator', x, y })),
    ...retaliators.map(([id, x, y]) => ({ id, side: 'retaliator', x, y })),
  ];
  return parseScenario({ system: 'war', table: { width: 12, depth: 12 }, ...extra, combatants });
}

const activate = (id: string): Decision => ({ type: 'activate-combatant', id });
const REST: Decision = { type: 'rest' };
const fight = (target: string): Decision => ({ type: 'fight', target });
const ws = (g: { state: GameState }) => g.state.turnState as WarState;
const fatigueOf = (g: Game, id: string) => ws(g).fatigue[g.state.combatants.findIndex((c) => c.id === id)]!;
const types = (g: Game) =>
  g.legal.map((l) =>
    l.type === 'move'
      ? l.toward
        ? 'toward'
        : 'away'
      : l.type === 'fight'
        ? `fight ${l.target}`
        : l.type === 'activate-combatant'
          ? `activate ${l.id}`
          : l.type,
  );

/** Plays on, each side activating its first option and every Action a Wait, until `until` holds or the game ends. */
function waitUntil(g: Game, until: (g: Game) => boolean = () => false, limit = 5000): void {
  for (let n = 0; n < limit && !g.over && !until(g); n++) {
    const p = g.pending;
    g.do(p.kind === 'activate-combatant' ? activate(p.options[0]!) : WAIT);
  }
}

const inRound = (round: number) => (g: Game) => g.state.turn >= round;
const FAR_I: Spot[] = [
  ['I1', 2, 1],
  ['I2', 6, 1],
  ['I3', 10, 1],
];
const FAR_R: Spot[] = [
  ['R1', 2, 11],
  ['R2', 6, 11],
  ['R3', 10, 11],
];

describe('WA1 rounds', () => {
  it('a game is at most 9 rounds: after round 9 the side with more combatants on the table wins', () => {
    const g = new Game(war(FAR_I, [['R1', 6, 11]]));
    waitUntil(g);
    expect(g.state.winner).toBe('instigator');
    expect(g.state.turn).toBe(LAST_ROUND);
    expect(g.log.slice(-2)).toEqual(['count 3-1', 'game-end instigator 9']);
    expect(ofType(g.events, 'round-start').map((e) => [e.round, e.act])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 2],
      [5, 2],
      [6, 2],
      [7, 3],
      [8, 3],
      [9, 3],
    ]);
  });

  it('equal numbers after round 9 draw, and the turn-limit reading does not apply', () => {
    const g = new Game(war([['I1', 6, 1]], [['R1', 6, 11]], { rulings: { 'turn-limit': 2 } }));
    waitUntil(g);
    expect(g.state.winner).toBe('draw');
    expect(g.state.turn).toBe(9);
    expect(ofType(g.events, 'game-end')[0]!.readings).toBeUndefined();
  });

  it('a side with no combatant on the table loses at once, in the middle of an activation', () => {
    const g = new Game(
      war(
        [['I1', 6, 5]],
        [
          ['R1', 6, 6],
          ['R2', 6, 7],
        ],
        { dice: [1, 6, 6] },
      ),
    );
    // Act 1: the Instigator first; I1 is its only combatant, so it activates unasked.
    expect(g.pending).toMatchObject({ kind: 'activation-action', side: 'instigator', combatant: 'I1', action: 1, actions: 2 });
    g.do(fight('R1'));
    expect(g.at('R1').removed).toBe(true);
    expect(g.over).toBe(false);
    g.do(WAIT);
    // R2 is the Retaliator's last: it closes on I1, which rolls 6 against the strike (failing from 3
    // with its 2 fatigue) and falls.
    expect(g.pending).toMatchObject({ kind: 'activation-action', combatant: 'R2', action: 1 });
    g.do(TOWARD);
    expect(g.log.slice(-5)).toEqual(['R2 strikes I1', 'I1 rolls 6 fails from 3', 'I1 removed defeated', 'R2 fatigue +1 fight = 1', 'game-end retaliator 1']);
    // R2's second Action is never asked.
    expect(g.over).toBe(true);
  });
});

describe('WA2 activation dice', () => {
  it('every combatant on the table gives its side one die a round and activates once, marked by its die', () => {
    const g = new Game(war(FAR_I, FAR_R));
    waitUntil(g, inRound(2));
    expect(ofType(g.events, 'round-start')[0]!.dice).toEqual({ instigator: 3, retaliator: 3 });
    const round1 = ofType(g.events, 'activated')
      .filter((e) => e.round === 1)
      .map((e) => e.id);
    expect([...round1].sort()).toEqual(['I1', 'I2', 'I3', 'R1', 'R2', 'R3']);
    // Round 2 has begun: every die is back with its side.
    expect(ws(g).activated.filter(Boolean).length).toBeLessThanOrEqual(1);
  });

  it('a removed combatant gives no die next round', () => {
    const g = new Game(
      war(
        [
          ['I1', 6, 5],
          ['I2', 1, 1],
        ],
        [
          ['R1', 6, 6],
          ['R2', 11, 11],
        ],
        { dice: [1, 6] },
      ),
    );
    g.do(activate('I1'));
    g.do(fight('R1'));
    waitUntil(g, inRound(2));
    expect(ofType(g.events, 'round-start')[1]!.dice).toEqual({ instigator: 2, retaliator: 1 });
  });
});

describe('WA3 Act 1, Mobilisation', () => {
  it('the sides alternate, the Instigator first; a side with none left passes', () => {
    const g = new Game(war(FAR_I, [['R1', 6, 11]]));
    expect(g.pending).toMatchObject({ kind: 'activate-combatant', side: 'instigator', round: 1, act: 1, options: ['I1', 'I2', 'I3'] });
    g.play(activate('I2'), WAIT, WAIT);
    // R1 is the Retaliator's only combatant: it activates unasked.
    expect(g.pending).toMatchObject({ kind: 'activation-action', side: 'retaliator', combatant: 'R1' });
    g.play(WAIT, WAIT);
    expect(g.pending).toMatchObject({ kind: 'activate-combatant', side: 'instigator', options: ['I1', 'I3'] });
    g.play(activate('I3'), WAIT, WAIT, WAIT, WAIT);
    expect(g.log.filter((l) => l.startsWith('activate') || l.endsWith('passes'))).toEqual([
      'activate I2 2',
      'activate R1 2',
      'activate I3 2',
      'retaliator passes',
      'activate I1 2',
    ]);
    expect(g.state.turn).toBe(2);
  });
});

describe('WA4 Act 2, Fog of War', () => {
  const drawsOf = (seed: number) => {
    const g = new Game(war(FAR_I, FAR_R, { seed, dice: [4, 4, 4] }));
    waitUntil(g, inRound(7));
    // Round 7 has begun when this stops: its first draw is made; Act 2's are rounds 4–6.
    return { g, draws: ofType(g.events, 'bag-draw').filter((d) => d.round < 7) };
  };

  it('each draw from the bag names the side that picks one of its unactivated combatants; the bag empties as they activate', () => {
    const { g, draws } = drawsOf(5);
    expect(draws).toHaveLength(18);
    for (const [k, d] of draws.entries()) {
      expect(d.round).toBe(4 + Math.floor(k / 6));
      expect(d.bag.instigator + d.bag.retaliator).toBe(6 - (k % 6));
      expect(d.steps).toContain('wa-act-2');
    }
    // Each draw is followed by its side's activation.
    g.events.forEach((e, i) => {
      if (e.type !== 'bag-draw') return;
      const next = g.events.slice(i + 1).find((n) => n.type === 'activated' || n.type === 'bag-draw');
      if (next) expect(next).toMatchObject({ type: 'activated', side: e.side });
    });
    // Draws come from the seeded stream, not the scripted dice (which are die rolls).
    expect(g.state.diceUsed).toBe(0);
  });

  it('draws are reproducible by seed and differ between seeds', () => {
    const a = drawsOf(11).draws.map((d) => d.side);
    expect(drawsOf(11).draws.map((d) => d.side)).toEqual(a);
    const others = [12, 13, 14, 15].map((s) =>
      drawsOf(s)
        .draws.map((d) => d.side)
        .join(),
    );
    expect(others.some((o) => o !== a.join())).toBe(true);
  });

  it('a drawn side with several unactivated combatants is asked which one', () => {
    const g = new Game(war(FAR_I, FAR_R, { seed: 3 }));
    waitUntil(g, inRound(4));
    const drawn = ofType(g.events, 'bag-draw')[0]!;
    expect(g.pending).toMatchObject({ kind: 'activate-combatant', side: drawn.side, act: 2 });
    expect(g.legal).toHaveLength(3);
  });
});

describe('WA5 Act 3, Do or Die', () => {
  it('a D6 gives the Actions: 1 → 1, 2–5 → 2, 6 → 3', () => {
    expect([1, 2, 3, 4, 5, 6].map(actionsFor)).toEqual([1, 2, 2, 2, 2, 3]);
  });

  it('each activation in rounds 7–9 rolls for its Actions; Acts 1 and 2 give 2', () => {
    const g = new Game(war([['I1', 6, 1]], [['R1', 6, 11]], { dice: [1, 3, 6, 5] }));
    waitUntil(g, inRound(7));
    expect(
      new Set(
        ofType(g.events, 'activated')
          .filter((e) => e.round < 7)
          .map((e) => e.actions),
      ),
    ).toEqual(new Set([2]));
    expect(ofType(g.events, 'actions-roll').filter((e) => e.round < 7)).toEqual([]);
    const rolls: Array<[number, number]> = [];
    waitUntil(g, inRound(9));
    for (const e of ofType(g.events, 'actions-roll')) rolls.push([e.roll, e.actions]);
    expect(rolls.slice(0, 4)).toEqual([
      [1, 1],
      [3, 2],
      [6, 3],
      [5, 2],
    ]);
    // The Actions taken match the roll: one Wait, two, three.
    const act3 = g.events.slice(g.events.findIndex((e) => e.type === 'round-start' && e.round === 7));
    const perActivation: number[] = [];
    for (const e of act3) {
      if (e.type === 'activated') perActivation.push(0);
      else if (e.type === 'wait') perActivation[perActivation.length - 1]!++;
    }
    expect(perActivation.slice(0, 3)).toEqual([1, 2, 3]);
  });
});

describe('WA6 Actions', () => {
  it('Move goes toward or away from the nearest enemy by the move parameter', () => {
    const g = new Game(
      war(
        [['I1', 6, 2]],
        [
          ['R1', 6, 11],
          ['R2', 11, 4],
        ],
        { params: { move: 1.5 } },
      ),
    );
    g.do(TOWARD); // R2 is nearer (5.39 in) than R1 (9 in)
    const m = ofType(g.events, 'move')[0]!;
    expect(m.opponent).toBe('R2');
    expect(m.distance).toBeCloseTo(1.5, 9);
    g.do(AWAY);
    expect(ofType(g.events, 'move')[1]!.toward).toBe(false);
  });

  it('a Move off the table removes the mover (rule 27)', () => {
    const g = new Game(
      war(
        [
          ['I1', 6, 0.5],
          ['I2', 1, 1],
        ],
        [['R1', 6, 11]],
      ),
    );
    g.do(activate('I1'));
    const events = g.do(AWAY);
    expect(events.map(brief)).toContain('I1 removed off-table');
  });

  it('a Move into contact strikes: the target rolls at once, and a hold ends the exchange', () => {
    const g = new Game(
      war(
        [['I1', 6, 2]],
        [
          ['R1', 6, 5],
          ['R2', 1, 11],
        ],
        { dice: [2] },
      ),
    );
    const events = g.do(TOWARD);
    expect(events.map(brief)).toEqual(['I1 toward 1', 'I1 strikes R1', 'R1 rolls 2 holds from 5', 'I1 fatigue +1 fight = 1', 'R1 fatigue +1 fight = 1']);
    expect(gap(g.at('I1'), g.at('R1'), 1)).toBeCloseTo(0, 9);
    // Touching, I1 is not offered a Move toward; it may Fight, Wait or Move away.
    expect(types(g)).toEqual(['wait', 'away', 'fight R1']);
  });

  it('a failed defence against a Move into contact removes the target', () => {
    const g = new Game(
      war(
        [['I1', 6, 2]],
        [
          ['R1', 6, 5],
          ['R2', 1, 11],
        ],
        { dice: [5] },
      ),
    );
    expect(g.do(TOWARD).map(brief)).toContain('R1 removed defeated');
  });

  it('Fight is one exchange at once: both roll, both can hold', () => {
    const g = new Game(
      war(
        [['I1', 6, 5]],
        [
          ['R1', 6, 6],
          ['R2', 1, 11],
        ],
        { dice: [2, 3] },
      ),
    );
    expect(g.do(fight('R1')).map(brief)).toEqual([
      'I1 fights R1 1',
      'I1 rolls 2 holds from 5',
      'R1 rolls 3 holds from 5',
      'I1 fatigue +1 fight = 1',
      'R1 fatigue +1 fight = 1',
    ]);
  });

  it('Fight: both can fall, a double knock-out counted on the quiet path too', () => {
    const sc = war(
      [
        ['I1', 6, 5],
        ['I2', 1, 1],
      ],
      [
        ['R1', 6, 6],
        ['R2', 11, 11],
      ],
      { dice: [5, 6] },
    );
    const g = new Game(sc);
    g.do(activate('I1'));
    expect(g.do(fight('R1')).map(brief)).toEqual([
      'I1 fights R1 1',
      'I1 rolls 5 fails from 5',
      'R1 rolls 6 fails from 5',
      'I1 removed defeated',
      'R1 removed defeated',
      'double-knockout I1 R1',
      'activate R2 2',
    ]);
    expect(g.over).toBe(false);
    const tally = emptyTally();
    const quiet = initialState(sc);
    advance(quiet, tally);
    applyDecision(quiet, activate('I1'), tally);
    applyDecision(quiet, fight('R1'), tally);
    expect(tally.doubleKnockouts).toBe(1);
    expect(tally.removals.defeated).toBe(2);
  });

  it('Fight names whom when several enemies touch; a Fight without a name takes the first offered', () => {
    const g = new Game(
      war(
        [['I1', 6, 5]],
        [
          ['R1', 6, 6],
          ['R2', 7, 5],
        ],
        { dice: [1, 1, 1, 1] },
      ),
    );
    expect(types(g)).toEqual(['wait', 'away', 'fight R1', 'fight R2']);
    expect(g.do(fight('R2')).map(brief)[0]).toBe('I1 fights R2 1');
    expect(g.do({ type: 'fight' }).map(brief)[0]).toBe('I1 fights R1 2');
    // The Retaliator now picks whom to activate: no Action is on offer.
    expect(() => g.do(fight('R1'))).toThrow(/must activate one of its unactivated combatants \(R1, R2\)/);
  });

  it('Rest only as the first Action of an activation, and only with fatigue to remove', () => {
    const g = new Game(war([['I1', 6, 1]], [['R1', 6, 11]]));
    expect(types(g)).not.toContain('rest');
    ws(g).fatigue[0] = 2;
    expect(types(g)).toContain('rest');
    g.do(REST);
    expect(fatigueOf(g, 'I1')).toBe(1);
    expect(types(g)).not.toContain('rest');
    expect(() => g.do(REST)).toThrow(/only Wait or Move are allowed, not "rest"/);
  });
});

describe('WA7 fatigue', () => {
  it("an activation's first Action is free; each further one adds 1", () => {
    const g = new Game(war([['I1', 6, 1]], [['R1', 6, 11]], { dice: [6, 6, 6] }));
    g.do(WAIT);
    expect(fatigueOf(g, 'I1')).toBe(0);
    g.do(WAIT);
    expect(fatigueOf(g, 'I1')).toBe(1);
    expect(g.log.slice(-2)).toEqual(['I1 fatigue +1 further-action = 1', 'activate R1 2']);
    // Three Actions in Act 3 (a roll of 6): two further ones.
    waitUntil(g, (x) => x.state.turn === 7 && x.pending.kind === 'activation-action');
    const p = g.pending;
    if (p.kind !== 'activation-action') throw new Error('an Action is pending');
    expect(p.actions).toBe(3);
    const before = fatigueOf(g, p.combatant);
    g.play(WAIT, WAIT, WAIT);
    expect(fatigueOf(g, p.combatant)).toBe(before + 2);
  });

  it('after a fight each survivor gains 1, besides the further Action', () => {
    const g = new Game(
      war(
        [['I1', 6, 5]],
        [
          ['R1', 6, 6],
          ['R2', 1, 11],
        ],
        { dice: [1, 1, 1, 1] },
      ),
    );
    g.do(WAIT);
    g.do(fight('R1'));
    expect(g.log.slice(-3)).toEqual(['I1 fatigue +1 fight = 1', 'R1 fatigue +1 fight = 1', 'I1 fatigue +1 further-action = 2']);
  });
});

describe('WA8 fatigue in a fight', () => {
  it('each fatigue fails the defence on one more face; the fatigue used comes off after the exchange', () => {
    const g = new Game(
      war(
        [
          ['I1', 6, 5],
          ['I2', 1, 1],
        ],
        [
          ['R1', 6, 6],
          ['R2', 11, 11],
        ],
        { dice: [2, 3, 4] },
      ),
    );
    ws(g).fatigue[2] = 2; // R1
    g.do(activate('I1'));
    const events = g.do(fight('R1'));
    const rolls = ofType(events, 'defence-roll');
    expect(rolls.map((r) => [r.id, r.roll, r.held, r.failsOn, r.fatigueUsed])).toEqual([
      ['I1', 2, true, 5, 0],
      ['R1', 3, false, 3, 2],
    ]);
    expect(g.at('R1').removed).toBe(true);
  });

  it('a 1 always holds, and fatigue beyond that point is not used', () => {
    const g = new Game(
      war(
        [['I1', 6, 5]],
        [
          ['R1', 6, 6],
          ['R2', 1, 11],
        ],
        { dice: [1, 4] },
      ),
    );
    ws(g).fatigue[0] = 9;
    const events = g.do(fight('R1'));
    expect(ofType(events, 'defence-roll')[0]).toMatchObject({ id: 'I1', roll: 1, held: true, failsOn: 2, fatigueUsed: 3 });
    expect(events.map(brief).filter((l) => l.startsWith('I1 fatigue'))).toEqual(['I1 fatigue -3 used = 6', 'I1 fatigue +1 fight = 7']);
  });

  it('the defender of a Move into contact defends with its fatigue too', () => {
    const g = new Game(
      war(
        [['I1', 6, 2]],
        [
          ['R1', 6, 5],
          ['R2', 1, 11],
        ],
        { dice: [4] },
      ),
    );
    ws(g).fatigue[1] = 1;
    expect(ofType(g.do(TOWARD), 'defence-roll')[0]).toMatchObject({ id: 'R1', roll: 4, held: false, failsOn: 4 });
  });
});

describe('WAR policies', () => {
  const sc = war(
    [
      ['I1', 2, 1],
      ['I2', 8, 6],
    ],
    [
      ['R1', 8, 9],
      ['R2', 2, 11],
    ],
  );

  it('aggressive, counter and optimal activate the combatant closest to an enemy; wait takes scenario order', () => {
    const g = new Game(sc);
    for (const p of ['aggressive', 'counter', 'optimal'] as const) expect(decide(p, g.state)).toEqual(activate('I2'));
    expect(decide('wait', g.state)).toEqual(activate('I1'));
  });

  it('Actions: aggressive Moves toward and Fights when touching; counter Moves only to strike, Rests with fatigue; wait Rests or Waits', () => {
    const g = new Game(sc);
    g.do(activate('I2'));
    expect(decide('aggressive', g.state)).toEqual(TOWARD);
    expect(decide('counter', g.state)).toEqual(TOWARD); // gap 2: the Move strikes
    expect(decide('wait', g.state)).toEqual(WAIT);
    ws(g).fatigue[1] = 1;
    expect(decide('counter', g.state)).toEqual({ type: 'rest' });
    expect(decide('wait', g.state)).toEqual({ type: 'rest' });
    expect(decide('aggressive', g.state)).toEqual(TOWARD);
    const far = new Game(sc);
    far.do(activate('I1'));
    expect(decide('counter', far.state)).toEqual(WAIT);
    const touching = new Game(
      war(
        [['I1', 6, 5]],
        [
          ['R1', 6, 6],
          ['R2', 1, 11],
        ],
      ),
    );
    expect(decide('aggressive', touching.state)).toEqual(fight('R1'));
    expect(decide('counter', touching.state)).toEqual(fight('R1'));
  });

  it('random picks a legal decision from the seeded stream without advancing it', () => {
    const g = new Game(war(FAR_I, FAR_R, { seed: 9 }));
    const rng = g.state.rng;
    for (let k = 0; k < 40 && !g.over; k++) {
      const d = decide('random', g.state);
      expect(g.state.rng).toBe(rng);
      g.do(d);
      if (g.state.turn > 1) break;
    }
  });

  it('optimal plays exactly as aggressive', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const s = deploy(seed, { system: 'war' });
      for (const other of ['aggressive', 'counter', 'random'] as PolicyName[])
        expect(playGame(s, { instigator: 'optimal', retaliator: other }).decisions).toEqual(
          playGame(s, { instigator: 'aggressive', retaliator: other }).decisions,
        );
    }
  });
});

describe('WAR events', () => {
  const games = () => {
    const out: GameEvent[][] = [];
    const policies: PolicyName[] = ['aggressive', 'counter', 'wait', 'random', 'optimal'];
    for (let seed = 1; seed <= 30; seed++) {
      const ruleset = seed % 2 ? ('v0.1f' as const) : ('v0.2' as const);
      const s = deploy(seed, { system: 'war', ruleset, perSide: 1 + (seed % 5) });
      out.push(playGame(s, { instigator: policies[seed % 5]!, retaliator: policies[(seed * 3 + 1) % 5]! }).events);
    }
    return out;
  };

  it('every event cites a WAR step, and any Fragment 1 rule it cites exists in its ruleset', () => {
    const seen = new Set<string>();
    for (const [k, events] of games().entries()) {
      expectCitations(events, k % 2 ? 'v0.2' : 'v0.1f');
      for (const e of events) {
        expect(e.steps?.length, e.type).toBeGreaterThan(0);
        for (const s of e.steps!) seen.add(s);
      }
    }
    expect([...seen].sort()).toEqual([...WAR_STEP_IDS].sort());
  });

  it('every event has a plain sentence in WAR words (rounds, no Matches)', () => {
    for (const events of games())
      for (const e of events) {
        const line = describeEvent(e, 'v0.1f', undefined, 'war');
        expect(line).toMatch(/^[A-Z].*\.$/);
        expect(line).not.toMatch(/\bTurn\b|\bMatch\b|Combatant [AZ]/);
      }
  });

  it('the readings are data, each reading a WAR step', () => {
    for (const r of WAR_READINGS) expect(WAR_STEP_IDS).toContain(r.step);
    expect(new Set(WAR_READINGS.map((r) => r.id)).size).toBe(WAR_READINGS.length);
  });
});

describe('WAR properties', () => {
  it('random games end within 9 rounds, bases never overlap, removals come only from the rules, and replay is identical', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom('exact' as const, 'up-to' as const),
        (seed, perSide, pick, moveDistance) => {
          const s = deploy(seed, { system: 'war', perSide, readings: { 'move-distance': moveDistance } });
          const g = initialState(s);
          const events: GameEvent[] = [];
          advance(g, events);
          const decisions: Decision[] = [];
          const rnd = chooser(pick);
          while (g.phase !== 'over') {
            const legal = legalDecisions(g);
            const l = legal[Math.floor(rnd() * legal.length)]!;
            const d: Decision =
              l.type === 'move'
                ? { type: 'move', toward: l.toward, ...(l.minDistance < l.maxDistance ? { distance: l.maxDistance * (0.25 + 0.75 * rnd()) } : {}) }
                : l.type === 'fight'
                  ? { type: 'fight', target: l.target! }
                  : l.type === 'activate-combatant'
                    ? { type: l.type, id: l.id }
                    : l.type === 'rest'
                      ? { type: 'rest' }
                      : { type: 'wait' };
            decisions.push(d);
            applyDecision(g, d, events);
            expect(g.turn).toBeLessThanOrEqual(LAST_ROUND);
            const on = g.combatants.filter((c) => !c.removed);
            for (let i = 0; i < on.length; i++) for (let j = i + 1; j < on.length; j++) expect(gap(on[i]!, on[j]!, g.params.base)).toBeGreaterThan(-1e-6);
          }
          const removed = g.combatants
            .filter((c) => c.removed)
            .map((c) => c.id)
            .sort();
          expect(
            ofType(events, 'removed')
              .map((e) => e.id)
              .sort(),
          ).toEqual(removed);
          const again = replay(s, decisions);
          expect(JSON.stringify(again.events)).toBe(JSON.stringify(events));
          expect(again.state.winner).toBe(g.winner);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('sow sim plays WAR on the same seeded deployments as Fragment 1', () => {
    for (let i = 0; i < 20; i++) {
      const options = { games: 20, seed: 8, policies: { instigator: 'aggressive', retaliator: 'aggressive' } } as const;
      expect(simScenario({ ...options, system: 'war' }, i).combatants).toEqual(simScenario(options, i).combatants);
    }
  });

  it('a seed plays the same game twice, and the quiet path counts what the events record', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = deploy(seed, { system: 'war' });
      const policies = { instigator: 'random' as const, retaliator: seed % 2 ? ('aggressive' as const) : ('counter' as const) };
      const a = playGame(s, policies);
      expect(JSON.stringify(playGame(s, policies).events)).toBe(JSON.stringify(a.events));
      const tally = emptyTally();
      const quiet = initialState(s);
      advance(quiet, tally);
      for (const d of a.decisions) applyDecision(quiet, d, tally);
      expect(quiet.winner).toBe(a.state.winner);
      expect(tally.doubleKnockouts).toBe(ofType(a.events, 'double-knockout').length);
      expect(tally.removals.defeated + tally.removals['off-table']).toBe(ofType(a.events, 'removed').length);
    }
  });
});
