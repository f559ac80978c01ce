// The state machine's contract (docs/engine.md): pending, legalDecisions, step, replay, applyDecision.
import { describe, it, expect } from 'vitest';
import {
  applyDecision,
  basesAfter,
  cloneState,
  decider,
  IllegalDecision,
  newGame,
  replay,
  simScenario,
  step,
  type GameEvent,
  type GameState,
} from '../../../src/engine/index.ts';
import { duel, FIGHT, TOWARD, WAIT, snapshot } from './helpers.ts';

describe('the game as a state machine', () => {
  it('newGame runs to the first decision: the Instigator combatant of the closest pair, Action 1', () => {
    const { state, events } = newGame(duel(3));
    expect(events.map((e) => e.type)).toEqual(['turn-start', 'match-start']);
    expect(state.phase).toBe('match');
    expect(state.turn).toBe(1);
  });

  it('applyDecision refuses an illegal decision and leaves the state exactly as it was', () => {
    const { state } = newGame(duel(1));
    const before = snapshot(state);
    const out: GameEvent[] = [];
    expect(() => applyDecision(state, FIGHT, out)).toThrow(IllegalDecision);
    expect(() => applyDecision(state, { type: 'move', toward: true, distance: 1 }, out)).toThrow(IllegalDecision);
    expect(state).toEqual(before);
    expect(out).toEqual([]);
    applyDecision(state, TOWARD, out); // into contact
    const locked = snapshot(state);
    expect(() => applyDecision(state, WAIT, out)).toThrow(IllegalDecision);
    expect(state).toEqual(locked);
  });

  it('step() returns a new state and leaves its input alone, even the random stream', () => {
    const { state } = newGame(duel(1, { seed: 5 }));
    const s1 = step(state, TOWARD).state;
    const before = snapshot(s1);
    const a = step(s1, FIGHT);
    const b = step(s1, FIGHT);
    expect(s1).toEqual(before);
    // The same state and decision give the same roll every time.
    expect(b).toEqual(a);
  });

  it('cloneState is deep: changing the clone does not touch the original', () => {
    const { state } = newGame(duel(1, { dice: [1, 2] }));
    const c = cloneState(state);
    c.combatants[0]!.x = 99;
    c.dice[0] = 6;
    c.match!.used.instigator = 4;
    c.readings['turn-limit'] = 2;
    expect(state.combatants[0]!.x).toBe(6);
    expect(state.dice[0]).toBe(1);
    expect(state.match!.used.instigator).toBe(0);
    expect(state.readings['turn-limit']).toBe(50);
  });

  it('replay names the decision that is illegal', () => {
    expect(() => replay(duel(1), [TOWARD, WAIT])).toThrow(/decision 2/);
    expect(() => replay(duel(1), [TOWARD, WAIT])).toThrow(IllegalDecision);
  });

  it('stepping back is replaying one decision fewer', () => {
    const decisions = [WAIT, WAIT, TOWARD, TOWARD, FIGHT, FIGHT];
    const full = replay(duel(3, { seed: 9 }), decisions);
    const back = replay(duel(3, { seed: 9 }), decisions.slice(0, -1));
    expect(full.events.slice(0, back.events.length)).toEqual(back.events);
    expect(step(back.state, decisions.at(-1)!).state).toEqual(full.state);
  });

  it('no decision is accepted once the game is over', () => {
    const { state } = replay(duel(1, { dice: [6] }), [TOWARD, FIGHT]);
    expect(state.phase).toBe('over');
    for (const d of [WAIT, TOWARD, FIGHT]) expect(() => step(state, d)).toThrow(IllegalDecision);
  });
});

describe('basesAfter: the bases partway through a step, from its events', () => {
  const bases = (g: GameState) => g.combatants.map(({ id, x, y, removed, inert }) => ({ id, x, y, removed, inert }));

  it('every step of whole games: its start with all its events laid on is where the engine left the bases', () => {
    const decide = decider();
    for (let i = 0; i < 6; i++) {
      const scenario = simScenario(
        { games: 6, seed: 11, ruleset: 'v0.1f', system: 'fragment1', perSide: 3, policies: { instigator: 'aggressive', retaliator: 'counter' } },
        i,
      );
      let { state } = newGame(scenario);
      let steps = 0;
      while (state.phase !== 'over' && steps < 5000) {
        const next = step(state, decide(i % 2 ? 'aggressive' : 'counter', state));
        const before = bases(state);
        const laid = bases(basesAfter(state, next.events));
        // v0.1f notices a win as the next Turn starts and ends the game there, its Inert flags left as
        // they were; the reader's log has just said a Turn started, in which nobody is Inert.
        const over = next.state.phase === 'over';
        const strip = (b: ReturnType<typeof bases>) => (over ? b.map(({ inert: _, ...rest }) => rest) : b);
        expect(strip(laid)).toEqual(strip(bases(next.state)));
        expect(bases(state)).toEqual(before); // its input untouched
        state = next.state;
        steps++;
      }
      expect(state.phase).toBe('over');
    }
  });
});
