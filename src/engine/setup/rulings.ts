// Rulings from outside (CLI flags, scenario files, URLs) checked against every ruling declared: Fragment
// 1's and those the turn systems add (their descriptions, systems/index.ts).
import { RULINGS, rulingProblemIn } from '../core/rulings-declared.ts';
import type { Rulings } from '../core/rulings.ts';
import { SYSTEM_RULINGS } from '../systems/index.ts';

const ALL_RULINGS = [...RULINGS, ...SYSTEM_RULINGS];

/** The problem with ruling `id` set to `value`, or null. */
export function rulingProblem(id: string, value: unknown): string | null {
  return rulingProblemIn(ALL_RULINGS, id, value);
}

/**
 * `rulings` with each value that names a variant given as the declaration's own string (why:
 * play/simulate.ts, `ownNames`); numbers and anything undeclared are kept as they are.
 */
export function ownRulings(rulings: Partial<Rulings>): Partial<Rulings> {
  const out: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(rulings)) {
    const variant = ALL_RULINGS.find((r) => r.id === id)?.variants.find((v) => v.value === value);
    out[id] = variant ? variant.value : value;
  }
  return out as Partial<Rulings>;
}
