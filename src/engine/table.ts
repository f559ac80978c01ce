// Entry: the table's own reckonings a widget shows without playing: groups linked by contact or range,
// and the Collapse-o-Snap chain.
export { linkedGroups, groupIds, enemyLinks, type Base } from './table/groups.ts';
export {
  snapChain,
  closestFreeEnemy,
  withMatchesFormed,
  closestFirstMatches,
  type Snap,
  type SnapChain,
  type PairIds,
} from './systems/warspike/collapse-o-snap.ts';
