// Rules 23–28 (Movement & Waiting): Wait, Move 2" along the line of centres, stopping at bases,
// off the table, and contact.
import { describe, it, expect } from 'vitest';
import { IllegalDecision } from '../../../src/engine/index.ts';
import { AWAY, dist, duel, FIGHT, Game, numbers, ofType, pick, scenario, TOWARD, WAIT, snapshot } from './helpers.ts';

const waits = (n: number) => Array.from({ length: n }, () => WAIT);

describe('rule 23: out of contact, only Wait or Move', () => {
  it('offers Wait and Move, and refuses Fight and a pick', () => {
    const g = new Game(duel(3));
    expect(g.legal.map((d) => d.type)).toEqual(['wait', 'move', 'move']);
    const before = snapshot(g.state);
    expect(() => g.do(FIGHT)).toThrow(IllegalDecision);
    expect(() => g.do(pick('I1', 'R1'))).toThrow(IllegalDecision);
    expect(g.state).toEqual(before);
  });

  it('stays so for every out-of-contact slot of the Match', () => {
    const g = new Game(duel(6, { table: { width: 12, depth: 30 } }, { x: 6, y: 10 }));
    for (let i = 0; i < 10; i++) {
      expect(g.pending).toMatchObject({ kind: 'action', locked: false, defending: false });
      expect(g.legal.map((d) => d.type)).toEqual(['wait', 'move', 'move']);
      g.do(i % 3 === 0 ? AWAY : WAIT);
    }
  });
});

describe('rule 24: Wait does nothing, for 1 Action', () => {
  it('no base moves, and the Action is spent', () => {
    const g = new Game(duel(3));
    const before = g.state.combatants.map((c) => ({ ...c }));
    const events = g.do(WAIT);
    expect(events).toEqual([{ type: 'wait', id: 'I1', action: 1, rules: expect.any(Array) }]);
    expect(numbers(events[0]!)).toContain(24);
    expect(g.state.combatants.map(({ x, y, removed }) => ({ x, y, removed }))).toEqual(before.map(({ x, y, removed }) => ({ x, y, removed })));
    expect(g.pending).toMatchObject({ combatant: 'R1', action: 1 });
    g.do(WAIT);
    expect(g.pending).toMatchObject({ combatant: 'I1', action: 2 });
  });
});

describe('rule 25: a Move is 2", for 1 Action', () => {
  it('moves the full 2" when nothing is in the way', () => {
    const g = new Game(duel(5));
    const [m] = ofType(g.do(TOWARD), 'move');
    expect(m).toMatchObject({ id: 'I1', action: 1, toward: true, from: { x: 6, y: 2 }, distance: 2, stoppedBy: null });
    expect(dist(m!.from, m!.to)).toBeCloseTo(2, 12);
    expect(numbers(m!)).toContain(25);
    expect(g.pending).toMatchObject({ combatant: 'R1', action: 1, gap: 3 });
    g.do(AWAY);
    expect(g.at('R1').y).toBeCloseTo(10, 12);
    expect(g.pending).toMatchObject({ combatant: 'I1', action: 2, gap: 5 });
  });
});

