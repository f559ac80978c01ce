// The engine calls the open cases it reads `readings`; scenario files, `sow --json` and printed events
// call them `rulings`, the name they had first, and keep it (reading `formats-keep-their-names`). This is
// the one place an object of the engine's goes back to those keys: a parsed scenario handed to
// parseScenario again (laid over a version's numbers, or moved), or an event printed. A module of its
// own, with no imports: a widget that loads parseScenario on demand (loadSetupTools) takes this at once
// without the rest of the set-up.
export function withKeptKeys(o: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k === 'readings' ? 'rulings' : k, v]));
}
