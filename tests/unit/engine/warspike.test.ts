// WarSpike's Turn Sequence (turn-systems.md WS1–WS9) on the Fragment 1 table: hand-placed positions
// and scripted dice. The coin is the die's low half for player I (reading ws-coin), so `dice[0]` calls
// the first flip: 1–3 player I, 4–6 player R.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyDecision,
  closestPairs,
  decide,
  decidingSide,
  deploy,
  emptyTally,
  gap,
  IllegalDecision,
  legalDecisions,
  matchOdds,
  POLICY_NAMES,
  SHORT_OF_CONTACT,
  simScenario,
  snapChain,
  step,
  type Decision,
  type GameState,
  type Pairing,
  type PolicyName,
  type SimOptions,
  WARSPIKE_STEP_IDS,
} from '../../../src/engine/index.ts';
import { newGame, playGame, replay, simulateRange } from '../systems.ts';
import { AWAY, chooser, FIGHT, Game, ofType, scenario, TOWARD, WAIT, type Extra, type Spot, snapshot } from './helpers.ts';

const ELECT: Decision = { type: 'elect' };
const PASS: Decision = { type: 'pass' };
/** WS2's activation: a pick of the pair, the Instigator's combatant first. */
const activate = (active: string, target: string): Decision => ({ type: 'pick-match', instigator: active, retaliator: target });

/** A WarSpike scenario: player I's combatants, player R's, and the rest. */
function ws(i: Spot[], r: Spot[], extra: Extra = {}) {
  return scenario(i, r, { system: 'warspike', ...extra });
}

/** Decides `d` (Fight when locked) until the Match being played is over. */
function playMatch(g: Game, d: Decision = WAIT): void {
  const { turn, match } = g.state;
  while (g.state.phase === 'match' && g.state.turn === turn && g.state.match!.number === match!.number)
    g.do(g.pending.kind === 'action' && g.pending.locked ? FIGHT : d);
}

const at = (g: Game, id: string) => g.state.combatants.find((c) => c.id === id)!;

describe('WS1 roles: a coin flip, the winner elects or passes, then the loser', () => {
  const duel = (dice: number[], extra: Extra = {}) => new Game(ws([['I1', 6, 2]], [['R1', 6, 10]], { dice, ...extra }));

  it('the winner elects: it is the Instigator and the other the Retaliator', () => {
    const g = duel([2]);
    expect(g.log).toEqual(['turn 1', 'coin instigator']);
    expect(g.pending).toEqual({ kind: 'roles', side: 'instigator', first: true });
    expect(g.legal).toEqual([ELECT, PASS]);
    g.do(ELECT);
    expect(g.log.slice(2, 4)).toEqual(['instigator elects', 'instigator instigator']);
    expect(ofType(g.events, 'roles')[0]).toMatchObject({ instigator: 'instigator', decidedBy: 'election', steps: ['ws-roles'] });
  });

  it('the winner passes, the loser elects', () => {
    const g = duel([5]);
    expect(g.pending).toEqual({ kind: 'roles', side: 'retaliator', first: true });
    g.do(PASS);
    expect(g.pending).toEqual({ kind: 'roles', side: 'instigator', first: false });
    g.do(ELECT);
    expect(g.log.slice(1)).toEqual(['coin retaliator', 'retaliator passes', 'instigator elects', 'instigator instigator', 'activate I1 v R1', 'match I1 v R1']);
  });

  it('both pass: the Turn is struck off, counts toward the turn limit, and the coin is flipped again', () => {
    const g = duel([1, 6, 3], { readings: { 'turn-limit': 3 } });
    g.play(PASS, PASS);
    expect(g.log).toEqual(['turn 1', 'coin instigator', 'instigator passes', 'retaliator passes', 'struck off 1', 'turn 2', 'coin retaliator']);
    g.play(PASS, PASS, PASS, PASS);
    expect(g.log.slice(7)).toEqual([
      'retaliator passes',
      'instigator passes',
      'struck off 2',
      'turn 3',
      'coin instigator',
      'instigator passes',
      'retaliator passes',
      'struck off 3',
      'game-end draw 3',
    ]);
    expect(g.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'draw', readings: ['turn-limit'], steps: ['ws-victory'] });
  });

  it('a side played by wait passes; every other policy elects', () => {
    const g = duel([1]);
    for (const p of POLICY_NAMES) expect(decide(p, g.state), p).toEqual(p === 'wait' ? PASS : ELECT);
  });

  it('wait v wait: both always pass, so no Paired-Resolution is ever formed and the game is drawn at the limit', () => {
    const r = playGame(ws([['I1', 6, 2]], [['R1', 6, 10]], { readings: { 'turn-limit': 6 } }), { instigator: 'wait', retaliator: 'wait' });
    expect(ofType(r.events, 'turn-struck-off')).toHaveLength(6);
    expect(ofType(r.events, 'activation')).toEqual([]);
    expect(r.state.winner).toBe('draw');
    expect(r.decisions).toEqual(Array(12).fill(PASS));
  });
});

