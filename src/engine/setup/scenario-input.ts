// The inverse of parseScenario's reading of keys: a parsed scenario handed back to it (laid over a
// version's numbers, or moved). A scenario file calls the engine's readings `rulings`, and that key keeps
// its name (reading `formats-keep-their-names`). A module of its own, with no imports: a widget that
// loads parseScenario on demand (loadSetupTools) takes this at once without the rest of the set-up.
export function asScenarioInput(s: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k === 'readings' ? 'rulings' : k, v]));
}