describe('rule 26: directly toward or directly away from the Matched opponent', () => {
  it('moves along the line through both centres, on a diagonal too', () => {
    const g = new Game(scenario([['I1', 3, 2]], [['R1', 8, 9]]));
    const u = { x: 5 / Math.hypot(5, 7), y: 7 / Math.hypot(5, 7) };
    g.do(TOWARD);
    expect(g.at('I1').x).toBeCloseTo(3 + 2 * u.x, 12);
    expect(g.at('I1').y).toBeCloseTo(2 + 2 * u.y, 12);
    g.do(AWAY); // R1 straight back along the same line
    expect(g.at('R1').x).toBeCloseTo(8 + 2 * u.x, 12);
    expect(g.at('R1').y).toBeCloseTo(9 + 2 * u.y, 12);
    g.do(AWAY); // I1 back where it was
    expect(g.at('I1').x).toBeCloseTo(3, 12);
    expect(g.at('I1').y).toBeCloseTo(2, 12);
    g.do(TOWARD);
    expect(g.at('R1').x).toBeCloseTo(8, 12);
    expect(g.at('R1').y).toBeCloseTo(9, 12);
    expect(numbers(ofType(g.events, 'move')[0]!)).toContain(26);
  });

  it("toward shortens the gap by the Move's length, away lengthens it", () => {
    const g = new Game(scenario([['I1', 2, 2]], [['R1', 9, 10]]));
    const gap0 = g.pending.kind === 'action' ? g.pending.gap : NaN;
    g.do(TOWARD);
    expect(g.pending.kind === 'action' && g.pending.gap).toBeCloseTo(gap0 - 2, 12);
    g.do(AWAY);
    expect(g.pending.kind === 'action' && g.pending.gap).toBeCloseTo(gap0, 12);
  });

  it('stops early against any other base in its path, with no other effect', () => {
    // Match 1: I2 v R2 (gap 0.2) wait it out. Match 2: I1 v R1, and Inert I2 stands in I1's path.
    const g = new Game(
      scenario(
        [
          ['I1', 6, 2],
          ['I2', 6, 4.5],
        ],
        [
          ['R1', 6, 7],
          ['R2', 7.2, 4.5],
        ],
      ),
    );
    expect(ofType(g.events, 'match-start')[0]).toMatchObject({ instigator: 'I2', retaliator: 'R2' });
    g.play(...waits(10));
    expect(ofType(g.events, 'match-start')[1]).toMatchObject({ instigator: 'I1', retaliator: 'R1' });
    const events = g.do(TOWARD);
    expect(events.map((e) => e.type)).toEqual(['move']);
    const [m] = ofType(events, 'move');
    expect(m!.stoppedBy).toBe('I2');
    expect(m!.distance).toBeCloseTo(1.5, 9);
    expect(g.at('I1').y).toBeCloseTo(3.5, 9);
    expect(dist(g.at('I1'), g.at('I2'))).toBeCloseTo(1, 9);
    // Nothing else: I2 unmoved, no fight, the Match goes on with R1 to act.
    expect(g.at('I2')).toMatchObject({ x: 6, y: 4.5, removed: false });
    expect(g.pending).toMatchObject({ kind: 'action', combatant: 'R1', locked: false });
  });

  it('a Move away is stopped by a friend behind, even at 0"', () => {
    const g = new Game(
      scenario(
        [
          ['I1', 6, 4],
          ['I2', 6, 2.5],
        ],
        [['R1', 6, 6]],
      ),
    );
    const [m] = ofType(g.do(AWAY), 'move');
    expect(m).toMatchObject({ id: 'I1', stoppedBy: 'I2', action: 1 });
    expect(m!.distance).toBeCloseTo(0.5, 9);
    const h = new Game(
      scenario(
        [
          ['I1', 6, 4],
          ['I2', 6, 3],
        ],
        [['R1', 6, 6]],
      ),
    );
    const [n] = ofType(h.do(AWAY), 'move');
    expect(n).toMatchObject({ id: 'I1', stoppedBy: 'I2', action: 1 });
    expect(n!.distance).toBeCloseTo(0, 9);
    expect(h.pending).toMatchObject({ combatant: 'R1', action: 1 }); // the Action is spent all the same
  });

  it('a base beside the path, not in it, does not stop the Move', () => {
    // I2 is 1.2" to the side of I1's line: clear of a 1" base sliding past.
    const g = new Game(
      scenario(
        [
          ['I1', 6, 4],
          ['I2', 7.2, 2.5],
        ],
        [['R1', 6, 6]],
      ),
    );
    const [m] = ofType(g.do(AWAY), 'move');
    expect(m).toMatchObject({ stoppedBy: null, distance: 2 });
  });
});

