// Entry: scenarios read and checked field by field, and seeded deployment.
export {
  parseScenario,
  parseRulings,
  deploy,
  deploymentProblem,
  FIT_SEEDS,
  ScenarioError,
  COMBATANTS_PER_SIDE,
  MAX_COMBATANTS,
  MAX_PER_SIDE,
  type Scenario,
  type ScenarioCombatant,
  type ScenarioParams,
} from './setup/scenario.ts';
export { placeInZone } from './setup/zone.ts';
