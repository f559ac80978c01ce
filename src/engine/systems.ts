// Entry: the one list of turn systems: each one's description, read without loading it, and loadSystem,
// which loads a system's value when a game needs it (systems/index.ts).
export { SYSTEMS, SYSTEM_IDS, SYSTEM_RULINGS, isSystemId, systemDescription, loadSystem, type SystemEntry } from './systems/index.ts';
