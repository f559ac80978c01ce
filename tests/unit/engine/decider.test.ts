// A turn system's `decider` (who decides now, without the options) is what a simulation asks at every
// decision outside a Match; it must name the side pending() names, at every step of every system.
import { describe, expect, it } from 'vitest';
import { applyDecision, decide, deploy, legalDecisions, pending, type GameState, type PolicyName, type SystemId } from '../../../src/engine/index.ts';
import { newGame } from '../systems.ts';

const SYSTEMS: SystemId[] = ['fragment1', 'warspike', 'wwpd', 'war'];
const POLICIES: PolicyName[] = ['aggressive', 'random', 'wait', 'counter'];

/** Plays a game to its end, checking the decider at each decision outside a Match; returns how many it checked. */
function checked(state: GameState, policy: PolicyName): number {
  let asked = 0;
  for (let n = 0; state.phase !== 'over' && n < 5000; n++) {
    const p = pending(state);
    if (p.kind === 'over') break;
    if (state.phase !== 'match') {
      expect(state.system.decider?.(state)).toBe(p.side);
      asked++;
    }
    expect(legalDecisions(state).length).toBeGreaterThan(0);
    applyDecision(state, decide(policy, state), null);
  }
  return asked;
}

describe('a system says who decides without listing the options', () => {
  for (const system of SYSTEMS)
    it(`${system}: decider is pending's side at every decision outside a Match`, () => {
      let asked = 0;
      for (let seed = 1; seed <= 24; seed++) {
        const policy = POLICIES[seed % POLICIES.length]!;
        // WarSpike's closest and random pairings (best-odds brings the solver, and asks the same sides).
        const pairing = system === 'warspike' ? (seed % 2 === 0 ? 'random' : 'closest') : undefined;
        const { state } = newGame(deploy(seed, { system, perSide: 1 + (seed % 5), ...(pairing ? { pairing } : {}) }));
        asked += checked(state, policy);
      }
      // Every system but Fragment 1 asks outside its Matches at nearly every Turn; Fragment 1 only at a tie.
      expect(asked).toBeGreaterThan(system === 'fragment1' ? 0 : 100);
    });
});
