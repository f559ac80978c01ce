// Rules 8–22 (Turn Organisation): Turns, pairing by distance, ties, Inert, the order of Actions,
// the end of a Turn and victory, as v0.1f words them.
import { describe, it, expect } from 'vitest';
import { decide, IllegalDecision, type GameEvent } from '../../../src/engine/index.ts';
import { AWAY, FIGHT, Game, numbers, ofType, pick, scenario, TOWARD, WAIT, duel, snapshot } from './helpers.ts';

/** The events of one Turn. */
function turn(events: readonly GameEvent[], n: number): GameEvent[] {
  const start = events.findIndex((e) => e.type === 'turn-start' && e.turn === n);
  const end = events.findIndex((e, i) => i > start && e.type === 'turn-start');
  return events.slice(start, end < 0 ? undefined : end);
}

const waits10 = Array.from({ length: 10 }, () => WAIT);

describe('rule 8: the game is divided up into Turns', () => {
  it('Turns are numbered 1, 2, 3 … and each opens with a turn-start citing rule 8', () => {
    const g = new Game(duel(4, { readings: { 'turn-limit': 4 } }));
    g.auto(WAIT);
    const starts = ofType(g.events, 'turn-start');
    expect(starts.map((e) => e.turn)).toEqual([1, 2, 3, 4]);
    for (const e of starts) expect(numbers(e)).toContain(8);
    expect(ofType(g.events, 'turn-end').map((e) => e.turn)).toEqual([1, 2, 3, 4]);
  });
});

describe('rule 9: a Turn is a series of Matches', () => {
  it('two pairs make two Matches in the same Turn, numbered 1 and 2', () => {
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
      ),
    );
    g.play(...waits10, ...waits10);
    const starts = ofType(turn(g.events, 1), 'match-start');
    expect(starts.map((m) => [m.turn, m.match, m.instigator, m.retaliator])).toEqual([
      [1, 1, 'I1', 'R1'],
      [1, 2, 'I2', 'R2'],
    ]);
    expect(g.log.slice(-4)).toEqual(['match-end none', 'turn-end 1', 'turn 2', 'match I1 v R1']);
  });
});

describe('rule 10: a Match is one Instigator and one Retaliator', () => {
  it('every Match pairs an Instigator combatant with a Retaliator combatant, never two of a side', () => {
    // Two Instigator combatants stand closer to each other than to any enemy: they are never paired.
    const g = new Game(
      scenario(
        [
          ['I1', 5, 2],
          ['I2', 6.2, 2],
          ['I3', 11, 3],
        ],
        [
          ['R1', 5, 8],
          ['R2', 10, 9],
        ],
        { readings: { 'turn-limit': 2 } },
      ),
    );
    g.auto(WAIT);
    const side = (id: string) => g.at(id).side;
    const starts = ofType(g.events, 'match-start');
    expect(starts.length).toBe(4);
    for (const m of starts) {
      expect(side(m.instigator)).toBe('instigator');
      expect(side(m.retaliator)).toBe('retaliator');
      if (m.match === 1) expect(numbers(m)).toContain(10);
    }
  });
});

describe('rule 11: all combatants start a Turn unMatched', () => {
  it('pairs that were Matched (and Inert) in Turn 1 are Matched again in Turn 2', () => {
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
      ),
    );
    g.play(...waits10, ...waits10);
    // Turn 2 is under way: nobody is Inert and the same closest pair is Matched first.
    expect(g.state.turn).toBe(2);
    expect(g.at('I2').inert).toBe(false);
    expect(g.at('R2').inert).toBe(false);
    expect(g.pending).toMatchObject({ kind: 'action', combatant: 'I1', opponent: 'R1', action: 1 });
    const t2 = ofType(turn(g.events, 2), 'turn-start')[0]!;
    expect(numbers(t2)).toContain(11);
  });
});