describe('WS2 activation: any own combatant that has not acted, against any enemy that has not reacted', () => {
  // I1 and R1 close on the left; I2 and R2 far apart on the right.
  const table = () =>
    new Game(
      ws(
        [
          ['I1', 2, 2],
          ['I2', 10, 2],
        ],
        [
          ['R1', 2, 4.5],
          ['R2', 10, 10],
        ],
        { dice: [1] },
      ),
    );

  it('offers every pair, closest or not, in scenario order', () => {
    const g = table();
    g.do(ELECT);
    const p = g.pending;
    expect(p.kind).toBe('activate');
    if (p.kind !== 'activate') return;
    expect(p.side).toBe('instigator');
    expect(p.options.map((o) => `${o.instigator} v ${o.retaliator}`)).toEqual(['I1 v R1', 'I1 v R2', 'I2 v R1', 'I2 v R2']);
    expect(p.options[0]!.distance).toBeCloseTo(1.5, 12);
  });

  it('a person picks a far pair and it is played as picked: no snap to the closest', () => {
    const g = table();
    g.do(ELECT);
    // The Collapse-o-Snap would turn this attempt into I2 v R2; WarSpike plays it.
    expect(snapChain(g.state, 'I1', 'R2').pair).toEqual({ instigator: 'I2', retaliator: 'R2' });
    const events = g.do(activate('I1', 'R2'));
    expect(events.map((e) => e.type)).toEqual(['activation', 'match-start']);
    expect(events[1]).toMatchObject({ instigator: 'I1', retaliator: 'R2', steps: ['ws-reaction', 'ws-resolution'] });
    expect((events[1] as { distance: number }).distance).toBeCloseTo(Math.hypot(8, 8) - 1, 12);
    expect(g.pending).toMatchObject({ kind: 'action', combatant: 'I1', opponent: 'R2' });
  });

  it('combatants that acted or reacted are not offered again: the last pair forms by itself', () => {
    const g = table();
    g.play(ELECT, activate('I1', 'R2'));
    playMatch(g);
    expect(g.log.slice(-3)).toEqual(['match-end none', 'activate I2 v R1', 'match I2 v R1']);
  });

  it("refuses the enemy's combatant as the active one, a friend as the target, or an unknown id", () => {
    const g = table();
    g.do(ELECT);
    for (const d of [activate('R1', 'I1'), activate('I1', 'I2'), activate('I9', 'R1')]) expect(() => g.do(d)).toThrow(IllegalDecision);
    expect(() => g.do(activate('R1', 'I1'))).toThrow(
      /must activate one of its combatants against a target \(I1 v R1, I1 v R2, I2 v R1, I2 v R2\), not "R1 v I1"/,
    );
  });
});

