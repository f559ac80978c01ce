// Seeded random deployment (engine deploy) as a plain Scenario. Its own module, so only the widgets
// that deploy load the engine's scenario code.
import { deploy, type RulesetId, type Scenario } from '../../engine/browser.ts';

/** A seeded random set-up from engine deploy, without deploy's coin-flip note. */
export function deployScenario(seed: number, ruleset: RulesetId, perSide?: number): Scenario {
  const { instigatorPlayer: _player, ...scenario } = deploy(seed, { ruleset, ...(perSide ? { perSide } : {}) });
  return scenario;
}
