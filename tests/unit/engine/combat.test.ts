// Rules 29–38 (Combat): A and Z, locked in combat, the defence tests, the loop, counting Actions,
// the end of a Match, and Winners unMatched next Turn.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { IllegalDecision, parseScenario, playGame } from '../../../src/engine/index.ts';
import { AWAY, brief, duel, expectCitations, FIGHT, Game, numbers, ofType, scenario, TOWARD, WAIT, snapshot } from './helpers.ts';

describe("rule 29: the combatant that moved into contact is 'A', the other 'Z'", () => {
  it('the Instigator moves in: it is A', () => {
    const g = new Game(duel(1));
    const [s] = ofType(g.do(TOWARD), 'strike');
    expect(s).toMatchObject({ by: 'I1', target: 'R1', a: 'I1', z: 'R1', kind: 'move-and-strike' });
    expect(numbers(s!)).toContain(29);
  });

  it('the Retaliator moves in: it is A, whoever acted first in the Match', () => {
    const g = new Game(duel(3));
    g.do(TOWARD); // gap 1
    const [s] = ofType(g.do(TOWARD), 'strike');
    expect(s).toMatchObject({ by: 'R1', target: 'I1', a: 'R1', z: 'I1' });
    expect(g.pending).toMatchObject({ combatant: 'I1', defending: true, action: 2 });
  });

  it('A and Z keep their names through the loop', () => {
    const g = new Game(duel(1, { dice: [1, 1, 1] }));
    g.play(TOWARD, FIGHT, FIGHT, FIGHT);
    for (const s of ofType(g.events, 'strike')) expect([s.a, s.z]).toEqual(['I1', 'R1']);
  });
});

describe("rule 30: locked in combat, only 'Fight'", () => {
  it('offers only Fight to both, and refuses Wait and Move without changing the state', () => {
    const g = new Game(duel(1, { dice: [1, 1, 1, 1, 1, 1, 1, 1, 1] }));
    g.do(TOWARD);
    for (let i = 0; i < 9; i++) {
      expect(g.legal).toEqual([{ type: 'fight', defending: true }]);
      const before = snapshot(g.state);
      expect(() => g.do(WAIT)).toThrow(IllegalDecision);
      expect(() => g.do(AWAY)).toThrow(IllegalDecision);
      expect(() => g.do(TOWARD)).toThrow(IllegalDecision);
      expect(g.state).toEqual(before);
      g.do(FIGHT);
    }
    expect(ofType(g.events, 'match-end')).toHaveLength(1);
  });
});

describe("rule 31: a Fight Action is 'Move & Strike' or 'Defence & Strike', 1 Action each", () => {
  it('Move & Strike: the Move that made contact is the only Action spent', () => {
    const g = new Game(duel(1));
    g.do(TOWARD);
    g.do(FIGHT); // R1 defends (a scripted-free roll from the seed)
    const d = ofType(g.events, 'defence')[0]!;
    expect(d).toMatchObject({ id: 'R1', action: 1 });
    expect(numbers(d)).toContain(31);
  });

  it('each Defence & Strike costs the defender one Action; its strike back is free', () => {
    const g = new Game(duel(1, { dice: [2, 3, 4, 1] }));
    g.play(TOWARD, FIGHT, FIGHT, FIGHT, FIGHT);
    expect(ofType(g.events, 'defence').map((d) => `${d.id}${d.action}`)).toEqual(['R11', 'I12', 'R12', 'I13']);
    expect(g.pending).toMatchObject({ combatant: 'R1', action: 3, defending: true });
  });
});

describe('rule 32: on contact A strikes Z at once', () => {
  it('the strike follows the Move in the same decision; Z must answer it on its next Action', () => {
    const g = new Game(duel(0.5));
    const events = g.do(TOWARD);
    expect(events.map(brief)).toEqual(['I1 toward 1', 'I1 strikes R1']);
    expect(numbers(events[1]!)).toContain(32);
    expect(g.pending).toMatchObject({ kind: 'action', combatant: 'R1', action: 1, locked: true, defending: true });
  });
});