describe('rule 12: the first Match is the closest unMatched pair', () => {
  it('pairs by distance, not by scenario order', () => {
    const g = new Game(
      scenario(
        [
          ['I1', 3, 2],
          ['I2', 9, 2],
        ],
        [
          ['R1', 3, 7],
          ['R2', 9, 4],
        ],
      ),
    );
    const first = ofType(g.events, 'match-start')[0]!;
    expect([first.instigator, first.retaliator, first.distance]).toEqual(['I2', 'R2', 1]);
    expect(numbers(first)).toContain(12);
  });

  it('the closest pair may cross files: any Instigator with any Retaliator', () => {
    const g = new Game(
      scenario(
        [['I1', 3, 2]],
        [
          ['R1', 3, 9],
          ['R2', 5, 4],
        ],
      ),
    );
    const first = ofType(g.events, 'match-start')[0]!;
    expect([first.instigator, first.retaliator]).toEqual(['I1', 'R2']);
    expect(first.distance).toBeCloseTo(Math.hypot(2, 2) - 1, 12);
  });
});

describe('rule 13: equidistant Matches: the Instigator picks', () => {
  const tie = () =>
    scenario(
      [
        ['I1', 3, 2],
        ['I2', 9, 2],
      ],
      [
        ['R1', 3, 5],
        ['R2', 9, 5],
      ],
    );

  it('stops for the Instigator to pick among the tied pairs', () => {
    const g = new Game(tie());
    expect(ofType(g.events, 'match-start')).toHaveLength(0);
    const p = g.pending;
    expect(p.kind).toBe('pick-match');
    if (p.kind !== 'pick-match') return;
    expect(p.side).toBe('instigator');
    expect(p.options.map((o) => [o.instigator, o.retaliator, o.distance])).toEqual([
      ['I1', 'R1', 2],
      ['I2', 'R2', 2],
    ]);
    expect(g.legal).toEqual([
      { type: 'pick-match', instigator: 'I1', retaliator: 'R1', distance: 2 },
      { type: 'pick-match', instigator: 'I2', retaliator: 'R2', distance: 2 },
    ]);
  });

  it("honours the Instigator's pick, cites rule 13, and then Matches the other pair", () => {
    const g = new Game(tie());
    const events = g.do(pick('I2', 'R2'));
    const m = ofType(events, 'match-start')[0]!;
    expect([m.instigator, m.retaliator, m.tied]).toEqual(['I2', 'R2', 2]);
    expect(numbers(m)).toContain(13);
    expect(g.pending).toMatchObject({ kind: 'action', combatant: 'I2' });
    g.play(...waits10);
    const second = ofType(g.events, 'match-start')[1]!;
    expect([second.instigator, second.retaliator, second.tied]).toEqual(['I1', 'R1', 1]);
  });

  it('refuses a pair that is not among the tied, and any other decision, leaving the state as it was', () => {
    const g = new Game(tie());
    const before = snapshot(g.state);
    expect(() => g.do(pick('I1', 'R2'))).toThrow(IllegalDecision);
    expect(() => g.do(pick('I9', 'R1'))).toThrow(IllegalDecision);
    expect(() => g.do(WAIT)).toThrow(IllegalDecision);
    expect(() => g.do(TOWARD)).toThrow(IllegalDecision);
    expect(() => g.do(FIGHT)).toThrow(IllegalDecision);
    expect(g.state).toEqual(before);
  });

  it('policies pick the pair whose Instigator combatant comes first in scenario order', () => {
    // I2 is listed before I1.
    const g = new Game(
      scenario(
        [
          ['I2', 9, 2],
          ['I1', 3, 2],
        ],
        [
          ['R1', 3, 5],
          ['R2', 9, 5],
        ],
      ),
    );
    expect(decide('aggressive', g.state)).toEqual(pick('I2', 'R2'));
  });

  it('a tie sharing the Instigator combatant falls to the Retaliator first in scenario order', () => {
    // R2 is listed before R1; both are sqrt(13) from I1.
    const g = new Game(
      scenario(
        [['I1', 6, 2]],
        [
          ['R2', 8, 5],
          ['R1', 4, 5],
        ],
      ),
    );
    const p = g.pending;
    expect(p.kind).toBe('pick-match');
    expect(decide('wait', g.state)).toEqual(pick('I1', 'R2'));
    // The Instigator may still pick the other.
    const m = ofType(g.do(pick('I1', 'R1')), 'match-start')[0]!;
    expect(m.retaliator).toBe('R1');
  });

  it('distances equal to within 1e-6 are tied; a real difference is not', () => {
    const near = new Game(
      scenario(
        [
          ['I1', 3, 2],
          ['I2', 9, 2],
        ],
        [
          ['R1', 3, 5],
          ['R2', 9, 5 + 5e-7],
        ],
      ),
    );
    expect(near.pending.kind).toBe('pick-match');
    const apart = new Game(
      scenario(
        [
          ['I1', 3, 2],
          ['I2', 9, 2],
        ],
        [
          ['R1', 3, 5],
          ['R2', 9, 5 + 1e-4],
        ],
      ),
    );
    expect(apart.pending).toMatchObject({ kind: 'action', combatant: 'I1' });
  });
});

