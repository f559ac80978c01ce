// A turn system's `choice` (a policy's decision read from the state, applied without the legal list) must
// be the decision its `choose` makes from the list, and legal: an engine-played game with it gives the
// very events of the same game with every decision chosen from the list and held to it.
import { describe, expect, it } from 'vitest';
import { applyDecision, decider, decidingSide, deploy, legalDecisions, type Decision, type GameEvent, type PolicyName } from '../../../src/engine/index.ts';
import type { DeploymentOptions } from '../../../src/engine/setup/scenario.ts';
import { newGame, playGame } from '../systems.ts';

const POLICIES: PolicyName[] = ['aggressive', 'counter', 'random', 'wait', 'optimal'];
// One decide for the file's games, as a widget keeps one: optimal solves each Match once.
const decide = decider();

/** The game played decision by decision from the legal list, each held to it (applyDecision). */
function fromTheList(seed: number, options: DeploymentOptions, policies: Record<'instigator' | 'retaliator', PolicyName>) {
  const { state, events } = newGame(deploy(seed, options));
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

const SET_UPS: [string, (seed: number) => DeploymentOptions][] = [
  ['WarSpike, pairing closest', (seed) => ({ system: 'warspike', pairing: 'closest', perSide: 1 + (seed % 5) })],
  ['WarSpike, pairing random', (seed) => ({ system: 'warspike', pairing: 'random', perSide: 1 + (seed % 5) })],
  ['WWPD', (seed) => ({ system: 'wwpd', perSide: 1 + (seed % 5) })],
  ['WAR', (seed) => ({ system: 'war', perSide: 1 + (seed % 5) })],
];

describe('choices read from the state make the same games as choices from the legal list', () => {
  for (const [name, options] of SET_UPS)
    it(name, () => {
      let decided = 0;
      for (let seed = 1; seed <= 20; seed++) {
        const policies = { instigator: POLICIES[seed % 5]!, retaliator: POLICIES[(seed * 3) % 5]! };
        const played = playGame(deploy(seed, options(seed)), policies);
        const listed = fromTheList(seed, options(seed), policies);
        expect(played.decisions).toEqual(listed.decisions);
        expect(played.events).toEqual(listed.events);
        decided += played.decisions.length;
      }
      expect(decided).toBeGreaterThan(300);
    });

  // Fragment 1's only choice outside a Match is a tie's (T3): more a side, more ties.
  it('Fragment 1, its ties', () => {
    let ties = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const options: DeploymentOptions = { perSide: 6 + (seed % 3) };
      const policies = { instigator: POLICIES[seed % 5]!, retaliator: POLICIES[(seed * 3) % 5]! };
      const played = playGame(deploy(seed, options), policies);
      const listed = fromTheList(seed, options, policies);
      expect(played.decisions).toEqual(listed.decisions);
      expect(played.events).toEqual(listed.events);
      ties += played.decisions.filter((d) => d.type === 'pick-match').length;
    }
    expect(ties).toBeGreaterThan(5);
  });
});