describe("pairing: the engine Instigator's pick, whatever its policy", () => {
  it('closest: the pair Fragment 1 would Match', () => {
    const g = new Game(
      ws(
        [
          ['I1', 2, 2],
          ['I2', 10, 2],
        ],
        [
          ['R1', 2, 4.5],
          ['R2', 10, 10],
        ],
        { dice: [1] },
      ),
    );
    g.do(ELECT);
    const f1 = closestPairs(g.state);
    expect(f1).toHaveLength(1);
    for (const p of POLICY_NAMES) expect(decide(p, g.state)).toEqual(activate(f1[0]!.instigator, f1[0]!.retaliator));
  });

  it("closest, tied: the Instigator's combatant first in scenario order, whichever player is Instigator", () => {
    // I1–R2 and I2–R1 are both 3" apart.
    const tied = (coin: number) =>
      new Game(
        ws(
          [
            ['I1', 9, 2],
            ['I2', 3, 2],
          ],
          [
            ['R1', 3, 6],
            ['R2', 9, 6],
          ],
          { dice: [coin] },
        ),
      );
    const asI = tied(1);
    asI.do(ELECT);
    expect(decide('aggressive', asI.state)).toEqual(activate('I1', 'R2'));
    const asR = tied(6);
    asR.do(ELECT);
    expect(asR.pending).toMatchObject({ kind: 'activate', side: 'retaliator' });
    expect(decide('aggressive', asR.state)).toEqual(activate('R1', 'I2'));
  });

  it("best-odds: the pair with the Instigator's best exact open-field value, ties to the closer", () => {
    // Aggressive v aggressive: within 2" the Instigator's combatant strikes first, from 2" to 4" the
    // Retaliator's does, from 4" to 6" the Instigator's again, at the same Action slot.
    const g = new Game(
      ws(
        [
          ['I1', 3, 2],
          ['I2', 9, 2],
        ],
        [
          ['R1', 3, 5.5],
          ['R2', 9, 7.5],
        ],
        { dice: [1], pairing: 'best-odds' },
      ),
    );
    g.do(ELECT);
    const value = (distance: number) => {
      const o = matchOdds({ gap: distance, instigator: 'aggressive', retaliator: 'aggressive' });
      return o.instigator - o.retaliator;
    };
    const p = g.pending;
    if (p.kind !== 'activate') throw new Error('no activation pending');
    const gaps = Object.fromEntries(p.options.map((o) => [`${o.instigator} v ${o.retaliator}`, o.distance]));
    expect(gaps['I1 v R1']).toBeCloseTo(2.5, 12); // the closest pair, but a bad one to pick
    expect(value(gaps['I2 v R2']!)).toBeGreaterThan(value(gaps['I1 v R1']!));
    expect(value(gaps['I2 v R1']!)).toBe(value(gaps['I2 v R2']!)); // I2 v R1 ties, but is farther
    expect(decide('aggressive', g.state, 'aggressive')).toEqual(activate('I2', 'R2'));
    // The closest pairing on the same table takes the closest pair.
    const c = new Game(
      ws(
        [
          ['I1', 3, 2],
          ['I2', 9, 2],
        ],
        [
          ['R1', 3, 5.5],
          ['R2', 9, 7.5],
        ],
        { dice: [1] },
      ),
    );
    c.do(ELECT);
    expect(decide('aggressive', c.state, 'aggressive')).toEqual(activate('I1', 'R1'));
  });

  it("best-odds weighs the opponent's Match policy", () => {
    // Against a side that never moves the Instigator always strikes first, and the later it does, the
    // fewer Actions are left for the strike to come back: the farthest pair is best.
    const g = new Game(
      ws(
        [
          ['I1', 3, 2],
          ['I2', 9, 2],
        ],
        [
          ['R1', 3, 5.5],
          ['R2', 9, 7.5],
        ],
        { dice: [1], pairing: 'best-odds' },
      ),
    );
    g.do(ELECT);
    const p = g.pending;
    if (p.kind !== 'activate') throw new Error('no activation pending');
    const farthest = p.options.reduce((a, b) => (b.distance > a.distance ? b : a));
    expect(`${farthest.instigator} v ${farthest.retaliator}`).toBe('I1 v R2');
    const value = (distance: number) => {
      const o = matchOdds({ gap: distance, instigator: 'aggressive', retaliator: 'wait' });
      return o.instigator - o.retaliator;
    };
    for (const o of p.options) if (o !== farthest) expect(value(farthest.distance)).toBeGreaterThan(value(o.distance));
    expect(decide('aggressive', g.state, 'wait')).toEqual(activate('I1', 'R2'));
    expect(decide('aggressive', g.state, 'aggressive')).toEqual(activate('I2', 'R2'));
  });

  it('random: every pair in turn over the seeds, the same pick for the same state, the stream not advanced', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const g = new Game(
        ws(
          [
            ['I1', 2, 2],
            ['I2', 10, 2],
          ],
          [
            ['R1', 2, 4.5],
            ['R2', 10, 10],
          ],
          { dice: [1], seed, pairing: 'random' },
        ),
      );
      g.do(ELECT);
      const rng = g.state.rng;
      const d = decide('aggressive', g.state);
      expect(decide('counter', g.state)).toEqual(d);
      expect(g.state.rng).toBe(rng);
      expect(g.legal).toContainEqual(expect.objectContaining(d));
      if (d.type === 'pick-match') seen.add(`${d.instigator} v ${d.retaliator}`);
    }
    expect([...seen].sort()).toEqual(['I1 v R1', 'I1 v R2', 'I2 v R1', 'I2 v R2']);
  });
});

