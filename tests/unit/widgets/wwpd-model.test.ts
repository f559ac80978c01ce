// The WWPD groups widget's model: its groups are the engine's for the positions the reader set, a move
// slides like an engine Move and stops at contact, a resolution is the engine's WWPD Melee on the seed,
// and links round-trip or fail with a message and the preset.
import { describe, expect, it } from 'vitest';
import { groupIds, resolveMeleeOf, type GameEvent, type Scenario } from '../../../src/engine/index.ts';
import { initialState } from '../systems.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { playMelees } from '../../../src/widgets/models/wwpd-melee.ts';
import {
  initialWwpd,
  groupsText,
  movedTo,
  sharedOfWwpd,
  wwpdReducer,
  wwpdView,
  type WwpdAction,
  type WwpdModel,
} from '../../../src/widgets/models/wwpd-model.ts';

const { scenario } = presetFor('wwpd', 'chains', 'v0.1f').preset;
const RESOLVE: WwpdAction = { type: 'resolve', melee: playMelees };
const run = (m: WwpdModel, ...actions: WwpdAction[]) => actions.reduce(wwpdReducer, m);
const at = (s: Scenario, id: string) => s.combatants.find((c) => c.id === id)!;
const listed = (groups: { members: string[] }[]) => groups.map((g) => g.members);

describe('groups', () => {
  it('the preset: a Melee chained through R1, a second pair, friends touching in none; Firefights at the scaled 3"', () => {
    const v = wwpdView(initialWwpd(scenario));
    expect(v.reach).toBe(3);
    expect(listed(v.melees)).toEqual([
      ['I1', 'R1', 'I2'],
      ['I3', 'R2'],
    ]);
    expect(listed(v.melees)).toEqual(groupIds(scenario.combatants, 0, 1));
    expect(v.melees[0]!.links).toEqual([
      ['I1', 'R1'],
      ['R1', 'I2'],
    ]);
    expect(listed(v.firefights)).toEqual([
      ['I1', 'R1', 'I2', 'R3'],
      ['I3', 'R2'],
    ]);
    expect(v.firefights[0]!.links).toContainEqual(['I2', 'R3']);
    expect(groupsText(v.melees)).toBe('I1, R1, I2; I3, R2');
    expect(groupsText([])).toBe('none');
  });

  it('the scale ruling sets the Firefight reach', () => {
    const v = wwpdView({ start: { ...scenario, readings: { 'wwpd-scale': 0.1 } }, resolved: [], melee: null });
    expect(v.reach).toBeCloseTo(1.2);
    expect(listed(v.firefights)).toEqual([
      ['I1', 'R1', 'I2'],
      ['I3', 'R2'],
    ]);
  });
});

