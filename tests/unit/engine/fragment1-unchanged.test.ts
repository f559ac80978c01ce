// The redesign onto parameters and a turn-system seam left Fragment 1 untouched: 250 configurations
// (both rulesets, every pair of policies, each ruling varied) of 12 seeded five-a-side games each,
// hashed (events and decisions) by the engine as it stood before the redesign (fixtures/), and again now.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deploy, playGame, POLICY_NAMES, type Rulings } from '../../../src/engine/index.ts';

const expected = JSON.parse(readFileSync(new URL('./fixtures/fragment1-digests.json', import.meta.url), 'utf8')) as Record<string, string>;
const rulingSets: Partial<Rulings>[] = [{}, { 'move-distance': 'up-to' }, { 'last-strike': 'lands' }, { 'start-in-contact': 'free-strike' }, { 'turn-limit': 7 }];

describe('Fragment 1 plays exactly as before the redesign', () => {
  for (const ruleset of ['v0.1f', 'v0.2'] as const)
    it(`${ruleset}: every policy pair under every ruling gives the same events and decisions`, () => {
      const differing: string[] = [];
      for (const ri of POLICY_NAMES)
        for (const rr of POLICY_NAMES)
          rulingSets.forEach((rulings, k) => {
            const h = createHash('sha256');
            for (let seed = 1; seed <= 12; seed++) {
              const r = playGame(deploy(seed * 7919, { ruleset, rulings }), { instigator: ri, retaliator: rr });
              h.update(JSON.stringify(r.events));
              h.update(JSON.stringify(r.decisions));
            }
            const key = `${ruleset}|${ri}|${rr}|${k}`;
            if (h.digest('hex').slice(0, 16) !== expected[key]) differing.push(key);
          });
      expect(differing).toEqual([]);
      expect(Object.keys(expected).filter((k) => k.startsWith(ruleset))).toHaveLength(125);
    }, 60_000);
});
