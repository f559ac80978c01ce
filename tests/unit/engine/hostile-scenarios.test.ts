// Issue 20: scenario JSON as a hostile user writes it, fuzzed. An accepted scenario plays to its end
// within its cost bound (no more Turns than the run model counts for it); a refused one is one
// ScenarioError naming a field; nothing else is thrown, whatever the nesting or the keys.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScenarioError, parseScenario, type Scenario, runShape } from '../../../src/engine/index.ts';
import { playGame } from '../systems.ts';

const junk = fc.jsonValue({ maxDepth: 3 });
/** Mostly a good value, sometimes anything at all. */
const mostly = <T>(good: fc.Arbitrary<T>) => fc.oneof({ arbitrary: good, weight: 6 }, { arbitrary: junk, weight: 1 });
const combatant = fc.record({
  id: fc.oneof(fc.constantFrom('I1', 'I2', 'I3', 'R1', 'R2', 'R3'), fc.string({ maxLength: 20 })),
  side: mostly(fc.constantFrom('instigator', 'retaliator')),
  x: mostly(fc.double({ min: -1, max: 14, noNaN: true })),
  y: mostly(fc.double({ min: -1, max: 14, noNaN: true })),
});
const scenario = fc.record(
  {
    ruleset: fc.constantFrom('v0.1f', 'v0.2', 'v0.1f', 'v0.2', 'v9'),
    system: fc.constantFrom('fragment1', 'fragment1', 'warspike', 'warspike', 'wwpd', 'war', 'constructor'),
    table: mostly(fc.record({ width: fc.integer({ min: 10, max: 80 }), depth: fc.integer({ min: 10, max: 80 }) })),
    params: mostly(
      fc.dictionary(
        fc.constantFrom('actions', 'move', 'die', 'base', 'actions', 'move', 'die', 'base', '__proto__', 'constructor'),
        fc.oneof(fc.integer({ min: 0, max: 12 }), junk),
      ),
    ),
    combatants: mostly(
      fc.oneof(
        fc.constant([
          { id: 'I1', side: 'instigator', x: 3, y: 2 },
          { id: 'I2', side: 'instigator', x: 8, y: 2 },
          { id: 'R1', side: 'retaliator', x: 5, y: 9 },
        ]),
        fc.array(combatant, { minLength: 2, maxLength: 6 }),
      ),
    ),
    seed: mostly(fc.integer({ min: -2, max: 2 ** 33 })),
    dice: mostly(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 5 })),
    policies: mostly(fc.record({ instigator: fc.constantFrom('aggressive', 'optimal', 'wait', 'x'), retaliator: fc.constantFrom('counter', 'random') })),
    readings: mostly(
      fc.dictionary(
        fc.constantFrom('turn-limit', 'exchange', 'wwpd-scale', 'last-strike', 'prototype'),
        fc.oneof(fc.constantFrom(3, 20, 'simultaneous', 'lands', 0.05), junk),
      ),
    ),
  },
  { requiredKeys: ['combatants', 'system'] },
);
/** Now and then a key no scenario has, __proto__ and constructor among them. */
const scenarioWithKeys = fc
  .tuple(
    scenario,
    fc.constantFrom('closest', 'best-odds', 'random', 'x'),
    fc.oneof({ arbitrary: fc.constant(undefined), weight: 8 }, { arbitrary: fc.constantFrom('__proto__', 'constructor', 'evil'), weight: 1 }),
    junk,
  )
  .map(([s, pairing, key, v]) => {
    // WarSpike's own field, given (valid or not) only where it is one.
    const text = JSON.stringify(s.system === 'warspike' ? { ...s, pairing } : s);
    return key ? `{"${key}": ${JSON.stringify(v)}, ${text.slice(1)}` : text;
  });

function turnsBound(s: Scenario): number {
  return runShape({ system: s.system, pairing: s.pairing, readings: s.readings, policies: { instigator: 'aggressive', retaliator: 'aggressive' } }).turns;
}

describe('scenario JSON (fuzz)', () => {
  it('each scenario plays to its end within its Turns, or is refused naming a field', () => {
    let accepted = 0;
    fc.assert(
      fc.property(scenarioWithKeys, (text) => {
        let s: Scenario;
        try {
          // Through JSON, as a file or a link arrives: __proto__ is then an own key like any other.
          s = parseScenario(JSON.parse(text));
        } catch (error) {
          expect(error, String(error)).toBeInstanceOf(ScenarioError);
          expect((error as ScenarioError).field.length).toBeGreaterThan(0);
          return;
        }
        accepted++;
        const policies = { instigator: s.policies?.instigator ?? 'aggressive', retaliator: s.policies?.retaliator ?? 'aggressive' };
        const { state } = playGame(s, policies);
        expect(state.turn).toBeLessThanOrEqual(turnsBound(s));
        expect(state.phase).toBe('over');
      }),
      { numRuns: 400, interruptAfterTimeLimit: 30_000, seed: 20 },
    );
    expect(accepted).toBeGreaterThan(0);
  }, 60_000);

  it('a 100,000-deep structure in any field is one ScenarioError naming that field', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    for (const field of ['system', 'seed', 'ruleset', 'pairing', 'params', 'table', 'policies', 'rulings', 'combatants', 'dice'])
      expect(() => parseScenario({ combatants: [], [field]: deep })).toThrow(new RegExp(`^${field}\\[0\\]\\[0\\].*nested too deeply`));
  });
});
