// Numbers as the handbook writes them, for every layer: pages, widgets, the CLI and the desk.

/** A share as a percentage with `digits` decimals: 0.4567 → "45.7%". */
export function percent(p: number, digits = 1): string {
  return `${(p * 100).toFixed(digits)}%`;
}
