// Entry: WarSpike as a turn system value: `warspike` plays its closest and random pairings;
// `warspikeWithBestOdds` adds the best-odds pairing and with it the exact solver.
export { warspike } from './systems/warspike/warspike.ts';
export { warspikeWithBestOdds } from './systems/warspike/warspike-odds.ts';
export type { WarSpikeSystem } from './systems/warspike/warspike-pairing.ts';
export type { WarSpikeState, WarSpikeEvent } from './systems/warspike/warspike-types.ts';
export { PLAYERS } from './systems/warspike/warspike-sentences.ts';