describe('WS3, WS4: the target must react; the Paired-Resolution is a Fragment 1 Match', () => {
  it("the active combatant acts first, the target answers as a Match's Retaliator does", () => {
    const g = new Game(
      ws(
        [
          ['I1', 6, 2],
          ['I2', 1, 2],
        ],
        [
          ['R1', 6, 4],
          ['R2', 11, 11],
        ],
        { dice: [1, 6] },
      ),
    );
    g.play(ELECT, activate('I1', 'R1'), TOWARD, FIGHT);
    expect(g.log.slice(4)).toEqual([
      'activate I1 v R1',
      'match I1 v R1',
      'I1 toward 1',
      'I1 strikes R1',
      'R1 rolls 6 fails 1',
      'R1 removed defeated',
      'match-end I1',
      'activate I2 v R2',
      'match I2 v R2',
    ]);
    expect(g.events.find((e) => e.type === 'defence')).toMatchObject({ steps: ['ws-resolution'], rules: expect.arrayContaining(['defence-test']) });
  });

  it("when player R is Instigator, its combatant is the Match's Instigator and acts first", () => {
    const g = new Game(
      ws(
        [
          ['I1', 6, 2],
          ['I2', 1, 2],
        ],
        [
          ['R1', 6, 4],
          ['R2', 11, 11],
        ],
        { dice: [4, 2] },
      ),
    );
    g.play(ELECT, activate('R1', 'I1'));
    expect(g.state.match).toMatchObject({ instigator: 2, retaliator: 0 });
    expect(g.pending).toMatchObject({ kind: 'action', side: 'retaliator', combatant: 'R1', opponent: 'I1', action: 1 });
    g.play(TOWARD, FIGHT);
    expect(g.log.slice(-4)).toEqual(['R1 toward 1', 'R1 strikes I1', 'I1 rolls 2 holds 1', 'I1 strikes R1']);
  });
});

describe('WS4 under the reading exchange "simultaneous": the same shared layer, for WarSpike\'s Matches too', () => {
  it('both close at once, both strike, both fall: a double knock-out, and with the last of both sides a draw (WS8)', () => {
    const g = new Game(ws([['I1', 6, 2]], [['R1', 6, 5]], { dice: [1, 6, 6], readings: { exchange: 'simultaneous' } }));
    g.play(ELECT, TOWARD, TOWARD, FIGHT, FIGHT);
    expect(g.log.slice(4)).toEqual([
      'activate I1 v R1',
      'match I1 v R1',
      'I1 toward 1',
      'R1 toward 1',
      'I1 strikes R1',
      'R1 strikes I1',
      'I1 rolls 6 fails 2',
      'R1 rolls 6 fails 2',
      'I1 removed defeated',
      'R1 removed defeated',
      'double-knockout I1 R1',
      'match-end none',
      'game-end draw 1',
    ]);
    expect(g.events.at(-1)).toMatchObject({ winner: 'draw', steps: ['ws-victory'] });
    expect(g.events.find((e) => e.type === 'double-knockout')).toMatchObject({ steps: ['ws-resolution'] });
  });

  it('best-odds values optimal, which has no exact solution there (S4), as aggressive', () => {
    const table = (exchange: 'alternating' | 'simultaneous') => {
      const g = new Game(
        ws(
          [
            ['I1', 3, 2],
            ['I2', 9, 2],
          ],
          [
            ['R1', 3, 5.5],
            ['R2', 9, 7.5],
          ],
          { dice: [1], pairing: 'best-odds', readings: { exchange } },
        ),
      );
      g.do(ELECT);
      return g.state;
    };
    const at = table('simultaneous');
    expect(decide('aggressive', at)).toEqual(decide('aggressive', at, 'aggressive'));
    expect(decide('optimal', at, 'optimal')).toEqual(decide('aggressive', at, 'aggressive'));
  });
});

