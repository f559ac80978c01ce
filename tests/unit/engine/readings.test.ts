// The readings (spec A3a, A10, A11, T7): the default and every variant.
import { describe, it, expect } from 'vitest';
import { DEFAULT_READINGS, IllegalDecision, READINGS, type Decision } from '../../../src/engine/index.ts';
import { initialState, newGame } from '../systems.ts';
import { AWAY, catalog, duel, FIGHT, Game, numbers, ofType, scenario, TOWARD, WAIT, snapshot } from './helpers.ts';

const move = (toward: boolean, distance?: number): Decision => ({ type: 'move', toward, ...(distance === undefined ? {} : { distance }) });
const waits = (n: number) => Array.from({ length: n }, () => WAIT);
const fights = (n: number) => Array.from({ length: n }, () => FIGHT);

describe('the readings as data', () => {
  it('defaults: exact, lost, move-and-strike, 50 Turns, strikes in turn, WWPD at a quarter scale', () => {
    expect(DEFAULT_READINGS).toEqual({
      'move-distance': 'exact',
      'last-strike': 'lost',
      'start-in-contact': 'move-and-strike',
      'turn-limit': 50,
      exchange: 'alternating',
      'wwpd-scale': 0.25,
    });
    expect(initialState(duel(3)).readings).toEqual(DEFAULT_READINGS);
  });

  it('each reading names rules that exist in v0.1f, and lists its default among its variants (turn-limit: any N)', () => {
    for (const r of READINGS) {
      expect(r.rules.length).toBeGreaterThan(0);
      for (const id of r.rules) expect(catalog.rule('v0.1f', id), id).toBeDefined();
      if (r.id !== 'turn-limit') expect(r.variants.map((v) => v.value)).toContain(r.default);
    }
  });
});

