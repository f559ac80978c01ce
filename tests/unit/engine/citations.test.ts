// Every event cites the rules that produced it: stable ids that exist in its ruleset's catalog,
// and readings that exist, whatever the ruleset, readings and policies.
import { describe, it, expect } from 'vitest';
import { deploy, playGame, READINGS, type GameEvent, type PolicyName, type RulesetId } from '../../../src/engine/index.ts';
import { catalog } from './helpers.ts';

const policies: PolicyName[] = ['aggressive', 'counter', 'wait', 'random', 'optimal'];
const readingIds = READINGS.map((r) => r.id as string);

describe('citations', () => {
  for (const ruleset of ['v0.1f', 'v0.2'] as RulesetId[])
    it(`every event of ${ruleset} games cites at least one rule, each a rule of ${ruleset}`, () => {
      const seen = new Set<GameEvent['type']>();
      const cited = new Set<string>();
      let n = 0;
      for (let seed = 0; seed < 40; seed++) {
        const readings = {
          'move-distance': seed % 2 ? ('up-to' as const) : ('exact' as const),
          'last-strike': seed % 3 ? ('lost' as const) : ('lands' as const),
          'start-in-contact': seed % 5 ? ('move-and-strike' as const) : ('free-strike' as const),
          'turn-limit': 6,
        };
        const scenario = deploy(seed, { ruleset, perSide: 1 + (seed % 5), readings });
        const { events } = playGame(scenario, { instigator: policies[seed % 5]!, retaliator: policies[(seed * 3 + 1) % 5]! });
        for (const e of events) {
          n++;
          seen.add(e.type);
          expect(e.rules.length, e.type).toBeGreaterThan(0);
          for (const id of e.rules) {
            expect(catalog.rule(ruleset, id), `${e.type} cites "${id}"`).toBeDefined();
            cited.add(id);
          }
          for (const r of e.readings ?? []) expect(readingIds).toContain(r);
        }
      }
      expect(n).toBeGreaterThan(1000);
      // The sample reaches every kind of event but the rare ones.
      for (const t of ['turn-start', 'turn-end', 'match-start', 'wait', 'move', 'strike', 'defence', 'removed', 'match-end', 'game-end'] as const)
        expect(seen).toContain(t);
      // …and the rules of each section: Turns, Movement, Combat.
      for (const id of ['turns', 'first-match', 'next-match', 'move-action', 'wait-action', 'contact-strike', 'defence-test', 'match-end', 'victory'])
        expect(cited).toContain(id);
    });
});
