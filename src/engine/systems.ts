// Entry: the one list of turn systems, for code that needs the list and nothing else (the link codec,
// the playtest words, the predictions worker): each one's description, read without loading it, and
// loadSystem, which loads a system's value when a game needs it (systems/index.ts).
export {
  SYSTEMS,
  SYSTEM_IDS,
  SYSTEM_READINGS,
  THE_SYSTEMS,
  isSystemId,
  systemDescription,
  systemsOf,
  loadSystem,
  type SystemEntry,
  type Systems,
} from './systems/index.ts';
