// The set-up code a widget loads when the reader first reaches for a base, in a chunk of its own. The
// engine names the lazy piece itself (as the list of systems does each system's value): a dynamic
// import of the browser's entry would make the whole entry one lazy chunk.

export interface SetupTools {
  parseScenario: typeof import('./scenario.ts').parseScenario;
  placeInZone: typeof import('./zone.ts').placeInZone;
}

export async function loadSetupTools(): Promise<SetupTools> {
  const [{ parseScenario }, { placeInZone }] = await Promise.all([import('./scenario.ts'), import('./zone.ts')]);
  return { parseScenario, placeInZone };
}