describe('rule 27: moving off the gaming area removes the combatant', () => {
  it('a centre that ends off the table: removed, the Match ends, the opponent is the Winner', () => {
    const g = new Game(duel(4, {}, { x: 6, y: 1 }));
    const events = g.do(AWAY);
    expect(events.map((e) => e.type).slice(0, 3)).toEqual(['move', 'removed', 'match-end']);
    expect(ofType(events, 'move')[0]!.to.y).toBeCloseTo(-1, 12);
    const removed = ofType(events, 'removed')[0]!;
    expect(removed).toMatchObject({ id: 'I1', reason: 'off-table' });
    expect(numbers(removed)).toEqual([27]);
    expect(ofType(events, 'match-end')[0]).toMatchObject({ winner: 'R1' });
    expect(g.at('I1').removed).toBe(true);
  });

  it('off a side edge too, on a diagonal', () => {
    const g = new Game(scenario([['I1', 6, 3]], [['R1', 10.5, 4]]));
    g.do(WAIT);
    const events = g.do(AWAY); // R1 heads off the right edge (x = 12)
    expect(ofType(events, 'move')[0]!.to.x).toBeGreaterThan(12);
    expect(ofType(events, 'removed')[0]).toMatchObject({ id: 'R1', reason: 'off-table' });
    expect(ofType(events, 'match-end')[0]).toMatchObject({ winner: 'I1' });
  });

  it('a centre that ends exactly on the edge, base half over it, stays on the table', () => {
    const g = new Game(duel(4, {}, { x: 6, y: 2 }));
    const events = g.do(AWAY);
    expect(ofType(events, 'move')[0]!.to.y).toBeCloseTo(0, 12);
    expect(ofType(events, 'removed')).toEqual([]);
    expect(g.pending).toMatchObject({ combatant: 'R1' });
  });
});

describe('rule 28: base-to-base contact means combat', () => {
  it('a Move toward stops exactly at contact and locks the pair', () => {
    const g = new Game(duel(1.5));
    const events = g.do(TOWARD);
    const [m] = ofType(events, 'move');
    expect(m).toMatchObject({ stoppedBy: 'R1' });
    expect(m!.distance).toBeCloseTo(1.5, 9);
    expect(dist(g.at('I1'), g.at('R1'))).toBeCloseTo(1, 9);
    expect(ofType(events, 'strike')[0]).toBeDefined();
    expect(numbers(ofType(events, 'strike')[0]!)).toContain(28);
    expect(g.pending).toMatchObject({ kind: 'action', locked: true, gap: 0 });
  });

  it('exactly 2" apart: one full Move makes contact', () => {
    const g = new Game(duel(2));
    g.do(TOWARD);
    expect(g.pending).toMatchObject({ locked: true, combatant: 'R1', defending: true });
  });

  it('a Move that ends short of contact starts no fight', () => {
    const g = new Game(duel(2.01));
    const events = g.do(TOWARD);
    expect(events.map((e) => e.type)).toEqual(['move']);
    expect(g.pending).toMatchObject({ locked: false });
  });

  it('touching an enemy that is not the Matched opponent is no fight', () => {
    // Match 1: I2 v R2 (gap 0.2) wait it out. In Match 2, I1 moves toward R1 and runs into Inert R2.
    const g = new Game(
      scenario(
        [
          ['I1', 6, 2],
          ['I2', 7.2, 4.5],
        ],
        [
          ['R1', 6, 7],
          ['R2', 6, 4.5],
        ],
      ),
    );
    expect(ofType(g.events, 'match-start')[0]).toMatchObject({ instigator: 'I2', retaliator: 'R2' });
    g.play(...waits(10));
    const events = g.do(TOWARD);
    expect(events.map((e) => e.type)).toEqual(['move']);
    expect(ofType(events, 'move')[0]).toMatchObject({ id: 'I1', stoppedBy: 'R2' });
    expect(dist(g.at('I1'), g.at('R2'))).toBeCloseTo(1, 9);
    expect(g.pending).toMatchObject({ kind: 'action', combatant: 'R1', locked: false });
    expect(g.at('R2').removed).toBe(false);
  });
});
