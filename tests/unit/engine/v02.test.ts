// v0.2's differences from v0.1f (reconstructed from the designer's change notes): victory right after
// a removal, pairs in contact Matched first, Attacker/Defender, the Martial Art Test for both.
import { describe, it, expect } from 'vitest';
import { describeEvent, playGame, RULESETS, type GameEvent } from '../../../src/engine/index.ts';
import { AWAY, brief, catalog, duel, expectCitations, FIGHT, Game, numbers, ofType, scenario, TOWARD, WAIT } from './helpers.ts';

const v2 = { ruleset: 'v0.2' as const };

describe('v0.2 victory: checked right after a removal', () => {
  it('the game ends at once, in the same Turn, with no turn-end', () => {
    const g = new Game(duel(1, { ...v2, dice: [6] }));
    g.play(TOWARD, FIGHT);
    expect(g.log).toEqual([
      'turn 1',
      'match I1 v R1',
      'I1 toward 1',
      'I1 strikes R1',
      'R1 rolls 6 fails 1',
      'R1 removed defeated',
      'match-end I1',
      'game-end instigator 1',
    ]);
    expect(numbers(g.events.at(-1)!, 'v0.2')).toEqual([catalog.numberOf('v0.2', 'victory')]);
    expect(catalog.numberOf('v0.2', 'victory')).toBe(23);
  });

  it('v0.1f plays the same position to the start of the next Turn', () => {
    const g = new Game(duel(1, { dice: [6] }));
    g.play(TOWARD, FIGHT);
    expect(g.log.slice(-4)).toEqual(['match-end I1', 'turn-end 1', 'turn 2', 'game-end instigator 2']);
  });

  it('ends mid-Turn: idle combatants of the winning side get no Match', () => {
    // Two Instigator combatants against one: I1 v R1 first; R1 goes off the table; I2 never acts.
    const g = new Game(
      scenario(
        [
          ['I1', 6, 6],
          ['I2', 2, 2],
        ],
        [['R1', 6, 11]],
        v2,
      ),
    );
    g.do(WAIT);
    const events = g.do(AWAY);
    expect(events.map(brief)).toEqual(['R1 away 1', 'R1 removed off-table', 'match-end I1', 'game-end instigator 1']);
    expect(ofType(g.events, 'match-start')).toHaveLength(1);
    expect(g.over).toBe(true);
  });

  it('a removal that leaves both sides on the table does not end the game', () => {
    const g = new Game(
      scenario(
        [['I1', 6, 2]],
        [
          ['R1', 6, 4],
          ['R2', 10, 9],
        ],
        { ...v2, dice: [5] },
      ),
    );
    g.play(TOWARD, FIGHT);
    expect(g.over).toBe(false);
    expect(g.log.slice(-3)).toEqual(['turn-end 1', 'turn 2', 'match I1 v R2']);
  });
});

describe('v0.2 contact-matched: pairs in contact at the start of a Turn are Matched first', () => {
  it('a pair left touching is Matched before a pair that was closer at the start of Turn 1', () => {
    // Turn 1: I1 v R1 (gap 0.2) waits it out; then I2 moves into contact with R2 (gap 1.9) and every
    // roll holds. Turn 2: I2 v R2 touch (0) and come before I1 v R1 (0.2).
    const g = new Game(
      scenario(
        [
          ['I1', 2, 2],
          ['I2', 9, 2],
        ],
        [
          ['R1', 2, 3.2],
          ['R2', 9, 4.9],
        ],
        { ...v2, dice: Array(9).fill(2) },
      ),
    );
    g.play(...Array(10).fill(WAIT), TOWARD, ...Array(9).fill(FIGHT));
    const starts = ofType(g.events, 'match-start');
    expect(starts.map((m) => `${m.turn}:${m.instigator}-${m.retaliator}`)).toEqual(['1:I1-R1', '1:I2-R2', '2:I2-R2']);
    const m = starts[2]!;
    expect(m).toMatchObject({ inContact: true, distance: 0, readings: ['start-in-contact'] });
    expect(m.rules).toContain('contact-matched');
    expect(numbers(m, 'v0.2')).toContain(30);
  });

  it('v0.1f has no such rule and cites none', () => {
    const g = new Game(duel(0));
    const m = ofType(g.events, 'match-start')[0]!;
    expect(m.inContact).toBe(true);
    expect(m.rules).not.toContain('contact-matched');
    expect(catalog.rule('v0.1f', 'contact-matched')).toBeUndefined();
    const h = new Game(duel(0, v2));
    expect(ofType(h.events, 'match-start')[0]!.rules).toContain('contact-matched');
  });
});

describe('v0.2 terms: Attacker and Defender', () => {
  it('RULESETS names A and Z per version, as the catalog does', () => {
    expect(RULESETS['v0.2'].terms).toMatchObject({ a: 'Attacker', z: 'Defender' });
    expect(RULESETS['v0.1f'].terms).toMatchObject({ a: 'Combatant A', z: 'Combatant Z' });
    for (const v of ['v0.1f', 'v0.2'] as const) expect(catalog.version(v)!.terms).toEqual({ a: RULESETS[v].terms.a, z: RULESETS[v].terms.z });
  });

  it('describeEvent says Attacker/Defender in v0.2, Combatant A/Z in v0.1f', () => {
    const strike: GameEvent = { type: 'strike', by: 'I1', target: 'R1', kind: 'move-and-strike', a: 'I1', z: 'R1', action: 1, rules: ['contact-strike'] };
    const two = describeEvent(strike, 'v0.2');
    expect(two).toContain('Attacker');
    expect(two).toContain('Defender');
    expect(two).not.toContain('Combatant');
    const one = describeEvent(strike, 'v0.1f');
    expect(one).toContain('Combatant A');
    expect(one).toContain('Combatant Z');
    expect(one).not.toMatch(/Attacker|Defender/);
  });

  it('describeEvent gives one plain sentence for every event of a game', () => {
    const { events } = playGame({ ...duel(3, { ...v2, dice: [1, 1, 6] }) }, { instigator: 'aggressive', retaliator: 'aggressive' });
    for (const e of events) {
      const s = describeEvent(e, 'v0.2');
      expect(s).toMatch(/^[A-Z].*\.$/);
      expect(s).not.toContain('undefined');
    }
  });
});

describe("v0.2 defence: the Martial Art Test ('defence-test') for both Attacker and Defender", () => {
  it('every defence cites defence-test, none counter-defence-test', () => {
    const g = new Game(duel(1, { ...v2, dice: [1, 2, 3, 4, 1, 2, 3, 4, 6] }));
    g.play(TOWARD, ...Array(9).fill(FIGHT));
    const defences = ofType(g.events, 'defence');
    expect(defences.map((d) => d.id)).toEqual(['R1', 'I1', 'R1', 'I1', 'R1', 'I1', 'R1', 'I1', 'R1']);
    for (const d of defences) {
      expect(d.rules).toContain('defence-test');
      expect(d.rules).not.toContain('counter-defence-test');
      expect(numbers(d, 'v0.2')).toContain(38);
    }
    // Defeated on the last roll (6): the removal cites the same test; the game ends at once.
    expect(ofType(g.events, 'removed')[0]).toMatchObject({ id: 'R1', rules: ['defence-test'] });
    expect(g.log.at(-1)).toBe('game-end instigator 1');
  });

  it('every event of a v0.2 game cites rules of v0.2', () => {
    const { events } = playGame({ ...duel(3, { ...v2, seed: 11 }) }, { instigator: 'random', retaliator: 'aggressive' });
    expectCitations(events, 'v0.2');
  });
});
