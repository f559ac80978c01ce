// Booleans counted without a branch. In a hot loop whose tests change from one call to the next (who is
// free, who is on the table), a branch on each test is often mispredicted; `|`, `&` and `^` instead
// read a boolean as 0 or 1, and an index is written every time but kept only when it counts.

/**
 * `b` for `|`, `&`, `^` and `+`, which read it as 0 or 1. Typed as a number and left a boolean: turned
 * into a number by a ternary, it compiles to the very branch this avoids.
 */
export function bit(b: boolean | undefined): number {
  return b as unknown as number;
}