describe('WS5 next activation, and Instigator combatants left without a target', () => {
  const leftovers = () => {
    const g = new Game(
      ws(
        [
          ['I1', 6, 2],
          ['I2', 2, 2],
          ['I3', 7.5, 9.5],
        ],
        [['R1', 6, 10]],
        { dice: [1] },
      ),
    );
    g.play(ELECT, activate('I1', 'R1'));
    playMatch(g);
    return g;
  };

  it('each Moves toward or away from its nearest enemy, or Waits, once, in scenario order', () => {
    const g = leftovers();
    expect(g.pending).toMatchObject({ kind: 'leftover', side: 'instigator', combatant: 'I2', nearest: 'R1' });
    expect(g.legal.map((l) => l.type)).toEqual(['wait', 'move', 'move']);
    const from = { ...at(g, 'I2') };
    const [e] = g.do(TOWARD);
    expect(e).toMatchObject({ type: 'leftover', id: 'I2', nearest: 'R1', toward: true, distance: 2, stoppedBy: null, steps: ['ws-next-activation'] });
    expect(Math.hypot(at(g, 'I2').x - from.x, at(g, 'I2').y - from.y)).toBeCloseTo(2, 9);
    expect(g.pending).toMatchObject({ kind: 'leftover', combatant: 'I3' });
  });

  it('a Move toward stops short of the enemy it would touch and strikes nothing', () => {
    const g = leftovers();
    g.do(WAIT);
    const [e, ...rest] = g.do(TOWARD);
    expect(e).toMatchObject({ type: 'leftover', id: 'I3', stoppedBy: 'R1' });
    expect(gap(at(g, 'I3'), at(g, 'R1'), 1)).toBeCloseTo(SHORT_OF_CONTACT, 9);
    expect(rest.filter((x) => x.type === 'strike' || x.type === 'match-start')).toEqual([]);
    expect(at(g, 'R1').removed).toBe(false);
  });
});

describe('WS6 changeover: Retaliator combatants that neither acted nor reacted may Move or Wait', () => {
  // R2 and R3 stand on one file above I1: R2's Move toward meets R3 first.
  const changeover = () => {
    const g = new Game(
      ws(
        [['I1', 6, 2]],
        [
          ['R1', 1, 11],
          ['R2', 6, 8],
          ['R3', 6, 6.5],
          ['R4', 11.5, 11.5],
        ],
        { dice: [1] },
      ),
    );
    g.play(ELECT, activate('I1', 'R1'));
    playMatch(g);
    return g;
  };

  it('after the last Paired-Resolution, each in scenario order; its Move stops short of any base, friend or enemy', () => {
    const g = changeover();
    expect(g.pending).toMatchObject({ kind: 'changeover', side: 'retaliator', combatant: 'R2', nearest: 'I1' });
    const [blocked] = g.do(TOWARD);
    expect(blocked).toMatchObject({ type: 'changeover', id: 'R2', stoppedBy: 'R3', steps: ['ws-changeover'] });
    expect(gap(at(g, 'R2'), at(g, 'R3'), 1)).toBeCloseTo(SHORT_OF_CONTACT, 9);
    const [free] = g.do(TOWARD);
    expect(free).toMatchObject({ id: 'R3', distance: 2, stoppedBy: null });
    expect(gap(at(g, 'R3'), at(g, 'I1'), 1)).toBeCloseTo(1.5, 9);
  });

  it('a Move toward an enemy in reach stops short of it: the changeover may not target', () => {
    const g = new Game(
      ws(
        [['I1', 6, 2]],
        [
          ['R1', 1, 11],
          ['R2', 6, 4.5],
        ],
        { dice: [1] },
      ),
    );
    g.play(ELECT, activate('I1', 'R1'));
    playMatch(g);
    const events = g.do(TOWARD);
    expect(events[0]).toMatchObject({ type: 'changeover', id: 'R2', stoppedBy: 'I1' });
    expect(gap(at(g, 'R2'), at(g, 'I1'), 1)).toBeCloseTo(SHORT_OF_CONTACT, 9);
    expect(events.some((e) => e.type === 'strike')).toBe(false);
  });

  it('a Move off the table removes the mover (rule 27)', () => {
    const g = changeover();
    g.play(WAIT, WAIT);
    const events = g.do(AWAY);
    expect(events.slice(0, 2).map((e) => e.type)).toEqual(['changeover', 'removed']);
    expect(events[1]).toMatchObject({ id: 'R4', reason: 'off-table', rules: ['off-table'], steps: ['ws-changeover'] });
  });

  it('policies: aggressive and optimal Move toward; counter (no Move can make contact) and wait Wait; random picks a legal choice', () => {
    const g = changeover();
    const expected: Record<PolicyName, Decision | null> = { aggressive: TOWARD, optimal: TOWARD, counter: WAIT, wait: WAIT, random: null };
    for (const p of POLICY_NAMES) {
      const d = decide(p, g.state);
      if (expected[p]) expect(d, p).toEqual(expected[p]);
      else expect(['wait', 'move']).toContain(d.type);
    }
  });
});

