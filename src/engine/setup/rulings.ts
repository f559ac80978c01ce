// Rulings from outside (CLI flags, scenario files, URLs) checked against every ruling declared: Fragment
// 1's and those the turn systems add (their descriptions, systems/index.ts).
import { RULINGS, rulingProblemIn } from '../core/rulings-declared.ts';
import { SYSTEM_RULINGS } from '../systems/index.ts';

const ALL_RULINGS = [...RULINGS, ...SYSTEM_RULINGS];

/** The problem with ruling `id` set to `value`, or null. */
export function rulingProblem(id: string, value: unknown): string | null {
  return rulingProblemIn(ALL_RULINGS, id, value);
}
