// The desk's "Engine ruling it settles" choice: every engine ruling `sow` takes a flag for (Fragment 1's
// and the turn systems'), each of its variants, or its number for a ruling that takes one (the turn
// limit, WWPD's scale). The page lists the choices; the save route reads them back.
import { READINGS, SYSTEM_READINGS, type ReadingInfo } from '../../engine/index.ts';
import type { DesignerRuling } from '../../catalog/designer-rulings.ts';
import { DeskInputError } from './store.ts';

/** Every ruling `sow` accepts (its READING_FLAGS are keyed by the same ids). */
export const SETTLEABLE: readonly ReadingInfo[] = [...READINGS, ...SYSTEM_READINGS];

export interface SettleChoice {
  /** `move-distance=up-to` for a variant; the bare id (`turn-limit`) for a number given in its own field. */
  value: string;
  label: string;
}

/** The choices, in the engine's order: a variant each, or one for a ruling that takes a number. */
export const SETTLE_CHOICES: readonly SettleChoice[] = SETTLEABLE.flatMap((r) =>
  r.range
    ? [{ value: r.id, label: `${r.title} (${r.id}): the number given below, ${r.range.min} to ${r.range.max}` }]
    : r.variants.map((v) => ({ value: `${r.id}=${v.value}`, label: `${r.title} (${r.id}): ${v.label}` })),
);

/** The form's choice for a ruling as it stands: its select value and its number field. */
export function settleChoiceOf(r: Pick<DesignerRuling, 'settles'>): { choice: string; number: string } {
  const s = Object.values(r.settles)[0];
  if (!s) return { choice: '', number: '' };
  return typeof s.value === 'number' ? { choice: s.ruling, number: String(s.value) } : { choice: `${s.ruling}=${s.value}`, number: '' };
}

/**
 * What the form settles, for each version it applies to. The value's range and the version's own rules
 * are checked where the build checks them (makeRuling: a value out of range, or one contradicting a
 * version.yaml, is refused naming both).
 */
export function settlesFrom(choice: string, number: string, versions: readonly string[]): DesignerRuling['settles'] {
  if (choice === '') return {};
  const [ruling, variant] = choice.split('=');
  const info = SETTLEABLE.find((r) => r.id === ruling);
  if (!info || (info.range ? variant !== undefined : variant === undefined))
    throw new DeskInputError(`"${choice}" is not an engine ruling the desk offers: choose one from the list`);
  let value: string | number = variant ?? '';
  if (info.range) {
    if (number.trim() === '') throw new DeskInputError(`${info.id} takes a number: give one from ${info.range.min} to ${info.range.max}`);
    value = Number(number);
  }
  return Object.fromEntries(versions.map((v) => [v, { ruling: info.id, value }]));
}