describe('rule 14: only Matched opponents act', () => {
  it('during a Match every decision belongs to one of the pair, and nobody else moves', () => {
    const g = new Game(
      scenario(
        [
          ['I1', 3, 2],
          ['I2', 9, 2],
        ],
        [
          ['R1', 3, 6],
          ['R2', 9, 8],
        ],
        { dice: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1] },
      ),
    );
    const others = { I2: { ...g.at('I2') }, R2: { ...g.at('R2') } };
    let decisions = 0;
    while (ofType(g.events, 'match-end').length === 0) {
      const p = g.pending;
      expect(p.kind).toBe('action');
      if (p.kind !== 'action') return;
      expect(['I1', 'R1']).toContain(p.combatant);
      g.do(p.locked ? FIGHT : TOWARD);
      decisions++;
    }
    expect(decisions).toBe(10);
    for (const id of ['I2', 'R2'] as const) expect({ x: g.at(id).x, y: g.at(id).y }).toEqual({ x: others[id].x, y: others[id].y });
    const ids = g.events.flatMap((e) => ('id' in e ? [e.id] : 'by' in e ? [e.by, e.target] : []));
    expect(ids.filter((id) => id === 'I2' || id === 'R2')).toEqual([]);
  });
});

describe('rule 15: the Actions are Wait, Move and Fight', () => {
  it('out of contact: Wait, or Move toward or away; in contact: Fight', () => {
    const g = new Game(duel(1));
    expect(g.legal.map((d) => (d.type === 'move' ? `move ${d.toward ? 'toward' : 'away'}` : d.type))).toEqual(['wait', 'move toward', 'move away']);
    g.do(TOWARD); // into contact
    expect(g.legal.map((d) => d.type)).toEqual(['fight']);
  });
});

describe('rule 16: the Instigator acts first, then the Retaliator in response', () => {
  it("the Instigator's combatant has the first Action of a Match, even when the Retaliator stands closer to the centre", () => {
    const g = new Game(scenario([['I1', 6, 1]], [['R1', 6, 6]]));
    expect(g.pending).toMatchObject({ kind: 'action', side: 'instigator', combatant: 'I1', action: 1 });
    g.do(WAIT);
    expect(g.pending).toMatchObject({ kind: 'action', side: 'retaliator', combatant: 'R1', action: 1 });
  });

  it('the order is I1 R1 I2 R2 … I5 R5, whatever the Actions', () => {
    const g = new Game(duel(9, { table: { width: 12, depth: 20 } }));
    g.play(WAIT, TOWARD, AWAY, WAIT, TOWARD, WAIT, WAIT, AWAY, WAIT, WAIT);
    const acts = g.events.filter((e) => e.type === 'wait' || e.type === 'move').map((e) => `${(e as { id: string }).id}${(e as { action: number }).action}`);
    expect(acts).toEqual(['I11', 'R11', 'I12', 'R12', 'I13', 'R13', 'I14', 'R14', 'I15', 'R15']);
  });
});