describe('WS7 Advantage', () => {
  it('a hand-counted Turn: forward movers score for their side, backward ones for the enemy, removed ones zero', () => {
    // Dice: the coin (player I), I1 holds, R1 fails.
    const g = new Game(
      ws(
        [
          ['I1', 3, 2],
          ['I2', 9, 2],
          ['I3', 6, 3],
        ],
        [
          ['R1', 3, 5],
          ['R2', 9, 9],
          ['R3', 6, 10],
          ['R4', 1, 10],
        ],
        { dice: [1, 1, 6] },
      ),
    );
    // Paired-Resolution 1: R1 moves forward into contact and is removed: it counts zero, whatever it moved.
    g.play(ELECT, activate('I1', 'R1'), WAIT, TOWARD, FIGHT, FIGHT);
    expect(at(g, 'R1').removed).toBe(true);
    // 2: I2 moves forward 2", R2 falls back 2", then both Wait.
    g.play(activate('I2', 'R2'), TOWARD, AWAY);
    playMatch(g);
    // 3: I3 falls back, R3 stays.
    g.play(activate('I3', 'R3'), AWAY);
    playMatch(g);
    // Changeover: R4 falls back.
    expect(g.pending).toMatchObject({ kind: 'changeover', combatant: 'R4' });
    g.do(AWAY);
    // Player I: I2 forward, R2 and R4 back = 3. Player R: nobody forward (R1 is removed), I3 back = 1.
    expect(ofType(g.events, 'advantage')).toEqual([
      {
        type: 'advantage',
        turn: 1,
        scores: { instigator: 3, retaliator: 1 },
        forward: ['I2'],
        backward: ['I3', 'R2', 'R4'],
        next: 'instigator',
        rules: [],
        steps: ['ws-advantage'],
      },
    ]);
    // The higher score is next Turn's Instigator, without a flip.
    expect(g.log.slice(-2)).toEqual(['turn 2', 'instigator instigator']);
    expect(ofType(g.events, 'roles').at(-1)).toMatchObject({ turn: 2, instigator: 'instigator', decidedBy: 'advantage' });
    expect(ofType(g.events, 'coin-flip')).toHaveLength(1);
    expect(g.pending).toMatchObject({ kind: 'activate', side: 'instigator' });
  });

  it('the higher score may be the Retaliator: falling back counts for the opponent', () => {
    const g = new Game(ws([['I1', 6, 2]], [['R1', 6, 10]], { dice: [1] }));
    g.play(ELECT, AWAY);
    playMatch(g);
    expect(ofType(g.events, 'advantage')[0]).toMatchObject({ scores: { instigator: 0, retaliator: 1 }, backward: ['I1'], next: 'retaliator' });
    expect(ofType(g.events, 'roles').at(-1)).toMatchObject({ turn: 2, instigator: 'retaliator', decidedBy: 'advantage' });
    expect(g.pending).toMatchObject({ kind: 'action', combatant: 'R1', side: 'retaliator' });
  });

  it('equal scores are decided as WS1: the coin is flipped again', () => {
    for (const [moves, score] of [
      [[WAIT, WAIT], 0],
      [[TOWARD, TOWARD], 1],
    ] as const) {
      const g = new Game(ws([['I1', 6, 1]], [['R1', 6, 11]], { dice: [1, 5] }));
      g.play(ELECT, ...moves);
      playMatch(g);
      expect(ofType(g.events, 'advantage')[0]).toMatchObject({ scores: { instigator: score, retaliator: score }, next: null });
      expect(g.log.slice(-2)).toEqual(['turn 2', 'coin retaliator']);
      expect(g.pending).toEqual({ kind: 'roles', side: 'retaliator', first: true });
    }
  });
});

