// Entry: WarSpike as a turn system, with its best-odds pairing. Loading it provides both to the engine.
import './systems/warspike/warspike-odds.ts';
export { warspike } from './systems/warspike/warspike.ts';
export { PLAYERS } from './systems/warspike/warspike-sentences.ts';
