// A turn system's `choice` (a policy's decision read from the state, applied without the legal list) must
// be the decision its `choose` makes from the list, and legal: an engine-played game with it gives the
// very events of the same game with every decision chosen from the list and held to it.
import { describe, expect, it } from 'vitest';
import {
  applyDecision,
  decide,
  decidingSide,
  deploy,
  legalDecisions,
  type Decision,
  type GameEvent,
  type Pairing,
  type PolicyName,
} from '../../../src/engine/index.ts';
import { newGame, playGame } from '../systems.ts';

const POLICIES: PolicyName[] = ['aggressive', 'counter', 'random', 'wait', 'optimal'];

/** The game played decision by decision from the legal list, each held to it (applyDecision). */
function fromTheList(seed: number, pairing: Pairing, policies: Record<'instigator' | 'retaliator', PolicyName>) {
  const { state, events } = newGame(deploy(seed, { system: 'warspike', pairing, perSide: 1 + (seed % 5) }));
  const decisions: Decision[] = [];
  const all: GameEvent[] = [...events];
  while (state.phase !== 'over') {
    const side = decidingSide(state);
    const d = decide(policies[side], state, policies[side === 'instigator' ? 'retaliator' : 'instigator']);
    expect(legalDecisions(state).length).toBeGreaterThan(0);
    decisions.push(d);
    applyDecision(state, d, all);
  }
  return { events: all, decisions };
}

describe("WarSpike's choices read from the state", () => {
  for (const pairing of ['closest', 'random'] as const)
    it(`make the same games as the choices from the legal list (pairing ${pairing})`, () => {
      let decided = 0;
      for (let seed = 1; seed <= 20; seed++) {
        const policies = { instigator: POLICIES[seed % 5]!, retaliator: POLICIES[(seed * 3) % 5]! };
        const played = playGame(deploy(seed, { system: 'warspike', pairing, perSide: 1 + (seed % 5) }), policies);
        const listed = fromTheList(seed, pairing, policies);
        expect(played.decisions).toEqual(listed.decisions);
        expect(played.events).toEqual(listed.events);
        decided += played.decisions.length;
      }
      expect(decided).toBeGreaterThan(500);
    });
});