describe('reading move-distance', () => {
  describe('exact (default): the full 2"', () => {
    it('legalDecisions offers Moves of exactly 2"', () => {
      const g = new Game(duel(5));
      const moves = g.legal.filter((d) => d.type === 'move');
      expect(moves).toEqual([
        { type: 'move', toward: true, minDistance: 2, maxDistance: 2 },
        { type: 'move', toward: false, minDistance: 2, maxDistance: 2 },
      ]);
    });

    it('refuses any other length with IllegalDecision, leaving the state as it was', () => {
      const g = new Game(duel(5));
      const before = snapshot(g.state);
      for (const d of [1, 0.5, 1.999, 2.5, 0, -2]) expect(() => g.do(move(true, d)), `${d}"`).toThrow(IllegalDecision);
      expect(g.state).toEqual(before);
      const [m] = ofType(g.do(move(true, 2)), 'move');
      expect(m!.distance).toBe(2);
      expect(m!.readings).toBeUndefined(); // nothing was decided beyond the sheet's 2"
    });

    it('a Move stopped short by contact cites the reading', () => {
      const g = new Game(duel(1));
      const [m] = ofType(g.do(TOWARD), 'move');
      expect(m!.distance).toBeCloseTo(1, 9);
      expect(m!.readings).toEqual(['move-distance']);
    });
  });

  describe('up-to: any distance above 0 and at most 2"', () => {
    const upTo = { readings: { 'move-distance': 'up-to' as const } };

    it('legalDecisions offers Moves from 0 (exclusive) to 2"', () => {
      const g = new Game(duel(5, upTo));
      expect(g.legal.filter((d) => d.type === 'move')).toEqual([
        { type: 'move', toward: true, minDistance: 0, maxDistance: 2 },
        { type: 'move', toward: false, minDistance: 0, maxDistance: 2 },
      ]);
    });

    it('moves exactly the distance asked', () => {
      const g = new Game(duel(5, upTo));
      const [a] = ofType(g.do(move(true, 0.5)), 'move');
      expect(a).toMatchObject({ distance: 0.5, readings: ['move-distance'] });
      expect(g.at('I1').y).toBeCloseTo(2.5, 12);
      const [b] = ofType(g.do(move(false, 1.25)), 'move');
      expect(b!.distance).toBeCloseTo(1.25, 12);
      expect(g.at('R1').y).toBeCloseTo(9.25, 12);
      const [c] = ofType(g.do(move(true, 2)), 'move');
      expect(c!.distance).toBe(2);
      const [d] = ofType(g.do(move(true)), 'move'); // no length given: the full 2"
      expect(d!.distance).toBe(2);
    });

    it('refuses 0, negative, over 2" and non-numbers', () => {
      const g = new Game(duel(5, upTo));
      const before = snapshot(g.state);
      for (const d of [0, -0.5, 2.0001, 3, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => g.do(move(true, d)), `${d}"`).toThrow(IllegalDecision);
      expect(g.state).toEqual(before);
    });

    it('a short Move toward stops short of contact; a long one stops at it', () => {
      const g = new Game(duel(1, upTo));
      g.do(move(true, 0.5));
      expect(g.pending).toMatchObject({ locked: false, combatant: 'R1' });
      expect(g.pending.kind === 'action' && g.pending.gap).toBeCloseTo(0.5, 12);
      const events = g.do(move(true, 1.5));
      expect(ofType(events, 'move')[0]).toMatchObject({ stoppedBy: 'I1' });
      expect(ofType(events, 'move')[0]!.distance).toBeCloseTo(0.5, 9);
      expect(ofType(events, 'strike')[0]).toMatchObject({ a: 'R1', z: 'I1' });
    });
  });
});

describe('reading last-strike: a strike whose target has no Action left', () => {
  // I1 waits all five Actions; R1 waits four and moves into contact on its fifth, the last slot.
  const lastSlot = (lastStrike: 'lost' | 'lands') => {
    const g = new Game(duel(1, { readings: { 'last-strike': lastStrike, 'turn-limit': 1 } }));
    g.play(...waits(9));
    return { g, events: g.do(TOWARD) };
  };

  it('lost (default): contact on the last slot, the strike is lost and both stand', () => {
    const { g, events } = lastSlot('lost');
    expect(events.map((e) => e.type)).toEqual(['move', 'strike', 'strike-lost', 'match-end', 'turn-end', 'game-end']);
    expect(ofType(events, 'strike-lost')[0]).toMatchObject({ by: 'R1', target: 'I1', readings: ['last-strike'] });
    expect(ofType(events, 'match-end')[0]!.winner).toBeNull();
    expect(g.at('I1').removed).toBe(false);
  });

  it('lands: contact on the last slot, the undefended strike removes its target', () => {
    const { g, events } = lastSlot('lands');
    expect(events.map((e) => e.type)).toEqual(['move', 'strike', 'removed', 'match-end', 'turn-end', 'turn-start', 'game-end']);
    expect(ofType(events, 'removed')[0]).toMatchObject({ id: 'I1', reason: 'undefended', readings: ['last-strike'] });
    expect(ofType(events, 'match-end')[0]!.winner).toBe('R1');
    expect(g.state.winner).toBe('retaliator');
  });

  it("contact on the Instigator's last Action: Z still defends on the tenth slot; if it holds, the strike back has no answer", () => {
    for (const [lastStrike, winner] of [
      ['lost', null],
      ['lands', 'R1'],
    ] as const) {
      const g = new Game(duel(1, { dice: [4], readings: { 'last-strike': lastStrike } }));
      g.play(...waits(8), TOWARD); // I1 moves in on I5
      const events = g.do(FIGHT); // R5: holds and strikes back at I1, who has nothing left
      expect(events[0]).toMatchObject({ type: 'defence', id: 'R1', action: 5, held: true });
      expect(ofType(events, 'match-end')[0]!.winner).toBe(winner);
    }
  });

  it('a roll that fails on the last slot needs no reading', () => {
    for (const lastStrike of ['lost', 'lands'] as const) {
      const g = new Game(duel(1, { dice: [6], readings: { 'last-strike': lastStrike } }));
      g.play(...waits(8), TOWARD);
      const events = g.do(FIGHT);
      expect(ofType(events, 'match-end')[0]!.winner).toBe('I1');
      expect(events.some((e) => e.readings?.includes('last-strike'))).toBe(false);
    }
  });

  it('the loop runs out: lost leaves both standing, lands removes the one left to answer', () => {
    const lost = new Game(duel(1, { dice: Array(9).fill(2) }));
    lost.play(TOWARD, ...fights(9));
    expect(ofType(lost.events, 'match-end')[0]!.winner).toBeNull();
    const lands = new Game(duel(1, { dice: Array(9).fill(2), readings: { 'last-strike': 'lands' } }));
    lands.play(TOWARD, ...fights(9));
    expect(ofType(lands.events, 'removed')[0]).toMatchObject({ id: 'I1', reason: 'undefended' });
    expect(ofType(lands.events, 'match-end')[0]!.winner).toBe('R1');
  });

  it('the reading only matters at the end: a strike with Actions left is always defended', () => {
    const g = new Game(duel(1, { readings: { 'last-strike': 'lands' }, dice: [1] }));
    g.do(TOWARD);
    g.do(FIGHT);
    expect(g.pending).toMatchObject({ combatant: 'I1', defending: true });
    expect(ofType(g.events, 'removed')).toEqual([]);
  });
});

describe('reading start-in-contact: a Match whose pair is already touching', () => {
  const holds = Array(10).fill(1);

  it('move-and-strike (default): the Instigator opens with a Move & Strike for its first Action and is A', () => {
    const g = new Game(duel(0, { dice: holds, readings: { 'turn-limit': 1 } }));
    const m = ofType(g.events, 'match-start')[0]!;
    expect(m).toMatchObject({ inContact: true, distance: 0, readings: ['start-in-contact'] });
    expect(numbers(m)).toContain(30);
    expect(g.pending).toMatchObject({ kind: 'action', combatant: 'I1', action: 1, locked: true, defending: false });
    expect(g.legal).toEqual([{ type: 'fight', defending: false }]);
    expect(() => g.do(WAIT)).toThrow(IllegalDecision);
    expect(() => g.do(AWAY)).toThrow(IllegalDecision);
    const [s] = ofType(g.do(FIGHT), 'strike');
    expect(s).toMatchObject({ by: 'I1', target: 'R1', kind: 'move-and-strike', a: 'I1', z: 'R1', readings: ['start-in-contact'] });
    expect(g.pending).toMatchObject({ combatant: 'R1', action: 1, defending: true });
    g.play(...fights(9));
    // I1: the strike and four rolls; R1: five rolls. The last strike back (R1's) is lost.
    expect(ofType(g.events, 'defence').map((d) => `${d.id}${d.action}`)).toEqual(['R11', 'I12', 'R12', 'I13', 'R13', 'I14', 'R14', 'I15', 'R15']);
    expect(ofType(g.events, 'strike-lost')[0]).toMatchObject({ by: 'R1', target: 'I1' });
    expect(g.log.at(-1)).toBe('game-end draw 1');
  });

  it('free-strike: the opening strike costs nothing; the Retaliator takes the first slot, defending', () => {
    const g = new Game(duel(0, { dice: holds, readings: { 'start-in-contact': 'free-strike', 'turn-limit': 1 } }));
    // The strike happens as the Match forms: no decision was made.
    expect(g.events.slice(-2).map((e) => e.type)).toEqual(['match-start', 'strike']);
    expect(ofType(g.events, 'strike')[0]).toMatchObject({ by: 'I1', target: 'R1', kind: 'free-strike', a: 'I1', z: 'R1', readings: ['start-in-contact'] });
    expect(g.pending).toMatchObject({ kind: 'action', side: 'retaliator', combatant: 'R1', action: 1, locked: true, defending: true });
    g.play(...fights(10));
    // Ten rolls, five each, R first; I1's last strike back has no answer.
    expect(ofType(g.events, 'defence').map((d) => `${d.id}${d.action}`)).toEqual(['R11', 'I11', 'R12', 'I12', 'R13', 'I13', 'R14', 'I14', 'R15', 'I15']);
    expect(ofType(g.events, 'strike-lost')[0]).toMatchObject({ by: 'I1', target: 'R1' });
  });

  it('free-strike with the first defence failing: the Instigator wins without spending an Action', () => {
    const g = new Game(duel(0, { dice: [5], readings: { 'start-in-contact': 'free-strike' } }));
    const events = g.do(FIGHT);
    expect(events.slice(0, 3).map((e) => e.type)).toEqual(['defence', 'removed', 'match-end']);
    expect(ofType(events, 'match-end')[0]!.winner).toBe('I1');
  });

  it("whoever was A before, the new Match's Instigator combatant is A", () => {
    // Turn 1: R1 moves in (R1 is A); every roll holds; both stand, touching. Turn 2: I1 opens.
    for (const variant of ['move-and-strike', 'free-strike'] as const) {
      const g = new Game(duel(3, { dice: Array(20).fill(3), readings: { 'start-in-contact': variant } }));
      g.play(TOWARD, TOWARD, ...fights(8));
      expect(ofType(g.events, 'strike')[0]).toMatchObject({ a: 'R1' });
      if (variant === 'move-and-strike') g.do(FIGHT);
      const turn2 = ofType(g.events, 'strike').filter((s) => s.kind !== 'defence-and-strike');
      expect(turn2.at(-1)).toMatchObject({ by: 'I1', a: 'I1', z: 'R1', kind: variant });
    }
  });

  it('does not apply to a pair that makes contact during the Match', () => {
    const g = new Game(duel(1, { readings: { 'start-in-contact': 'free-strike' } }));
    expect(ofType(g.events, 'match-start')[0]).toMatchObject({ inContact: false });
    expect(ofType(g.events, 'match-start')[0]!.readings).toBeUndefined();
    const [s] = ofType(g.do(TOWARD), 'strike');
    expect(s).toMatchObject({ kind: 'move-and-strike' });
    expect(s!.readings).toBeUndefined();
  });
});

describe('reading turn-limit: a draw after N Turns', () => {
  it('default 50: Wait v Wait is a draw when Turn 50 ends', () => {
    const g = new Game(duel(4));
    g.auto(WAIT);
    expect(ofType(g.events, 'turn-start')).toHaveLength(50);
    const end = g.events.at(-1)!;
    expect(end).toMatchObject({ type: 'game-end', winner: 'draw', turn: 50, readings: ['turn-limit'] });
    expect(g.events.at(-2)).toMatchObject({ type: 'turn-end', turn: 50 });
    expect(g.state.winner).toBe('draw');
  });

  it('a custom limit: 3', () => {
    const g = new Game(duel(4, { readings: { 'turn-limit': 3 } }));
    g.auto(WAIT);
    expect(ofType(g.events, 'turn-start').map((e) => e.turn)).toEqual([1, 2, 3]);
    expect(g.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'draw', turn: 3, readings: ['turn-limit'] });
  });

  it('1: a single Turn', () => {
    const g = new Game(
      scenario(
        [
          ['I1', 3, 2],
          ['I2', 9, 2],
        ],
        [
          ['R1', 3, 5],
          ['R2', 9, 6],
        ],
        { readings: { 'turn-limit': 1 } },
      ),
    );
    g.auto(WAIT);
    expect(g.log.slice(-2)).toEqual(['turn-end 1', 'game-end draw 1']);
    expect(ofType(g.events, 'match-start')).toHaveLength(2);
  });

  it('a win in the last Turn is a win, not a draw', () => {
    const g = new Game(duel(1, { dice: [6], readings: { 'turn-limit': 1 } }));
    g.play(TOWARD, FIGHT);
    expect(g.state.winner).toBe('instigator');
    // v0.1f notices the win as the next Turn starts, so game-end.turn is 2, past the limit of 1.
    expect(g.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'instigator', turn: 2 });
    expect(g.events.at(-1)!.readings).toBeUndefined();
    const v2 = new Game(duel(1, { dice: [6], ruleset: 'v0.2', readings: { 'turn-limit': 1 } }));
    v2.play(TOWARD, FIGHT);
    expect(v2.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'instigator', turn: 1 });
  });

  it('newGame reads the limit from the scenario', () => {
    expect(newGame(duel(4, { readings: { 'turn-limit': 7 } })).state.readings['turn-limit']).toBe(7);
  });
});