describe('moves', () => {
  it('a move slides toward the spot and stops touching the first base in the way, then says the groups', () => {
    // I4 from (11, 1.5) to (9, 4.5), clear of everyone; then up toward (9, 7): it first stops touching its
    // friend I3 at (9, 5), and from there (I3 no longer in the way) touching R2 at (9, 6).
    const free = run(initialWwpd(scenario), { type: 'move', id: 'I4', x: 9, y: 4.5 });
    expect(at(free.start, 'I4')).toMatchObject({ x: 9, y: 4.5 });
    const friend = run(free, { type: 'move', id: 'I4', x: 9, y: 7 });
    expect(at(friend.start, 'I4').y).toBeCloseTo(5, 9);
    expect(listed(wwpdView(friend).melees)).toEqual([
      ['I1', 'R1', 'I2'],
      ['I3', 'R2'],
    ]);
    expect(friend.note).toMatch(/^I4 at 9 in across, 5 in from the Instigator's edge, touching I3\. Melees: I1, R1, I2; I3, R2\./);
    const m = run(friend, { type: 'move', id: 'I4', x: 9, y: 7 });
    expect(at(m.start, 'I4').y).toBeCloseTo(6, 9);
    expect(listed(wwpdView(m).melees)).toEqual(groupIds(m.start.combatants, 0, 1));
    expect(listed(wwpdView(m).melees)).toEqual([
      ['I1', 'R1', 'I2'],
      ['I3', 'R2', 'I4'],
    ]);
    expect(m.note).toMatch(/^I4 at .* touching R2\. Melees: I1, R1, I2; I3, R2, I4\. Firefights within 3 in: /);
  });

  it('a base already touching cannot be pushed into its neighbour, and stays on the table', () => {
    const m0 = initialWwpd(scenario);
    expect(run(m0, { type: 'move', id: 'R1', x: 3, y: 5.5 })).toBe(m0);
    expect(movedTo(scenario, 'I4', 40, -9, 1)).toEqual({ x: 11.5, y: 0.5 });
    expect(movedTo(scenario, 'nobody', 1, 1, 1)).toBeNull();
  });

  it('once a Melee is resolved the table stands until Back', () => {
    const m = run(initialWwpd(scenario), RESOLVE, { type: 'move', id: 'I4', x: 10, y: 1.5 });
    expect(at(m.start, 'I4').x).toBe(11);
    expect(m.note).toMatch(/Back or Reset/);
    const back = run(m, { type: 'back' }, { type: 'move', id: 'I4', x: 10, y: 1.5 });
    expect(at(back.start, 'I4')).toMatchObject({ x: 10, y: 1.5 });
  });
});

describe('resolving', () => {
  it("is the engine's WWPD Melee on the seed: the same events, removals together, the next Melee offered", () => {
    const m = run(initialWwpd(scenario), RESOLVE);
    const g = initialState(scenario);
    const events: GameEvent[] = [];
    resolveMeleeOf(g, 'I1', events);
    const v = wwpdView(m);
    expect(v.last).toEqual(events);
    expect(v.last.find((e) => e.type === 'melee-end')).toMatchObject({ fell: ['I1', 'R1'], doubleKnockout: true });
    expect(m.choice).toBe('I3');
    expect(listed(v.melees)).toEqual([['I3', 'R2']]);
    expect(m.note).toBe('Melee of I1 resolved: I1 and R1 removed together. Melees: I3, R2. Firefights within 3 in: I2, R3; I3, R2.');
  });

  it('a chosen Melee resolves; a second continues the dice; a Melee that is gone cannot be chosen', () => {
    const m = run(initialWwpd(scenario), { type: 'choose', first: 'I3' }, RESOLVE, { type: 'choose', first: 'R3' });
    expect(m.resolved).toEqual(['I3']);
    expect(m.choice).toBe('I1');
    const two = run(m, RESOLVE);
    const v = wwpdView(two);
    expect(v.last.find((e) => e.type === 'melee-start')).toMatchObject({ melee: 2, members: ['I1', 'R1', 'I2'] });
    const g = initialState(scenario);
    const events: GameEvent[] = [];
    resolveMeleeOf(g, 'I3', events);
    resolveMeleeOf(g, 'I1', events);
    expect(v.events).toEqual(events);
  });

  it('a new seed rolls other dice; one out of range is ignored', () => {
    const m = run(initialWwpd(scenario), { type: 'seed', value: 10 }, { type: 'seed', value: -1 }, { type: 'seed', value: 2 ** 40 });
    expect(m.start.seed).toBe(10);
  });
});

describe('links', () => {
  it('round-trips the table and the Melees resolved', () => {
    const m = run(initialWwpd(scenario), { type: 'move', id: 'I4', x: 10, y: 1.5 }, RESOLVE);
    const back = run(initialWwpd(scenario), { type: 'load', melee: playMelees, shared: sharedOfWwpd(m) });
    expect(back.start).toEqual(m.start);
    expect(back.resolved).toEqual(['I1']);
    expect(back.problem).toBeNull();
  });

  it('a Melee the table does not have, or another kind of decision, shows a message and the preset', () => {
    const bad = run(
      initialWwpd(scenario),
      { type: 'move', id: 'I4', x: 10, y: 1.5 },
      { type: 'load', melee: playMelees, shared: { scenario, decisions: [{ type: 'pick-melee', first: 'R4' }] } },
    );
    expect(bad.problem).toMatch(
      /^This link could not be used \(no Melee on this table starts with R4 .*\), so the WWPD table shows its starting position instead\.$/,
    );
    expect(bad.start).toBe(scenario);
    const other = run(initialWwpd(scenario), { type: 'load', melee: playMelees, shared: { scenario, decisions: [{ type: 'wait' }] } });
    expect(other.problem).toMatch(/decision 1 is not a Melee to resolve/);
  });
});
