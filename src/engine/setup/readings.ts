// Readings from outside (CLI flags, scenario files, URLs) checked against every reading declared: Fragment
// 1's and those the turn systems add (their descriptions, systems/index.ts).
import { READINGS, readingProblemIn } from '../core/readings-declared.ts';
import type { Readings } from '../core/readings.ts';
import { SYSTEM_READINGS } from '../systems/index.ts';

const ALL_READINGS = [...READINGS, ...SYSTEM_READINGS];

/** The problem with reading `id` set to `value`, or null. */
export function readingProblem(id: string, value: unknown): string | null {
  return readingProblemIn(ALL_READINGS, id, value);
}

/**
 * `readings` with each value that names a variant given as the declaration's own string (why:
 * play/simulate.ts, `ownNames`); numbers and anything undeclared are kept as they are.
 */
export function ownReadings(readings: Partial<Readings>): Partial<Readings> {
  const out: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(readings)) {
    const variant = ALL_READINGS.find((r) => r.id === id)?.variants.find((v) => v.value === value);
    out[id] = variant ? variant.value : value;
  }
  return out as Partial<Readings>;
}