describe("rule 33: Z's defence test, 1D6", () => {
  it.each([1, 2, 3, 4])('Z rolls %i: the defence holds and Z strikes back at A', (roll) => {
    const g = new Game(duel(1, { dice: [roll] }));
    g.do(TOWARD);
    const events = g.do(FIGHT);
    expect(events.map(brief)).toEqual([`R1 rolls ${roll} holds 1`, 'R1 strikes I1']);
    expect(numbers(events[0]!)).toContain(33);
    expect(numbers(events[1]!)).toContain(33);
    expect(g.pending).toMatchObject({ combatant: 'I1', defending: true, action: 2 });
  });

  it.each([5, 6])('Z rolls %i: Z fails, is removed, and A is the Winner', (roll) => {
    const g = new Game(duel(1, { dice: [roll] }));
    g.do(TOWARD);
    const events = g.do(FIGHT);
    expect(events.map(brief).slice(0, 3)).toEqual([`R1 rolls ${roll} fails 1`, 'R1 removed defeated', 'match-end I1']);
    expect(numbers(events[1]!)).toEqual([33]);
    expect(g.at('R1').removed).toBe(true);
    expect(g.at('I1').removed).toBe(false);
  });
});

describe("rule 34: A's defence test, 1D6", () => {
  it.each([1, 2, 3, 4])('A rolls %i: A holds and strikes back at Z', (roll) => {
    const g = new Game(duel(1, { dice: [1, roll] }));
    g.play(TOWARD, FIGHT);
    const events = g.do(FIGHT);
    expect(events.map(brief)).toEqual([`I1 rolls ${roll} holds 2`, 'I1 strikes R1']);
    expect(numbers(events[0]!)).toContain(34);
    expect(numbers(events[1]!)).toContain(34);
    expect(g.pending).toMatchObject({ combatant: 'R1', defending: true, action: 2 });
  });

  it.each([5, 6])('A rolls %i: A fails, is removed, and Z is the Winner', (roll) => {
    const g = new Game(duel(1, { dice: [4, roll] }));
    g.play(TOWARD, FIGHT);
    const events = g.do(FIGHT);
    expect(events.map(brief).slice(0, 3)).toEqual([`I1 rolls ${roll} fails 2`, 'I1 removed defeated', 'match-end R1']);
    expect(numbers(events[1]!)).toEqual([34]);
  });

  it("Z's rolls cite rule 33, A's rule 34, all through the loop", () => {
    const g = new Game(duel(1, { dice: [1, 1, 1, 1, 1, 1, 1, 1, 1] }));
    g.auto(TOWARD, 10);
    for (const d of ofType(g.events, 'defence')) {
      if (d.id === 'R1') expect(numbers(d)).toContain(33);
      else expect(numbers(d)).toContain(34);
    }
  });
});

describe('rule 35: repeat until one is removed or the Actions are used up', () => {
  it('every defence holds: the loop runs to the last Action and both stand', () => {
    const g = new Game(duel(1, { dice: [1, 2, 3, 4, 1, 2, 3, 4, 1], readings: { 'turn-limit': 1 } }));
    g.auto(TOWARD);
    expect(g.log).toEqual([
      'turn 1',
      'match I1 v R1',
      'I1 toward 1',
      'I1 strikes R1',
      'R1 rolls 1 holds 1',
      'R1 strikes I1',
      'I1 rolls 2 holds 2',
      'I1 strikes R1',
      'R1 rolls 3 holds 2',
      'R1 strikes I1',
      'I1 rolls 4 holds 3',
      'I1 strikes R1',
      'R1 rolls 1 holds 3',
      'R1 strikes I1',
      'I1 rolls 2 holds 4',
      'I1 strikes R1',
      'R1 rolls 3 holds 4',
      'R1 strikes I1',
      'I1 rolls 4 holds 5',
      'I1 strikes R1',
      'R1 rolls 1 holds 5',
      'R1 strikes I1',
      // I1 has no Action left to defend with: the default last-strike reading, "lost".
      'strike lost R1 > I1',
      'match-end none',
      'turn-end 1',
      'game-end draw 1',
    ]);
    // A's answer is the "repeat" of rule 35; the lost strike ends the loop (rules 35, 37).
    for (const s of ofType(g.events, 'strike').filter((s) => s.kind === 'defence-and-strike' && s.by === 'I1')) expect(numbers(s)).toContain(35);
    expect(numbers(ofType(g.events, 'strike-lost')[0]!)).toEqual(expect.arrayContaining([35, 37]));
  });

  it('a failure ends the loop at once', () => {
    const g = new Game(duel(1, { dice: [4, 4, 4, 5] }));
    g.auto(TOWARD);
    expect(g.log.slice(2, 14)).toEqual([
      'I1 toward 1',
      'I1 strikes R1',
      'R1 rolls 4 holds 1',
      'R1 strikes I1',
      'I1 rolls 4 holds 2',
      'I1 strikes R1',
      'R1 rolls 4 holds 2',
      'R1 strikes I1',
      'I1 rolls 5 fails 3',
      'I1 removed defeated',
      'match-end R1',
      'turn-end 1',
    ]);
  });
});

