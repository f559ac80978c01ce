// The policies (spec: Policies): each picks a legal decision, none bends a rule.
import { describe, it, expect } from 'vitest';
import {
  advance,
  applyDecision,
  decide,
  decidingSide,
  deploy,
  initialState,
  legalDecisions,
  parseScenario,
  playGame,
  type Decision,
  type GameState,
} from '../../../src/engine/index.ts';
import { duel, FIGHT, Game, ofType, scenario, TOWARD, WAIT, snapshot } from './helpers.ts';

const isLegal = (state: GameState, d: Decision) =>
  legalDecisions(state).some((l) => {
    if (l.type !== d.type) return false;
    if (l.type === 'move' && d.type === 'move')
      return l.toward === d.toward && (d.distance === undefined || (d.distance > l.minDistance && d.distance <= l.maxDistance));
    if (l.type === 'pick-match' && d.type === 'pick-match') return l.instigator === d.instigator && l.retaliator === d.retaliator;
    return true;
  });

describe('aggressive: Move toward; Fight in contact', () => {
  it('moves toward out of contact, fights when locked', () => {
    const g = new Game(duel(5));
    expect(decide('aggressive', g.state)).toMatchObject({ type: 'move', toward: true });
    g.play(TOWARD, TOWARD, TOWARD);
    expect(decide('aggressive', g.state)).toEqual(FIGHT);
  });
});

describe('counter: Move toward only when that Move makes contact', () => {
  it('waits at 2.01", moves in at 2"', () => {
    expect(decide('counter', new Game(duel(2.01)).state)).toEqual(WAIT);
    expect(decide('counter', new Game(duel(2)).state)).toMatchObject({ type: 'move', toward: true });
  });

  it('waits when a base in the way would stop it short', () => {
    // Match 2: I1 v R1 at 1.5", but Inert I2 (from Match 1) stands between them.
    const g = new Game(
      scenario(
        [
          ['I1', 6, 2],
          ['I2', 6.45, 3.25],
        ],
        [
          ['R1', 6, 4.5],
          ['R2', 7.6, 3.25],
        ],
      ),
    );
    expect(ofType(g.events, 'match-start')[0]).toMatchObject({ instigator: 'I2', retaliator: 'R2' });
    g.play(...Array(10).fill(WAIT));
    expect(ofType(g.events, 'match-start')[1]).toMatchObject({ instigator: 'I1', retaliator: 'R1' });
    expect(decide('counter', g.state)).toEqual(WAIT);
    expect(decide('aggressive', g.state)).toMatchObject({ type: 'move', toward: true });
  });
});

describe('wait: always Wait until forced to Fight', () => {
  it('waits, and fights when locked', () => {
    const g = new Game(duel(1));
    expect(decide('wait', g.state)).toEqual(WAIT);
    g.do(WAIT);
    g.do(TOWARD); // R1 moves in
    expect(decide('wait', g.state)).toEqual(FIGHT);
  });
});

describe("random: a uniformly random legal decision from the game's stream", () => {
  it('draws without advancing the stream, and the same state gives the same decision', () => {
    const g = new Game(duel(4));
    const before = snapshot(g.state);
    const d = decide('random', g.state);
    expect(g.state).toEqual(before);
    expect(decide('random', g.state)).toEqual(d);
    expect(isLegal(g.state, d)).toBe(true);
  });

  it("a replay matches whoever decided: a person making the policy's choices gets the same game", () => {
    const s = { ...duel(3, { table: { width: 30, depth: 30 } }, { x: 15, y: 10 }), seed: 77 };
    const auto = playGame(s, { instigator: 'random', retaliator: 'random' });
    const g = new Game(s);
    for (const d of auto.decisions) g.do(d);
    expect(g.events).toEqual(auto.events);
  });

  it('under exact: Wait, toward and away a third each', () => {
    const counts = frequencies('exact');
    for (const k of ['wait', 'toward', 'away'] as const) expect(Math.abs(counts[k] - 1 / 3)).toBeLessThan(0.02);
  });

  // Regression: the policy once picked one of 9 equal options under up-to (Wait 1/9, not 1/3).
  it('under up-to: Wait, toward and away still a third each', () => {
    const counts = frequencies('up-to');
    for (const k of ['wait', 'toward', 'away'] as const) expect(Math.abs(counts[k] - 1 / 3)).toBeLessThan(0.02);
  });

  function frequencies(moveDistance: 'exact' | 'up-to') {
    const c = { wait: 0, toward: 0, away: 0 };
    let n = 0;
    for (let seed = 0; seed < 1500; seed++) {
      const s = parseScenario({
        table: { width: 72, depth: 72 },
        combatants: [
          { id: 'I1', side: 'instigator', x: 36, y: 20 },
          { id: 'R1', side: 'retaliator', x: 36, y: 50 },
        ],
        seed,
        rulings: { 'move-distance': moveDistance, 'turn-limit': 1 },
      });
      for (const d of playGame(s, { instigator: 'random', retaliator: 'random' }).decisions) {
        n++;
        if (d.type === 'wait') c.wait++;
        else if (d.type === 'move') c[d.toward ? 'toward' : 'away']++;
      }
    }
    return { wait: c.wait / n, toward: c.toward / n, away: c.away / n };
  }
});

