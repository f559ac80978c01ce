// The engine's set-up code (checking positions, the deployment zones, deploying at random), loaded the
// first time a reader reaches for a base or for "Deploy at random", not with the page.
export { parseScenario, placeInZone } from '../../engine/setup.ts';
export { deployScenario } from './deploy.ts';