describe('rule 36: count moves and rolls, ignore strikes', () => {
  it("the designer's worked example (scenarios/counting-example.json)", () => {
    const s = parseScenario(JSON.parse(readFileSync(new URL('../../../scenarios/counting-example.json', import.meta.url), 'utf8')));
    const { state, events } = playGame(s, { instigator: 'aggressive', retaliator: 'aggressive' });
    expectCitations(events, 'v0.1f');
    expect(events.map(brief)).toEqual([
      'turn 1',
      'match I1 v R1',
      'I1 toward 1', // I1: move
      'R1 toward 1', // R1: move
      'I1 toward 2', // I2: move into contact …
      'I1 strikes R1', // … and strike (not counted)
      'R1 rolls 3 holds 2', // R2: roll, holds …
      'R1 strikes I1', // … strikes back (not counted)
      'I1 rolls 6 fails 3', // I3: roll, fails
      'I1 removed defeated',
      'match-end R1',
      'turn-end 1',
      'turn 2',
      'game-end retaliator 2',
    ]);
    expect(state.winner).toBe('retaliator');
    const moves = ofType(events, 'move');
    expect(moves[2]).toMatchObject({ from: { x: 6, y: 5 }, to: { x: 6, y: 6 }, distance: 1, stoppedBy: 'R1' });
    expect(ofType(events, 'match-start')[0]).toMatchObject({ distance: 5 });
    for (const e of events.filter((e) => e.type === 'defence' || e.type === 'move')) expect(numbers(e).some((n) => n === 25 || n === 36)).toBe(true);
    for (const d of ofType(events, 'defence')) expect(numbers(d)).toContain(36);
  });

  it('Waits count as Actions too', () => {
    const g = new Game(duel(1, { dice: [1] }));
    g.play(WAIT, WAIT, TOWARD); // I1 wait, R1 wait, I1 moves in on its second Action
    g.do(FIGHT);
    expect(g.log.slice(2)).toEqual(['I1 wait 1', 'R1 wait 1', 'I1 toward 2', 'I1 strikes R1', 'R1 rolls 1 holds 2', 'R1 strikes I1']);
    expect(g.pending).toMatchObject({ combatant: 'I1', action: 3 });
  });
});

describe('rule 37: the Match ends when both run out of Actions, or one is removed', () => {
  it('one removed: the Match ends with Actions left unused', () => {
    const g = new Game(duel(1, { dice: [6] }));
    const events = g.play(TOWARD, FIGHT);
    const end = ofType(events, 'match-end')[0]!;
    expect(end).toMatchObject({ winner: 'I1', inert: ['I1', 'R1'], match: 1, turn: 1 });
    expect(numbers(end)).toContain(37);
    // Only two Actions were spent (I1's Move, R1's roll); the Match is over all the same.
    expect(ofType(events, 'defence')).toHaveLength(1);
    expect(g.state.match).toBeNull();
  });

  it('both out of Actions: the Match ends with no Winner', () => {
    const g = new Game(duel(6, { readings: { 'turn-limit': 1 } }));
    g.auto(WAIT);
    expect(ofType(g.events, 'match-end')).toEqual([expect.objectContaining({ winner: null })]);
  });
});

describe('rule 38: Winners become unMatched and Match again next Turn', () => {
  it('the Winner of Turn 1 is Matched with the next enemy in Turn 2', () => {
    const g = new Game(
      scenario(
        [['I1', 6, 2]],
        [
          ['R1', 6, 4],
          ['R2', 10, 9],
        ],
        { dice: [5] },
      ),
    );
    g.play(TOWARD, FIGHT);
    expect(g.log.slice(-5)).toEqual(['R1 removed defeated', 'match-end I1', 'turn-end 1', 'turn 2', 'match I1 v R2']);
    expect(g.at('I1').inert).toBe(false);
    expect(g.pending).toMatchObject({ kind: 'action', combatant: 'I1', opponent: 'R2', action: 1 });
  });

  it('survivors who both stand are Matched again, and pairs still in contact fight again', () => {
    // All rolls hold: both stand after Turn 1, still touching; Turn 2 Matches them in contact.
    const g = new Game(duel(1, { dice: Array(9).fill(1) }));
    g.auto(TOWARD, 11);
    expect(g.state.turn).toBe(2);
    const m = ofType(g.events, 'match-start')[1]!;
    expect(m).toMatchObject({ turn: 2, instigator: 'I1', retaliator: 'R1', inContact: true, distance: 0 });
  });
});