describe('rule 17: five Actions per Match', () => {
  it('each side has exactly five; after the tenth the Match is over', () => {
    const g = new Game(duel(4, { readings: { 'turn-limit': 1 } }));
    g.play(...waits10);
    expect(g.log).toEqual([
      'turn 1',
      'match I1 v R1',
      'I1 wait 1',
      'R1 wait 1',
      'I1 wait 2',
      'R1 wait 2',
      'I1 wait 3',
      'R1 wait 3',
      'I1 wait 4',
      'R1 wait 4',
      'I1 wait 5',
      'R1 wait 5',
      'match-end none',
      'turn-end 1',
      'game-end draw 1',
    ]);
    expect(() => g.do(WAIT)).toThrow(IllegalDecision);
  });
});

describe('rule 18: when the Actions are used up the Match is Resolved and both are Inert', () => {
  it('the match-end names both as Inert and cites rules 18 and 37', () => {
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
      ),
    );
    g.play(...waits10);
    const end = ofType(g.events, 'match-end')[0]!;
    expect(end.inert).toEqual(['I1', 'R1']);
    expect(end.winner).toBeNull();
    expect(numbers(end)).toEqual(expect.arrayContaining([18, 19, 37]));
    expect(g.at('I1').inert).toBe(true);
    expect(g.at('R1').inert).toBe(true);
    expect(g.at('I2').inert).toBe(false);
  });
});

describe('rule 19: Inert combatants play no further part in the Turn', () => {
  it('an Inert combatant closest to a free enemy is passed over', () => {
    // I1 v R1 first (gap 0.5). Then I1 is nearer R2 (3.35") than I2 is (4.6"), but I1 is Inert.
    const g = new Game(
      scenario(
        [
          ['I1', 6, 2],
          ['I2', 11, 2],
        ],
        [
          ['R1', 6, 3.5],
          ['R2', 7.5, 5],
        ],
      ),
    );
    g.play(...waits10);
    const second = ofType(g.events, 'match-start')[1]!;
    expect([second.instigator, second.retaliator]).toEqual(['I2', 'R2']);
    expect(numbers(second)).toEqual(expect.arrayContaining([19, 20]));
    const i1 = { ...g.at('I1') };
    g.play(...waits10);
    expect(g.at('I1')).toMatchObject({ x: i1.x, y: i1.y });
  });

  it('a survivor of a fight is Inert too, even its Winner', () => {
    // I1 makes contact and R1 fails at once: I1 is the Winner, still Inert for the rest of Turn 1.
    const g = new Game(
      scenario(
        [
          ['I1', 6, 2],
          ['I2', 11, 2],
        ],
        [
          ['R1', 6, 3.5],
          ['R2', 7.5, 5],
        ],
        { dice: [6] },
      ),
    );
    g.play(TOWARD, FIGHT);
    expect(g.log.slice(-3)).toEqual(['R1 removed defeated', 'match-end I1', 'match I2 v R2']);
    expect(g.at('I1').inert).toBe(true);
  });
});

