// The WWPD pieces a page uses outside a game's order of play: the enemy links the groups are chained from
// (enemyLinks) and one Melee resolved on a table as it stands (resolveMeleeOf), held to the Melee step's own.
import { describe, expect, it } from 'vitest';
import { enemyLinks, linkedGroups, parseScenario, pending, resolveMeleeOf, step, type GameEvent, type Scenario } from '../../../src/engine/index.ts';
import { initialState, newGame } from '../systems.ts';

function wwpd(spots: Array<[string, number, number]>, dice: number[] = []): Scenario {
  return parseScenario({
    system: 'wwpd',
    dice,
    seed: 3,
    combatants: spots.map(([id, x, y]) => ({ id, side: id.startsWith('I') ? 'instigator' : 'retaliator', x, y })),
  });
}

describe('enemyLinks', () => {
  it('links enemies within reach only; friends touching link nothing; removed bases link nothing', () => {
    // I1–R1 touch; R1–I2 touch; I2 is 2.9" from R3 (centres 3.9" apart); R3 and R4 touch, friends.
    const s = wwpd([
      ['I1', 3, 5],
      ['R1', 3, 6],
      ['I2', 3, 7],
      ['R3', 6, 9.5],
      ['R4', 7, 9.5],
    ]);
    const g = initialState(s);
    expect(enemyLinks(g.combatants, 0, 1)).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(enemyLinks(g.combatants, 3, 1)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(enemyLinks(g.combatants, 2.8, 1)).toEqual([
      [0, 1],
      [1, 2],
    ]);
    g.combatants[1]!.removed = true;
    expect(enemyLinks(g.combatants, 0, 1)).toEqual([]);
    expect(linkedGroups(g.combatants, 3, 1)).toEqual([[2, 3]]);
  });
});

describe('resolveMeleeOf', () => {
  const s = wwpd(
    [
      ['I1', 2, 5],
      ['R1', 2, 6],
      ['I2', 9, 5],
      ['R2', 9, 6],
      ['I3', 2, 7],
    ],
    [5, 2, 6, 1, 1],
  );
  const strip = (events: readonly GameEvent[]) => events.map((e) => ('turn' in e ? { ...e, turn: 0 } : e));

  it("resolves the Melee a game's Melee step resolves, with the same dice and the same events", () => {
    // Everyone is engaged: the Instigator's player turn goes straight to its Melees, and the policy's order is the earliest first.
    const { state } = newGame(s);
    expect(pending(state)).toEqual({
      kind: 'melee-order',
      side: 'instigator',
      melees: [
        ['I1', 'R1', 'I3'],
        ['I2', 'R2'],
      ],
    });
    // The last Melee left then resolves on its own: only the first one picked is compared.
    const after = step(state, { type: 'pick-melee', first: 'I1' }).events;
    const inGame = after.slice(0, after.findIndex((e) => e.type === 'melee-end') + 1);
    const out: GameEvent[] = [];
    resolveMeleeOf(initialState(s), 'I1', out);
    expect(strip(out)).toEqual(strip(inGame));
    // Hand-derived: I1 strikes R1, R1 strikes I1 (struck least, ties to scenario order), I3 strikes R1; I1 rolls 5 (fails), R1 a 2 and a 6.
    expect(out.filter((e) => e.type === 'melee-defence').map((e) => e.type === 'melee-defence' && `${e.id}:${e.roll}`)).toEqual(['I1:5', 'R1:2', 'R1:6']);
    expect(out.at(-1)).toMatchObject({ type: 'melee-end', fell: ['I1', 'R1'], doubleKnockout: true, steps: ['ww-all-at-once'] });
  });

  it('numbers the Melees in the order resolved, continues the dice, and refuses a combatant that starts no Melee', () => {
    const g = initialState(s);
    const out: GameEvent[] = [];
    resolveMeleeOf(g, 'I2', out);
    resolveMeleeOf(g, 'I1', out);
    expect(out.filter((e) => e.type === 'melee-start').map((e) => e.type === 'melee-start' && `${e.melee}:${e.members.join(',')}`)).toEqual([
      '1:I2,R2',
      '2:I1,R1,I3',
    ]);
    expect(g.diceUsed).toBe(5);
    expect(() => resolveMeleeOf(initialState(s), 'R1', [])).toThrow('no Melee on this table starts with R1 (Melees: I1, R1, I3; I2, R2)');
  });
});
