// What the widgets ask of the engine instead of reckoning it themselves (issue 17's widget kit): the one
// session loop, rule 6's deployment zones for a base placed by hand, the Matches closest first forms and
// the Inert they leave, and WAR's dice left to use.
import { describe, expect, it } from 'vitest';
import {
  advanceSession,
  backSession,
  closestFirstMatches,
  closestPairs,
  decide,
  deploy,
  diceLeft,
  parseScenario,
  placeInZone,
  playOn,
  withMatchesFormed,
  type WarState,
} from '../../../src/engine/index.ts';
import { initialState, playGame, replay, startSession } from '../systems.ts';
import { snapshot } from './helpers.ts';

describe('the session loop', () => {
  const scenario = deploy(11);
  const policies = { instigator: 'random', retaliator: 'optimal' } as const;
  const played = playGame(scenario, policies);

  it('playOn to the end is playGame, decision for decision, and replays to the same state', () => {
    const s = playOn(startSession(scenario), (side, g) => decide(policies[side], g));
    expect(s.decisions).toEqual(played.decisions);
    expect(s.state).toEqual(replay(scenario, played.decisions).state);
    expect(s.events).toEqual(replay(scenario, played.decisions).events);
  });

  it('`stepped` sees every step: the state before it, the decision, its events, which replay to the end', () => {
    const seen: Array<{ before: unknown; decision: unknown; events: readonly unknown[] }> = [];
    const s = playOn(
      startSession(scenario),
      (side, g) => decide(policies[side], g),
      undefined,
      (before, decision, events) => seen.push({ before: snapshot(before), decision, events }),
    );
    expect(seen.map((x) => x.decision)).toEqual(played.decisions);
    expect(seen.flatMap((x) => x.events)).toEqual(s.events.slice(startSession(scenario).events.length));
    seen.forEach((x, i) => expect(x.before).toEqual(snapshot(startSession(scenario, played.decisions.slice(0, i)).state)));
  });

  it('stops where `stop` says, asked before each decision with the events since it began', () => {
    const start = advanceSession(startSession(scenario), decide('random', startSession(scenario).state));
    const seen: number[] = [];
    const s = playOn(
      start,
      (side, g) => decide(policies[side], g),
      (_g, events, from) => {
        seen.push(from);
        return events.slice(from).some((e) => e.type === 'match-end');
      },
    );
    expect(new Set(seen)).toEqual(new Set([start.events.length]));
    expect(s.events.slice(start.events.length).filter((e) => e.type === 'match-end')).toHaveLength(1);
    expect(s.decisions).toEqual(played.decisions.slice(0, s.decisions.length));
    // Back is the same game with one decision fewer.
    expect(backSession(s).decisions).toEqual(s.decisions.slice(0, -1));
    expect(backSession(s).state).toEqual(startSession(scenario, s.decisions.slice(0, -1)).state);
  });
});

describe('rule 6: a base placed by hand', () => {
  const p = { table: { width: 12, depth: 12 }, base: 1 };
  it('stays wholly on the table with its centre in its own zone', () => {
    expect(placeInZone(p, 6, 'instigator', -3, 9)).toEqual({ x: 0.5, y: 6 });
    expect(placeInZone(p, 6, 'instigator', 4, 0.2)).toEqual({ x: 4, y: 0.5 });
    expect(placeInZone(p, 6, 'retaliator', 20, 2)).toEqual({ x: 11.5, y: 6 });
    expect(placeInZone(p, 6, 'retaliator', 3, 14)).toEqual({ x: 3, y: 11.5 });
    expect(placeInZone(p, 2, 'retaliator', 3, 8)).toEqual({ x: 3, y: 10 });
    expect(placeInZone(p, 6, 'instigator', 3.25, 4.75)).toEqual({ x: 3.25, y: 4.75 });
  });
});

describe('closest first, and the Inert it leaves', () => {
  const place = (spots: Array<[string, number, number]>) =>
    initialState(
      parseScenario({
        ruleset: 'v0.1f',
        combatants: spots.map(([id, x, y]) => ({ id, side: id.startsWith('I') ? 'instigator' : 'retaliator', x, y })),
        seed: 1,
      }),
    );

  it('forms the closest pair, then the closest of those left, as a Turn does', () => {
    const g = place([
      ['I1', 2, 2],
      ['I2', 9, 2],
      ['R1', 2, 4],
      ['R2', 9, 9],
    ]);
    const formed = closestFirstMatches(g);
    expect(formed.map((m) => `${m.instigator} v ${m.retaliator}`)).toEqual(['I1 v R1', 'I2 v R2']);
    expect(formed.map((m) => m.tied)).toEqual([false, false]);
    expect(formed[1]!.distance).toBeCloseTo(6);
  });

  it("marks a tie the Instigator would pick, and takes the first in the table's list", () => {
    const g = place([
      ['I1', 6, 2],
      ['R1', 3, 6],
      ['R2', 9, 6],
    ]);
    expect(closestFirstMatches(g)).toEqual([{ ...closestPairs(g)[0]!, tied: true }]);
  });

  it('leaves the table it was given as it was, and its pairs Inert in the one it returns', () => {
    const g = place([
      ['I1', 2, 2],
      ['I2', 9, 2],
      ['R1', 2, 4],
      ['R2', 9, 9],
    ]);
    const after = withMatchesFormed(g, [{ instigator: 'I1', retaliator: 'R1' }]);
    expect(g.combatants.every((c) => !c.inert)).toBe(true);
    expect(after.combatants.filter((c) => c.inert).map((c) => c.id)).toEqual(['I1', 'R1']);
    expect(closestPairs(after).map((p) => `${p.instigator} v ${p.retaliator}`)).toEqual(['I2 v R2']);
  });
});

describe("WAR's dice left", () => {
  it("is each side's combatants on the table not yet activated this round, as the engine keeps them", () => {
    let s = startSession(deploy(5, { system: 'war' }));
    expect(diceLeft(s.state)).toEqual({ instigator: 5, retaliator: 5 });
    s = playOn(
      s,
      (side, g) => decide(side === 'instigator' ? 'aggressive' : 'counter', g),
      (_g, events, from) => events.slice(from).filter((e) => e.type === 'activated').length >= 3,
    );
    const t = s.state.turnState as WarState;
    for (const side of ['instigator', 'retaliator'] as const)
      expect(diceLeft(s.state)[side]).toBe(s.state.combatants.filter((c, k) => c.side === side && !c.removed && !t.activated[k]).length);
    expect(diceLeft(s.state).instigator + diceLeft(s.state).retaliator).toBeLessThan(10);
  });
});