describe('optimal: the exact Match solution, never a Move off the table', () => {
  it('closes and strikes at 1.5", waits at 3"', () => {
    expect(decide('optimal', new Game(duel(1.5)).state)).toMatchObject({ type: 'move', toward: true });
    expect(decide('optimal', new Game(duel(3)).state)).toEqual(WAIT);
  });

  it('retreats when that is best, but not off the table (lands, the Instigator\'s fifth Action at 1.5")', () => {
    // Under lands, at I5 with R1 in reach: moving in wins only if R5's one roll fails (1/3), else R5's
    // strike back lands; waiting lets R5 move in and strike undefended; stepping back 2" puts R1 out of
    // reach and both stand. So away is best, unless away means leaving the table.
    const open = new Game(duel(1.5, { readings: { 'last-strike': 'lands' } }, { x: 6, y: 4 }));
    open.play(...Array(8).fill(WAIT));
    expect(open.pending).toMatchObject({ combatant: 'I1', action: 5 });
    expect(decide('optimal', open.state)).toMatchObject({ type: 'move', toward: false });
    const edge = new Game(duel(1.5, { readings: { 'last-strike': 'lands' } }, { x: 6, y: 0.5 }));
    edge.play(...Array(8).fill(WAIT));
    expect(decide('optimal', edge.state)).toMatchObject({ type: 'move', toward: true });
  });
});

describe('every policy decides only legal decisions, for the side whose turn it is', () => {
  it('in full five-a-side games', () => {
    const five = parseScenario(
      JSON.parse(`{"table":{"width":12,"depth":12},"combatants":[
      {"id":"I1","side":"instigator","x":1.5,"y":2},{"id":"I2","side":"instigator","x":4,"y":4.5},{"id":"I3","side":"instigator","x":6,"y":1.5},
      {"id":"I4","side":"instigator","x":8,"y":5},{"id":"I5","side":"instigator","x":10.5,"y":3},
      {"id":"R1","side":"retaliator","x":2,"y":9.5},{"id":"R2","side":"retaliator","x":4.5,"y":7.5},{"id":"R3","side":"retaliator","x":6.5,"y":10.5},
      {"id":"R4","side":"retaliator","x":8.5,"y":8},{"id":"R5","side":"retaliator","x":11,"y":10}],"seed":2019}`),
    );
    for (const a of ['aggressive', 'counter', 'wait', 'random', 'optimal'] as const)
      for (const b of ['aggressive', 'counter', 'wait', 'random', 'optimal'] as const) {
        const g = new Game({ ...five, readings: { 'turn-limit': 6 } });
        let n = 0;
        while (!g.over && n++ < 1000) {
          const side = decidingSide(g.state);
          const p = g.pending;
          if (p.kind === 'action') expect(side).toBe(p.side);
          const d = decide(side === 'instigator' ? a : b, g.state);
          expect(isLegal(g.state, d), `${a} v ${b}: ${JSON.stringify(d)}`).toBe(true);
          g.do(d);
        }
        expect(g.over).toBe(true);
      }
  });
});

describe('quiet games (no events) give a closed Match to the next one, in whichever game it opens', () => {
  it('two quiet games played a decision at a time, in turn, end as each does alone and recorded', () => {
    const policies = { instigator: 'aggressive', retaliator: 'counter' } as const;
    for (const seed of [3, 11, 29]) {
      const one = deploy(seed, { perSide: 5 });
      const two = deploy(seed + 1, { perSide: 5 });
      const [a, b] = [initialState(one), initialState(two)];
      advance(a, null);
      advance(b, null);
      let matches = 0;
      for (let n = 0; n < 2000 && (a.phase !== 'over' || b.phase !== 'over'); n++)
        for (const g of [a, b]) {
          if (g.phase === 'over') continue;
          const before = `${g.turn}.${g.matchesThisTurn}`;
          applyDecision(g, decide(policies[decidingSide(g)], g), null);
          if (`${g.turn}.${g.matchesThisTurn}` !== before) matches++;
        }
      expect(matches).toBeGreaterThan(10);
      for (const [quiet, sc] of [
        [a, one],
        [b, two],
      ] as const) {
        const { state } = playGame(sc, policies);
        expect(quiet.phase).toBe('over');
        expect(quiet.winner).toBe(state.winner);
        expect(quiet.turn).toBe(state.turn);
        expect(quiet.combatants).toEqual(state.combatants);
      }
    }
  });
});