describe('WS8 victory', () => {
  it('a side with no combatant on the table loses at once, mid-Turn', () => {
    const g = new Game(
      ws(
        [
          ['I1', 6, 2],
          ['I2', 1, 2],
        ],
        [['R1', 6, 4]],
        { dice: [1, 6] },
      ),
    );
    g.play(ELECT, activate('I1', 'R1'), TOWARD, FIGHT);
    expect(g.log.slice(-2)).toEqual(['match-end I1', 'game-end instigator 1']);
    expect(g.events.at(-1)).toMatchObject({ steps: ['ws-victory'] });
    expect(g.over).toBe(true);
  });

  it('so does a side whose last combatant leaves the table in the changeover', () => {
    const g = new Game(
      ws(
        [['I1', 6, 2]],
        [
          ['R1', 6, 4],
          ['R2', 11.8, 11.8],
        ],
        { dice: [1, 6] },
      ),
    );
    g.play(ELECT, activate('I1', 'R1'), TOWARD, FIGHT, AWAY);
    expect(g.log.slice(-3)).toEqual(['changeover R2 away', 'R2 removed off-table', 'game-end instigator 1']);
  });

  it('the turn limit makes a draw', () => {
    // Counter elects, then Waits out of reach: every Turn is played, nobody is ever removed.
    const r = playGame(ws([['I1', 6, 1]], [['R1', 6, 11]], { readings: { 'turn-limit': 3 } }), { instigator: 'counter', retaliator: 'counter' });
    expect(ofType(r.events, 'match-end')).toHaveLength(3);
    expect(r.state).toMatchObject({ winner: 'draw', turn: 3 });
    expect(r.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'draw', readings: ['turn-limit'] });
  });
});

describe('events, state and the quiet path', () => {
  it("every event cites WarSpike steps, each one of the handbook's step ids; Blocks, not played, never", () => {
    const played = new Set<string>(WARSPIKE_STEP_IDS.filter((id) => id !== 'ws-blocks'));
    const cited = new Set<string>();
    for (let seed = 1; seed <= 20; seed++)
      for (const e of playGame(deploy(seed, { system: 'warspike', perSide: 3 }), { instigator: 'random', retaliator: 'aggressive' }).events) {
        expect(e.steps?.length, e.type).toBeGreaterThan(0);
        for (const s of e.steps!) cited.add(s);
      }
    expect([...cited].every((s) => played.has(s))).toBe(true);
    expect(cited.has('ws-blocks')).toBe(false);
    expect(cited.size).toBeGreaterThanOrEqual(7);
  });

  it('step() leaves the given state (and its turnState) untouched', () => {
    const { state } = newGame(
      ws(
        [
          ['I1', 6, 2],
          ['I2', 1, 2],
        ],
        [
          ['R1', 6, 4],
          ['R2', 11, 11],
        ],
        { dice: [1] },
      ),
    );
    const before = snapshot(state);
    const { state: next } = step(state, ELECT);
    expect(state).toEqual(before);
    expect(next.turnState).toMatchObject({ instigator: 'instigator' });
  });

  it('the quiet simulation counts what the recorded games report', () => {
    const o: SimOptions = {
      games: 12,
      seed: 5,
      system: 'warspike',
      pairing: 'best-odds',
      perSide: 3,
      policies: { instigator: 'aggressive', retaliator: 'counter' },
    };
    const tally = simulateRange(o, 0, o.games, emptyTally());
    let matches = 0;
    let removed = 0;
    let wins = 0;
    for (let i = 0; i < o.games; i++) {
      const r = playGame(simScenario(o, i), o.policies);
      matches += ofType(r.events, 'match-end').length;
      removed += ofType(r.events, 'removed').length;
      if (r.state.winner === 'instigator') wins++;
    }
    expect(tally.matches).toBe(matches);
    expect(tally.removals.defeated + tally.removals['off-table'] + tally.removals.undefended).toBe(removed);
    expect(tally.instigatorWins).toBe(wins);
    expect(matches).toBeGreaterThan(0);
  });
});

