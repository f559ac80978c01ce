// A parsed scenario handed back to parseScenario (laid over a version's numbers, or moved): a scenario
// file calls the engine's readings `rulings`, and that key keeps its name (reading `formats-keep-their-names`).
export function asScenarioInput(s: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k === 'readings' ? 'rulings' : k, v]));
}