describe('rule 20: the next Match is the next closest pair, ignoring the Inert', () => {
  it('Matches follow distance order through the Turn', () => {
    // Listed far to near; gaps 3, 2, 1 on well separated files.
    const g = new Game(
      scenario(
        [
          ['I1', 1, 1],
          ['I2', 6, 1],
          ['I3', 11, 1],
        ],
        [
          ['R1', 1, 5],
          ['R2', 6, 4],
          ['R3', 11, 3],
        ],
      ),
    );
    g.play(...waits10, ...waits10, ...waits10);
    const starts = ofType(turn(g.events, 1), 'match-start');
    expect(starts.map((m) => `${m.instigator}-${m.retaliator}@${m.distance}`)).toEqual(['I3-R3@1', 'I2-R2@2', 'I1-R1@3']);
    expect(numbers(starts[0]!)).toContain(12);
    for (const m of starts.slice(1)) expect(numbers(m)).toContain(20);
  });

  it('distances are measured now: moves made in an earlier Turn change the pairing', () => {
    // Turn 1: I1 v R1 (3"), I1 steps 2" away; R2 (3.5" at the start) is left over.
    const g = new Game(
      scenario(
        [['I1', 6, 3]],
        [
          ['R1', 6, 7],
          ['R2', 10.5, 3],
        ],
      ),
    );
    expect(ofType(g.events, 'match-start')[0]).toMatchObject({ instigator: 'I1', retaliator: 'R1' });
    g.play(AWAY, ...waits10.slice(1));
    expect(g.at('I1')).toMatchObject({ x: 6, y: 1 });
    // Turn 2: I1–R1 is now 6", I1–R2 sqrt(4.5² + 2²) ≈ 4.92": R2 is closer.
    const m = ofType(turn(g.events, 2), 'match-start')[0]!;
    expect([m.instigator, m.retaliator]).toEqual(['I1', 'R2']);
    expect(m.distance).toBeCloseTo(Math.hypot(4.5, 2) - 1, 12);
  });
});

describe('rule 21: the Turn ends when all Matches are resolved', () => {
  it('combatants left without a partner do nothing, and the next Turn starts', () => {
    const g = new Game(
      scenario(
        [
          ['I1', 6, 2],
          ['I2', 2, 1],
          ['I3', 10, 1],
        ],
        [['R1', 6, 5]],
      ),
    );
    g.play(...waits10);
    expect(g.log).toEqual([
      'turn 1',
      'match I1 v R1',
      ...['I1', 'R1', 'I1', 'R1', 'I1', 'R1', 'I1', 'R1', 'I1', 'R1'].map((id, i) => `${id} wait ${Math.floor(i / 2) + 1}`),
      'match-end none',
      'turn-end 1',
      'turn 2',
      'match I1 v R1',
    ]);
    expect(numbers(ofType(g.events, 'turn-end')[0]!)).toContain(21);
  });
});

describe('rule 22: a Turn that starts with only one Player on the table: that Player wins', () => {
  it('v0.1f notices the win when the next Turn starts: game-end.turn is that new Turn', () => {
    const g = new Game(duel(1, { dice: [6] }));
    g.play(TOWARD, FIGHT);
    expect(g.log).toEqual([
      'turn 1',
      'match I1 v R1',
      'I1 toward 1',
      'I1 strikes R1',
      'R1 rolls 6 fails 1',
      'R1 removed defeated',
      'match-end I1',
      'turn-end 1',
      'turn 2',
      'game-end instigator 2',
    ]);
    const end = g.events.at(-1)!;
    expect(numbers(end)).toEqual([22]);
    expect(g.state.winner).toBe('instigator');
    expect(g.pending).toEqual({ kind: 'over', winner: 'instigator' });
    expect(g.legal).toEqual([]);
    expect(() => g.do(WAIT)).toThrow(IllegalDecision);
  });

  it('a combatant that moves off the table hands the win to the other Player', () => {
    const g = new Game(duel(4, {}, { x: 6, y: 1 }));
    g.do(AWAY);
    expect(g.log.slice(2)).toEqual(['I1 away 1', 'I1 removed off-table', 'match-end R1', 'turn-end 1', 'turn 2', 'game-end retaliator 2']);
  });

  it('no win while both Players still have a combatant on the table', () => {
    // I1 defeats R1, but R2 remains: Turn 2 is played.
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
    expect(g.state.winner).toBeNull();
    expect(g.log.slice(-3)).toEqual(['turn-end 1', 'turn 2', 'match I1 v R2']);
  });
});