/** A uniformly random legal decision, as a person might make (free activations included). */
function anyDecision(g: GameState, rnd: () => number): Decision {
  const l = legalDecisions(g)[Math.floor(rnd() * legalDecisions(g).length)]!;
  if (l.type === 'move')
    return { type: 'move', toward: l.toward, distance: l.minDistance === l.maxDistance ? l.maxDistance : l.maxDistance * (0.25 + 0.75 * rnd()) };
  if (l.type === 'pick-match') return activate(l.instigator, l.retaliator);
  if (l.type === 'pick-melee') return { type: 'pick-melee', first: l.members[0]! };
  if (l.type === 'activate-combatant') return { type: l.type, id: l.id };
  return { type: l.type };
}

function noOverlap(g: GameState): string | null {
  const on = g.combatants.filter((c) => !c.removed);
  for (let a = 0; a < on.length; a++)
    for (let b = a + 1; b < on.length; b++) if (gap(on[a]!, on[b]!, g.params.base) < -1e-6) return `${on[a]!.id} overlaps ${on[b]!.id}`;
  return null;
}

describe('property: random deployments, policies, pairings and free choices', () => {
  it('games end, bases never overlap, every event cites a step, and a seed with its decisions replays exactly', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer({ min: 0, max: 0x7fffffff }),
          perSide: fc.integer({ min: 1, max: 5 }),
          ruleset: fc.constantFrom('v0.1f' as const, 'v0.2' as const),
          readings: fc.record({
            'move-distance': fc.constantFrom('exact' as const, 'up-to' as const),
            'turn-limit': fc.integer({ min: 1, max: 8 }),
            'start-in-contact': fc.constantFrom('move-and-strike' as const, 'free-strike' as const),
            exchange: fc.constantFrom('alternating' as const, 'simultaneous' as const),
          }),
          pairing: fc.constantFrom<Pairing>('closest', 'best-odds', 'random'),
          // A person (null) or a policy on each side.
          players: fc.tuple(fc.option(fc.constantFrom(...POLICY_NAMES)), fc.option(fc.constantFrom(...POLICY_NAMES))),
          choices: fc.integer({ min: 0, max: 0x7fffffff }),
        }),
        ({ seed, perSide, ruleset, readings, pairing, players, choices }) => {
          const sc = deploy(seed, { system: 'warspike', pairing, perSide, ruleset, readings });
          const { state, events } = newGame(sc);
          const decisions: Decision[] = [];
          const rnd = chooser(choices);
          // optimal is not offered under simultaneous strikes (S4): a person plays that side instead.
          const [pi, pr] = players.map((p) => (p === 'optimal' && readings.exchange === 'simultaneous' ? null : p));
          for (let n = 0; state.phase !== 'over'; n++) {
            if (n > 20_000) throw new Error('the game did not end');
            const side = decidingSide(state);
            const policy = side === 'instigator' ? pi : pr;
            const d = policy ? decide(policy, state, side === 'instigator' ? (pr ?? 'optimal') : (pi ?? 'optimal')) : anyDecision(state, rnd);
            decisions.push(d);
            applyDecision(state, d, events);
            const overlap = noOverlap(state);
            if (overlap) throw new Error(overlap);
          }
          for (const e of events) if (!e.steps?.length) throw new Error(`${e.type} cites no step`);
          const again = replay(sc, decisions);
          expect(JSON.stringify(again.events)).toBe(JSON.stringify(events));
          expect(again.state).toEqual(state);
        },
      ),
      { numRuns: 100 },
    );
  });
});
